// The background worker (pg-boss): `npm run worker`, also started beside the server by npm start.
// Run under the react-server condition so lib/ modules marked "server-only" load outside Next.js.
import { db } from "../lib/db";
import { enqueueJob, startWorker } from "../lib/jobs/worker";
import { env } from "../lib/env";

async function main() {
  const connectionString = env().DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  const [command, name] = process.argv.slice(2);
  if (command === "run" && name) {
    console.log(`[jobs] queued ${name}: ${await enqueueJob(connectionString, name)}`);
    return;
  }
  const worker = await startWorker({ connectionString });
  const stop = async () => {
    await worker.stop();
    await db().$disconnect();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(`[jobs] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
