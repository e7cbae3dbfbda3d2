// Data checks for the tools' written data sets (prisma/data/tools/).
import fs from "node:fs";
import { distanceKm, isValidCoordinate } from "@/lib/geo/distance";
import { slugify } from "@/lib/text/fold.mjs";
import { loadAirportSnapshot, loadAirports, loadCityGuides, loadCosts, loadEtiquette } from "./data";

const cities = fs
  .readFileSync("prisma/data/cities.tsv", "utf8")
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"))
  .map((line) => {
    const [slug = "", name = "", countryCode = "", latitude = "", longitude = "", population = ""] = line.split("\t");
    return { slug, name, countryCode, latitude: Number(latitude), longitude: Number(longitude), population: Number(population) };
  });
const citySlugs = new Map(cities.map((city) => [city.slug, city]));
const regionName = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const isoCurrencies = new Set(Intl.supportedValuesOf("currency"));
const unique = (values: string[]) => new Set(values).size === values.length;

describe("etiquette data", () => {
  const guides = loadEtiquette();

  it("covers at least 60 countries, each once, with real ISO codes and currencies", () => {
    expect(guides.length).toBeGreaterThanOrEqual(60);
    expect(unique(guides.map((guide) => guide.code))).toBe(true);
    expect(unique(guides.map((guide) => guide.slug))).toBe(true);
    for (const guide of guides) {
      expect(regionName.of(guide.code)).toBeTruthy();
      expect(isoCurrencies.has(guide.currency)).toBe(true);
    }
  });

  it("gives every country a source, a date, the four phrases and tipping with its usual practice", () => {
    for (const guide of guides) {
      expect(guide.source).toMatch(/^https:\/\//);
      expect(guide.asOf).toMatch(/^20\d\d-\d\d$/);
      expect(Object.values(guide.phrases).every((phrase) => phrase.length > 0)).toBe(true);
      expect(guide.sections.tipping.length).toBeGreaterThan(10);
    }
  });

  it("drives on the left where it is well known", () => {
    const left = guides.filter((guide) => guide.drivingSide === "left").map((guide) => guide.code);
    expect(left).toEqual(expect.arrayContaining(["GB", "JP", "AU", "IN", "TH", "ZA"]));
    expect(left).not.toContain("US");
  });
});

describe("cost data", () => {
  const { countries, destinations } = loadCosts();
  const countryCodes = new Set(countries.map((country) => country.code));

  it("covers at least 120 countries with plausible price levels", () => {
    expect(countries.length).toBeGreaterThanOrEqual(120);
    expect(unique(countries.map((country) => country.code))).toBe(true);
    expect(countries.every((country) => regionName.of(country.code) && country.priceLevel >= 0.2 && country.priceLevel <= 1.6)).toBe(true);
    expect(countries.find((country) => country.code === "US")?.priceLevel).toBe(1);
  });

  it("has the 100 most populous destinations of destinations.txt, in countries with data", () => {
    expect(destinations).toHaveLength(100);
    expect(unique(destinations.map((destination) => destination.slug))).toBe(true);
    for (const destination of destinations) {
      expect(citySlugs.get(destination.slug)?.countryCode).toBe(destination.countryCode);
      expect(countryCodes.has(destination.countryCode)).toBe(true);
    }
    const places = fs
      .readFileSync("prisma/data/destinations.txt", "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"))
      .map((line) => slugify(line.split("|")[0]!));
    const biggest = places
      .map((slug) => ({ slug, population: citySlugs.get(slug)?.population ?? 0 }))
      .sort((a, b) => b.population - a.population)
      .slice(0, 100)
      .map((place) => place.slug);
    expect(new Set(destinations.map((destination) => destination.slug))).toEqual(new Set(biggest));
  });

  it("covers the country of every place of destinations.txt", () => {
    const codes = fs
      .readFileSync("prisma/data/destinations.txt", "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"))
      .map((line) => line.split("|")[2]!);
    expect(codes.filter((code) => !countryCodes.has(code))).toEqual([]);
  });
});

describe("airports and city guides", () => {
  const airports = loadAirports();
  const byIata = new Map(airports.map((airport) => [airport.iata, airport]));

  it("lists unique IATA codes with plausible coordinates near one of our places", () => {
    expect(airports.length).toBeGreaterThan(500);
    expect(unique(airports.map((airport) => airport.iata))).toBe(true);
    for (const airport of airports) {
      expect(airport.iata).toMatch(/^[A-Z]{3}$/);
      expect(isValidCoordinate(airport)).toBe(true);
      expect(regionName.of(airport.countryCode)).toBeTruthy();
    }
    for (const iata of ["CDG", "LHR", "JFK", "HND", "SIN", "SYD"]) expect(byIata.has(iata)).toBe(true);
  });

  it("comes from a dated OurAirports snapshot of scheduled-service airports only: closed airports never, new ones at their new sites", () => {
    const snapshot = loadAirportSnapshot();
    expect(snapshot.date).toMatch(/^20\d\d-\d\d-\d\d$/);
    expect(snapshot.airports.length).toBeGreaterThan(2500);
    expect(new Set(snapshot.airports.map((airport) => airport.type))).toEqual(new Set(["large_airport", "medium_airport"]));
    // Berlin Tegel (closed 2020), Schönefeld (folded into BER 2020), Tempelhof (2008), Istanbul
    // Atatürk (passenger flights moved to IST in 2019), and general-aviation fields without airlines.
    for (const closed of ["TXL", "SXF", "THF", "ISL", "BJC", "TKF"]) expect([closed, byIata.has(closed)]).toEqual([closed, false]);
    const near = (iata: string, point: { latitude: number; longitude: number }) => distanceKm(byIata.get(iata)!, point);
    // Berlin Brandenburg (opened 2020) and the new Istanbul Airport (2019), at their own sites.
    expect(near("BER", { latitude: 52.3667, longitude: 13.5033 })).toBeLessThan(5);
    expect(near("IST", { latitude: 41.2753, longitude: 28.7519 })).toBeLessThan(5);
    // DEN is Denver International (1995), 25 km north-east of the closed Stapleton; HKG is Chek Lap Kok, not Kai Tak.
    expect(near("DEN", { latitude: 39.8561, longitude: -104.6737 })).toBeLessThan(5);
    expect(near("DEN", { latitude: 39.7745, longitude: -104.8797 })).toBeGreaterThan(15);
    expect(near("HKG", { latitude: 22.308, longitude: 113.9185 })).toBeLessThan(5);
    // A railway station or a city code never stands in for an airport.
    expect(snapshot.airports.filter((airport) => /railway|bahnhof|train station|bus station|all airports/i.test(airport.name)).map((airport) => airport.iata)).toEqual([]);
    for (const cityCode of ["LON", "NYC", "PAR", "TYO", "MIL", "STO"]) expect([cityCode, byIata.has(cityCode)]).toEqual([cityCode, false]);
  });

  it("has at least 50 city guides for our destinations, each with a nearby airport and sane transfers", () => {
    const guides = loadCityGuides();
    expect(guides.length).toBeGreaterThanOrEqual(50);
    expect(unique(guides.map((guide) => guide.slug))).toBe(true);
    for (const guide of guides) {
      const city = citySlugs.get(guide.slug);
      const airport = byIata.get(guide.airport);
      expect(city).toBeDefined();
      expect(airport).toBeDefined();
      expect(distanceKm(city!, airport!)).toBeLessThan(90);
      expect(guide.source).toMatch(/^https:\/\//);
      for (const transfer of guide.transfers) {
        expect(transfer.minutes[0]).toBeGreaterThanOrEqual(5);
        expect(transfer.minutes[1]).toBeLessThanOrEqual(150);
        expect(transfer.costUsd[1]).toBeLessThanOrEqual(150);
      }
    }
  });
});
