import os from "node:os";

/** How many `next start` processes scripts/serve.mjs runs: WEB_CONCURRENCY, else one per CPU core. */
export function webConcurrency(value = process.env.WEB_CONCURRENCY) {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : os.availableParallelism();
}
