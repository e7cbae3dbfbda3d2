// Reads the written ski data (prisma/data/ski/resorts.json) into typed rows. Used by the seed and
// the data-check test; no database, no server-only code.
import fs from "node:fs";
import path from "node:path";
import type { SkiPass, SkiRegion } from "./regions";

export type ResortRow = {
  slug: string;
  name: string;
  region: SkiRegion;
  countryCode: string;
  area: string;
  latitude: number;
  longitude: number;
  baseM?: number;
  summitM?: number;
  verticalM?: number;
  runs?: number;
  terrainBeginnerPct?: number;
  terrainIntermediatePct?: number;
  terrainAdvancedPct?: number;
  lifts?: number;
  skiableHa?: number;
  pisteKm?: number;
  seasonStart: number;
  seasonEnd: number;
  airport?: string;
  transferMinutes?: number;
  passes: SkiPass[];
  website?: string;
  liftieId?: string;
  source: string;
  asOf: string;
};

export function loadResorts(root = process.cwd()): ResortRow[] {
  return JSON.parse(fs.readFileSync(path.join(root, "prisma", "data", "ski", "resorts.json"), "utf8")) as ResortRow[];
}
