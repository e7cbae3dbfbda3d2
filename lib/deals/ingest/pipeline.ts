// Ingests one partner feed as a stream: read (adapter) row by row, validate, normalise to US
// dollars with the stored rates, and write in batches of BATCH rows, each its own short
// transaction (upsert, price history when a price changes, search words, the run's checkpoint).
// Withdrawals (the partner's live deals this run did not list) come last, in one statement, so
// visitors never see half a feed's withdrawals. A run holds its partner's advisory lock for its
// whole length (runs of one partner take turns); a run stopped (signal) or cut off is resumed by
// the next run of the same unchanged feed after its checkpoint, without duplicates or lost rows.
// Memory holds one piece of the file, one batch and the first MAX_LOGGED_PROBLEMS problems,
// whatever the feed's size. Takes the Prisma client as an argument so the app, the seed and the
// CLI can all call it; the run itself goes through one pg connection of its own (the lock is a
// session's).
import { createHash } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import type { PrismaClient } from "../../generated/prisma/client";
import { kindSearchWords } from "../kinds";
import type { PartnerDefinition } from "../partners";
import { adapterItems, streamFeed, validateCandidate, type AdapterOutput, type FeedFormat, type FeedItem, type FeedRow, type RowProblem } from "./adapters";
import { readTravelpayoutsResponse } from "./travelpayouts";
import { env } from "@/lib/env";

export type IngestResult = {
  runId: number;
  /** "stopped": asked to stop (signal); the next run of the same feed resumes after its checkpoint. */
  status: "succeeded" | "failed" | "stopped";
  rowsTotal: number;
  created: number;
  updated: number;
  unchanged: number;
  priceChanged: number;
  expired: number;
  skipped: number;
  /** The first MAX_LOGGED_PROBLEMS problems (skipped counts them all). */
  problems: RowProblem[];
  durationMs: number;
  error?: string;
  /** Whether this run went on from a stopped or cut-off run's checkpoint. */
  resumed: boolean;
};

export type IngestProgress = { feed: string; rowsDone: number; created: number; updated: number; skipped: number; bytesRead?: number; bytesTotal?: number };

const BATCH = 1000;
/** Pieces a file is read in. */
const CHUNK_BYTES = 256 * 1024;
/** Problems kept in the run log; the count of skipped rows stays exact. */
const MAX_LOGGED_PROBLEMS = 200;

const round2 = (value: number) => Math.round(value * 100) / 100;

type PreparedRow = {
  ref?: string;
  external_id: string;
  kind: string;
  title: string;
  description: string;
  provider: string | null;
  origin_id: number | null;
  destination_id: number;
  start_date: string | null;
  end_date: string | null;
  valid_until: string;
  price: number;
  original_price: number | null;
  currency: string;
  price_usd: number;
  original_price_usd: number | null;
  discount_pct: number;
  includes: FeedRow["includes"];
  images: string[];
  rating: number | null;
  themes: string[];
  season: string;
  status: "live" | "expired";
  search_text: string;
  adventure_category: string | null;
  boat_type: string | null;
  charter_skippered: boolean | null;
  charter_cabins: number | null;
  charter_guests: number | null;
  charter_days: number | null;
  departure_marina: string | null;
  sample: boolean;
};

/** A bundled sample feed (prisma/feeds), as the seed and the scheduled run name it. */
export const isSampleFeed = (feed: string) => feed.startsWith("bundled:");

type PlaceRow = { id: number; slug: string; name: string; country: string };

export function formatFromFile(file: string): FeedFormat {
  if (file.endsWith(".csv")) return "csv";
  if (file.endsWith(".json")) return "json";
  throw new Error(`Unknown feed format for ${file}: use .csv or .json`);
}

async function upsertPartner(prisma: PrismaClient, partner: PartnerDefinition): Promise<number> {
  // INSERT ... ON CONFLICT is race-safe where a read-then-create is not.
  const [row] = await prisma.$queryRaw<Array<{ id: number }>>`
    INSERT INTO partners (slug, name, website, link_template)
    VALUES (${partner.slug}, ${partner.name}, ${partner.website}, ${partner.linkTemplate})
    ON CONFLICT (slug) DO UPDATE
      SET name = EXCLUDED.name, website = EXCLUDED.website, link_template = EXCLUDED.link_template
    RETURNING id`;
  return row!.id;
}

/** Stored rates (units per US dollar); a currency without a stored rate is absent. */
async function storedRates(prisma: PrismaClient): Promise<Map<string, number>> {
  const rows = await prisma.exchangeRate.findMany({ select: { code: true, rate: true } });
  const rates = new Map(rows.filter((row) => row.rate > 0).map((row) => [row.code, row.rate]));
  rates.set("USD", 1);
  return rates;
}

function prepare(
  row: FeedRow & { ref: string },
  context: { places: Map<string, PlaceRow>; rates: Map<string, number>; partnerName: string; now: Date; sample: boolean },
): PreparedRow | string {
  const destination = context.places.get(row.destination);
  if (!destination) return `unknown destination "${row.destination}"`;
  const origin = row.origin ? context.places.get(row.origin) : undefined;
  if (row.origin && !origin) return `unknown origin "${row.origin}"`;
  const rate = context.rates.get(row.currency);
  if (!rate) return `no exchange rate for currency ${row.currency}`;
  if (row.startDate && row.endDate && row.endDate < row.startDate) return "endDate is before startDate";

  const charter = row.kind === "boat_charter" ? row.charter : null;
  const priceUsd = round2(row.price / rate);
  // A sample feed's 'was' price and rating are made up: neither is stored, so no page shows them as facts.
  const originalPrice = context.sample ? null : row.originalPrice;
  const originalPriceUsd = originalPrice ? round2(originalPrice / rate) : null;
  const discountPct = originalPriceUsd && originalPriceUsd > priceUsd ? Math.round((1 - priceUsd / originalPriceUsd) * 100) : 0;
  const validUntil = `${row.validUntil} 23:59:59`;
  const isExpired = new Date(`${row.validUntil}T23:59:59Z`) < context.now;
  const searchText = [
    row.title,
    destination.name,
    destination.country,
    origin?.name,
    origin?.country,
    context.partnerName,
    row.provider,
    kindSearchWords[row.kind],
    row.themes.join(" "),
    charter?.marina,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    external_id: row.externalId,
    kind: row.kind,
    title: row.title,
    description: row.description,
    provider: row.provider,
    origin_id: origin?.id ?? null,
    destination_id: destination.id,
    start_date: row.startDate ?? null,
    end_date: row.endDate ?? null,
    valid_until: validUntil,
    price: round2(row.price),
    original_price: originalPrice ? round2(originalPrice) : null,
    currency: row.currency,
    price_usd: priceUsd,
    original_price_usd: originalPriceUsd,
    discount_pct: discountPct,
    includes: row.includes,
    images: row.images,
    rating: context.sample ? null : (row.rating ?? null),
    themes: row.themes,
    season: row.season,
    status: isExpired ? "expired" : "live",
    search_text: searchText,
    // Only an activity is an adventure, only a charter has a boat.
    adventure_category: row.kind === "activity" ? (row.adventureCategory ?? null) : null,
    boat_type: charter?.boatType ?? null,
    charter_skippered: charter?.skippered ?? null,
    charter_cabins: charter?.cabins ?? null,
    charter_guests: charter?.guests ?? null,
    charter_days: charter?.days ?? null,
    departure_marina: charter?.marina ?? null,
    sample: context.sample,
  };
}

type Source = { items: AsyncIterable<FeedItem> | Iterable<FeedItem>; fingerprint: string; bytes?: { read: number; total: number } };

/** A file read in pieces, counting the bytes read (for progress). */
async function* fileChunks(file: string, bytes: { read: number }): AsyncGenerator<string> {
  const stream = fs.createReadStream(file, { highWaterMark: CHUNK_BYTES });
  const decoder = new TextDecoder("utf-8");
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes.read += chunk.length;
    yield decoder.decode(chunk, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

function* textChunks(text: string): Generator<string> {
  for (let offset = 0; offset < text.length; offset += CHUNK_BYTES) yield text.slice(offset, offset + CHUNK_BYTES);
}

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

function sourceOf(format: FeedFormat, { text, file, read }: { text?: string; file?: string; read?: AdapterOutput }): Source {
  if (read) return { items: adapterItems(read), fingerprint: `read:${digest(JSON.stringify(read))}` };
  if (format === "travelpayouts") return { items: adapterItems(readTravelpayoutsResponse(text ?? "")), fingerprint: `text:${digest(text ?? "")}` };
  if (file) {
    const stat = fs.statSync(file);
    const bytes = { read: 0, total: stat.size };
    return { items: streamFeed(format, fileChunks(file, bytes)), fingerprint: `file:${stat.size}:${Math.round(stat.mtimeMs)}`, bytes };
  }
  return { items: streamFeed(format, textChunks(text ?? "")), fingerprint: `text:${digest(text ?? "")}` };
}

/** The row as the database takes it (the feed position is only for messages). */
const withoutRef = (row: PreparedRow): PreparedRow => {
  const copy = { ...row };
  delete copy.ref;
  return copy;
};

type Counts = { rowsTotal: number; created: number; updated: number; unchanged: number; priceChanged: number; expired: number; skipped: number };

const UPSERT = `
  INSERT INTO deals (partner_id, external_id, kind, title, description, provider, origin_id, destination_id,
    start_date, end_date, valid_until, price, original_price, currency, price_usd, original_price_usd,
    discount_pct, includes, images, rating, themes, season, status, search_text, adventure_category, boat_type,
    charter_skippered, charter_cabins, charter_guests, charter_days, departure_marina, sample, last_seen_run_id, updated_at)
  SELECT $1, r.external_id, r.kind::"DealKind", r.title, r.description, r.provider, r.origin_id,
    r.destination_id, r.start_date::date, r.end_date::date, r.valid_until::timestamp, r.price, r.original_price,
    r.currency, r.price_usd, r.original_price_usd, r.discount_pct, r.includes, r.images, r.rating,
    r.themes::"DealTheme"[], r.season::"DealSeason", r.status::"DealStatus", r.search_text,
    r.adventure_category::"AdventureCategory", r.boat_type::"BoatType", r.charter_skippered, r.charter_cabins,
    r.charter_guests, r.charter_days, r.departure_marina, r.sample, $3, now()
  FROM jsonb_to_recordset($2::jsonb) AS r(external_id text, kind text, title text, description text,
    provider text, origin_id int, destination_id int, start_date text, end_date text, valid_until text,
    price numeric, original_price numeric, currency text, price_usd numeric, original_price_usd numeric,
    discount_pct int, includes jsonb, images text[], rating float8, themes text[], season text, status text,
    search_text text, adventure_category text, boat_type text, charter_skippered boolean, charter_cabins int,
    charter_guests int, charter_days int, departure_marina text, sample boolean)
  ON CONFLICT (partner_id, external_id) DO UPDATE SET
    kind = EXCLUDED.kind, title = EXCLUDED.title, description = EXCLUDED.description,
    provider = EXCLUDED.provider, origin_id = EXCLUDED.origin_id, destination_id = EXCLUDED.destination_id,
    start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date, valid_until = EXCLUDED.valid_until,
    price = EXCLUDED.price, original_price = EXCLUDED.original_price, currency = EXCLUDED.currency,
    price_usd = EXCLUDED.price_usd, original_price_usd = EXCLUDED.original_price_usd,
    discount_pct = EXCLUDED.discount_pct, includes = EXCLUDED.includes, images = EXCLUDED.images,
    rating = EXCLUDED.rating, themes = EXCLUDED.themes, season = EXCLUDED.season, status = EXCLUDED.status,
    search_text = EXCLUDED.search_text, adventure_category = EXCLUDED.adventure_category,
    boat_type = EXCLUDED.boat_type, charter_skippered = EXCLUDED.charter_skippered,
    charter_cabins = EXCLUDED.charter_cabins, charter_guests = EXCLUDED.charter_guests,
    charter_days = EXCLUDED.charter_days, departure_marina = EXCLUDED.departure_marina,
    sample = EXCLUDED.sample, last_seen_run_id = EXCLUDED.last_seen_run_id, updated_at = now()`;

/**
 * Ingests a feed for `partner`: a `file` (read as a stream), a `text`, or rows an adapter already
 * `read` (an API adapter fetches them itself); never throws for bad rows, only logs them. `signal`
 * stops the run after the batch in hand (status "stopped"); `onProgress` hears after each batch.
 */
export async function ingestFeed(
  prisma: PrismaClient,
  {
    partner,
    feed,
    format,
    text,
    file,
    read,
    now = new Date(),
    signal,
    onProgress,
    batchSize = BATCH,
  }: {
    partner: PartnerDefinition;
    feed: string;
    format: FeedFormat;
    text?: string;
    file?: string;
    read?: AdapterOutput;
    now?: Date;
    signal?: AbortSignal;
    onProgress?: (progress: IngestProgress) => void;
    batchSize?: number;
  },
): Promise<IngestResult> {
  const started = Date.now();
  const partnerId = await upsertPartner(prisma, partner);
  const [placeRows, rates] = await Promise.all([prisma.destination.findMany({ select: { id: true, slug: true, name: true, country: true } }), storedRates(prisma)]);
  const context = { places: new Map(placeRows.map((place) => [place.slug, place])), rates, partnerName: partner.name, now, sample: isSampleFeed(feed) };
  const source = sourceOf(format, { text, file, read });

  const connectionString = env().DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // Runs of the same partner take turns for their whole length; runs of different partners proceed side by side.
    await client.query("SELECT pg_advisory_lock(hashtext('deals-ingest'), $1::int)", [partnerId]);
    return await runLocked(prisma, client, { partner, partnerId, feed, format, now, signal, onProgress, batchSize, context, source, started });
  } finally {
    await client.end().catch(() => undefined);
  }
}

type RunRow = { id: number; fingerprint: string | null; rows_done: number; rows_total: number; created: number; updated: number; unchanged: number; price_changed: number; skipped: number; errors: RowProblem[]; duration_ms: number | null };

async function runLocked(
  prisma: PrismaClient,
  client: pg.Client,
  options: {
    partner: PartnerDefinition;
    partnerId: number;
    feed: string;
    format: FeedFormat;
    now: Date;
    signal?: AbortSignal;
    onProgress?: (progress: IngestProgress) => void;
    batchSize: number;
    context: Parameters<typeof prepare>[1];
    source: Source;
    started: number;
  },
): Promise<IngestResult> {
  const { partnerId, feed, format, now, signal, onProgress, batchSize, context, source, started } = options;
  // A run of this feed left stopped or cut off (no run holds the lock now: this one does) is resumed
  // when the feed is the same; otherwise it is closed as failed and this run starts over.
  const { rows: unfinished } = await client.query<RunRow>(
    `SELECT id, fingerprint, rows_done, rows_total, created, updated, unchanged, price_changed, skipped, errors, duration_ms
     FROM ingestion_runs WHERE partner_id = $1 AND feed = $2 AND status IN ('running', 'stopped') ORDER BY id DESC`,
    [partnerId, feed],
  );
  const resumable = unfinished[0]?.fingerprint === source.fingerprint ? unfinished[0] : undefined;
  const abandoned = unfinished.filter((run) => run !== resumable).map((run) => run.id);
  if (abandoned.length) {
    await client.query(
      `UPDATE ingestion_runs SET status = 'failed', finished_at = now(),
         errors = errors || jsonb_build_array(jsonb_build_object('ref', 'run', 'message', 'cut off, and not resumed: the feed changed since'))
       WHERE id = ANY($1::int[])`,
      [abandoned],
    );
  }
  const counts: Counts = { rowsTotal: 0, created: 0, updated: 0, unchanged: 0, priceChanged: 0, expired: 0, skipped: 0 };
  const problems: RowProblem[] = [];
  let runId: number;
  let checkpoint = 0;
  let previousMs = 0;
  if (resumable) {
    runId = resumable.id;
    checkpoint = resumable.rows_done;
    previousMs = resumable.duration_ms ?? 0;
    Object.assign(counts, { rowsTotal: resumable.rows_total, created: resumable.created, updated: resumable.updated, unchanged: resumable.unchanged, priceChanged: resumable.price_changed, skipped: resumable.skipped });
    // Row problems up to the checkpoint (feed-level ones are found again by this reading).
    problems.push(...(Array.isArray(resumable.errors) ? resumable.errors : []).filter((problem) => !["run", "feed", "line 1"].includes(problem.ref)));
    await client.query("UPDATE ingestion_runs SET status = 'running', progressed_at = now() WHERE id = $1", [runId]);
  } else {
    const { rows } = await client.query<{ id: number }>(
      "INSERT INTO ingestion_runs (partner_id, feed, format, started_at, fingerprint, progressed_at) VALUES ($1, $2, $3, $4, $5, now()) RETURNING id",
      [partnerId, feed, format, now, source.fingerprint],
    );
    runId = rows[0]!.id;
  }
  const resumed = Boolean(resumable);
  const feedProblems: RowProblem[] = [];
  const note = (problem: RowProblem) => {
    if (problems.length < MAX_LOGGED_PROBLEMS) problems.push(problem);
  };
  const elapsed = () => previousMs + (Date.now() - started);
  const errorsJson = (error?: string) => JSON.stringify(error ? [{ ref: "run", message: error }, ...feedProblems, ...problems].slice(0, MAX_LOGGED_PROBLEMS + 1) : [...feedProblems, ...problems].slice(0, MAX_LOGGED_PROBLEMS));
  const result = (status: IngestResult["status"], error?: string): IngestResult => ({ runId, status, ...counts, problems: [...feedProblems, ...problems], durationMs: elapsed(), error, resumed });
  const saveRun = async (status: IngestResult["status"] | "running", error?: string) => {
    await client.query(
      `UPDATE ingestion_runs SET status = $2::"IngestionRunStatus", rows_total = $3, created = $4, updated = $5, unchanged = $6, price_changed = $7,
         expired = $8, skipped = $9, errors = $10::jsonb, rows_done = $11, duration_ms = $12, progressed_at = now(),
         finished_at = CASE WHEN $13::boolean THEN now() END
       WHERE id = $1`,
      [runId, status, counts.rowsTotal, counts.created, counts.updated, counts.unchanged, counts.priceChanged, counts.expired, counts.skipped, errorsJson(error), checkpoint, elapsed(), status === "succeeded" || status === "failed"],
    );
  };

  let batch: PreparedRow[] = [];
  let batchIds = new Set<string>();
  let position = checkpoint;
  let inTransaction = false;

  const flush = async () => {
    const rows = batch;
    batch = [];
    batchIds = new Set();
    inTransaction = true;
    await client.query("BEGIN");
    if (rows.length) {
      const { rows: existing } = await client.query<{ external_id: string; price: string; currency: string; last_seen_run_id: number | null }>(
        "SELECT external_id, price::text AS price, currency, last_seen_run_id FROM deals WHERE partner_id = $1 AND external_id = ANY($2::text[])",
        [partnerId, rows.map((row) => row.external_id)],
      );
      const before = new Map(existing.map((row) => [row.external_id, row]));
      const kept: PreparedRow[] = [];
      const priced: PreparedRow[] = [];
      for (const row of rows) {
        const stored = before.get(row.external_id);
        // Listed earlier in this feed (an earlier batch, or before a stop): the first one is kept.
        if (stored?.last_seen_run_id === runId) {
          note({ ref: row.ref ?? "row", externalId: row.external_id, message: "duplicate external id in this feed (first one kept)" });
          counts.skipped += 1;
          continue;
        }
        kept.push(row);
        if (!stored) {
          counts.created += 1;
          priced.push(row);
        } else {
          counts.updated += 1;
          if (Number(stored.price) !== row.price || stored.currency !== row.currency) {
            counts.priceChanged += 1;
            priced.push(row);
          } else counts.unchanged += 1;
        }
      }
      if (kept.length) {
        await client.query(UPSERT, [partnerId, JSON.stringify(kept.map(withoutRef)), runId]);
        if (priced.length) {
          await client.query(
            `INSERT INTO deal_prices (deal_id, price, currency, price_usd, recorded_at)
             SELECT d.id, r.price, r.currency, r.price_usd, $3
             FROM jsonb_to_recordset($2::jsonb) AS r(external_id text, price numeric, currency text, price_usd numeric)
             JOIN deals d ON d.partner_id = $1 AND d.external_id = r.external_id`,
            [partnerId, JSON.stringify(priced.map((row) => ({ external_id: row.external_id, price: row.price, currency: row.currency, price_usd: row.price_usd }))), now],
          );
        }
        // The search vocabulary (typo correction reads it). Sorted, so that runs of different
        // partners adding the same words take their row locks in one order and never deadlock.
        await client.query(
          `INSERT INTO search_words (word)
           SELECT word FROM (SELECT DISTINCT unnest(tsvector_to_array(search_tsv)) AS word FROM deals
             WHERE partner_id = $1 AND external_id = ANY($2::text[])) AS words
           ORDER BY word ON CONFLICT DO NOTHING`,
          [partnerId, kept.map((row) => row.external_id)],
        );
      }
    }
    checkpoint = position;
    await saveRun("running");
    await client.query("COMMIT");
    inTransaction = false;
    onProgress?.({ feed, rowsDone: checkpoint, created: counts.created, updated: counts.updated, skipped: counts.skipped, ...(source.bytes ? { bytesRead: source.bytes.read, bytesTotal: source.bytes.total } : {}) });
  };

  try {
    for await (const item of source.items) {
      if (item.kind === "feed-problem") {
        feedProblems.push(item.problem);
        continue;
      }
      // Rows up to the checkpoint were written (and their problems logged) before a stop.
      if (item.position <= checkpoint) continue;
      position = item.position;
      counts.rowsTotal += 1;
      if (item.kind === "problem") {
        counts.skipped += 1;
        note(item.problem);
      } else {
        const row = validateCandidate(item.candidate);
        const prepared = "message" in row ? row.message : batchIds.has(row.externalId) ? "duplicate external id in this feed (first one kept)" : prepare(row, context);
        if (typeof prepared === "string") {
          counts.skipped += 1;
          note("message" in row ? row : { ref: row.ref, externalId: row.externalId, message: prepared });
        } else {
          batchIds.add(prepared.external_id);
          batch.push({ ...prepared, ref: row.ref });
        }
      }
      if (batch.length >= batchSize) {
        await flush();
        if (signal?.aborted) {
          await saveRun("stopped");
          return result("stopped");
        }
      }
    }
    await flush();

    const listed = counts.created + counts.updated;
    if (listed === 0 && feedProblems.some((problem) => problem.ref === "feed" || problem.ref === "line 1")) {
      const error = feedProblems[0]?.message ?? "the feed could not be read";
      await saveRun("failed", error);
      return result("failed", error);
    }
    // Deals this partner no longer lists, all at once at the end. A run with no readable rows
    // expires nothing: an empty or broken file is far likelier than a partner dropping its whole
    // catalogue. Nor does a run with a feed-level problem (an API request that failed, a file cut
    // short): part is missing.
    if (listed > 0 && feedProblems.length === 0) {
      const expired = await client.query(
        `UPDATE deals SET status = 'expired', updated_at = now()
         WHERE partner_id = $1 AND status = 'live' AND last_seen_run_id IS DISTINCT FROM $2`,
        [partnerId, runId],
      );
      counts.expired = expired.rowCount ?? 0;
    }
    await saveRun("succeeded");
    const done = result("succeeded");
    // Price alerts follow every successful run (lib/saved); they log their failures and never fail the run.
    await import("@/lib/saved/alert-matching").then(({ matchPriceAlerts }) => matchPriceAlerts({ prisma })).catch((error: unknown) => console.error("price alerts:", error));
    return done;
  } catch (error) {
    if (inTransaction) await client.query("ROLLBACK").catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    // The batches committed before stay (a later run lists them again: upserts change nothing
    // twice, and withdrawals only ever follow a whole run); the message names the feed and the
    // last row read.
    const message = `${feed}, after row ${position}: ${reason}`;
    await saveRun("failed", message).catch(() => undefined);
    return result("failed", message);
  }
}
