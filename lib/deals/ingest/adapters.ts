// One adapter per feed format. Each turns a partner file into candidate rows in one shape
// (FeedRow) plus the problems it found; a bad row never stops the others.
import { z } from "@/lib/zod";
import { adventureCategories, boatTypes } from "@/lib/experiences/kinds";
import { dealKinds, dealSeasons, dealThemes } from "../kinds";
import { CsvStream, type CsvItem, type CsvRecord } from "./csv";
import { JsonOffersStream, type JsonItem } from "./json-stream";
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

/** One CSV record under `columns` as a candidate, or the problem that keeps it out. */
function csvCandidate(columns: string[], record: CsvRecord): Candidate | RowProblem {
  const ref = `line ${record.line}`;
  if (record.cells.length !== columns.length) return { ref, externalId: record.cells[0], message: `expected ${columns.length} fields, found ${record.cells.length}` };
  const cell = Object.fromEntries(columns.map((column, index) => [column, record.cells[index]]));
  return {
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
  };
}

/** CSV product feed: a header line, then one deal per record. */
export function readCsvFeed(text: string): AdapterOutput {
  const parser = new CsvStream();
  return collect(csvItems([...parser.push(text), ...parser.end()], true));
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

/** One element of a JSON feed's offers array as a candidate, or the problem that keeps it out. */
function jsonCandidate(item: unknown, index: number): Candidate | RowProblem {
  const ref = `offer ${index + 1}`;
  const parsed = jsonOfferSchema.safeParse(item);
  if (!parsed.success) return { ref, message: "not an offer object with pricing" };
  const offer = parsed.data;
  return {
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
  };
}

/** JSON feed: `{ partner, generatedAt, offers: [...] }` with the partner's own field names. */
export function readJsonFeed(text: string): AdapterOutput {
  const parser = new JsonOffersStream();
  return collect(jsonItems([...parser.push(text), ...parser.end()]));
}

/**
 * One step of a feed read as a stream: a candidate row or a row's problem, each with its
 * position (1 for the first row after a CSV header or the first offer), or a problem of the
 * whole feed (no position: an unreadable file, a failed API request).
 */
export type FeedItem =
  | { kind: "candidate"; position: number; candidate: Candidate }
  | { kind: "problem"; position: number; problem: RowProblem }
  | { kind: "feed-problem"; problem: RowProblem };

const isCandidate = (value: Candidate | RowProblem): value is Candidate => "data" in value;

/** CSV items in order; the first record is the header (`state` carries it across pieces). */
function* csvItems(items: CsvItem[], atEnd: boolean, state: { columns: string[] | null; position: number; headerProblem: boolean } = { columns: null, position: 0, headerProblem: false }): Generator<FeedItem> {
  for (const item of items) {
    if (item.kind === "problem") {
      yield { kind: "problem", position: ++state.position, problem: { ref: `line ${item.line}`, message: item.message } };
      continue;
    }
    if (!state.columns) {
      state.columns = item.cells.map((cell) => cell.trim());
      continue;
    }
    const result = csvCandidate(state.columns, item);
    const position = ++state.position;
    yield isCandidate(result) ? { kind: "candidate", position, candidate: result } : { kind: "problem", position, problem: result };
  }
  if (atEnd && !state.columns && !state.headerProblem) {
    state.headerProblem = true;
    yield { kind: "feed-problem", problem: { ref: "line 1", message: "the feed has no header line" } };
  }
}

function* jsonItems(items: JsonItem[]): Generator<FeedItem> {
  for (const item of items) {
    if (item.kind === "feed-problem") yield { kind: "feed-problem", problem: { ref: "feed", message: item.message } };
    else if (item.kind === "problem") yield { kind: "problem", position: item.index + 1, problem: { ref: `offer ${item.index + 1}`, message: item.message } };
    else {
      const result = jsonCandidate(item.value, item.index);
      yield isCandidate(result) ? { kind: "candidate", position: item.index + 1, candidate: result } : { kind: "problem", position: item.index + 1, problem: result };
    }
  }
}

function collect(items: Iterable<FeedItem>): AdapterOutput {
  const output: AdapterOutput = { candidates: [], problems: [] };
  for (const item of items) {
    if (item.kind === "candidate") output.candidates.push(item.candidate);
    else output.problems.push(item.problem);
  }
  return output;
}

/**
 * Reads a CSV or JSON feed from pieces of text (a file read as a stream), yielding each row as
 * soon as it is complete: memory holds one piece and one row, whatever the feed's size.
 */
export async function* streamFeed(format: "csv" | "json", chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<FeedItem> {
  if (format === "csv") {
    const parser = new CsvStream();
    const state = { columns: null, position: 0, headerProblem: false };
    for await (const chunk of chunks) yield* csvItems(parser.push(chunk), false, state);
    yield* csvItems(parser.end(), true, state);
    return;
  }
  const parser = new JsonOffersStream();
  for await (const chunk of chunks) yield* jsonItems(parser.push(chunk));
  yield* jsonItems(parser.end());
}

/** An adapter's output (an API read whole: small pages) as feed items, positions in order. */
export function* adapterItems(output: AdapterOutput): Generator<FeedItem> {
  let position = 0;
  for (const problem of output.problems) {
    if (problem.ref === "feed") yield { kind: "feed-problem", problem };
    else yield { kind: "problem", position: ++position, problem };
  }
  for (const candidate of output.candidates) yield { kind: "candidate", position: ++position, candidate };
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
    const result = validateCandidate(candidate);
    if ("message" in result) problems.push(result);
    else rows.push(result);
  }
  return { rows, problems };
}

/** One candidate validated: the row, or a problem naming its first bad field. */
export function validateCandidate(candidate: Candidate): (FeedRow & { ref: string }) | RowProblem {
  const parsed = feedRowSchema.safeParse(candidate.data);
  if (parsed.success) return { ...parsed.data, ref: candidate.ref };
  const issue = parsed.error.issues[0];
  const externalId = typeof candidate.data.externalId === "string" ? candidate.data.externalId : undefined;
  return { ref: candidate.ref, externalId, message: `${issue?.path.join(".") || "row"}: ${issue?.message ?? "invalid"}` };
}
