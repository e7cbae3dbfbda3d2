// The ski directory's GET parameters, parsed leniently: a bad, hostile or over-long value is
// dropped, never an error, so any URL renders a normal page.
import { z } from "@/lib/zod";
import { skiPasses, skiRegions } from "./regions";

export const verticalSteps = [500, 800, 1000, 1500] as const;
export const runSteps = [50, 100, 150, 200] as const;
export const skiSorts = ["name", "vertical", "summit", "runs", "area"] as const;
/** The table's last page a link may ask for (133 resorts are 3 pages of 50). */
export const MAX_SKI_PAGE = 20;
export type SkiSort = (typeof skiSorts)[number];

const first = (value: unknown) => {
  const single: unknown = Array.isArray(value) ? value[0] : value;
  return single === "" ? undefined : single;
};
const lenient = <T extends z.ZodType>(schema: T) => z.preprocess(first, schema.optional().catch(undefined));
const step = <T extends readonly number[]>(steps: T) =>
  z.coerce
    .number()
    .int()
    .refine((value) => steps.includes(value));

export const skiSearchSchema = z.object({
  region: lenient(z.enum(skiRegions)),
  country: lenient(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase()),
  ),
  pass: lenient(z.enum(skiPasses)),
  vertical: lenient(step(verticalSteps)),
  runs: lenient(step(runSteps)),
  beginner: lenient(z.literal("1")),
  sort: lenient(z.enum(skiSorts)),
  /** The table's page (1 when absent): the map shows every match, the table 50 of them a page. */
  page: lenient(z.coerce.number().int().min(2).max(MAX_SKI_PAGE)),
});

export type SkiSearchInput = z.infer<typeof skiSearchSchema>;

export function parseSkiSearch(params: Record<string, string | string[] | undefined>): SkiSearchInput {
  return skiSearchSchema.parse(params);
}

/** The filters as URL parameters (for links that keep them), without empty values. */
export function skiSearchParams(input: Partial<SkiSearchInput>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null && value !== "") params[key] = String(value);
  return params;
}

/** A path with the filters as its query string (a sort link or the filters' form starts again at page 1: pass no `page`). */
export function withSkiSearch(path: string, input: Partial<SkiSearchInput>): string {
  const query = new URLSearchParams(skiSearchParams(input)).toString();
  return query ? `${path}?${query}` : path;
}
