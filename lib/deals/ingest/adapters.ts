// One adapter per feed format. Each turns a partner file into candidate rows in one shape
// (FeedRow) plus the problems it found; a bad row never stops the others.
import { z } from "@/lib/zod";
import { adventureCategories, boatTypes } from "@/lib/experiences/kinds";
import { dealKinds, dealSeasons, dealThemes } from "../kinds";
import { parseCsv } from "./csv";
import { readTravelpayoutsResponse } from "./travelpayouts";

export type FeedFormat = "csv" | "json" | "travelpayouts";
export type RowProblem = { ref: string; externalId?: string; message: string };

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2027-01-31");
const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || null);
const money = z.coerce.number().finite().positive().max(10_000_000);

const flag = z.union([z.boolean(), z.enum(["true", "false", "yes", "no", "1", "0"]).transform((value) => ["true", "yes", "1"].includes(value))]);

/** A boat charter's structured fields (HarborSail's CSV columns, or a JSON offer's `charter`). */
export const charterFieldsSchema = z.object({
  boatType: z.enum(boatTypes),
  skippered: flag,
  cabins: z.coerce.number().int().min(0).max(40),
  guests: z.coerce.number().int().min(1).max(100),
  days: z.coerce.number().int().min(1).max(90),
  marina: z.string().trim().min(2).max(120),
});
export type CharterFields = z.infer<typeof charterFieldsSchema>;

export const feedRowSchema = z.object({
  externalId: z.string().trim().min(1).max(100),
  kind: z.enum(dealKinds),
  title: z.string().trim().min(3).max(200),
  description: z.string().trim().max(2000).default(""),
  provider: optionalText,
  origin: optionalText,
  destination: z.string().trim().min(1).max(100),
  startDate: isoDate.nullish(),
  endDate: isoDate.nullish(),
  validUntil: isoDate,
  price: money,
  originalPrice: money.nullish(),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, "must be a three-letter currency code"),
  includes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
  images: z.array(z.url({ protocol: /^https$/ })).max(10).default([]),
  rating: z.coerce.number().min(0).max(5).nullish(),
  themes: z.array(z.enum(dealThemes)).default([]),
  season: z.enum(dealSeasons).default("all_year"),
  adventureCategory: z.enum(adventureCategories).nullish(),
  charter: charterFieldsSchema.nullish(),
});
export type FeedRow = z.infer<typeof feedRowSchema>;

export type Candidate = { ref: string; data: Record<string, unknown> };
export type AdapterOutput = { candidates: Candidate[]; problems: RowProblem[] };

const list = (value: string | undefined) => (value ? value.split("|").map((item) => item.trim()).filter(Boolean) : []);
const blankToNull = (value: string | undefined) => (value === undefined || value.trim() === "" ? null : value);

function parseIncludes(value: string | undefined): unknown {
  if (!value?.trim()) return {};
  try {
    return JSON.parse(value);
  } catch {
    return value; // the schema reports it
  }
}

const CHARTER_COLUMNS = { boatType: "boat_type", skippered: "skippered", cabins: "cabins", guests: "guests", days: "charter_days", marina: "departure_marina" } as const;

/** A charter's columns, or null when the feed has none (or leaves them all blank). */
function csvCharter(cell: Record<string, string | undefined>): Record<string, string | null> | null {
  const values = Object.fromEntries(Object.entries(CHARTER_COLUMNS).map(([field, column]) => [field, blankToNull(cell[column])]));
  return Object.values(values).some((value) => value !== null) ? values : null;
}

/** CSV product feed: a header line, then one deal per record. */
export function readCsvFeed(text: string): AdapterOutput {
  const { records, problems: csvProblems } = parseCsv(text);
  const problems: RowProblem[] = csvProblems.map((problem) => ({ ref: `line ${problem.line}`, message: problem.message }));
  const [header, ...rows] = records;
  if (!header) return { candidates: [], problems: [...problems, { ref: "line 1", message: "the feed has no header line" }] };
  const columns = header.cells.map((cell) => cell.trim());
  const candidates: Candidate[] = [];
  for (const record of rows) {
    const ref = `line ${record.line}`;
    if (record.cells.length !== columns.length) {
      problems.push({ ref, externalId: record.cells[0], message: `expected ${columns.length} fields, found ${record.cells.length}` });
      continue;
    }
    const cell = Object.fromEntries(columns.map((column, index) => [column, record.cells[index]]));
    candidates.push({
      ref,
      data: {
        externalId: cell.external_id,
        kind: cell.kind,
        title: cell.title,
        description: cell.description,
        provider: blankToNull(cell.provider),
        origin: blankToNull(cell.origin),
        destination: cell.destination,
        startDate: blankToNull(cell.start_date),
        endDate: blankToNull(cell.end_date),
        validUntil: cell.valid_until,
        price: cell.price,
        originalPrice: blankToNull(cell.original_price),
        currency: cell.currency,
        includes: parseIncludes(cell.includes),
        images: list(cell.images),
        rating: blankToNull(cell.rating),
        themes: list(cell.themes),
        season: blankToNull(cell.season) ?? undefined,
        adventureCategory: blankToNull(cell.adventure_category),
        charter: csvCharter(cell),
      },
    });
  }
  return { candidates, problems };
}

const jsonOfferSchema = z.looseObject({
  offerId: z.unknown(),
  type: z.unknown(),
  name: z.unknown(),
  summary: z.unknown(),
  operator: z.unknown(),
  from: z.unknown(),
  to: z.unknown(),
  travel: z.looseObject({ start: z.unknown(), end: z.unknown() }).nullish(),
  expires: z.unknown(),
  pricing: z.looseObject({ amount: z.unknown(), was: z.unknown(), currency: z.unknown() }),
  includes: z.unknown(),
  media: z.unknown(),
  rating: z.unknown(),
  tags: z.unknown(),
  season: z.unknown(),
  category: z.unknown().optional(),
  charter: z.unknown().optional(),
});

/** JSON feed: `{ partner, generatedAt, offers: [...] }` with the partner's own field names. */
export function readJsonFeed(text: string): AdapterOutput {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { candidates: [], problems: [{ ref: "feed", message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const offers = (body as { offers?: unknown })?.offers;
  if (!Array.isArray(offers)) return { candidates: [], problems: [{ ref: "feed", message: "the feed has no offers array" }] };
  const candidates: Candidate[] = [];
  const problems: RowProblem[] = [];
  offers.forEach((item, index) => {
    const ref = `offer ${index + 1}`;
    const parsed = jsonOfferSchema.safeParse(item);
    if (!parsed.success) {
      problems.push({ ref, message: "not an offer object with pricing" });
      return;
    }
    const offer = parsed.data;
    candidates.push({
      ref,
      data: {
        externalId: offer.offerId === undefined || offer.offerId === null ? undefined : String(offer.offerId),
        kind: offer.type,
        title: offer.name,
        description: offer.summary ?? "",
        provider: offer.operator,
        origin: offer.from,
        destination: offer.to,
        startDate: offer.travel?.start,
        endDate: offer.travel?.end,
        validUntil: offer.expires,
        price: offer.pricing.amount,
        originalPrice: offer.pricing.was,
        currency: offer.pricing.currency,
        includes: offer.includes ?? {},
        images: offer.media ?? [],
        rating: offer.rating,
        themes: offer.tags ?? [],
        season: offer.season ?? undefined,
        adventureCategory: offer.category ?? null,
        charter: offer.charter ?? null,
      },
    });
  });
  return { candidates, problems };
}

export function readFeed(format: FeedFormat, text: string): AdapterOutput {
  if (format === "travelpayouts") return readTravelpayoutsResponse(text);
  return format === "csv" ? readCsvFeed(text) : readJsonFeed(text);
}

/** Validates candidates; each invalid one becomes a problem naming its first bad field. */
export function validateCandidates(candidates: Candidate[]): { rows: Array<FeedRow & { ref: string }>; problems: RowProblem[] } {
  const rows: Array<FeedRow & { ref: string }> = [];
  const problems: RowProblem[] = [];
  for (const candidate of candidates) {
    const parsed = feedRowSchema.safeParse(candidate.data);
    if (parsed.success) rows.push({ ...parsed.data, ref: candidate.ref });
    else {
      const issue = parsed.error.issues[0];
      const externalId = typeof candidate.data.externalId === "string" ? candidate.data.externalId : undefined;
      problems.push({ ref: candidate.ref, externalId, message: `${issue?.path.join(".") || "row"}: ${issue?.message ?? "invalid"}` });
    }
  }
  return { rows, problems };
}
