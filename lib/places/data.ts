// The places data set of the planners (prisma/data/planner/places.tsv): parsed here for the seed
// and the data-check test. Pure, no database.
import fs from "node:fs";
import path from "node:path";

export const PLACE_CATEGORIES = [
  "landmark",
  "museum",
  "park",
  "viewpoint",
  "neighbourhood",
  "market",
  "beach",
  "food",
  "nightlife",
  "religious",
  "day_trip",
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

export const PLACE_SETTINGS = ["indoor", "outdoor", "mixed"] as const;
export type PlaceSetting = (typeof PLACE_SETTINGS)[number];

export const BEST_TIMES = ["morning", "afternoon", "evening", "any"] as const;
export type BestTime = (typeof BEST_TIMES)[number];

export type PlaceRow = {
  slug: string;
  destination: string;
  name: string;
  category: PlaceCategory;
  latitude: number;
  longitude: number;
  visitMinutes: number;
  priceLevel: number;
  setting: PlaceSetting;
  bestTime: BestTime;
  summary: string;
  source: string;
  asOf: string;
};

export function parsePlacesTsv(text: string): PlaceRow[] {
  return text
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const [slug, destination, name, category, lat, lon, minutes, price, setting, bestTime, summary, source, asOf] = line.split("\t");
      return {
        slug: slug ?? "",
        destination: destination ?? "",
        name: name ?? "",
        category: category as PlaceCategory,
        latitude: Number(lat),
        longitude: Number(lon),
        visitMinutes: Number(minutes),
        priceLevel: Number(price),
        setting: setting as PlaceSetting,
        bestTime: bestTime as BestTime,
        summary: summary ?? "",
        source: source ?? "",
        asOf: asOf ?? "",
      };
    });
}

export const placesFile = (root = process.cwd()) => path.join(root, "prisma", "data", "planner", "places.tsv");

export function loadPlaceRows(root = process.cwd()): PlaceRow[] {
  return parsePlacesTsv(fs.readFileSync(placesFile(root), "utf8"));
}
