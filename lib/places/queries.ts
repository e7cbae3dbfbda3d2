import "server-only";
// The place search and the places-near-a-point query (docs/architecture.md, "One geography"):
// places of the planners and destinations, by text (prefix first, accent- and case-insensitive) or
// by distance. Typed text naming one destination goes through lib/places/resolve.ts.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { distanceKm } from "@/lib/geo/distance";
import type { PlannerPlace } from "@/lib/planner/engine";
import { foldText } from "@/lib/text/fold.mjs";
import type { BestTime, PlaceCategory, PlaceSetting } from "./data";

export type PlaceResult = PlannerPlace & { destinationId: number };

const PLACE_SELECT = {
  id: true,
  slug: true,
  name: true,
  category: true,
  latitude: true,
  longitude: true,
  visitMinutes: true,
  priceLevel: true,
  setting: true,
  bestTime: true,
  summary: true,
  destinationId: true,
} satisfies Prisma.PlaceSelect;

type PlaceRecord = Prisma.PlaceGetPayload<{ select: typeof PLACE_SELECT }>;
const toPlace = (row: PlaceRecord): PlaceResult => ({
  ...row,
  category: row.category as PlaceCategory,
  setting: row.setting as PlaceSetting,
  bestTime: row.bestTime as BestTime,
});


/** The places of one destination, in the data's own order (best known first). */
export async function getPlacesForDestination(destinationId: number): Promise<PlaceResult[]> {
  const rows = await db().place.findMany({ where: { destinationId }, select: PLACE_SELECT, orderBy: { id: "asc" } });
  return rows.map(toPlace);
}

export async function getPlacesByIds(ids: readonly number[]): Promise<Map<number, PlaceResult>> {
  if (ids.length === 0) return new Map();
  const rows = await db().place.findMany({ where: { id: { in: [...new Set(ids)] } }, select: PLACE_SELECT });
  return new Map(rows.map((row) => [row.id, toPlace(row)]));
}

/** Places whose name starts with (then contains) the text, optionally within one destination. */
export async function searchPlaces(text: string, { destinationId, limit = 12 }: { destinationId?: number; limit?: number } = {}): Promise<PlaceResult[]> {
  const folded = foldText(text).slice(0, 80);
  if (!folded) return [];
  const where = { searchName: { contains: folded }, ...(destinationId ? { destinationId } : {}) };
  const rows = await db().place.findMany({ where, select: PLACE_SELECT, take: 200 });
  return rows
    .map(toPlace)
    .sort((a, b) => Number(!foldText(a.name).startsWith(folded)) - Number(!foldText(b.name).startsWith(folded)) || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Our places within `radiusKm` of a point (a database query), closest first. */
export async function placesWithinRadius(point: { latitude: number; longitude: number }, { radiusKm = 10, limit = 10 } = {}): Promise<Array<PlaceResult & { distanceKm: number }>> {
  const dLat = radiusKm / 111;
  const dLon = radiusKm / (111 * Math.max(0.05, Math.cos((point.latitude * Math.PI) / 180)));
  const rows = await db().place.findMany({
    where: { latitude: { gte: point.latitude - dLat, lte: point.latitude + dLat }, longitude: { gte: point.longitude - dLon, lte: point.longitude + dLon } },
    select: PLACE_SELECT,
  });
  return rows
    .map((row) => ({ ...toPlace(row), distanceKm: distanceKm(point, row) }))
    .filter((row) => row.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}

/** A destination as the planners and pickers list it. */
export type DestinationRef = Prisma.DestinationGetPayload<{ select: { id: true; slug: true; name: true; country: true; latitude: true; longitude: true } }>;

/** Destinations whose names resemble the text (trigram similarity), for "did you mean". */
export async function suggestDestinations(text: string, limit = 5): Promise<DestinationRef[]> {
  const folded = foldText(text).slice(0, 80);
  if (!folded) return [];
  return db().$queryRaw<DestinationRef[]>`
    SELECT id, slug, name, country, latitude, longitude FROM destinations
    WHERE lower(unaccent(name)) LIKE ${`${folded}%`} OR similarity(lower(unaccent(name)), ${folded}) > 0.3
    ORDER BY (lower(unaccent(name)) LIKE ${`${folded}%`}) DESC, similarity(lower(unaccent(name)), ${folded}) DESC, population DESC NULLS LAST
    LIMIT ${limit}`;
}

/** Destinations the built-in planner covers (with places), the biggest first. */
export async function listPlannableDestinations(): Promise<Array<DestinationRef & { places: number }>> {
  return db().$queryRaw<Array<DestinationRef & { places: number }>>`
    SELECT d.id, d.slug, d.name, d.country, d.latitude, d.longitude, count(p.id)::int AS places
    FROM destinations d JOIN places p ON p.destination_id = d.id
    GROUP BY d.id ORDER BY count(p.id) DESC, d.name`;
}

/**
 * The figures behind the home page's planner claim, counted from the database: destinations
 * a traveller can search, destinations the built-in planner can plan, and the places it uses.
 */
export async function getPlannerCoverage(): Promise<{ searchableDestinations: number; plannableDestinations: number; places: number }> {
  const [row] = await db().$queryRaw<Array<{ searchable: number; plannable: number; places: number }>>`
    SELECT (SELECT count(*)::int FROM destinations) AS searchable,
           (SELECT count(DISTINCT destination_id)::int FROM places) AS plannable,
           (SELECT count(*)::int FROM places) AS places`;
  return { searchableDestinations: row?.searchable ?? 0, plannableDestinations: row?.plannable ?? 0, places: row?.places ?? 0 };
}
