// The events data set under prisma/data/events/ (read by the seed and the data-check test, never
// by pages: pages read the database through lib/experiences/queries.ts).
import fs from "node:fs";
import path from "node:path";
import { z } from "../zod";
import { eventCategories } from "./kinds";

const isoDate = z.iso.date();

export const eventOccurrenceSchema = z
  .object({ start: isoDate, end: isoDate, approximate: z.boolean() })
  .refine((occurrence) => occurrence.end >= occurrence.start, "an occurrence ends before it starts");

export const eventRowSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().trim().min(3).max(120),
  category: z.enum(eventCategories),
  destination: z.string().regex(/^[a-z0-9-]+$/),
  place: z.string().trim().min(3).max(160),
  summary: z.string().trim().min(20).max(400),
  url: z.url({ protocol: /^https$/ }),
  occurrences: z.array(eventOccurrenceSchema).min(1),
  source: z.string().min(5),
  asOf: z.string().regex(/^\d{4}-\d{2}$/),
});
export type EventRow = z.infer<typeof eventRowSchema>;

export function loadEvents(root = process.cwd()): EventRow[] {
  const file = path.join(root, "prisma", "data", "events", "events.json");
  return z.object({ events: z.array(eventRowSchema) }).parse(JSON.parse(fs.readFileSync(file, "utf8"))).events;
}
