// The directory's GET parameters, parsed leniently: a bad or hostile value is dropped, never an
// error, so any URL renders a normal page.
import { z } from "@/lib/zod";
import { activities, amenities, difficulties, outdoorKinds, trailCategories } from "./kinds";
import { isStateCode } from "./states";

export const MAX_QUERY_LENGTH = 80;
export const RESULTS_PAGE_SIZE = 48;
export const MAX_RESULTS_PAGE = 50;

const first = (value: unknown) => {
  const single: unknown = Array.isArray(value) ? value[0] : value;
  return single === "" ? undefined : single;
};
const lenient = <T extends z.ZodType>(schema: T) => z.preprocess(first, schema.optional().catch(undefined));
const state = z
  .string()
  .transform((value) => value.toUpperCase())
  .refine(isStateCode);

export const outdoorSearchSchema = z.object({
  q: z.preprocess(first, z.string().optional().catch(undefined)).transform((value) => {
    const text = value?.replace(/[\u0000-\u001f%_\\]/g, " ").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
    return text || undefined;
  }),
  state: lenient(state),
  kind: lenient(z.enum(outdoorKinds)),
  activity: lenient(z.enum(activities)),
  category: lenient(z.enum(trailCategories)),
  difficulty: lenient(z.enum(difficulties)),
  amenity: lenient(z.enum(amenities)),
  reservable: lenient(z.enum(["yes", "no"])),
  page: z.preprocess(first, z.coerce.number().int().min(1).catch(1).optional()).transform((page) => Math.min(page ?? 1, MAX_RESULTS_PAGE)),
});

export type OutdoorSearchInput = z.infer<typeof outdoorSearchSchema>;

export function parseOutdoorSearch(params: Record<string, string | string[] | undefined>): OutdoorSearchInput {
  return outdoorSearchSchema.parse(params);
}

/** The filters as URL parameters (for links that keep them), without empty values. */
export function searchParamsOf(input: Partial<OutdoorSearchInput>): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === "page" && value === 1) continue;
    if (value !== undefined && value !== null && value !== "") params[key] = String(value);
  }
  return params;
}
