import "server-only";
// Read queries of the ski directory. Every count a page (or the home page) states comes from here.
import { cached } from "@/lib/cached";
import { db } from "@/lib/db";
import { searchDeals, type DealSummary } from "@/lib/deals/queries";
import { parseDealSearch } from "@/lib/deals/schema";
import type { DealKindValue } from "@/lib/deals/kinds";
import { distanceKm } from "@/lib/geo/distance";
import type { Prisma } from "@/lib/generated/prisma/client";
import { BEGINNER_FRIENDLY_PCT, skiRegions, type SkiPass, type SkiRegion } from "./regions";
import type { SkiSearchInput, SkiSort } from "./schema";

export type SkiCounts = { total: number; byRegion: Record<SkiRegion, number> };

async function readCounts(): Promise<SkiCounts> {
  const rows = await db().skiResort.groupBy({ by: ["region"], _count: { _all: true } });
  const byRegion = Object.fromEntries(skiRegions.map((region) => [region, 0])) as Record<SkiRegion, number>;
  for (const row of rows) if (row.region in byRegion) byRegion[row.region as SkiRegion] = row._count._all;
  return { total: Object.values(byRegion).reduce((sum, count) => sum + count, 0), byRegion };
}

/**
 * How many resorts the directory holds, in all and per region, read from the database (once a
 * minute per process). The hub, the region pages and the home page's ski figures read this.
 */
export const getSkiCounts = cached(60_000, readCounts);

const SUMMARY_SELECT = {
  slug: true,
  name: true,
  region: true,
  countryCode: true,
  area: true,
  latitude: true,
  longitude: true,
  baseM: true,
  summitM: true,
  verticalM: true,
  runs: true,
  terrainBeginnerPct: true,
  lifts: true,
  skiableHa: true,
  pisteKm: true,
  seasonStart: true,
  seasonEnd: true,
  passes: true,
} as const satisfies Prisma.SkiResortSelect;

export type ResortSummary = Omit<Prisma.SkiResortGetPayload<{ select: typeof SUMMARY_SELECT }>, "region" | "passes"> & { region: SkiRegion; passes: SkiPass[] };

const ORDER: Record<SkiSort, Prisma.SkiResortOrderByWithRelationInput[]> = {
  name: [{ name: "asc" }],
  vertical: [{ verticalM: { sort: "desc", nulls: "last" } }, { name: "asc" }],
  summit: [{ summitM: { sort: "desc", nulls: "last" } }, { name: "asc" }],
  runs: [{ runs: { sort: "desc", nulls: "last" } }, { name: "asc" }],
  area: [{ skiableHa: { sort: "desc", nulls: "last" } }, { name: "asc" }],
};

function whereOf(input: Partial<SkiSearchInput>): Prisma.SkiResortWhereInput {
  return {
    ...(input.region ? { region: input.region } : {}),
    ...(input.country ? { countryCode: input.country } : {}),
    ...(input.pass ? { passes: { has: input.pass } } : {}),
    ...(input.vertical ? { verticalM: { gte: input.vertical } } : {}),
    ...(input.runs ? { runs: { gte: input.runs } } : {}),
    ...(input.beginner ? { terrainBeginnerPct: { gte: BEGINNER_FRIENDLY_PCT } } : {}),
  };
}

/** The resorts matching the filters, in the chosen order (at most a few hundred rows). */
export async function listResorts(input: Partial<SkiSearchInput> = {}): Promise<ResortSummary[]> {
  return (await db().skiResort.findMany({ where: whereOf(input), orderBy: ORDER[input.sort ?? "name"], select: SUMMARY_SELECT })) as ResortSummary[];
}

/** The countries holding resorts (of one region), with how many each, for the country filter. */
export async function listSkiCountries(region?: SkiRegion): Promise<Array<{ code: string; count: number }>> {
  const rows = await db().skiResort.groupBy({ by: ["countryCode"], where: region ? { region } : {}, _count: { _all: true }, orderBy: { countryCode: "asc" } });
  return rows.map((row) => ({ code: row.countryCode, count: row._count._all }));
}

export type ResortDetail = ResortSummary & {
  terrainIntermediatePct: number | null;
  terrainAdvancedPct: number | null;
  airport: string | null;
  transferMinutes: number | null;
  website: string | null;
  liftieId: string | null;
  destinationKm: number | null;
  source: string;
  asOf: string;
  destination: { slug: string; name: string; country: string } | null;
};

/** One resort with its nearest destination; null when the slug is unknown or malformed. */
export async function getResort(slug: string): Promise<ResortDetail | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  return (await db().skiResort.findUnique({
    where: { slug },
    select: {
      ...SUMMARY_SELECT,
      terrainIntermediatePct: true,
      terrainAdvancedPct: true,
      airport: true,
      transferMinutes: true,
      website: true,
      liftieId: true,
      destinationKm: true,
      source: true,
      asOf: true,
      destination: { select: { slug: true, name: true, country: true } },
    },
  })) as ResortDetail | null;
}

export type NearbyResort = ResortSummary & { distanceKm: number };

/** The resorts nearest another (itself left out), for its map and the "nearby" list. */
export async function listNearbyResorts(resort: { slug: string; latitude: number; longitude: number; region: SkiRegion }, limit = 6): Promise<NearbyResort[]> {
  const others = await listResorts({ region: resort.region });
  return others
    .filter((other) => other.slug !== resort.slug)
    .map((other) => ({ ...other, distanceKm: distanceKm(resort, other) }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}

const RESORT_DEAL_KINDS = ["hotel", "package", "flight"] as const satisfies readonly DealKindValue[];

export type ResortDeals = Array<{ kind: (typeof RESORT_DEAL_KINDS)[number]; deals: DealSummary[] }>;

/** The live hotel, package and flight deals to the resort's nearest destination (lib/deals searchDeals). */
export async function getResortDeals(destinationSlug: string, perKind = 3): Promise<ResortDeals> {
  const groups = await Promise.all(
    RESORT_DEAL_KINDS.map(async (kind) => ({ kind, deals: (await searchDeals(parseDealSearch({ destination: destinationSlug, kind }))).deals.slice(0, perKind) })),
  );
  return groups.filter((group) => group.deals.length > 0);
}

/** Every resort page, for the sitemap. */
export async function listSkiSitemapEntries(): Promise<Array<{ slug: string }>> {
  return db().skiResort.findMany({ select: { slug: true }, orderBy: { slug: "asc" } });
}
