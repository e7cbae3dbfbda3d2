// Loads `count` generated deals into the bench database (issue 36): the feed generator writes that
// many offers (same partners, same format) under .data/, and each file goes through the real
// ingestion CLI (lib/deals/ingest/cli.ts, which streams it), so the database ends with exactly
// those deals live. Idempotent: a second run changes nothing. The importer's own output is shown
// (its progress, and each skipped row or failure naming the feed, the row and the reason); a
// failed feed ends the load with that message, not just "Command failed". Returns the ingestion
// time, the importer's peak memory and the database's size.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { root } from "../../scripts/lib/paths.mjs";
import { bin } from "../../scripts/lib/run.mjs";

/** The importer's V8 heap limit (its resident memory adds the runtime's code and buffers, some 150 MB). */
const IMPORTER_HEAP_MB = Number(process.env.IMPORTER_HEAP_MB || 256);

/** Runs one importer, echoing its lines; resolves with its output, rejects with its last lines. */
function ingestFile(file, env) {
  return new Promise((resolve, reject) => {
    // /usr/bin/time -v reports the importer's (tsx and the node it runs) peak resident memory.
    const timed = fs.existsSync("/usr/bin/time");
    const command = timed ? "/usr/bin/time" : bin("tsx");
    const args = [...(timed ? ["-v", bin("tsx")] : []), "--conditions=react-server", "lib/deals/ingest/cli.ts", file];
    // The importer's heap is capped (IMPORTER_HEAP_MB): the streaming reader holds a batch, not
    // the feed, and a leak would end the run here instead of passing unnoticed.
    const nodeOptions = `${env.NODE_OPTIONS ?? ""} --max-old-space-size=${IMPORTER_HEAP_MB}`.trim();
    const child = spawn(command, args, { cwd: root, env: { ...env, NODE_OPTIONS: nodeOptions }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const echo = (stream, target) => {
      let partial = "";
      stream.on("data", (chunk) => {
        const text = partial + chunk.toString();
        output += chunk.toString();
        const lines = text.split("\n");
        partial = lines.pop();
        // /usr/bin/time's report (tab-indented) is read below, not echoed.
        for (const line of lines) if (line.trim() && !/^\t|^\s*Command (being timed|exited)/.test(line)) target.write(`  ${line}\n`);
      });
    };
    echo(child.stdout, process.stdout);
    echo(child.stderr, process.stderr);
    child.on("error", reject);
    child.on("exit", (code) => {
      const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? 0);
      const reported = /peak memory (\d+) MB/.exec(output);
      const peakMb = peakKb ? Math.round(peakKb / 1024) : Number(reported?.[1] ?? 0);
      if (code === 0) resolve({ output, peakMb });
      else {
        const lines = output.split("\n").filter((line) => line.trim() && !line.startsWith("\t"));
        reject(new Error(`ingesting ${path.relative(root, file)} failed (exit ${code}):\n${lines.slice(-15).join("\n")}`));
      }
    });
  });
}

export async function loadDeals(count, env) {
  const dir = path.join(root, ".data", `bench-feeds-${count}`);
  // The generator is deterministic (same count, same files): files written whole once are reused.
  const done = path.join(dir, ".complete");
  if (!fs.existsSync(done)) {
    execFileSync(process.execPath, ["scripts/generate-feeds.mjs", "--count", String(count), "--out", dir], { cwd: root, env, stdio: "inherit" });
    fs.writeFileSync(done, `${new Date().toISOString()}\n`);
  }
  const started = Date.now();
  const feeds = [];
  // Feeds of different partners are ingested side by side (INGEST_CONCURRENCY, default 3: the
  // pipeline's lock is per partner), largest first so that the longest one starts at once.
  const files = fs
    .readdirSync(dir)
    .filter((name) => /\.(csv|json)$/.test(name))
    .map((name) => ({ name, file: path.join(dir, name), bytes: fs.statSync(path.join(dir, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const concurrency = Math.max(1, Number(process.env.INGEST_CONCURRENCY || 3));
  const worker = async () => {
    for (let next = files.shift(); next; next = files.shift()) {
      const feedStarted = Date.now();
      const { peakMb } = await ingestFile(next.file, env);
      feeds.push({ feed: next.name, bytes: next.bytes, seconds: Math.round((Date.now() - feedStarted) / 100) / 10, peakMb });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ingestSeconds = Math.round((Date.now() - started) / 1000);
  // Fresh statistics and visibility map, as autovacuum would leave them: the plans (and the
  // index-only scans of the search) are those of a settled database, not of one just loaded.
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  let databaseBytes = 0;
  let liveDeals = 0;
  try {
    await client.query("VACUUM ANALYZE deals");
    await client.query("VACUUM ANALYZE deal_prices");
    databaseBytes = Number((await client.query("SELECT pg_database_size(current_database()) AS bytes")).rows[0].bytes);
    liveDeals = (await client.query("SELECT count(*)::int AS n FROM deals WHERE status = 'live' AND valid_until >= now()")).rows[0].n;
  } finally {
    await client.end();
  }
  const peakMb = Math.max(0, ...feeds.map((feed) => feed.peakMb));
  console.log(`Loaded ${count} generated deals from ${path.relative(root, dir)} in ${ingestSeconds} s (importer peak memory ${peakMb} MB, database ${Math.round(databaseBytes / 2 ** 20)} MB, ${liveDeals} live deals)`);
  return { count, ingestSeconds, peakMb, databaseBytes, liveDeals, feeds };
}
