// Reads the directory's written data (prisma/data/outdoors/*.txt, "|"-separated, "#" comments)
// into typed rows. Used by the seed and the data-check tests; no database, no server-only code.
import fs from "node:fs";
import path from "node:path";
import type { OutdoorKindValue } from "./kinds";

export type PlaceRow = {
  kind: OutdoorKindValue;
  slug: string;
  name: string;
  states: string[];
  latitude: number;
  longitude: number;
  /** "kind:slug" of the park, forest, grassland or monument a trail or campground belongs to. */
  parent: string | null;
  summary: string | null;
  activities: string[];
  seasons: string[];
  acres: number | null;
  established: number | null;
  agencies: string[];
  visitors: number | null;
  visitorsYear: number | null;
  feeUsd: number | null;
  feeUnit: string | null;
  /** Parks: the per-person surcharge for visitors who are not US residents (from 2026), or null. */
  nonResidentFeeUsd: number | null;
  airport: string | null;
  highlights: string[];
  category: string | null;
  lengthMiles: number | null;
  gainFt: number | null;
  difficulty: string | null;
  routeType: string | null;
  sites: number | null;
  campSeason: string | null;
  reservable: boolean | null;
  amenities: string[];
  source: string;
  asOf: string;
};

const DATA_DIR = ["prisma", "data", "outdoors"];

const list = (value: string | undefined, separator = ",") =>
  (value ?? "")
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
const int = (value: string | undefined) => (value && value.trim() !== "" ? Math.round(Number(value)) : null);
const float = (value: string | undefined) => (value && value.trim() !== "" ? Number(value) : null);
const text = (value: string | undefined) => (value && value.trim() !== "" ? value.trim() : null);

function rowsOf(file: string, root: string): string[][] {
  return fs
    .readFileSync(path.join(root, ...DATA_DIR, file), "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.split("|"));
}

const blank = (kind: OutdoorKindValue): Omit<PlaceRow, "slug" | "name" | "states" | "latitude" | "longitude" | "source" | "asOf"> => ({
  kind,
  parent: null,
  summary: null,
  activities: [],
  seasons: [],
  acres: null,
  established: null,
  agencies: [],
  visitors: null,
  visitorsYear: null,
  feeUsd: null,
  feeUnit: null,
  nonResidentFeeUsd: null,
  airport: null,
  highlights: [],
  category: null,
  lengthMiles: null,
  gainFt: null,
  difficulty: null,
  routeType: null,
  sites: null,
  campSeason: null,
  reservable: null,
  amenities: [],
});

/** The America the Beautiful annual pass for visitors who are not US residents, from 1 January 2026 (NPS; prisma/data/outdoors/parks.txt). */
export const NON_RESIDENT_ANNUAL_PASS_USD = 250;

/** "35/vehicle" -> 35 per vehicle; "0" -> free; "35/vehicle+100/nonresident" adds a 100-dollar non-resident surcharge per person. */
export function parseFee(value: string | undefined): { feeUsd: number | null; feeUnit: string | null; nonResidentFeeUsd: number | null } {
  if (!value) return { feeUsd: null, feeUnit: null, nonResidentFeeUsd: null };
  const [base = "", ...extras] = value.split("+");
  const [amount, unit] = base.split("/");
  const surcharge = extras.map((extra) => extra.split("/")).find(([, kind]) => kind === "nonresident");
  if (extras.length && !surcharge) throw new Error(`parks.txt: unknown fee part in "${value}"`);
  return { feeUsd: Number(amount), feeUnit: unit ?? null, nonResidentFeeUsd: surcharge ? Number(surcharge[0]) : null };
}

export function loadParks(root = process.cwd()): PlaceRow[] {
  return rowsOf("parks.txt", root).map(([slug, name, st, lat, lon, est, acres, visitors, year, fee, airport, seasons, acts, highlights, summary, source, asOf]) => ({
    ...blank("park"),
    slug: slug!,
    name: name!,
    states: list(st),
    latitude: Number(lat),
    longitude: Number(lon),
    established: int(est),
    acres: int(acres),
    visitors: int(visitors),
    visitorsYear: int(year),
    ...parseFee(fee),
    airport: text(airport),
    seasons: list(seasons),
    activities: list(acts),
    highlights: list(highlights, ";"),
    summary: text(summary),
    agencies: ["NPS"],
    source: source!,
    asOf: asOf!,
  }));
}

function loadAreas(file: string, kind: "forest" | "grassland", root: string): PlaceRow[] {
  return rowsOf(file, root).map(([slug, name, st, lat, lon, acres, acts, summary, source, asOf]) => ({
    ...blank(kind),
    slug: slug!,
    name: name!,
    states: list(st),
    latitude: Number(lat),
    longitude: Number(lon),
    acres: int(acres),
    activities: list(acts),
    summary: text(summary),
    agencies: ["USFS"],
    source: source!,
    asOf: asOf!,
  }));
}

export const loadForests = (root = process.cwd()) => loadAreas("forests.txt", "forest", root);
export const loadGrasslands = (root = process.cwd()) => loadAreas("grasslands.txt", "grassland", root);

export function loadMonuments(root = process.cwd()): PlaceRow[] {
  return rowsOf("monuments.txt", root).map(([slug, name, agency, st, lat, lon, year, acres, acts, summary, source, asOf]) => ({
    ...blank("monument"),
    slug: slug!,
    name: name!,
    agencies: list(agency),
    states: list(st),
    latitude: Number(lat),
    longitude: Number(lon),
    established: int(year),
    acres: int(acres),
    activities: list(acts),
    summary: text(summary),
    source: source!,
    asOf: asOf!,
  }));
}

export function loadTrails(root = process.cwd()): PlaceRow[] {
  return rowsOf("trails.txt", root).map(([slug, name, parent, category, st, lat, lon, miles, gain, difficulty, route, seasons, summary, source, asOf]) => ({
    ...blank("trail"),
    slug: slug!,
    name: name!,
    parent: text(parent),
    category: text(category),
    states: list(st),
    latitude: Number(lat),
    longitude: Number(lon),
    lengthMiles: float(miles),
    gainFt: int(gain),
    difficulty: text(difficulty),
    routeType: text(route),
    seasons: list(seasons),
    summary: text(summary),
    activities: Number(miles) >= 20 ? ["hike", "camp"] : ["hike"],
    source: source!,
    asOf: asOf!,
  }));
}

export function loadCampgrounds(root = process.cwd()): PlaceRow[] {
  return rowsOf("campgrounds.txt", root).map(([slug, name, parent, st, lat, lon, sites, season, reservable, amenities, source, asOf, note]) => ({
    ...blank("campground"),
    slug: slug!,
    name: name!,
    parent: text(parent),
    states: list(st),
    latitude: Number(lat),
    longitude: Number(lon),
    sites: int(sites),
    campSeason: text(season),
    reservable: reservable === "yes" ? true : reservable === "no" ? false : null,
    amenities: list(amenities),
    // A closed campground says why (the site shows it as the place's summary).
    summary: text(note),
    activities: ["camp"],
    source: source!,
    asOf: asOf!,
  }));
}

/** Every row, areas first (trails and campgrounds refer to them). */
export function loadOutdoorData(root = process.cwd()): PlaceRow[] {
  return [...loadParks(root), ...loadForests(root), ...loadGrasslands(root), ...loadMonuments(root), ...loadTrails(root), ...loadCampgrounds(root)];
}
