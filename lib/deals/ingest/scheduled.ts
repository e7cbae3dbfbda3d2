// The scheduled ingestion (pg-boss job "deals-ingest"): every bundled partner feed, then
// Travelpayouts when TRAVELPAYOUTS_TOKEN is set, through the one pipeline. Safe when two workers
// run it at once: runs of one partner take turns on an advisory lock, and a second run of an
// unchanged feed changes nothing.
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../generated/prisma/client";
import { partnerDefinitions } from "../partners";
import { formatFromFile, ingestFeed, type IngestResult } from "./pipeline";
import { bundledFeedsDir, expireSampleDeals, sampleDealsWanted } from "./seed";
import { fetchTravelpayouts, travelpayoutsConfig, travelpayoutsPartner } from "./travelpayouts";
import { env, type Env } from "@/lib/env";

function summarise(name: string, result: IngestResult): string {
  const counts = `${result.created} new, ${result.priceChanged} price changes, ${result.expired} expired, ${result.skipped} skipped`;
  return `${name} ${result.status} (${counts}${result.error ? `: ${result.error}` : ""})`;
}

/**
 * Ingests the configured feeds once and returns a one-line summary per feed. DEAL_FEEDS_DIR
 * points at another folder of partner files named as the bundled ones (real feeds: never
 * labelled samples); without it the bundled sample feeds run, unless SAMPLE_DEALS=0.
 */
export async function ingestConfiguredFeeds(prisma: PrismaClient, vars: Env = env()): Promise<string> {
  const dir = vars.DEAL_FEEDS_DIR ? path.resolve(vars.DEAL_FEEDS_DIR) : bundledFeedsDir;
  const lines: string[] = [];
  const samplesWanted = sampleDealsWanted(vars);
  if (!samplesWanted) {
    const expired = await expireSampleDeals(prisma);
    lines.push(`sample feeds skipped (SAMPLE_DEALS=0)${expired ? `, ${expired} sample deals expired` : ""}`);
  }
  const skipFiles = dir === bundledFeedsDir && !samplesWanted;
  for (const partner of skipFiles ? [] : partnerDefinitions) {
    const file = path.join(dir, partner.feed);
    if (!fs.existsSync(file)) continue;
    const feed = dir === bundledFeedsDir ? `bundled:${partner.feed}` : path.relative(process.cwd(), file);
    const result = await ingestFeed(prisma, { partner, feed, format: formatFromFile(file), file });
    lines.push(summarise(partner.slug, result));
  }
  const travelpayouts = travelpayoutsConfig(vars);
  if (travelpayouts) {
    const read = await fetchTravelpayouts(travelpayouts);
    const result = await ingestFeed(prisma, { partner: travelpayoutsPartner(travelpayouts.marker), feed: "travelpayouts:prices_for_dates", format: "travelpayouts", read });
    lines.push(summarise("travelpayouts", result));
  } else lines.push("travelpayouts skipped (TRAVELPAYOUTS_TOKEN is not set)");
  return lines.join("; ");
}
