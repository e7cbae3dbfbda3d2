// The charter and event filters, parsed leniently like the deal search: a bad, hostile or
// over-long value is dropped, never an error, so any URL renders a normal page.
import { z } from "@/lib/zod";
import type { CharterFilter } from "@/lib/deals/queries";
import { boatTypes, eventCategories } from "./kinds";

const first = (value: unknown) => {
  const single: unknown = Array.isArray(value) ? value[0] : value;
  return single === "" ? undefined : single;
};
const lenient = <T extends z.ZodType>(schema: T) => z.preprocess(first, schema.optional().catch(undefined));

/** Charter lengths offered as choices: value -> [min, max] days. */
export const charterLengths = { "1": [1, 1], "2-4": [2, 4], "5-7": [5, 7], "8-14": [8, 14] } as const satisfies Record<string, readonly [number, number]>;
export type CharterLength = keyof typeof charterLengths;
export const charterCrews = ["skippered", "bareboat"] as const;
export const cabinChoices = [1, 2, 3, 4, 5, 6] as const;
export const guestChoices = [2, 4, 6, 8, 10, 12] as const;

export const charterSearchSchema = z.object({
  boat: lenient(z.enum(boatTypes)),
  crew: lenient(z.enum(charterCrews)),
  cabins: lenient(z.coerce.number().int().min(0).max(20)),
  guests: lenient(z.coerce.number().int().min(1).max(50)),
  days: lenient(z.enum(Object.keys(charterLengths) as [CharterLength, ...CharterLength[]])),
  marina: lenient(z.string().trim().min(2).max(120)),
});
export type CharterSearchInput = z.infer<typeof charterSearchSchema>;

export function parseCharterSearch(params: Record<string, string | string[] | undefined>): CharterSearchInput {
  return charterSearchSchema.parse(params);
}

/** The query's charter conditions, for searchDeals' fixed filters. */
export function charterFilterOf(input: CharterSearchInput): CharterFilter {
  const length = input.days ? charterLengths[input.days] : undefined;
  return {
    boatType: input.boat,
    skippered: input.crew ? input.crew === "skippered" : undefined,
    minCabins: input.cabins,
    minGuests: input.guests,
    minDays: length?.[0],
    maxDays: length?.[1],
    marina: input.marina,
  };
}

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/);

export const eventSearchSchema = z.object({
  category: lenient(z.enum(eventCategories)),
  destination: lenient(slug),
  month: lenient(month),
  // The list's page (EVENTS_PAGE_SIZE events each); any bad value is the first page.
  page: lenient(z.coerce.number().int().min(1).max(100)),
});
export type EventSearchInput = z.infer<typeof eventSearchSchema>;

export function parseEventSearch(params: Record<string, string | string[] | undefined>): EventSearchInput {
  return eventSearchSchema.parse(params);
}
