import { nearestAirport } from "@/scripts/lib/airports.mjs";
import { distanceKm, isValidCoordinate } from "@/lib/geo/distance";
import { loadAirportSnapshot } from "@/lib/tools/data";
import { loadCampgrounds, loadForests, loadGrasslands, loadMonuments, loadOutdoorData, loadParks, loadTrails, parseFee, type PlaceRow } from "./data";
import { activities, amenities, areaKinds, difficulties, routeTypes, seasons, trailCategories } from "./kinds";
import { isInState, isStateCode } from "./states";

const all = loadOutdoorData();
const byKind = (kind: PlaceRow["kind"]) => all.filter((row) => row.kind === kind);
// The bundled OurAirports snapshot: airports with scheduled service only (closed ones are never in it).
const snapshotAirports = loadAirportSnapshot().airports;
const airportByCode = new Map(snapshotAirports.map((airport) => [airport.iata, airport]));
/** The nearest scheduled-service airport in a country, or anywhere for a country without one (scripts/refresh-airports.mjs sets the data with the same rule). */
const nearestInCountry = (point: { latitude: number; longitude: number }, countryCode: string) => {
  const own = snapshotAirports.filter((airport) => airport.countryCode === countryCode);
  return nearestAirport(point, (own.length ? own : snapshotAirports).map((airport) => ({ ...airport, ident: "", municipality: airport.city })))?.airport.iata;
};

describe("outdoor directory data", () => {
  it("holds the 63 national parks and the 20 national grasslands", () => {
    expect(loadParks()).toHaveLength(63);
    expect(loadGrasslands()).toHaveLength(20);
  });

  it("holds the national forests, monuments, at least 200 trails and 300 campgrounds", () => {
    expect(loadForests().length).toBeGreaterThanOrEqual(150);
    expect(loadMonuments().length).toBeGreaterThanOrEqual(120);
    expect(loadTrails().length).toBeGreaterThanOrEqual(200);
    expect(loadCampgrounds().length).toBeGreaterThanOrEqual(300);
  });

  it("lists the 11 National Scenic Trails and the National Historic Trails", () => {
    const trails = loadTrails();
    expect(trails.filter((trail) => trail.category === "scenic")).toHaveLength(11);
    expect(trails.filter((trail) => trail.category === "historic").length).toBeGreaterThanOrEqual(20);
  });

  it("never repeats a slug within a kind, and every slug is URL-safe", () => {
    for (const kind of ["park", "forest", "grassland", "monument", "trail", "campground"] as const) {
      const slugs = byKind(kind).map((row) => row.slug);
      expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
    }
    expect(all.filter((row) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(row.slug)).map((row) => row.slug)).toEqual([]);
  });

  it("places every coordinate inside the first state it names", () => {
    const outside = all.filter((row) => !isValidCoordinate(row) || !isInState(row.states[0] ?? "", row.latitude, row.longitude));
    expect(outside.map((row) => `${row.kind}:${row.slug} ${row.states[0]} ${row.latitude},${row.longitude}`)).toEqual([]);
  });

  it("names only known states", () => {
    expect(all.flatMap((row) => row.states.filter((code) => !isStateCode(code)).map((code) => `${row.slug}:${code}`))).toEqual([]);
    expect(all.filter((row) => row.states.length === 0).map((row) => row.slug)).toEqual([]);
  });

  it("ties every park trail and campground to a park, forest, grassland or monument that exists", () => {
    const areas = new Set(all.filter((row) => (areaKinds as readonly string[]).includes(row.kind)).map((row) => `${row.kind}:${row.slug}`));
    const children = [...loadTrails().filter((trail) => trail.category !== "scenic" && trail.category !== "historic"), ...loadCampgrounds()];
    expect(children.filter((row) => !row.parent || !areas.has(row.parent)).map((row) => `${row.slug} -> ${row.parent}`)).toEqual([]);
  });

  it("keeps trailheads and campgrounds within 250 km of the place they belong to", () => {
    const areas = new Map(all.map((row) => [`${row.kind}:${row.slug}`, row]));
    const far = [...loadTrails(), ...loadCampgrounds()].filter((row) => {
      const parent = row.parent ? areas.get(row.parent) : undefined;
      return parent && distanceKm(row, parent) > 250;
    });
    expect(far.map((row) => `${row.slug} -> ${row.parent}`)).toEqual([]);
  });

  it("gives every park its facts: established, visitors year, fee, its nearest scheduled-service airport within 400 km", () => {
    for (const park of loadParks()) {
      expect(park.established).toBeGreaterThanOrEqual(1872);
      expect(park.established).toBeLessThanOrEqual(2026);
      expect(park.feeUsd).not.toBeNull();
      expect(park.highlights.length).toBeGreaterThanOrEqual(3);
      expect(park.seasons.length).toBeGreaterThan(0);
      if (park.visitors !== null) expect(park.visitorsYear).toBeGreaterThanOrEqual(2020);
      const airport = airportByCode.get(park.airport ?? "");
      expect([park.slug, park.airport, airport !== undefined]).toEqual([park.slug, park.airport, true]);
      const country = ["AS", "VI", "PR", "GU"].includes(park.states.join(",")) ? park.states[0]! : "US";
      expect([park.slug, park.airport]).toEqual([park.slug, nearestInCountry(park, country)]);
      expect(distanceKm(park, airport!)).toBeLessThan(400);
    }
  });

  it("uses only the directory's vocabulary", () => {
    const known = (values: readonly string[], allowed: readonly string[]) => values.filter((value) => !allowed.includes(value));
    expect(all.flatMap((row) => known(row.activities, activities))).toEqual([]);
    expect(all.flatMap((row) => known(row.seasons, seasons))).toEqual([]);
    expect(all.flatMap((row) => known(row.amenities, amenities))).toEqual([]);
    const trails = loadTrails();
    expect(known(trails.map((trail) => trail.difficulty ?? ""), difficulties)).toEqual([]);
    expect(known(trails.map((trail) => trail.routeType ?? ""), routeTypes)).toEqual([]);
    expect(known(trails.map((trail) => trail.category ?? ""), trailCategories)).toEqual([]);
    expect(trails.filter((trail) => !(trail.lengthMiles! > 0)).map((trail) => trail.slug)).toEqual([]);
  });

  it("cites a source and the month it describes on every row", () => {
    expect(all.filter((row) => !row.source || !/^\d{4}-\d{2}$/.test(row.asOf)).map((row) => row.slug)).toEqual([]);
  });
});

describe("the corrections of November 2026 (issue 32)", () => {
  const find = (kind: PlaceRow["kind"], slug: string) => byKind(kind).find((row) => row.slug === slug);

  it("shows the North Rim Campground closed since the Dragon Bravo Fire, with no services and the reason", () => {
    const northRim = find("campground", "north-rim-campground")!;
    expect(northRim).toMatchObject({ campSeason: "closed", reservable: false, amenities: [], source: "https://www.nps.gov/grca/northrimstatus.htm" });
    expect(northRim.summary).toMatch(/Dragon Bravo Fire of July 2025/);
    expect(find("trail", "north-kaibab-trail")!.summary).toMatch(/closed between the North Rim and the Clear Creek junction/);
  });

  it("says why every closed campground is closed, and lists no services for it", () => {
    for (const camp of byKind("campground").filter((row) => row.campSeason === "closed")) {
      expect([camp.slug, camp.summary !== null, camp.amenities]).toEqual([camp.slug, true, []]);
    }
  });

  it("gives the forests, grasslands and trails their right states", () => {
    expect(find("grassland", "buffalo-gap")!.states).toEqual(["SD"]);
    expect(find("grassland", "cedar-river")!.states).toEqual(["ND"]);
    expect(find("forest", "tahoe")!.states).toEqual(["CA"]);
    expect(find("forest", "routt")!.states).toEqual(["CO"]);
    expect(find("trail", "butterfield-overland-trail")!.states).toEqual(["MO", "TN", "AR", "OK", "TX", "NM", "AZ", "CA"]);
  });
});

describe("parseFee", () => {
  it("reads a fee, a free entry and the non-resident surcharge", () => {
    expect(parseFee("35/vehicle")).toEqual({ feeUsd: 35, feeUnit: "vehicle", nonResidentFeeUsd: null });
    expect(parseFee("0")).toEqual({ feeUsd: 0, feeUnit: null, nonResidentFeeUsd: null });
    expect(parseFee("35/vehicle+100/nonresident")).toEqual({ feeUsd: 35, feeUnit: "vehicle", nonResidentFeeUsd: 100 });
    expect(parseFee("")).toEqual({ feeUsd: null, feeUnit: null, nonResidentFeeUsd: null });
  });

  it("refuses a fee part it does not know", () => {
    expect(() => parseFee("35/vehicle+20/weekend")).toThrow('parks.txt: unknown fee part in "35/vehicle+20/weekend"');
  });
});
