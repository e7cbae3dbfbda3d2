// Refreshes the stored exchange rates once (npm run rates:refresh; run it from cron or a job
// scheduler daily). Run by scripts/rates-refresh.mjs under the react-server condition so that
// lib/ modules marked "server-only" load outside Next.js.
import { refreshExchangeRates } from "../lib/currency/service";
import { db } from "../lib/db";

async function main() {
  const result = await refreshExchangeRates();
  console.log(
    `rates ${result.date} from ${result.source}: updated ${result.updated.length} (${result.updated.join(", ") || "none newer"}); ` +
      `kept last value for ${result.missing.join(", ") || "none"}`,
  );
}

main()
  .catch((error) => {
    console.error(`rates refresh failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => db().$disconnect());
