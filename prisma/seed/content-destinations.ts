// Destinations from prisma/data/cities.tsv (GeoNames via scripts/generate-cities.mjs): the world's
// 500 most populous cities merged by slug with the places of destinations.txt, which the
// "destinations" step inserts first. One multi-row upsert: existing rows gain their population and
// a description (an admin's own description is kept); new cities are added. Idempotent.
import fs from "node:fs";
import path from "node:path";
import { loadPlaces } from "../../lib/deals/places";
import type { SeedStep } from "./index";

export type CityRow = {
  slug: string;
  name: string;
  countryCode: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
  description: string;
};

// Short English names where CLDR's are long or political ("Congo - Kinshasa").
const COUNTRY_OVERRIDES: Record<string, string> = {
  CD: "DR Congo",
  CG: "Republic of the Congo",
  MM: "Myanmar",
  PS: "Palestine",
  HK: "Hong Kong",
  MO: "Macau",
  TR: "Turkey",
};

/** The country's English name: the one destinations.txt already uses, else CLDR's. */
export function countryNames(): (code: string) => string {
  const known = new Map(loadPlaces().map((place) => [place.countryCode, place.country]));
  const display = new Intl.DisplayNames(["en"], { type: "region" });
  return (code) => known.get(code) ?? COUNTRY_OVERRIDES[code] ?? display.of(code) ?? code;
}

function aboutPopulation(population: number): string {
  if (population >= 1_000_000) return `${(Math.round(population / 100_000) / 10).toLocaleString("en-US")} million`;
  return (Math.round(population / 1_000) * 1_000).toLocaleString("en-US");
}

export function parseCities(text: string, countryOf: (code: string) => string = countryNames()): CityRow[] {
  return text
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const [slug = "", name = "", countryCode = "", lat = "", lon = "", population = "", capital = ""] = line.split("\t");
      const country = countryOf(countryCode);
      const people = Number(population);
      const what = capital === "1" ? `the capital of ${country}` : `a city in ${country}`;
      return {
        slug,
        name,
        countryCode,
        country,
        latitude: Number(lat),
        longitude: Number(lon),
        population: people,
        description: `${name} is ${what}, home to about ${aboutPopulation(people)} people.`,
      };
    });
}

export function loadCities(root = process.cwd()): CityRow[] {
  return parseCities(fs.readFileSync(path.join(root, "prisma", "data", "cities.tsv"), "utf8"));
}

export const seedCityDestinations: SeedStep = async (prisma) => {
  const cities = loadCities();
  const column = <K extends keyof CityRow>(key: K) => cities.map((city) => city[key]);
  const changed = await prisma.$executeRaw`
    INSERT INTO destinations (slug, name, country, country_code, latitude, longitude, population, description)
    SELECT * FROM unnest(${column("slug")}::text[], ${column("name")}::text[], ${column("country")}::text[],
      ${column("countryCode")}::text[], ${column("latitude")}::float8[], ${column("longitude")}::float8[],
      ${column("population")}::int[], ${column("description")}::text[])
    ON CONFLICT (slug) DO UPDATE SET population = EXCLUDED.population,
      description = COALESCE(destinations.description, EXCLUDED.description)
    WHERE destinations.population IS DISTINCT FROM EXCLUDED.population OR destinations.description IS NULL`;
  const total = await prisma.destination.count();
  return `${changed} added or updated from ${cities.length} GeoNames cities; ${total} destinations`;
};
