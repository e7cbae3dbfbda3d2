import "server-only";
// What an itinerary page shows beside the plan: live deals to its destination (things to do,
// hotels, flights) and travel tips drawn from its own stops.
import { db } from "@/lib/db";
import type { PlannedDay } from "./engine";

export type TripDeal = { id: number; kind: "activity" | "hotel" | "flight"; title: string; priceUsd: number; discountPct: number };

/** Up to two live deals of each kind to the destination, the biggest discounts first. */
export async function getTripDeals(destinationSlug: string): Promise<TripDeal[]> {
  const rows = await db().deal.findMany({
    where: { status: "live", validUntil: { gte: new Date() }, destination: { slug: destinationSlug }, kind: { in: ["activity", "hotel", "flight"] } },
    orderBy: [{ discountPct: "desc" }, { priceUsd: "asc" }, { id: "asc" }],
    select: { id: true, kind: true, title: true, priceUsd: true, discountPct: true },
    take: 60,
  });
  const perKind = new Map<string, number>();
  return rows
    .filter((row) => {
      const seen = perKind.get(row.kind) ?? 0;
      perKind.set(row.kind, seen + 1);
      return seen < 2;
    })
    .map((row) => ({ id: row.id, kind: row.kind as TripDeal["kind"], title: row.title, priceUsd: Number(row.priceUsd), discountPct: row.discountPct }));
}

export type TripTips = { indoor: string[]; bookAhead: string[]; free: number; dayTrip: boolean; walkingShare: number };

/** Tips computed from the plan's own stops and our places data. */
export async function getTripTips(days: readonly PlannedDay[]): Promise<TripTips> {
  const stops = days.flatMap((day) => day.stops);
  const ids = stops.map((stop) => stop.placeId).filter((id): id is number => id !== null);
  const places = ids.length ? await db().place.findMany({ where: { id: { in: ids } }, select: { name: true, setting: true, priceLevel: true, category: true } }) : [];
  const legs = stops.filter((stop) => stop.travelMode);
  return {
    indoor: places.filter((p) => p.setting === "indoor" && p.category !== "food").map((p) => p.name).slice(0, 4),
    bookAhead: places.filter((p) => p.priceLevel >= 3 && (p.category === "museum" || p.category === "landmark")).map((p) => p.name).slice(0, 4),
    free: places.filter((p) => p.priceLevel === 0).length,
    dayTrip: days.some((day) => day.dayTrip),
    walkingShare: legs.length ? legs.filter((stop) => stop.travelMode === "walk").length / legs.length : 0,
  };
}
