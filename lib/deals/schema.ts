// The search and listing parameters, parsed leniently: a bad value is dropped, never an error,
// so any URL a crawler or a person types renders a clean page.
import { z } from "@/lib/zod";
import { isCalendarDate } from "@/lib/dates/calendar-date";
import { dealKinds, dealSeasons, dealThemes } from "./kinds";

export const MAX_QUERY_LENGTH = 100;
export const PAGE_SIZE = 24;
/** Deepest page served: offsets stay bounded (and fast) however the URL is edited. */
export const MAX_PAGE = 200;
export const dealSorts = ["best", "relevance", "price", "discount", "newest", "ending", "soonest"] as const;
export type DealSort = (typeof dealSorts)[number];

/** The first of repeated parameters; an empty field (a GET form sends every one) is no value. */
const first = (value: unknown) => {
  const single: unknown = Array.isArray(value) ? value[0] : value;
  return single === "" ? undefined : single;
};
const lenient = <T extends z.ZodType>(schema: T) => z.preprocess(first, schema.optional().catch(undefined));
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/);
/** Longest place text a filter keeps ("Name, Country" of the longest place name fits). */
export const MAX_PLACE_LENGTH = 100;
/** A place filter as typed: a destination's slug ("paris") or name ("Paris", "Valencia, Spain"). */
const placeText = z
  .string()
  .transform((value) => value.replace(/[\u0000-\u001f]/g, " ").replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1).max(MAX_PLACE_LENGTH));
const date = z.string().refine(isCalendarDate);
const amount = z.coerce.number().finite().min(0).max(1_000_000);

export const dealSearchSchema = z.object({
  q: z.preprocess(first, z.string().optional().catch(undefined)).transform((value) => {
    const text = value?.replace(/[\u0000-\u001f]/g, " ").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
    return text || undefined;
  }),
  kind: lenient(z.enum(dealKinds)),
  theme: lenient(z.enum(dealThemes)),
  season: lenient(z.enum(dealSeasons)),
  origin: lenient(placeText),
  destination: lenient(placeText),
  partner: lenient(slug),
  from: lenient(date),
  to: lenient(date),
  min: lenient(amount),
  max: lenient(amount),
  sort: lenient(z.enum(dealSorts)),
  page: z.preprocess(first, z.coerce.number().int().min(1).catch(1).optional()).transform((page) => Math.min(page ?? 1, MAX_PAGE)),
});

export type DealSearchInput = z.infer<typeof dealSearchSchema>;

export function parseDealSearch(params: Record<string, string | string[] | undefined>): DealSearchInput {
  return dealSearchSchema.parse(params);
}
