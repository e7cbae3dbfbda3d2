// The tools' written data sets under prisma/data/tools/ (read by the seed and the data-check
// test, never by pages: pages read the database through lib/tools/queries.ts).
import fs from "node:fs";
import path from "node:path";
import type { Prisma } from "../generated/prisma/client";
import { z } from "../zod";

const dataDir = (root: string) => path.join(root, "prisma", "data", "tools");
const readDataFile = (root: string, file: string): unknown => JSON.parse(fs.readFileSync(path.join(dataDir(root), file), "utf8"));

const text = z.string().trim().min(3);
const sourced = { source: z.string().min(5), asOf: z.string().regex(/^\d{4}-\d{2}$/) };

export const etiquetteSectionKeys = ["greetings", "tipping", "dress", "dining", "gestures", "avoid", "religiousSites", "photography"] as const;
export type EtiquetteSectionKey = (typeof etiquetteSectionKeys)[number];
export const phraseKeys = ["hello", "thankYou", "please", "excuseMe"] as const;
export type PhraseKey = (typeof phraseKeys)[number];

export const etiquetteContentSchema = z.object({
  language: text,
  sections: z.object(Object.fromEntries(etiquetteSectionKeys.map((key) => [key, text])) as Record<EtiquetteSectionKey, typeof text>),
  phrases: z.object(Object.fromEntries(phraseKeys.map((key) => [key, z.string().min(1)])) as Record<PhraseKey, z.ZodString>),
});
export type EtiquetteContent = z.infer<typeof etiquetteContentSchema>;

const etiquetteRowSchema = etiquetteContentSchema.extend({
  code: z.string().regex(/^[A-Z]{2}$/),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  plugTypes: z.array(z.string().regex(/^[A-O]$/)).min(1),
  voltage: z.string().regex(/^\d{3}/),
  emergencyNumber: z.string().regex(/\d{2,}/),
  drivingSide: z.enum(["left", "right"]),
  currency: z.string().regex(/^[A-Z]{3}$/),
  ...sourced,
});
export type EtiquetteRow = z.infer<typeof etiquetteRowSchema>;

export function loadEtiquette(root = process.cwd()): EtiquetteRow[] {
  return z.object({ guides: z.array(etiquetteRowSchema) }).parse(readDataFile(root, "etiquette.json")).guides;
}

const countryCostSchema = z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: text, priceLevel: z.number().min(0.1).max(3), ...sourced });
const destinationCostSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  factor: z.number().min(0.5).max(2),
  ...sourced,
});
export type CountryCostRow = z.infer<typeof countryCostSchema>;
export type DestinationCostRow = z.infer<typeof destinationCostSchema>;

export function loadCosts(root = process.cwd()): { countries: CountryCostRow[]; destinations: DestinationCostRow[] } {
  return z.object({ countries: z.array(countryCostSchema), destinations: z.array(destinationCostSchema) }).parse(readDataFile(root, "costs.json"));
}

/** A line of airports.tsv: exactly the columns of the airports table. */
export type AirportRow = Prisma.AirportCreateInput;

/** The bundled OurAirports snapshot of airports with scheduled service (scripts/refresh-airports.mjs). */
export const AIRPORT_SNAPSHOT = path.join("prisma", "data", "airports", "ourairports-scheduled.tsv");

/** The snapshot's date (YYYY-MM-DD) and its airports: every airport with scheduled service, never a closed one. */
export function loadAirportSnapshot(root = process.cwd()): { date: string; airports: Array<AirportRow & { type: string }> } {
  const text = fs.readFileSync(path.join(root, AIRPORT_SNAPSHOT), "utf8");
  const date = /data of (\d{4}-\d{2}-\d{2})/.exec(text)?.[1];
  if (!date) throw new Error(`${AIRPORT_SNAPSHOT}: no "data of YYYY-MM-DD" in its header`);
  const airports = text
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => {
      const [iata = "", , type = "", name = "", city = "", countryCode = "", latitude = "", longitude = ""] = line.split("\t");
      return { iata, type, name, city, countryCode, latitude: Number(latitude), longitude: Number(longitude) };
    });
  return { date, airports };
}

export function loadAirports(root = process.cwd()): AirportRow[] {
  return loadAirportSnapshot(root).airports.map(({ iata, name, city, countryCode, latitude, longitude }) => ({ iata, name, city, countryCode, latitude, longitude }));
}

const range = z.tuple([z.number().nonnegative(), z.number().nonnegative()]).refine(([low, high]) => low <= high, "low above high");
export const cityGuideContentSchema = z.object({
  system: text,
  pass: text,
  transfers: z.array(z.object({ mode: text, minutes: range, costUsd: range })).min(1),
});
export type CityGuideContent = z.infer<typeof cityGuideContentSchema>;
const cityGuideRowSchema = cityGuideContentSchema.extend({ slug: z.string().regex(/^[a-z0-9-]+$/), airport: z.string().regex(/^[A-Z]{3}$/), ...sourced });
export type CityGuideRow = z.infer<typeof cityGuideRowSchema>;

export function loadCityGuides(root = process.cwd()): CityGuideRow[] {
  return z.object({ guides: z.array(cityGuideRowSchema) }).parse(readDataFile(root, "city-guides.json")).guides;
}
