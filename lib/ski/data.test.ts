import fs from "node:fs";
import path from "node:path";
import { nearestAirport } from "@/scripts/lib/airports.mjs";
import { distanceKm, isValidCoordinate } from "@/lib/geo/distance";
import { loadAirportSnapshot } from "@/lib/tools/data";
import { loadResorts } from "./data";
import { isSkiPass, isSkiRegion, skiRegions } from "./regions";

const resorts = loadResorts();
// The bundled OurAirports snapshot: airports with scheduled service only (closed ones are never in it).
const snapshotAirports = loadAirportSnapshot().airports;
const airportByCode = new Map(snapshotAirports.map((airport) => [airport.iata, airport]));
/** The nearest scheduled-service airport in a country, or anywhere for a country without one (scripts/refresh-airports.mjs sets the data with the same rule). */
const nearestInCountry = (point: { latitude: number; longitude: number }, countryCode: string) => {
  const own = snapshotAirports.filter((airport) => airport.countryCode === countryCode);
  return nearestAirport(point, (own.length ? own : snapshotAirports).map((airport) => ({ ...airport, ident: "", municipality: airport.city })))?.airport.iata;
};
const liftieDir = path.join(process.cwd(), "node_modules", "liftie", "lib", "resorts");

describe("ski resort data", () => {
  it("holds at least 100 resorts: 40 in North America, 35 in Europe, 12 in Asia, 8 in the Southern Hemisphere", () => {
    const count = (region: string) => resorts.filter((resort) => resort.region === region).length;
    expect(resorts.length).toBeGreaterThanOrEqual(100);
    expect(count("north-america")).toBeGreaterThanOrEqual(40);
    expect(count("europe")).toBeGreaterThanOrEqual(35);
    expect(count("asia")).toBeGreaterThanOrEqual(12);
    expect(count("southern-hemisphere")).toBeGreaterThanOrEqual(8);
    expect(resorts.filter((resort) => !isSkiRegion(resort.region))).toEqual([]);
  });

  it("never repeats a slug, and every slug is URL-safe", () => {
    const slugs = resorts.map((resort) => resort.slug);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
    expect(slugs.filter((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toEqual([]);
  });

  it("places every resort on the globe, in its region's part of the world", () => {
    const inRegion = ({ region, latitude, longitude }: (typeof resorts)[number]) => {
      if (region === "north-america") return latitude > 30 && latitude < 65 && longitude > -160 && longitude < -60;
      if (region === "europe") return latitude > 35 && latitude < 70 && longitude > -10 && longitude < 30;
      if (region === "asia") return latitude > 25 && latitude < 50 && longitude > 34 && longitude < 146;
      return latitude < -25 && latitude > -55;
    };
    expect(resorts.filter((resort) => !isValidCoordinate(resort) || !inRegion(resort)).map((resort) => resort.slug)).toEqual([]);
  });

  it("keeps elevations consistent: summit above base, vertical the difference", () => {
    for (const resort of resorts) {
      if (resort.baseM !== undefined && resort.summitM !== undefined) {
        expect([resort.slug, resort.summitM > resort.baseM]).toEqual([resort.slug, true]);
        expect([resort.slug, resort.verticalM]).toEqual([resort.slug, resort.summitM - resort.baseM]);
      }
      for (const metres of [resort.baseM, resort.summitM, resort.verticalM]) {
        if (metres !== undefined) expect(metres > 0 && metres < 4500).toBe(true);
      }
    }
  });

  it("gives terrain shares that add up to about 100%, valid seasons and known passes", () => {
    for (const resort of resorts) {
      const shares = [resort.terrainBeginnerPct, resort.terrainIntermediatePct, resort.terrainAdvancedPct];
      if (shares.some((share) => share !== undefined)) {
        const sum = shares.reduce<number>((total, share) => total + (share ?? Number.NaN), 0);
        expect([resort.slug, sum >= 98 && sum <= 102]).toEqual([resort.slug, true]);
      }
      expect([resort.seasonStart, resort.seasonEnd].every((month) => Number.isInteger(month) && month >= 1 && month <= 12)).toBe(true);
      expect(resort.passes.filter((pass) => !isSkiPass(pass))).toEqual([]);
    }
  });

  it("runs the Southern Hemisphere seasons through the austral winter and the northern ones through the boreal winter", () => {
    for (const resort of resorts) {
      const winter = resort.region === "southern-hemisphere" ? 8 : 2;
      const start = resort.seasonStart;
      const end = resort.seasonEnd;
      const covers = start <= end ? winter >= start && winter <= end : winter >= start || winter <= end;
      expect([resort.slug, covers]).toEqual([resort.slug, true]);
    }
  });

  it("names as each resort's airport the nearest one with scheduled service in its country, within 500 km", () => {
    for (const resort of resorts) {
      const airport = airportByCode.get(resort.airport ?? "");
      expect([resort.slug, resort.airport, airport !== undefined]).toEqual([resort.slug, resort.airport, true]);
      expect([resort.slug, resort.airport]).toEqual([resort.slug, nearestInCountry(resort, resort.countryCode)]);
      expect([resort.slug, distanceKm(resort, airport!) < 500]).toEqual([resort.slug, true]);
    }
  });

  it("cites a source and a date for every row, and names only Liftie resorts that exist", () => {
    expect(resorts.filter((resort) => !resort.source || !/^\d{4}-\d{2}$/.test(resort.asOf)).map((resort) => resort.slug)).toEqual([]);
    const unknown = resorts.filter((resort) => resort.liftieId && !fs.existsSync(path.join(liftieDir, resort.liftieId, "resort.json")));
    expect(unknown.map((resort) => resort.slug)).toEqual([]);
    expect(fs.readFileSync(path.join(process.cwd(), "prisma", "data", "ski", "NOTICE"), "utf8")).toContain("Copyright (c) 2012 Damian Krzeminski");
  });

  it("covers every region it names", () => {
    expect(new Set(resorts.map((resort) => resort.region))).toEqual(new Set(skiRegions));
  });
});
