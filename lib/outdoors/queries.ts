import "server-only";
// Read queries of the Americas Outdoor Directory. Every count a page states comes from here.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { distanceKm } from "@/lib/geo/distance";
import { searchDeals, type DealSummary } from "@/lib/deals/queries";
import { parseDealSearch } from "@/lib/deals/schema";
import type { DealKindValue } from "@/lib/deals/kinds";
import { areaKinds, outdoorKinds, parsePlaceRef, type OutdoorKindValue } from "./kinds";
import { MAX_RESULTS_PAGE, RESULTS_PAGE_SIZE, type OutdoorSearchInput } from "./schema";
import { cached } from "@/lib/cached";

export type OutdoorCounts = Record<OutdoorKindValue, number>;

/** A place as lists, maps and search results show it. */
export type PlaceSummary = {
  kind: OutdoorKindValue;
  slug: string;
  name: string;
  states: string[];
  latitude: number;
  longitude: number;
  summary: string | null;
  parentName: string | null;
  parentKind: OutdoorKindValue | null;
  parentSlug: string | null;
  acres: number | null;
  established: number | null;
  visitors: number | null;
  agencies: string[];
  category: string | null;
  lengthMiles: number | null;
  difficulty: string | null;
  sites: number | null;
  reservable: boolean | null;
  campSeason: string | null;
};

const SUMMARY_COLUMNS = Prisma.sql`
  o.kind::text AS kind, o.slug, o.name, o.states, o.latitude, o.longitude, o.summary,
  p.name AS "parentName", p.kind::text AS "parentKind", p.slug AS "parentSlug", o.acres, o.established, o.visitors,
  o.agencies, o.category, o.length_miles AS "lengthMiles", o.difficulty, o.sites, o.reservable, o.camp_season AS "campSeason"`;

const KIND_ORDER = Prisma.sql`array_position(${[...outdoorKinds]}::text[], o.kind::text)`;


async function readCounts(): Promise<OutdoorCounts> {
  const rows = await db().$queryRaw<Array<{ kind: OutdoorKindValue; count: number }>>`
    SELECT kind::text AS kind, count(*)::int AS count FROM outdoor_places GROUP BY kind`;
  const counts = Object.fromEntries(outdoorKinds.map((kind) => [kind, 0])) as OutdoorCounts;
  for (const row of rows) counts[row.kind] = row.count;
  return counts;
}

/**
 * How many parks, forests, grasslands, monuments, trails and campgrounds the directory holds,
 * read from the database (once a minute per process). The home page's six figures read this.
 */
export const getOutdoorCounts = cached(60_000, readCounts);

function whereOf(input: Partial<OutdoorSearchInput>): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`true`];
  if (input.kind) conditions.push(Prisma.sql`o.kind = ${input.kind}::"OutdoorKind"`);
  if (input.state) conditions.push(Prisma.sql`o.states @> ARRAY[${input.state}]::text[]`);
  if (input.activity) conditions.push(Prisma.sql`o.activities @> ARRAY[${input.activity}]::text[]`);
  if (input.category) conditions.push(Prisma.sql`o.category = ${input.category}`);
  if (input.difficulty) conditions.push(Prisma.sql`o.difficulty = ${input.difficulty}`);
  if (input.amenity) conditions.push(Prisma.sql`o.amenities @> ARRAY[${input.amenity}]::text[]`);
  if (input.reservable) conditions.push(Prisma.sql`o.reservable = ${input.reservable === "yes"}`);
  if (input.q) {
    const pattern = `%${input.q.toLowerCase()}%`;
    conditions.push(
      Prisma.sql`(f_unaccent(lower(o.name)) LIKE f_unaccent(${pattern}) OR f_unaccent(lower(coalesce(p.name, ''))) LIKE f_unaccent(${pattern}))`,
    );
  }
  return Prisma.join(conditions, " AND ");
}

export type OutdoorSearchResult = { items: PlaceSummary[]; total: number; page: number; pageCount: number };

/** Places of every kind matching the hub's search and filters, one page at a time. */
export async function searchOutdoorPlaces(input: OutdoorSearchInput): Promise<OutdoorSearchResult> {
  const where = whereOf(input);
  const page = Math.min(input.page, MAX_RESULTS_PAGE);
  const [items, counted] = await Promise.all([
    db().$queryRaw<PlaceSummary[]>`
      SELECT ${SUMMARY_COLUMNS} FROM outdoor_places o LEFT JOIN outdoor_places p ON p.id = o.parent_id
      WHERE ${where} ORDER BY ${KIND_ORDER}, o.name, o.id
      LIMIT ${RESULTS_PAGE_SIZE} OFFSET ${(page - 1) * RESULTS_PAGE_SIZE}`,
    db().$queryRaw<Array<{ total: number }>>`
      SELECT count(*)::int AS total FROM outdoor_places o LEFT JOIN outdoor_places p ON p.id = o.parent_id WHERE ${where}`,
  ]);
  const total = counted[0]?.total ?? 0;
  return { items, total, page, pageCount: Math.min(MAX_RESULTS_PAGE, Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE))) };
}

/** Every place of one kind matching the filters, by name (at most a few hundred rows). */
export async function listPlaces(kind: OutdoorKindValue, input: Partial<OutdoorSearchInput> = {}): Promise<PlaceSummary[]> {
  const where = whereOf({ ...input, kind });
  return db().$queryRaw<PlaceSummary[]>`
    SELECT ${SUMMARY_COLUMNS} FROM outdoor_places o LEFT JOIN outdoor_places p ON p.id = o.parent_id
    WHERE ${where} ORDER BY o.name, o.id`;
}

/** The states that hold places of the kind (for the filter's choices). */
export async function listStatesOf(kind?: OutdoorKindValue): Promise<string[]> {
  const rows = await db().$queryRaw<Array<{ state: string }>>`
    SELECT DISTINCT unnest(states) AS state FROM outdoor_places o
    WHERE ${kind ? Prisma.sql`o.kind = ${kind}::"OutdoorKind"` : Prisma.sql`true`} ORDER BY 1`;
  return rows.map((row) => row.state);
}

export type PlaceDetail = PlaceSummary & {
  id: number;
  activities: string[];
  seasons: string[];
  visitorsYear: number | null;
  feeUsd: number | null;
  feeUnit: string | null;
  nonResidentFeeUsd: number | null;
  airport: string | null;
  highlights: string[];
  gainFt: number | null;
  routeType: string | null;
  amenities: string[];
  source: string;
  asOf: string;
  trails: PlaceSummary[];
  campgrounds: PlaceSummary[];
};

/** One place with the trails and campgrounds it holds; null when the slug is unknown. */
export async function getPlace(kind: OutdoorKindValue, slug: string): Promise<PlaceDetail | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  const rows = await db().$queryRaw<Array<Omit<PlaceDetail, "trails" | "campgrounds">>>`
    SELECT ${SUMMARY_COLUMNS}, o.id, o.activities, o.seasons, o.visitors_year AS "visitorsYear", o.fee_usd AS "feeUsd",
      o.fee_unit AS "feeUnit", o.non_resident_fee_usd AS "nonResidentFeeUsd", o.airport, o.highlights, o.gain_ft AS "gainFt", o.route_type AS "routeType", o.amenities,
      o.source, o.as_of AS "asOf"
    FROM outdoor_places o LEFT JOIN outdoor_places p ON p.id = o.parent_id
    WHERE o.kind = ${kind}::"OutdoorKind" AND o.slug = ${slug}`;
  const place = rows[0];
  if (!place) return null;
  const children = await db().$queryRaw<PlaceSummary[]>`
    SELECT ${SUMMARY_COLUMNS} FROM outdoor_places o JOIN outdoor_places p ON p.id = o.parent_id
    WHERE o.parent_id = ${place.id} ORDER BY o.name, o.id`;
  return {
    ...place,
    trails: children.filter((child) => child.kind === "trail"),
    campgrounds: children.filter((child) => child.kind === "campground"),
  };
}

/**
 * The place a trip-planner reference names ("park:yosemite", as 'Add to a trip' links send it in
 * /trip-planner?place=...); null when the reference is malformed or unknown.
 */
export async function getPlaceByRef(ref: string): Promise<PlaceDetail | null> {
  const parsed = parsePlaceRef(ref);
  return parsed ? getPlace(parsed.kind, parsed.slug) : null;
}

type Located = { kind: OutdoorKindValue; slug: string; name: string; states: string[]; latitude: number; longitude: number };

const allAreas = cached(5 * 60_000, () =>
  db().$queryRaw<Located[]>`
    SELECT kind::text AS kind, slug, name, states, latitude, longitude FROM outdoor_places
    WHERE kind = ANY(${[...areaKinds]}::"OutdoorKind"[])`,
);

export type NearbyPlace = Located & { distanceKm: number };

/** The parks, forests, grasslands and monuments nearest a point (the place itself left out). */
export async function getNearbyAreas(from: { latitude: number; longitude: number; kind: OutdoorKindValue; slug: string }, limit = 6): Promise<NearbyPlace[]> {
  return (await allAreas())
    .filter((area) => !(area.kind === from.kind && area.slug === from.slug))
    .map((area) => ({ ...area, distanceKm: distanceKm(from, area) }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}

type Destination = Prisma.DestinationGetPayload<{ select: { slug: true; name: true; latitude: true; longitude: true } }>;

const usDestinations = cached(5 * 60_000, () =>
  db().$queryRaw<Destination[]>`SELECT slug, name, latitude, longitude FROM destinations WHERE country_code IN ('US', 'PR', 'VI', 'AS')`,
);

/** How far a deal's destination may be from the place to count as near it. */
export const DEALS_RADIUS_KM = 400;

export type DealsNear = {
  destinations: Array<Destination & { distanceKm: number }>;
  byKind: Array<{ kind: DealKindValue; deals: DealSummary[] }>;
};

const NEARBY_DEAL_KINDS: readonly DealKindValue[] = ["hotel", "vacation_rental", "rental_car", "activity", "flight"];

/**
 * Deals near a place: its nearest destinations (within DEALS_RADIUS_KM, at most two), then the
 * live hotels, rentals, rental cars, activities and flights to them (lib/deals searchDeals).
 */
export async function getDealsNear(point: { latitude: number; longitude: number }, perKind = 3): Promise<DealsNear> {
  const destinations = (await usDestinations())
    .map((destination) => ({ ...destination, distanceKm: distanceKm(point, destination) }))
    .filter((destination) => destination.distanceKm <= DEALS_RADIUS_KM)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, 2);
  if (destinations.length === 0) return { destinations, byKind: [] };
  const byKind = await Promise.all(
    NEARBY_DEAL_KINDS.map(async (kind) => {
      const results = await Promise.all(destinations.map((destination) => searchDeals(parseDealSearch({ destination: destination.slug, kind }))));
      const deals = results
        .flatMap((result) => result.deals)
        .sort((a, b) => b.discountPct - a.discountPct)
        .slice(0, perKind);
      return { kind, deals };
    }),
  );
  return { destinations, byKind: byKind.filter((group) => group.deals.length > 0) };
}

/** Every detail page of the directory, for the sitemap. */
export async function listOutdoorSitemapEntries(): Promise<Array<{ kind: OutdoorKindValue; slug: string }>> {
  return db().$queryRaw<Array<{ kind: OutdoorKindValue; slug: string }>>`
    SELECT kind::text AS kind, slug FROM outdoor_places ORDER BY kind, slug`;
}
