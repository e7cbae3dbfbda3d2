// npm run ingest -- <feed>: a partner slug (its bundled feed), a feed file named <partner>.csv|json,
// "travelpayouts" (the Aviasales Data API, needs TRAVELPAYOUTS_TOKEN) or "all" (the bundled feeds).
// Prints the run summary; exits 1 when a run failed.
import fs from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../generated/prisma/client";
import { partnerDefinitions } from "../partners";
import { bundledFeedsDir } from "./seed";
import { formatFromFile, ingestFeed, type IngestResult } from "./pipeline";
import { fetchTravelpayouts, travelpayoutsConfig, travelpayoutsPartner } from "./travelpayouts";
import { env } from "@/lib/env";

function report(slug: string, result: IngestResult) {
  console.log(
    `${slug}: ${result.status}, ${result.rowsTotal} rows, ${result.created} new, ${result.priceChanged} price changes, ${result.unchanged} unchanged, ${result.expired} expired, ${result.skipped} skipped, ${result.durationMs} ms${result.error ? ` (${result.error})` : ""}`,
  );
  for (const problem of result.problems.slice(0, 20)) console.log(`  skipped ${problem.ref}${problem.externalId ? ` (${problem.externalId})` : ""}: ${problem.message}`);
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
      const result = await ingestFeed(prisma, { partner: travelpayoutsPartner(config.marker), feed: "travelpayouts:prices_for_dates", format: "travelpayouts", read });
      report("travelpayouts", result);
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
  try {
    for (const { partner, file } of jobs) {
      // A bundled file is a sample feed wherever it is ingested from; any other file is a real feed.
      const feed = path.dirname(file) === bundledFeedsDir ? `bundled:${path.basename(file)}` : path.relative(process.cwd(), file);
      const result = await ingestFeed(prisma, { partner, feed, format: formatFromFile(file), text: fs.readFileSync(file, "utf8") });
      failed ||= result.status === "failed";
      report(partner.slug, result);
    }
  } finally {
    await prisma.$disconnect();
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
