// The catalogue at size (issue 36): `node bench/lib/deals-scale.mjs --sizes 10000,100000,1000000`
// loads each number of generated deals in turn into one database of its own
// (wanderbold_scale in the embedded cluster, or BENCH_DATABASE_URL) through the real streaming
// importer (bench/lib/load-deals.mjs: time, importer peak memory, database size), then measures,
// against the production server, what a visitor waits for at that size:
//   - a deal page rendered without a stored copy (each request a new address, and the deal drawn
//     from 300 live ones), one request at a time, then at 10 connections (every one must answer);
//   - the bench's four deal searches, one at a time, each request a new address.
// Writes bench/results/deals-scale.json and .md.
// `--measure wanderbold_ten,wanderbold_scale,wanderbold_million --rounds 2` loads nothing: it
// measures databases already loaded, in turn, round after round (on a shared machine, figures
// taken minutes apart compare badly; interleaved, they share the same load). The narrower sibling of `npm run bench` for the
// sizes the full run takes too long at; what it measures is the same (the same load() settings).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { buildIfStale } from "../../scripts/lib/build.mjs";
import { migrate, resolveDatabase, seed } from "../../scripts/lib/environment.mjs";
import { root } from "../../scripts/lib/paths.mjs";
import { bin } from "../../scripts/lib/run.mjs";
import { loadDeals } from "./load-deals.mjs";
import { benchServerEnv } from "./server-env.mjs";
import { waitForHealth } from "./server-process.mjs";

const PORT = Number(process.env.BENCH_PORT || 3262);
const BASE_URL = `http://localhost:${PORT}`;
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const SIZES = argument("sizes", "10000,100000").split(",").map(Number);
const SECONDS = Number(argument("seconds", "10"));
const SEARCHES = ["/search?q=beach&kind=hotel&max=1500&sort=price", "/search?q=barcelna", "/search", "/search?page=50", "/search?q=united+states"];

const MEASURE = argument("measure", "").split(",").filter(Boolean);
const ROUNDS = Number(argument("rounds", "1"));
const db = await resolveDatabase({ database: MEASURE[0] ?? argument("database", "wanderbold_scale"), urlVar: "BENCH_DATABASE_URL" });
const urlOf = (database) => db.url.replace(/\/[^/?]+(\?|$)/, `/${database}$1`);
const env = benchServerEnv({ databaseUrl: db.url, port: PORT });

/** Autocannon over new addresses (`paths` in turn, each with a new parameter): past the page cache. */
async function load(paths, seconds, connections) {
  const times = [];
  let sequence = 0;
  const requests = [{ setupRequest: (request) => ({ ...request, path: `${paths[sequence % paths.length]}${paths[sequence % paths.length].includes("?") ? "&" : "?"}n=${++sequence}` }) }];
  const instance = autocannon({ url: BASE_URL, connections, duration: seconds, timeout: 10, requests });
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (share) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))]) : 0);
  return { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}


async function liveDealPaths() {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT id FROM deals TABLESAMPLE SYSTEM (5) WHERE status = 'live' AND valid_until >= now() LIMIT 300");
    return rows.map((row) => `/deals/${row.id}`);
  } finally {
    await client.end();
  }
}

/** The database's size and live deals, as a load reports them. */
async function databaseStats() {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const databaseBytes = Number((await client.query("SELECT pg_database_size(current_database()) AS bytes")).rows[0].bytes);
    const liveDeals = (await client.query("SELECT count(*)::int AS n FROM deals WHERE status = 'live' AND valid_until >= now()")).rows[0].n;
    return { ingestSeconds: null, peakMb: null, databaseBytes, liveDeals };
  } finally {
    await client.end();
  }
}

let server;
const results = [];
try {
  const runs = MEASURE.length ? Array.from({ length: ROUNDS }, () => MEASURE).flat() : SIZES;
  if (!MEASURE.length) {
    await migrate(env);
    await seed(env);
  }
  for (const run of runs) {
    let size = run;
    let loaded;
    if (MEASURE.length) {
      env.DATABASE_URL = urlOf(run);
      loaded = await databaseStats();
      size = loaded.liveDeals;
    } else loaded = await loadDeals(size, env);
    await buildIfStale(env);
    server = spawn(process.execPath, ["scripts/serve.mjs", "-p", String(PORT), "-H", "localhost"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    await waitForHealth(server, BASE_URL);
    const deals = await liveDealPaths();
    process.stdout.write(`${MEASURE.length ? run : size}: warm-up... `);
    await load([...deals.slice(0, 50), ...SEARCHES], 15, 2);
    const dealOne = await load(deals, SECONDS, 1);
    const dealTen = await load(deals, SECONDS, 10);
    console.log(`deal page p95 ${dealOne.p95} ms one at a time, ${dealTen.p95} ms at 10 connections (${dealTen.timeouts} time-outs, ${dealTen.errors} errors)`);
    const searches = [];
    for (const page of SEARCHES) {
      const result = await load([page], SECONDS, 1);
      searches.push({ page, ...result });
      console.log(`  ${page}: p50 ${result.p50} ms, p95 ${result.p95} ms (${result.requests} requests, ${result.non2xx} non-2xx)`);
    }
    // The same data work in process, without HTTP or rendering (bench/lib/deal-queries.ts).
    const queries = JSON.parse(execFileSync(bin("tsx"), ["--conditions=react-server", "bench/lib/deal-queries.ts"], { cwd: root, env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim().split("\n").pop());
    console.log(`  in process: deal page data p95 ${queries.dealPage.p95} ms; searches p95 ${Object.values(queries.searches).map((search) => search.p95).join(", ")} ms`);
    results.push({ queries, size, database: MEASURE.length ? run : undefined, loaded, dealOne, dealTen, searches, loadAverage: os.loadavg() });
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    server = undefined;
    fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
    fs.writeFileSync(path.join(root, "bench", "results", `deals-scale${MEASURE.length ? "-measure" : ""}.json`), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
  }
  const mb = (bytes) => Math.round(bytes / 2 ** 20);
  const lines = [
    "| Deals | Load average (1 min) | Live | Ingestion (s) | Importer peak (MB) | Database (MB) | Deal page p95, 1 conn (ms) | Deal page p95, 10 conn (ms) | Time-outs at 10 | " + SEARCHES.map((page) => `\`${page}\` p95 (ms)`).join(" | ") + " |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|" + SEARCHES.map(() => "---:").join("|") + "|",
    ...results.map((row) => `| ${row.database ?? row.size.toLocaleString("en")} | ${row.loadAverage[0].toFixed(1)} | ${row.loaded.liveDeals.toLocaleString("en")} | ${row.loaded.ingestSeconds ?? "-"} | ${row.loaded.peakMb ?? "-"} | ${mb(row.loaded.databaseBytes)} | ${row.dealOne.p95} | ${row.dealTen.p95} | ${row.dealTen.timeouts + row.dealTen.errors} | ${row.searches.map((search) => search.p95).join(" | ")} |`),
  ];
  lines.push("", "In process (bench/lib/deal-queries.ts), p95 in ms:", "", "| Deals | Deal page data | " + Object.keys(results[0].queries.searches).map((key) => `\`${key}\``).join(" | ") + " |", "|---:|---:|" + Object.keys(results[0].queries.searches).map(() => "---:").join("|") + "|", ...results.map((row) => `| ${row.database ?? row.size} | ${row.queries.dealPage.p95} | ${Object.values(row.queries.searches).map((search) => `${search.p95} (${search.capped ? "more than " : ""}${search.total})`).join(" | ")} |`));
  fs.writeFileSync(path.join(root, "bench", "results", `deals-scale${MEASURE.length ? "-measure" : ""}.md`), `${lines.join("\n")}\n`);
  console.log(`\n${lines.join("\n")}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await db.stop();
}
