// npm run ingest -- <feed>: a partner slug (its bundled feed), a feed file named <partner>.csv|json,
// "travelpayouts" (the Aviasales Data API, needs TRAVELPAYOUTS_TOKEN) or "all" (the bundled feeds).
// Reads each file as a stream, prints progress every few seconds and each problem as
// "<feed> <row>: <reason>", then the run summary and the process's peak memory; exits 1 when a run
// failed. Ctrl-C (SIGINT) or SIGTERM stops after the batch in hand: run the same command again
// to resume from there (exit code 3 meanwhile).
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../generated/prisma/client";
import { partnerDefinitions } from "../partners";
import { bundledFeedsDir } from "./seed";
import { formatFromFile, ingestFeed, type IngestProgress, type IngestResult } from "./pipeline";
import { fetchTravelpayouts, travelpayoutsConfig, travelpayoutsPartner } from "./travelpayouts";
import { env } from "@/lib/env";

const PROGRESS_EVERY_MS = 5000;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

function report(slug: string, feed: string, result: IngestResult) {
  console.log(
    `${slug}: ${result.status}${result.resumed ? " (resumed)" : ""}, ${result.rowsTotal} rows, ${result.created} new, ${result.priceChanged} price changes, ${result.unchanged} unchanged, ${result.expired} expired, ${result.skipped} skipped, ${result.durationMs} ms, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB${result.error ? ` (${result.error})` : ""}`,
  );
  // Problems go to stderr, each naming the feed, the row and the reason (the run log keeps the first 200).
  for (const problem of result.problems.slice(0, 20)) console.error(`${feed} ${problem.ref}${problem.externalId ? ` (${problem.externalId})` : ""}: ${problem.message}`);
  if (result.skipped > 20) console.error(`${feed}: ${result.skipped - Math.min(20, result.problems.length)} more skipped rows, listed in ingestion_runs ${result.runId}`);
  if (result.status === "stopped") console.error(`${feed}: stopped after row ${result.rowsTotal}; run the same command again to resume`);
}

/** Progress lines on stderr, at most one every PROGRESS_EVERY_MS. */
function progressPrinter(slug: string) {
  let last = Date.now();
  const started = last;
  return (progress: IngestProgress) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    const share = progress.bytesTotal ? `, ${Math.round((100 * (progress.bytesRead ?? 0)) / progress.bytesTotal)}% of ${mb(progress.bytesTotal)} MB` : "";
    const rate = Math.round((progress.rowsDone * 1000) / Math.max(1, now - started));
    console.error(`${slug}: ${progress.rowsDone} rows${share}, ${rate} rows/s, ${progress.skipped} skipped, memory ${mb(process.memoryUsage().rss)} MB`);
  };
}

/** SIGINT/SIGTERM stop the run after its current batch (a second one ends the process at once). */
function stopSignal(): AbortSignal {
  const controller = new AbortController();
  const stop = () => {
    if (controller.signal.aborted) process.exit(130);
    console.error("stopping after the current batch...");
    controller.abort();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  return controller.signal;
}

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error("Usage: npm run ingest -- <partner slug | feed file | all>");
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  if (target === "travelpayouts") {
    const config = travelpayoutsConfig();
    if (!config) throw new Error("TRAVELPAYOUTS_TOKEN is not set");
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
    try {
      const read = await fetchTravelpayouts(config);
      const feed = "travelpayouts:prices_for_dates";
      const result = await ingestFeed(prisma, { partner: travelpayoutsPartner(config.marker), feed, format: "travelpayouts", read, signal: stopSignal(), onProgress: progressPrinter("travelpayouts") });
      report("travelpayouts", feed, result);
      if (result.status === "failed") process.exitCode = 1;
    } finally {
      await prisma.$disconnect();
    }
    return;
  }
  const jobs =
    target === "all"
      ? partnerDefinitions.map((partner) => ({ partner, file: path.join(bundledFeedsDir, partner.feed) }))
      : [
          (() => {
            const bySlug = partnerDefinitions.find((partner) => partner.slug === target);
            if (bySlug) return { partner: bySlug, file: path.join(bundledFeedsDir, bySlug.feed) };
            const slug = path.basename(target).replace(/\.(csv|json)$/, "");
            const partner = partnerDefinitions.find((candidate) => candidate.slug === slug);
            if (!partner) throw new Error(`No partner for ${target}: name the file <partner>.csv or <partner>.json (${partnerDefinitions.map((p) => p.slug).join(", ")})`);
            return { partner, file: path.resolve(target) };
          })(),
        ];
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  let failed = false;
  let stopped = false;
  const signal = stopSignal();
  try {
    for (const { partner, file } of jobs) {
      if (signal.aborted) break;
      // A bundled file is a sample feed wherever it is ingested from; any other file is a real feed.
      const feed = path.dirname(file) === bundledFeedsDir ? `bundled:${path.basename(file)}` : path.relative(process.cwd(), file);
      const result = await ingestFeed(prisma, { partner, feed, format: formatFromFile(file), file, signal, onProgress: progressPrinter(partner.slug) });
      failed ||= result.status === "failed";
      stopped ||= result.status === "stopped";
      report(partner.slug, feed, result);
    }
  } finally {
    await prisma.$disconnect();
  }
  if (failed) process.exit(1);
  if (stopped) process.exit(3);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
