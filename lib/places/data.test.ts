// Data check of prisma/data/planner/places.tsv: every row complete, located near its destination,
// slugs unique, destinations known, and the biggest destinations well covered.
import { loadPlaces } from "@/lib/deals/places";
import { distanceKm, isValidCoordinate } from "@/lib/geo/distance";
import { BEST_TIMES, loadPlaceRows, PLACE_CATEGORIES, PLACE_SETTINGS } from "./data";
import { bundledDealsByDestination } from "./deal-destinations";

const rows = loadPlaceRows();
const destinations = new Map(loadPlaces().map((place) => [place.slug, place]));
const perDestination = new Map<string, number>();
for (const row of rows) perDestination.set(row.destination, (perDestination.get(row.destination) ?? 0) + 1);

/** A city's sights lie within this of its centre; day trips within a long day's return journey. */
const CITY_RADIUS_KM = 30;
const DAY_TRIP_RADIUS_KM = 160;

describe("places data", () => {
  it("has at least 1,500 places over at least 100 destinations, 75 of them with 15 or more", () => {
    const covered = [...perDestination.values()].filter((count) => count >= 15).length;
    expect(covered).toBeGreaterThanOrEqual(75);
    expect(perDestination.size).toBeGreaterThanOrEqual(100);
    expect(rows.length).toBeGreaterThanOrEqual(1500);
  });

  it("covers the 150 destinations with the most bundled deals: 1,500 places, 8 each, 15 for the 40 biggest", () => {
    const ranked = bundledDealsByDestination();
    const top = ranked.slice(0, 150);
    expect(top).toHaveLength(150);
    // The ranking is of the seeded deals, the most first; a tie is broken by slug.
    expect(ranked.every((d, i) => i === 0 || ranked[i - 1]!.deals > d.deals || (ranked[i - 1]!.deals === d.deals && ranked[i - 1]!.slug < d.slug))).toBe(true);
    const count = (slug: string) => perDestination.get(slug) ?? 0;
    expect(top.reduce((sum, d) => sum + count(d.slug), 0)).toBeGreaterThanOrEqual(1500);
    expect(top.slice(0, 40).filter((d) => count(d.slug) < 15).map((d) => `${d.slug} ${count(d.slug)}`)).toEqual([]);
    expect(top.filter((d) => count(d.slug) < 8).map((d) => `${d.slug} ${count(d.slug)}`)).toEqual([]);
    // Every destination with as many deals as the 150th is covered too, so no tie-break decides it.
    const tied = ranked.filter((d) => d.deals >= top[149]!.deals);
    expect(tied.filter((d) => count(d.slug) < 8).map((d) => `${d.slug} ${count(d.slug)}`)).toEqual([]);
  });

  it("gives every place a unique slug", () => {
    const slugs = rows.map((row) => row.slug);
    expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i)).toEqual([]);
  });

  it("names only destinations that exist", () => {
    expect([...perDestination.keys()].filter((slug) => !destinations.has(slug))).toEqual([]);
  });

  it("fills every field with an allowed value", () => {
    const bad = rows.filter(
      (row) =>
        !row.name ||
        !PLACE_CATEGORIES.includes(row.category) ||
        !PLACE_SETTINGS.includes(row.setting) ||
        !BEST_TIMES.includes(row.bestTime) ||
        !Number.isInteger(row.visitMinutes) ||
        row.visitMinutes < 15 ||
        row.visitMinutes > 600 ||
        ![0, 1, 2, 3].includes(row.priceLevel) ||
        row.summary.length < 30 ||
        row.summary.length > 300 ||
        !row.source ||
        !/^\d{4}-\d{2}$/.test(row.asOf),
    );
    expect(bad.map((row) => row.slug)).toEqual([]);
  });

  it("places every row within a sane distance of its destination", () => {
    const far = rows.filter((row) => {
      const destination = destinations.get(row.destination);
      if (!destination || !isValidCoordinate(row)) return true;
      const limit = row.category === "day_trip" ? DAY_TRIP_RADIUS_KM : CITY_RADIUS_KM;
      return distanceKm(row, destination) > limit;
    });
    expect(far.map((row) => `${row.slug} ${destinations.get(row.destination) ? Math.round(distanceKm(row, destinations.get(row.destination)!)) : "?"} km`)).toEqual([]);
  });

  it("never puts two places of one destination at the same spot", () => {
    const clashes: string[] = [];
    const byDestination = new Map<string, typeof rows>();
    for (const row of rows) byDestination.set(row.destination, [...(byDestination.get(row.destination) ?? []), row]);
    for (const list of byDestination.values())
      list.forEach((a, i) => list.slice(i + 1).forEach((b) => distanceKm(a, b) < 0.03 && clashes.push(`${a.slug} ${b.slug}`)));
    expect(clashes).toEqual([]);
  });
});
