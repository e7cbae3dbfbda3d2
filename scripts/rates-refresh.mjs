// npm run rates:refresh: fetch EXCHANGE_RATES_URL (default: the ECB's daily reference rates) and
// store the new rates, against DATABASE_URL or the embedded cluster.
import { baseEnv, resolveDatabase } from "./lib/environment.mjs";
import { bin, run } from "./lib/run.mjs";

const db = await resolveDatabase();
let code = 1;
try {
  code = await run(bin("tsx"), ["--conditions=react-server", "scripts/refresh-rates.ts"], { env: baseEnv({ DATABASE_URL: db.url }) });
} finally {
  await db.stop();
}
process.exit(code);
