// What one uncached server render costs: the floor every page pays for the shared layout
// (app/[locale]/layout.tsx: header, footer, shell messages) and what a few real pages add.
//
//   node bench/lib/render-cost.mjs [--renders 40] [--warmup 10] [--no-build]
//
// Starts the production server (scripts/serve.mjs, built first if stale) on BENCH_PORT (3263) with
// the bench database (BENCH_DATABASE_URL, or `wanderbold_bench` in the embedded cluster, migrated and
// seeded; --no-build serves the build as it is, even stale), then for each page asks --renders renders one at a time, each with a new `?n=` so no
// cache answers it, and reports:
// - server CPU ms per render: the CPU time of the server's whole process tree (user + system, from
//   /proc, as bench/run.mjs measures it) over the run, divided by the renders;
// - p50 and p95 latency (ms, the full response read);
// - the HTML bytes and the RSC payload bytes (the same address asked with `RSC: 1` and an empty
//   `_rsc` parameter, as a client-side move without router state asks it), uncompressed.
// The pages: an address no route knows (`/no-such-page`, the 404 page rendered in the layout by
// app/[locale]/[...rest]: the layout's floor; `/page-not-found` would be answered by the prerendered
// 404), the first live deal, a search and the deals list.
// The machine's load average is printed before and after: the figures move with it.
import { spawn } from "node:child_process";
import os from "node:os";
import pg from "pg";
import { buildIfStale } from "../../scripts/lib/build.mjs";
import { migrate, resolveDatabase, seed } from "../../scripts/lib/environment.mjs";
import { root } from "../../scripts/lib/paths.mjs";
import { benchServerEnv } from "./server-env.mjs";
import { processTreeCpuMs, waitForHealth } from "./server-process.mjs";

const PORT = Number(process.env.BENCH_PORT || 3263);
const BASE_URL = `http://localhost:${PORT}`;
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const RENDERS = Number(argument("renders", "40"));
const WARMUP = Number(argument("warmup", "10"));



async function aDealPath(env) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT id FROM deals WHERE status = 'live' AND valid_until >= now() ORDER BY id LIMIT 1");
    if (!rows.length) throw new Error("no live deal in the bench database");
    return `/deals/${rows[0].id}`;
  } finally {
    await client.end();
  }
}

let sequence = 0;
const fresh = (page, rsc) => `${BASE_URL}${page}${page.includes("?") ? "&" : "?"}n=${Date.now()}-${++sequence}${rsc ? "&_rsc" : ""}`;

async function render(page, headers = {}) {
  const started = performance.now();
  const response = await fetch(fresh(page, "RSC" in headers), { headers, redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: body.length, ms: performance.now() - started };
}

async function measure(server, page) {
  for (let index = 0; index < WARMUP; index++) await render(page);
  const html = await render(page);
  const rsc = await render(page, { RSC: "1" });
  const times = [];
  const cpuBefore = processTreeCpuMs(server.pid);
  for (let index = 0; index < RENDERS; index++) times.push((await render(page)).ms);
  const cpuAfter = processTreeCpuMs(server.pid);
  times.sort((a, b) => a - b);
  const at = (share) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))] * 10) / 10;
  return {
    page,
    status: `${html.status}/${rsc.status}`,
    cpuMs: Math.round(((cpuAfter - cpuBefore) / RENDERS) * 10) / 10,
    p50: at(0.5),
    p95: at(0.95),
    htmlBytes: html.bytes,
    rscBytes: rsc.bytes,
  };
}

const db = await resolveDatabase({ database: "wanderbold_bench", urlVar: "BENCH_DATABASE_URL" });
const env = benchServerEnv({ databaseUrl: db.url, port: PORT });
let server;
try {
  await migrate(env, { quiet: true });
  await seed(env, { quiet: true });
  if (!process.argv.includes("--no-build")) await buildIfStale(env);
  const dealPath = await aDealPath(env);
  server = spawn(process.execPath, ["scripts/serve.mjs", "-p", String(PORT), "-H", "localhost"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  await waitForHealth(server, BASE_URL);
  const pages = ["/no-such-page", dealPath, "/search?q=beach", "/deals"];
  console.log(`load average before: ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}; ${RENDERS} renders a page after ${WARMUP} warm-up`);
  const rows = [];
  for (const page of pages) rows.push(await measure(server, page));
  console.log("| page | status | CPU ms/render | p50 ms | p95 ms | HTML bytes | RSC bytes |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.page} | ${row.status} | ${row.cpuMs} | ${row.p50} | ${row.p95} | ${row.htmlBytes} | ${row.rscBytes} |`);
  console.log(`load average after: ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`);
} finally {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await db.stop();
}
