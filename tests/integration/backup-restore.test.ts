/** @jest-environment node */
// npm run db:backup and db:restore, run as an operator runs them, against the test database: a
// member with an itinerary, a favorite, a subscription and an uploaded photo is backed up, restored
// into a new empty database beside it, and found there whole; a restore notifies the servers' page
// caches; and every refusal (a database that is not empty, a damaged or unknown backup, bad
// options) says why and writes nothing.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type Stripe from "stripe";
import { applySubscriptionState } from "@/lib/billing/service";
import { db } from "@/lib/db";
import { createItinerary } from "@/lib/itineraries/service";
import { addFavorite } from "@/lib/saved/favorites";
import { uploadStorage } from "@/lib/uploads/storage";
import { findPgTool } from "@/scripts/lib/backup.mjs";
import { PUBLIC_DATA_CHANNEL } from "@/server/page-cache";
import { signUp } from "../support/accounts";

jest.setTimeout(180_000);

const root = path.resolve(__dirname, "..", "..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "wb-backup-"));
const backups = path.join(work, "backups");
const uploads = path.join(work, "uploads");
const restoredUploads = path.join(work, "restored-uploads");
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const created: string[] = [];

type Run = { code: number; out: string };

function npmScript(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", script), ...args], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        BACKUP_DIR: backups,
        UPLOADS_DIR: uploads,
        ...env,
      },
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, out }));
  });
}

function urlOf(database: string) {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(prefix: string) {
  const name = `${prefix}_${suffix}_${created.length}`;
  await withClient(urlOf("postgres"), (client) => client.query(`CREATE DATABASE "${name}"`));
  created.push(name);
  return name;
}

const tableCount = (url: string) =>
  withClient(
    url,
    async (client) =>
      (await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'"))
        .rows[0].n as number,
  );

const newestBackup = () =>
  path.join(
    backups,
    fs
      .readdirSync(backups)
      .filter((name) => !name.endsWith(".partial"))
      .sort()
      .at(-1)!,
  );

/** A copy of a backup folder to damage. */
function copyOf(folder: string, name: string) {
  const copy = path.join(work, name);
  fs.cpSync(folder, copy, { recursive: true });
  return copy;
}

let member: Awaited<ReturnType<typeof signUp>>;
let itineraryId: string;
let favoriteDealId: number;
let subscriptionId: string;
let photoUrl: string;
let backup: string;

beforeAll(async () => {
  process.env.UPLOADS_DIR = uploads;
  member = await signUp("backup");
  const itinerary = await createItinerary(member.id, {
    title: "Backed-up week in Paris",
    destination: "paris",
    startDate: "2027-05-03",
    notes: "Keep this",
    days: [{ notes: "Louvre first", stops: [] }, { stops: [] }],
  });
  itineraryId = itinerary.id;
  const deal = await db().deal.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true } });
  favoriteDealId = deal.id;
  expect(await addFavorite(member.id, favoriteDealId)).toEqual({ created: true });
  subscriptionId = `sub_backup_${suffix}`;
  const subscription = {
    id: subscriptionId,
    customer: null,
    metadata: { user_id: member.id },
    status: "active",
    cancel_at_period_end: false,
    items: {
      data: [
        {
          price: { lookup_key: "price_premium_annual" },
          current_period_end: Math.floor(Date.now() / 1000) + 365 * 86400,
        },
      ],
    },
  } as unknown as Stripe.Subscription;
  expect(
    (await db().$transaction((tx) => applySubscriptionState(tx, subscription, new Date()))).applied,
  ).toBe(true);
  const png = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
    "hex",
  );
  photoUrl = await uploadStorage().save({ data: png, contentType: "image/png", extension: "png" });
  await db().$executeRaw`INSERT INTO page_copies (key, bytes) VALUES ('/en/backup-test', 5) ON CONFLICT (key) DO NOTHING`;
});

afterAll(async () => {
  await withClient(urlOf("postgres"), async (client) => {
    for (const name of created)
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  await db().$disconnect();
  fs.rmSync(work, { recursive: true, force: true });
});

describe("npm run db:backup", () => {
  it("writes a dated folder with the rows of every table, the uploads and a manifest", async () => {
    const result = await npmScript("db-backup.mjs", ["--format", "rows"]);
    expect(result.out).toMatch(/Backed up .* and 1 uploaded files to /);
    expect(result.code).toBe(0);
    backup = newestBackup();
    expect(path.basename(backup)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({
      version: 1,
      format: "rows",
      uploads: { file: "uploads.tar", files: 1 },
    });
    const names = manifest.tables.map((table: { name: string }) => table.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "users",
        "itineraries",
        "favorites",
        "subscriptions",
        "deals",
        "_prisma_migrations",
      ]),
    );
    expect(manifest.migrations.length).toBe(
      fs
        .readdirSync(path.join(root, "prisma", "migrations"))
        .filter((name) =>
          fs.existsSync(path.join(root, "prisma", "migrations", name, "migration.sql")),
        ).length,
    );
    // Rendered page copies are a cache: their rows are left out (the table comes back empty).
    expect(names).not.toContain("page_copies");
    for (const table of manifest.tables)
      expect(fs.existsSync(path.join(backup, table.file))).toBe(true);
    expect(fs.existsSync(path.join(backup, "uploads.tar"))).toBe(true);
  });

  it("uses pg_dump's custom format when a pg_dump as new as the server is installed, and says which it passed over otherwise", async () => {
    const major = await withClient(process.env.DATABASE_URL!, async (client) =>
      Math.floor(
        Number((await client.query("SHOW server_version_num")).rows[0].server_version_num) / 10000,
      ),
    );
    const tool = findPgTool("pg_dump", major);
    const result = await npmScript("db-backup.mjs", ["--keep", "1"]);
    expect(result.code).toBe(0);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(newestBackup(), "manifest.json"), "utf8"),
    );
    if ("file" in tool) {
      expect(manifest).toMatchObject({ format: "pg_dump", file: "db.dump" });
      expect(fs.statSync(path.join(newestBackup(), "db.dump")).size).toBeGreaterThan(0);
    } else {
      expect(manifest.format).toBe("rows");
      if (tool.passedOver.length)
        expect(result.out).toContain(
          `No pg_dump of version ${major} or newer (passed over: ${tool.passedOver.join(", ")})`,
        );
    }
    // --keep 1 left only the newest backup.
    expect(fs.readdirSync(backups)).toEqual([path.basename(newestBackup())]);
    expect(result.out).toContain("removed 1 older backups");
    backup = newestBackup();
  });

  it.each([
    ["an unknown format", ["--format", "zip"], "--format must be auto, pg_dump or rows, not zip."],
    [
      "a retention that is not a whole number",
      ["--keep", "two"],
      "--keep must be a whole number of backups of at least 1, not two.",
    ],
    [
      "a retention of zero",
      ["--keep", "0"],
      "--keep must be a whole number of backups of at least 1, not 0.",
    ],
    ["an unknown option", ["--everything"], "Unknown option '--everything'"],
  ])("refuses %s and writes nothing", async (_, args, message) => {
    const before = fs.readdirSync(backups);
    const result = await npmScript("db-backup.mjs", args);
    expect(result.code).toBe(2);
    expect(result.out).toContain(message);
    expect(fs.readdirSync(backups)).toEqual(before);
  });
});

describe("npm run db:restore", () => {
  it("restores into a new empty database every user, itinerary, favorite, subscription and uploaded file, and notifies the page caches", async () => {
    const target = await createDatabase("wb_restored");
    const notified = new Set<string>();
    const listener = new pg.Client({ connectionString: urlOf(target) });
    await listener.connect();
    listener.on("notification", (message) => notified.add(message.payload ?? ""));
    await listener.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
    try {
      const result = await npmScript("db-restore.mjs", [backup, "--database", target], {
        UPLOADS_DIR: restoredUploads,
      });
      expect(result.out).toContain(`from ${backup} (taken `);
      expect(result.code).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await listener.end();
    }
    // Every stored page in every server on this database is dropped: they fill again as visitors come.
    expect(notified.size).toBeGreaterThan(0);
    // The deals come back in batches: each names its deals, or all deals past 50 of them.
    expect(
      [...notified].some((payload) => payload === "deals" || payload.startsWith("deals:")),
    ).toBe(true);

    const read = (url: string) =>
      withClient(url, async (client) => {
        const one = async (sql: string, params: unknown[]) =>
          (await client.query(sql, params)).rows;
        return {
          user: await one(
            "SELECT id, username, email, password_hash, is_premium_user, subscription_status FROM users WHERE id = $1",
            [member.id],
          ),
          itinerary: await one(
            "SELECT id, user_id, title, start_date, days, notes FROM itineraries WHERE id = $1",
            [itineraryId],
          ),
          favorite: await one(
            "SELECT user_id, deal_id, created_at FROM favorites WHERE user_id = $1",
            [member.id],
          ),
          subscription: await one(
            "SELECT id, user_id, status, plan, cycle, current_period_end FROM subscriptions WHERE id = $1",
            [subscriptionId],
          ),
          counts: await one(
            "SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM itineraries) AS itineraries, (SELECT count(*) FROM favorites) AS favorites, (SELECT count(*) FROM subscriptions) AS subscriptions, (SELECT count(*) FROM deals) AS deals, (SELECT count(*) FROM _prisma_migrations) AS migrations",
            [],
          ),
        };
      });
    const source = await read(process.env.DATABASE_URL!);
    const restored = await read(urlOf(target));
    expect(restored.user).toHaveLength(1);
    expect(restored.user[0]).toMatchObject({
      username: member.username,
      email: member.email,
      is_premium_user: true,
      subscription_status: "active",
    });
    expect(restored.itinerary[0]).toMatchObject({
      title: "Backed-up week in Paris",
      notes: "Keep this",
    });
    expect(restored.favorite).toEqual([expect.objectContaining({ deal_id: favoriteDealId })]);
    expect(restored.subscription[0]).toMatchObject({
      status: "active",
      plan: "premium",
      cycle: "annual",
    });
    expect(restored).toEqual(source);

    // Sequences carry on after the restored rows: the next deal gets a fresh id.
    await withClient(urlOf(target), async (client) => {
      const { rows } = await client.query(
        "SELECT nextval(pg_get_serial_sequence('deals', 'id')) AS next, (SELECT max(id) FROM deals) AS max",
      );
      expect(Number(rows[0].next)).toBeGreaterThan(Number(rows[0].max));
    });

    const key = photoUrl.replace("/uploads/", "");
    expect(fs.readFileSync(path.join(restoredUploads, key))).toEqual(
      fs.readFileSync(path.join(uploads, key)),
    );
  });

  it("refuses a database that is not empty and changes nothing in it", async () => {
    const before = await withClient(
      process.env.DATABASE_URL!,
      async (client) => (await client.query("SELECT count(*)::int AS n FROM users")).rows[0].n,
    );
    const result = await npmScript("db-restore.mjs", [backup], {
      UPLOADS_DIR: path.join(work, "untouched"),
    });
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /The target database is not empty \(\d+ tables, views or sequences\): restore into an empty database/,
    );
    expect(
      await withClient(
        process.env.DATABASE_URL!,
        async (client) => (await client.query("SELECT count(*)::int AS n FROM users")).rows[0].n,
      ),
    ).toBe(before);
    expect(fs.existsSync(path.join(work, "untouched"))).toBe(false);
  });

  it.each([
    [
      "a folder that is not a backup",
      () => work,
      (folder: string) => `${folder} is not a backup: it has no manifest.json.`,
    ],
    [
      "a manifest that is not JSON",
      () => {
        const copy = copyOf(backup, "bad-json");
        fs.writeFileSync(path.join(copy, "manifest.json"), "{ not json");
        return copy;
      },
      (folder: string) => `${folder}/manifest.json cannot be read`,
    ],
    [
      "a manifest of another kind",
      () => {
        const copy = copyOf(backup, "other-kind");
        fs.writeFileSync(
          path.join(copy, "manifest.json"),
          JSON.stringify({ version: 9, format: "zip" }),
        );
        return copy;
      },
      (folder: string) =>
        `${folder}/manifest.json is not a backup manifest this version can restore.`,
    ],
  ])("refuses %s", async (_, make, message) => {
    const folder = make();
    const target = await createDatabase("wb_refused");
    const result = await npmScript("db-restore.mjs", [folder, "--database", target], {
      UPLOADS_DIR: path.join(work, "untouched"),
    });
    expect(result.code).toBe(1);
    expect(result.out).toContain(message(folder));
    expect(await tableCount(urlOf(target))).toBe(0);
    expect(fs.existsSync(path.join(work, "untouched"))).toBe(false);
  });

  // The row format's own damage checks (a pg_dump archive is checked by pg_restore itself).
  const rowsBackup = async () => {
    const result = await npmScript("db-backup.mjs", ["--format", "rows"]);
    expect(result.code).toBe(0);
    return newestBackup();
  };

  it.each([
    [
      "a table file with rows missing",
      (copy: string) => {
        const manifest = JSON.parse(fs.readFileSync(path.join(copy, "manifest.json"), "utf8"));
        const users = manifest.tables.find((table: { name: string }) => table.name === "users");
        users.rows += 1;
        fs.writeFileSync(path.join(copy, "manifest.json"), JSON.stringify(manifest));
      },
      /db\/users\.ndjson\.gz holds \d+ rows where the manifest says \d+: the backup is damaged\./,
    ],
    [
      "a migration this checkout does not have",
      (copy: string) => {
        const manifest = JSON.parse(fs.readFileSync(path.join(copy, "manifest.json"), "utf8"));
        manifest.migrations.push({ name: "29991231000000_from_the_future", checksum: "0" });
        fs.writeFileSync(path.join(copy, "manifest.json"), JSON.stringify(manifest));
      },
      /The backup was taken with migration 29991231000000_from_the_future, which this checkout does not have: restore with the release that took it\./,
    ],
    [
      "a migration that differs from the one the backup was taken with",
      (copy: string) => {
        const manifest = JSON.parse(fs.readFileSync(path.join(copy, "manifest.json"), "utf8"));
        manifest.migrations[0].checksum = "0".repeat(64);
        fs.writeFileSync(path.join(copy, "manifest.json"), JSON.stringify(manifest));
      },
      /Migration \S+ here differs from the one the backup was taken with: restore with the release that took it\./,
    ],
    [
      "a table file that is not gzip",
      (copy: string) =>
        fs.writeFileSync(path.join(copy, "db", "favorites.ndjson.gz"), "plain text"),
      /Restore failed, nothing was written: |incorrect header check/,
    ],
  ])("refuses a backup with %s and writes nothing", async (name, damage, message) => {
    const copy = copyOf(await rowsBackup(), `damaged-${name.replace(/\W+/g, "-")}`);
    damage(copy);
    const target = await createDatabase("wb_damaged");
    const result = await npmScript("db-restore.mjs", [copy, "--database", target], {
      UPLOADS_DIR: path.join(work, "untouched"),
    });
    expect(result.code).toBe(1);
    expect(result.out).toMatch(message);
    expect(await tableCount(urlOf(target))).toBe(0);
  });

  it.each([
    ["two backup folders", ["a", "b"], 2, "Name one backup folder at most."],
    [
      "a database name that is not one",
      ["--database", "x; DROP"],
      1,
      "x; DROP is not a database name this command creates (letters, digits, _ and -).",
    ],
  ])("refuses %s", async (_, args, code, message) => {
    const result = await npmScript("db-restore.mjs", args);
    expect(result.code).toBe(code);
    expect(result.out).toContain(message);
  });

  it("says where it looked when there is no backup yet", async () => {
    const empty = path.join(work, "no-backups");
    const result = await npmScript("db-restore.mjs", [], { BACKUP_DIR: empty });
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      `No backup found in ${empty}: run npm run db:backup first, or name the backup folder.`,
    );
  });
});

// The pg_dump format end to end, on a PostgreSQL whose version the installed pg_dump and pg_restore
// match: Debian's own server (the embedded one is newer than Debian 12's client tools), started here
// on a Unix socket of its own (no TCP port), as the postgres user when the test runs as root.
describe("with PostgreSQL's own pg_dump and pg_restore", () => {
  const debianRoot = "/usr/lib/postgresql";
  const version = fs.existsSync(debianRoot)
    ? fs
        .readdirSync(debianRoot)
        .filter(
          (name) =>
            /^\d+$/.test(name) &&
            ["initdb", "postgres", "pg_dump", "pg_restore"].every((tool) =>
              fs.existsSync(path.join(debianRoot, name, "bin", tool)),
            ),
        )
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  // A folder of its own under the temporary folder: the postgres user must reach it.
  const cluster = fs.mkdtempSync(path.join(os.tmpdir(), "wb-pg-"));
  const socketUrl = (database: string) =>
    `postgresql://wanderbold@localhost/${database}?host=${encodeURIComponent(cluster)}`;
  let server: ChildProcess | undefined;

  function asPostgres(): { uid?: number; gid?: number } {
    if (process.getuid?.() !== 0) return {};
    const id = (flag: string) =>
      Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
    return { uid: id("-u"), gid: id("-g") };
  }

  beforeAll(async () => {
    if (!version)
      throw new Error(
        `Debian's PostgreSQL server is missing (no ${debianRoot}/<version>/bin with initdb, postgres, pg_dump and pg_restore): install it with \`apt-get install -y postgresql-15\` (.ci/run does).`,
      );
    const bin = path.join(debianRoot, version, "bin");
    const user = asPostgres();
    if (user.uid !== undefined) fs.chownSync(cluster, user.uid, user.gid!);
    const init = spawnSync(
      path.join(bin, "initdb"),
      [
        "-D",
        path.join(cluster, "data"),
        "-U",
        "wanderbold",
        "--auth=trust",
        "--encoding=UTF8",
        "--locale=C",
      ],
      { ...user, encoding: "utf8" },
    );
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
    server = spawn(
      path.join(bin, "postgres"),
      [
        "-D",
        path.join(cluster, "data"),
        "-k",
        cluster,
        "-c",
        "listen_addresses=",
        "-c",
        "fsync=off",
      ],
      { ...user, stdio: "ignore" },
    );
    const startedBy = Date.now() + 30_000;
    for (;;) {
      try {
        await withClient(socketUrl("postgres"), async () => undefined);
        break;
      } catch (error) {
        if (Date.now() > startedBy || server.exitCode !== null)
          throw new Error(`PostgreSQL ${version} did not start: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    await withClient(socketUrl("postgres"), (client) => client.query("CREATE DATABASE wanderbold"));
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGINT");
      await exited;
    }
    fs.rmSync(cluster, { recursive: true, force: true });
  });

  it("backs up in pg_dump's custom format and restores with pg_restore into a new empty database", async () => {
    const source = socketUrl("wanderbold");
    const env = { DATABASE_URL: source };
    const migrated = await new Promise<number>((resolve) => {
      const child = spawn(
        path.join(root, "node_modules", ".bin", "prisma"),
        ["migrate", "deploy"],
        { cwd: root, env: { ...process.env, ...env }, stdio: "ignore" },
      );
      child.on("exit", (code) => resolve(code ?? 1));
    });
    expect(migrated).toBe(0);
    const id = "4d1d7a52-7d0b-4c3e-9a53-0c6f0a4b9e11";
    await withClient(source, async (client) => {
      await client.query(
        `INSERT INTO users (id, username, email, name, role, password_hash, email_verified_at, updated_at) VALUES ($1, 'dumped', 'dumped@example.com', 'Dee Dumped', 'user'::"Role", 'x', now(), now())`,
        [id],
      );
      await client.query(
        "INSERT INTO exchange_rates (code, rate, source, updated_at) VALUES ('EUR', 0.92, 'test', now())",
      );
      await client.query("INSERT INTO page_copies (key, bytes) VALUES ('/en/deals/1', 5)");
    });

    const dumpBackups = path.join(work, "pg-dump-backups");
    const backedUp = await npmScript("db-backup.mjs", [], { ...env, BACKUP_DIR: dumpBackups });
    expect(backedUp.out).toContain(`pg_dump`);
    expect(backedUp.code).toBe(0);
    const folder = path.join(dumpBackups, fs.readdirSync(dumpBackups)[0]!);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({
      format: "pg_dump",
      tool: `pg_dump ${version}`,
      file: "db.dump",
    });
    expect(manifest.migrations.map((migration: { name: string }) => migration.name)).toContain(
      "0001_extensions",
    );
    expect(fs.readFileSync(path.join(folder, "db.dump")).subarray(0, 5).toString()).toBe("PGDMP");

    const restored = await npmScript(
      "db-restore.mjs",
      [folder, "--database", "wanderbold_restored"],
      { ...env, BACKUP_DIR: dumpBackups, UPLOADS_DIR: path.join(work, "pg-dump-uploads") },
    );
    expect(restored.out).toContain(`from ${folder} (taken `);
    expect(restored.code).toBe(0);
    await withClient(socketUrl("wanderbold_restored"), async (client) => {
      expect(
        (await client.query("SELECT username, email FROM users WHERE id = $1", [id])).rows,
      ).toEqual([{ username: "dumped", email: "dumped@example.com" }]);
      expect(
        (await client.query("SELECT rate FROM exchange_rates WHERE code = 'EUR'")).rows,
      ).toEqual([{ rate: 0.92 }]);
      // The rendered page copies are a cache: the table comes back, its rows do not.
      expect((await client.query("SELECT count(*)::int AS n FROM page_copies")).rows).toEqual([{ n: 0 }]);
      const count = "SELECT count(*)::int AS n FROM _prisma_migrations";
      expect((await client.query(count)).rows[0].n).toBe(
        await withClient(source, async (other) => (await other.query(count)).rows[0].n),
      );
    });

    // pg_restore refuses nothing by itself on a database with tables: the command does, first.
    const again = await npmScript("db-restore.mjs", [folder, "--database", "wanderbold_restored"], {
      ...env,
      BACKUP_DIR: dumpBackups,
    });
    expect(again.code).toBe(1);
    expect(again.out).toContain("The target database is not empty");
  });
});
