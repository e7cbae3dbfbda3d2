import "server-only";
import PgBoss from "pg-boss";
import { recurringJobs, type RecurringJob } from "./registry";

export const JOBS_SCHEMA = "pgboss";

export type Worker = { boss: PgBoss; stop: () => Promise<void> };

function createBoss(connectionString: string): PgBoss {
  return new PgBoss({ connectionString, schema: JOBS_SCHEMA, max: 4 });
}

/**
 * Starts a worker: creates each job's queue, (re)declares its schedule and processes its jobs.
 * Any number of workers may run at once; pg-boss hands each job to exactly one of them.
 */
export async function startWorker({
  connectionString,
  jobs = recurringJobs,
  log = console.log,
}: {
  connectionString: string;
  jobs?: readonly RecurringJob[];
  log?: (line: string) => void;
}): Promise<Worker> {
  const boss = createBoss(connectionString);
  boss.on("error", (error) => log(`[jobs] ${error.message}`));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, job.policy ? { name: job.name, policy: job.policy } : undefined);
    await boss.schedule(job.name, job.cron, {}, { tz: job.timeZone });
    await boss.work(job.name, async () => {
      try {
        log(`[jobs] ${job.name}: ${await job.run()}`);
      } catch (error) {
        log(`[jobs] ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    });
  }
  log(`[jobs] worker started: ${jobs.map((job) => `${job.name} (${job.cron} ${job.timeZone})`).join(", ")}`);
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}

/** Queues one run of a job now (for `npm run jobs -- run <name>` and tests). */
export async function enqueueJob(connectionString: string, name: string): Promise<string | null> {
  const boss = createBoss(connectionString);
  await boss.start();
  try {
    const policy = recurringJobs.find((job) => job.name === name)?.policy;
    await boss.createQueue(name, policy ? { name, policy } : undefined);
    return await boss.send(name, {});
  } finally {
    await boss.stop({ graceful: false });
  }
}
