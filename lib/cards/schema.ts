// The card directory's filters, sorts and comparison, read from the URL (GET forms and links).
// Safe on the client.
import { z } from "@/lib/zod";

export const CARD_SORTS = ["fee-asc", "fee-desc", "bonus-desc", "name", "value-desc"] as const;
export type CardSort = (typeof CARD_SORTS)[number];
/** The annual-fee ceilings the filter offers (US dollars). */
export const FEE_CEILINGS = [0, 100, 250, 400, 700] as const;
export const MAX_COMPARE = 3;

export const cardMessages = {
  issuer: "Issuer must be text of at most 60 characters",
  program: "Unknown rewards currency",
  maxFee: "Maximum annual fee must be a whole number of US dollars from 0 to 10,000",
  noForeignFee: "noForeignFee must be 1 or 0",
  sort: "Sort must be one of fee-asc, fee-desc, bonus-desc, name, value-desc",
  compare: "Compare at most 3 cards, as slugs separated by commas",
} as const;

const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const fields = {
  issuer: z.string({ error: cardMessages.issuer }).trim().max(60, cardMessages.issuer).optional(),
  program: z.string({ error: cardMessages.program }).trim().max(80, cardMessages.program).regex(slug, cardMessages.program).optional(),
  maxFee: z
    .string({ error: cardMessages.maxFee })
    .regex(/^\d{1,5}$/, cardMessages.maxFee)
    .transform(Number)
    .refine((value) => value <= 10_000, cardMessages.maxFee)
    .optional(),
  noForeignFee: z.enum(["1", "0", "true", "false"], { error: cardMessages.noForeignFee }).transform((value) => value === "1" || value === "true").optional(),
  sort: z.enum(CARD_SORTS, { error: cardMessages.sort }).optional(),
  compare: z
    .string({ error: cardMessages.compare })
    .max(300, cardMessages.compare)
    .transform((value) => [...new Set(value.split(",").map((part) => part.trim()).filter(Boolean))])
    .refine((slugs) => slugs.length <= MAX_COMPARE && slugs.every((part) => slug.test(part)), cardMessages.compare)
    .optional(),
};

/** Strict: the API answers 400 with the first problem. */
export const cardQuerySchema = z.object(fields);
export type CardQuery = z.output<typeof cardQuerySchema>;

/** Lenient: a page ignores a parameter it cannot read instead of failing. */
export const cardPageQuerySchema = z.object({
  issuer: fields.issuer.catch(undefined),
  program: fields.program.catch(undefined),
  maxFee: fields.maxFee.catch(undefined),
  noForeignFee: fields.noForeignFee.catch(undefined),
  sort: fields.sort.catch(undefined),
  compare: fields.compare.catch(undefined),
});

/** The first value of each search parameter (Next gives arrays for repeated ones); empty values dropped. */
export function firstValues(params: Record<string, string | string[] | undefined> | URLSearchParams): Record<string, string> {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value] as const);
  const out: Record<string, string> = {};
  for (const [key, value] of entries) if (typeof value === "string" && value.trim() !== "" && !(key in out)) out[key] = value;
  return out;
}

/** The directory URL for a query (parameters in a fixed order, defaults left out), e.g. for compare links. */
export function cardsHref(query: CardQuery, path = "/credit-cards"): string {
  const params = new URLSearchParams();
  if (query.issuer) params.set("issuer", query.issuer);
  if (query.program) params.set("program", query.program);
  if (query.maxFee !== undefined) params.set("maxFee", String(query.maxFee));
  if (query.noForeignFee) params.set("noForeignFee", "1");
  if (query.sort && query.sort !== "fee-asc") params.set("sort", query.sort);
  if (query.compare && query.compare.length > 0) params.set("compare", query.compare.join(","));
  const search = params.toString().replace(/%2C/g, ",");
  return search ? `${path}?${search}` : path;
}
