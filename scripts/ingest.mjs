// npm run ingest -- <feed>: ingest a partner feed into DATABASE_URL or the embedded cluster.
import { baseEnv, resolveDatabase } from "./lib/environment.mjs";
import { bin, run } from "./lib/run.mjs";

// The importer streams its feeds (a batch in memory, not the feed): its heap is capped so that
// memory stays bounded whatever the feed's size (INGEST_HEAP_MB, default 256).
const heapMb = Number(process.env.INGEST_HEAP_MB || 256);
const db = await resolveDatabase();
let code = 1;
try {
  code = await run(bin("tsx"), ["--conditions=react-server", "lib/deals/ingest/cli.ts", ...process.argv.slice(2)], { env: baseEnv({ DATABASE_URL: db.url, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=${heapMb}`.trim() }) });
} finally {
  await db.stop();
}
process.exit(code);
