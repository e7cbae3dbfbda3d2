// npm run ingest -- <feed>: ingest a partner feed into DATABASE_URL or the embedded cluster.
import { baseEnv, resolveDatabase } from "./lib/environment.mjs";
import { bin, run } from "./lib/run.mjs";

const db = await resolveDatabase();
let code = 1;
try {
  code = await run(bin("tsx"), ["--conditions=react-server", "lib/deals/ingest/cli.ts", ...process.argv.slice(2)], { env: baseEnv({ DATABASE_URL: db.url }) });
} finally {
  await db.stop();
}
process.exit(code);
