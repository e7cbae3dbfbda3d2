import { db } from "@/lib/db";
import { distanceKm } from "@/lib/geo/distance";
import { loadOutdoorData } from "@/lib/outdoors/data";
import { outdoorKinds } from "@/lib/outdoors/kinds";
import { DEALS_RADIUS_KM, getDealsNear, getNearbyAreas, getOutdoorCounts, getPlace, getPlaceByRef, listOutdoorSitemapEntries, listPlaces, listStatesOf, searchOutdoorPlaces } from "@/lib/outdoors/queries";
import { MAX_QUERY_LENGTH, parseOutdoorSearch } from "@/lib/outdoors/schema";
import { seedOutdoors } from "@/prisma/seed/outdoors";

afterAll(async () => {
  await db().$disconnect();
});

const rowsByKind = async () =>
  Object.fromEntries(
    (await db().$queryRaw<Array<{ kind: string; count: number }>>`SELECT kind::text AS kind, count(*)::int AS count FROM outdoor_places GROUP BY kind`).map((row) => [row.kind, row.count]),
  );

describe("outdoor directory seed and counts", () => {
  it("loads every row of the data, and running the seed again changes nothing", async () => {
    const data = loadOutdoorData();
    const expected = Object.fromEntries(outdoorKinds.map((kind) => [kind, data.filter((row) => row.kind === kind).length]));
    expect(await rowsByKind()).toEqual(expected);
    await seedOutdoors(db());
    expect(await rowsByKind()).toEqual(expected);
    const orphans = await db().$queryRaw<Array<{ slug: string }>>`
      SELECT slug FROM outdoor_places WHERE kind IN ('campground') AND parent_id IS NULL`;
    expect(orphans).toEqual([]);
  });

  it("counts what the database holds (the hub's and the home page's figures)", async () => {
    const counts = await getOutdoorCounts();
    expect(counts).toEqual(await rowsByKind());
    expect(counts.park).toBe(63);
    expect(counts.grassland).toBe(20);
    expect(counts.trail).toBeGreaterThanOrEqual(200);
    expect(counts.campground).toBeGreaterThanOrEqual(300);
  });
});

describe("outdoor directory search", () => {
  it("finds a place by name across kinds, and the trails and campgrounds inside it", async () => {
    const result = await searchOutdoorPlaces(parseOutdoorSearch({ q: "yosemite" }));
    const kinds = new Set(result.items.map((item) => item.kind));
    expect(result.items[0]).toMatchObject({ kind: "park", slug: "yosemite" });
    expect(kinds).toEqual(new Set(["park", "trail", "campground"]));
    expect(result.total).toBe(result.items.length);
  });

  it("combines state, kind and activity filters", async () => {
    const utahParks = await searchOutdoorPlaces(parseOutdoorSearch({ state: "ut", kind: "park" }));
    expect(utahParks.items.map((item) => item.slug)).toEqual(["arches", "bryce-canyon", "canyonlands", "capitol-reef", "zion"]);
    const caves = await searchOutdoorPlaces(parseOutdoorSearch({ kind: "park", activity: "cave" }));
    expect(caves.items.map((item) => item.slug)).toEqual(expect.arrayContaining(["mammoth-cave", "carlsbad-caverns", "wind-cave"]));
    expect(caves.items.every((item) => item.kind === "park")).toBe(true);
  });

  it("treats hostile and over-long text as plain words", async () => {
    expect(parseOutdoorSearch({ q: "_%\\" }).q).toBeUndefined();
    for (const q of ["%' OR 1=1 --", "<script>alert(1)</script>", "x".repeat(5000)]) {
      const input = parseOutdoorSearch({ q });
      expect((input.q ?? "").length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      const result = await searchOutdoorPlaces(input);
      expect(result.total).toBe(0);
    }
    expect(parseOutdoorSearch({ state: "ZZ", kind: "volcano", page: "-4" })).toMatchObject({ state: undefined, kind: undefined, page: 1 });
  });

  it("lists one kind with its filters, and the states that hold it", async () => {
    const historic = await listPlaces("trail", parseOutdoorSearch({ category: "historic" }));
    expect(historic.length).toBeGreaterThanOrEqual(20);
    expect(historic.every((trail) => trail.category === "historic")).toBe(true);
    const reservable = await listPlaces("campground", parseOutdoorSearch({ state: "WY", reservable: "yes", amenity: "showers" }));
    expect(reservable.length).toBeGreaterThan(0);
    expect(reservable.every((camp) => camp.states.includes("WY") && camp.reservable)).toBe(true);
    expect(await listStatesOf("grassland")).toEqual(expect.arrayContaining(["ND", "SD", "TX", "CO"]));
  });
});

describe("outdoor place pages' data", () => {
  it("reads a park with its facts, trails and campgrounds", async () => {
    const park = await getPlace("park", "yosemite");
    // Merced (MCE), with scheduled flights, is nearer than Fresno (FAT): the nearest scheduled-service airport counts.
    expect(park).toMatchObject({ name: "Yosemite National Park", states: ["CA"], established: 1890, airport: "MCE", feeUsd: 35, feeUnit: "vehicle", nonResidentFeeUsd: 100 });
    expect(park!.trails.map((trail) => trail.slug)).toContain("half-dome-trail");
    expect(park!.campgrounds.map((camp) => camp.slug)).toContain("upper-pines");
    expect(park!.campgrounds.every((camp) => camp.parentSlug === "yosemite")).toBe(true);
  });

  it("has the 2026 non-resident surcharge at the 11 busiest fee parks only (Sequoia and Kings Canyon as one)", async () => {
    const surcharged = await db().outdoorPlace.findMany({ where: { kind: "park", nonResidentFeeUsd: { not: null } }, select: { slug: true, nonResidentFeeUsd: true }, orderBy: { slug: "asc" } });
    expect(surcharged.map((park) => park.slug)).toEqual(["acadia", "bryce-canyon", "everglades", "glacier", "grand-canyon", "grand-teton", "kings-canyon", "rocky-mountain", "sequoia", "yellowstone", "yosemite", "zion"]);
    expect(surcharged.every((park) => park.nonResidentFeeUsd === 100)).toBe(true);
    expect(await getPlace("park", "arches")).toMatchObject({ feeUsd: 30, nonResidentFeeUsd: null });
  });

  it("answers null for an unknown or malformed slug", async () => {
    expect(await getPlace("park", "atlantis")).toBeNull();
    expect(await getPlace("park", "../yosemite")).toBeNull();
    expect(await getPlace("trail", "yosemite")).toBeNull();
  });

  it("resolves the trip planner's place reference", async () => {
    expect(await getPlaceByRef("campground:upper-pines")).toMatchObject({ name: "Upper Pines Campground", parentSlug: "yosemite" });
    expect(await getPlaceByRef("park:atlantis")).toBeNull();
    expect(await getPlaceByRef("nonsense")).toBeNull();
  });

  it("finds nearby areas, nearest first, without the place itself", async () => {
    const park = (await getPlace("park", "yosemite"))!;
    const nearby = await getNearbyAreas(park);
    expect(nearby).toHaveLength(6);
    expect(nearby.some((area) => area.kind === "park" && area.slug === "yosemite")).toBe(false);
    expect(nearby[0]!.distanceKm).toBeLessThan(100);
    expect(nearby.map((area) => area.distanceKm)).toEqual([...nearby.map((area) => area.distanceKm)].sort((a, b) => a - b));
  });

  it("finds deals at the destinations nearest a place, within the radius", async () => {
    const park = (await getPlace("park", "great-smoky-mountains"))!;
    const near = await getDealsNear(park);
    expect(near.destinations.length).toBeGreaterThan(0);
    for (const destination of near.destinations) expect(distanceKm(park, destination)).toBeLessThanOrEqual(DEALS_RADIUS_KM);
    const slugs = near.destinations.map((destination) => destination.slug);
    for (const group of near.byKind) {
      expect(group.deals.every((deal) => deal.kind === group.kind && slugs.includes(deal.destinationSlug))).toBe(true);
    }
    const remote = await getDealsNear({ latitude: -14.25, longitude: -170.68 });
    expect(remote).toEqual({ destinations: [], byKind: [] });
  });

  it("lists every place for the sitemap", async () => {
    const entries = await listOutdoorSitemapEntries();
    expect(entries.length).toBe(loadOutdoorData().length);
  });
});
