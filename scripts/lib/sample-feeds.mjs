// What the two sample-feed generators share (scripts/generate-feeds.mjs for the deal partners,
// scripts/generate-experience-feeds.mjs for the experience partners): their command-line arguments,
// a seeded PRNG, the real places of prisma/data/destinations.txt with their local cost, dates and
// seasons, prices in a partner's currency and CSV cells. Each generator keeps its own seed, so
// the same arguments always give the same files.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { slugify } from "../../lib/text/fold.mjs";

/** The checkout's root folder. */
export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The value after `--name` on the command line, or the fallback. */
export function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

/** A PRNG from a seed (mulberry32: small, fast and good enough for sample data) and helpers drawing from it. */
export function seededRandom(seed) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min, max) => min + random() * (max - min);
  const int = (min, max) => Math.floor(between(min, max + 1));
  const pick = (list) => list[Math.floor(random() * list.length)];
  return { random, between, int, pick };
}

const THEME_LETTERS = { u: "urban", b: "beach", h: "historical", c: "cultural", n: "nature", m: "mountain", f: "food", w: "wildlife", i: "island", x: "hidden", $: "budget" };

/** The places of prisma/data/destinations.txt: name, country, code, coordinates, slug and themes. */
export function readPlaces() {
  return fs
    .readFileSync(path.join(root, "prisma/data/destinations.txt"), "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const [name, country, countryCode, lat, lon, letters] = line.split("|");
      const slug = slugify(name);
      return { name, country, countryCode, lat: Number(lat), lon: Number(lon), slug, themes: [...letters].map((l) => THEME_LETTERS[l]) };
    });
}

const EXPENSIVE = ["CH", "NO", "IS", "DK", "US", "GB", "AU", "NZ", "SE", "FI", "IE", "SG", "AE", "PF", "MV", "SC", "BS", "BB", "AW", "LU", "JP", "FR", "NL"];

/** How dear a place is against the average: budget places less, expensive countries more. */
export const costOf = (place) => (place.themes.includes("budget") ? 0.55 : EXPENSIVE.includes(place.countryCode) ? 1.3 : 0.9);

/** The ISO date `offset` days after the base date. */
export const dayFrom = (base) => (offset) => new Date(base.getTime() + offset * 86400000).toISOString().slice(0, 10);

/** The season of an ISO date, in the southern hemisphere when `south`. */
export const seasonOf = (isoDate, south) => {
  const month = Number(isoDate.slice(5, 7));
  const seasons = ["winter", "winter", "spring", "spring", "spring", "summer", "summer", "summer", "autumn", "autumn", "autumn", "winter"];
  const flip = { winter: "summer", summer: "winter", spring: "autumn", autumn: "spring" };
  const season = seasons[month - 1];
  return south ? flip[season] : season;
};

const rates = JSON.parse(fs.readFileSync(path.join(root, "lib/currency/rates-snapshot.json"), "utf8")).rates;

/** A US-dollar amount in a currency at the bundled rates: whole yen and won, cents otherwise. */
export const money = (usd, currency) => {
  const value = usd * rates[currency];
  return currency === "JPY" || currency === "KRW" ? Math.round(value) : Math.round(value * 100) / 100;
};

export const csvCell = (value) => {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
