// Seed steps: the real places, then each bundled partner feed once (a feed already ingested
// successfully is left alone, so restarts stay fast).
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../generated/prisma/client";
import { partnerDefinitions } from "../partners";
import { loadPlaces } from "../places";
import { formatFromFile, ingestFeed } from "./pipeline";

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

export async function seedBundledFeeds(prisma: PrismaClient): Promise<string> {
  const summaries: string[] = [];
  for (const partner of partnerDefinitions) {
    const feed = `bundled:${partner.feed}`;
    const done = await prisma.ingestionRun.findFirst({ where: { feed, status: "succeeded" }, select: { id: true } });
    if (done) continue;
    const text = fs.readFileSync(path.join(bundledFeedsDir, partner.feed), "utf8");
    const result = await ingestFeed(prisma, { partner, feed, format: formatFromFile(partner.feed), text });
    summaries.push(`${partner.slug} ${result.status} (${result.created} new, ${result.skipped} skipped, ${result.durationMs} ms)`);
  }
  return summaries.length ? summaries.join("; ") : "all bundled feeds already ingested";
}
