// Seed steps: the real places, then each bundled sample feed once (a feed already ingested
// successfully is left alone, so restarts stay fast). SAMPLE_DEALS=0 skips the sample feeds and
// expires any sample deal still live, so a site going live with real partners starts without them.
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../generated/prisma/client";
import { partnerDefinitions } from "../partners";
import { loadPlaces } from "../places";
import { formatFromFile, ingestFeed } from "./pipeline";
import { env, type Env } from "@/lib/env";

export async function seedDestinations(prisma: PrismaClient): Promise<string> {
  const places = loadPlaces();
  const rows = await prisma.$executeRaw`
    INSERT INTO destinations (name, country, country_code, slug, latitude, longitude)
    SELECT * FROM unnest(${places.map((p) => p.name)}::text[], ${places.map((p) => p.country)}::text[],
      ${places.map((p) => p.countryCode)}::text[], ${places.map((p) => p.slug)}::text[],
      ${places.map((p) => p.latitude)}::float8[], ${places.map((p) => p.longitude)}::float8[])
    ON CONFLICT (slug) DO NOTHING`;
  return `${rows} new of ${places.length} destinations`;
}

export const bundledFeedsDir = path.join(process.cwd(), "prisma", "feeds");

/** Whether the bundled sample feeds are wanted (SAMPLE_DEALS is not "0"). */
export const sampleDealsWanted = (vars: Pick<Env, "SAMPLE_DEALS"> = env()) => vars.SAMPLE_DEALS !== "0";

/** Expires every live sample deal; returns how many. */
export async function expireSampleDeals(prisma: PrismaClient): Promise<number> {
  return prisma.deal.updateMany({ where: { sample: true, status: "live" }, data: { status: "expired", updatedAt: new Date() } }).then((result) => result.count);
}

export async function seedBundledFeeds(prisma: PrismaClient, vars: Pick<Env, "SAMPLE_DEALS"> = env()): Promise<string> {
  if (!sampleDealsWanted(vars)) {
    const expired = await expireSampleDeals(prisma);
    return `sample feeds skipped (SAMPLE_DEALS=0)${expired ? `, ${expired} sample deals expired` : ""}`;
  }
  const summaries: string[] = [];
  for (const partner of partnerDefinitions) {
    const feed = `bundled:${partner.feed}`;
    const done = await prisma.ingestionRun.findFirst({ where: { feed, status: "succeeded" }, select: { id: true } });
    if (done) continue;
    // A real partner added to partners.json has no bundled sample file.
    const file = path.join(bundledFeedsDir, partner.feed);
    if (!fs.existsSync(file)) continue;
    const result = await ingestFeed(prisma, { partner, feed, format: formatFromFile(partner.feed), file });
    summaries.push(`${partner.slug} ${result.status} (${result.created} new, ${result.skipped} skipped, ${result.durationMs} ms)`);
  }
  return summaries.length ? summaries.join("; ") : "all bundled feeds already ingested";
}
