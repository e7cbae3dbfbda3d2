// The destinations with the most deals in the bundled partner feeds (prisma/feeds/), counted
// without a database the way a fresh seed ingests them: each feed read and validated by the
// ingest adapters, the first accepted row of a repeated external id kept, and only rows the pipeline accepts
// (a known destination and origin, a currency with a bundled rate, an end not before the start).
// The places data test measures its coverage against this ranking.
import fs from "node:fs";
import path from "node:path";
import { snapshotRates } from "@/lib/currency/rates-store";
import { readFeed, validateCandidates } from "@/lib/deals/ingest/adapters";
import { formatFromFile } from "@/lib/deals/ingest/pipeline";
import { partnerDefinitions } from "@/lib/deals/partners";
import { loadPlaces } from "@/lib/deals/places";

export type DestinationDeals = { slug: string; deals: number };

/** Slugs of every destination the seed creates: destinations.txt, then the cities of cities.tsv. */
function seededDestinationSlugs(root: string): Set<string> {
  const cities = fs
    .readFileSync(path.join(root, "prisma", "data", "cities.tsv"), "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.split("\t")[0] ?? "");
  return new Set([...loadPlaces(root).map((place) => place.slug), ...cities]);
}

/** Deals per destination in the bundled feeds, most first; ties in slug order. */
export function bundledDealsByDestination(root = process.cwd()): DestinationDeals[] {
  const known = seededDestinationSlugs(root);
  const rates = new Set([...Object.entries(snapshotRates)].filter(([, rate]) => rate > 0).map(([code]) => code));
  rates.add("USD");
  const counts = new Map<string, number>();
  for (const partner of partnerDefinitions) {
    const file = path.join(root, "prisma", "feeds", partner.feed);
    const { rows } = validateCandidates(readFeed(formatFromFile(partner.feed), fs.readFileSync(file, "utf8")).candidates);
    const kept = new Set<string>();
    for (const row of rows) {
      if (kept.has(row.externalId)) continue;
      const accepted =
        known.has(row.destination) &&
        (!row.origin || known.has(row.origin)) &&
        rates.has(row.currency) &&
        !(row.startDate && row.endDate && row.endDate < row.startDate);
      if (!accepted) continue;
      kept.add(row.externalId);
      counts.set(row.destination, (counts.get(row.destination) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([slug, deals]) => ({ slug, deals }))
    .sort((a, b) => b.deals - a.deals || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}
