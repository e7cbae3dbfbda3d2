// Ingests one partner feed: read (adapter), validate, normalise to US dollars with the stored
// rates, de-duplicate by (partner, external id), upsert in batches, append price history when a
// price changes, expire what the partner dropped, and log the run. Takes the Prisma client as an
// argument so the app, the seed and the CLI can all call it.
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import { kindSearchWords } from "../kinds";
import type { PartnerDefinition } from "../partners";
import { readFeed, validateCandidates, type AdapterOutput, type FeedFormat, type FeedRow, type RowProblem } from "./adapters";

export type IngestResult = {
  runId: number;
  status: "succeeded" | "failed";
  rowsTotal: number;
  created: number;
  updated: number;
  unchanged: number;
  priceChanged: number;
  expired: number;
  skipped: number;
  problems: RowProblem[];
  durationMs: number;
  error?: string;
};

const BATCH = 1000;
/** Problems kept in the run log; the count of skipped rows stays exact. */
const MAX_LOGGED_PROBLEMS = 200;

const round2 = (value: number) => Math.round(value * 100) / 100;

type PreparedRow = {
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

/**
 * Ingests `text` (the feed's contents) for `partner`, or rows an adapter already `read` (an API
 * adapter fetches them itself); never throws for bad rows, only logs them.
 */
export async function ingestFeed(
  prisma: PrismaClient,
  {
    partner,
    feed,
    format,
    text = "",
    read: alreadyRead,
    now = new Date(),
  }: { partner: PartnerDefinition; feed: string; format: FeedFormat; text?: string; read?: AdapterOutput; now?: Date },
): Promise<IngestResult> {
  const started = Date.now();
  const partnerId = await upsertPartner(prisma, partner);
  const run = await prisma.ingestionRun.create({ data: { partnerId, feed, format, startedAt: now } });
  const problems: RowProblem[] = [];
  const counts = { rowsTotal: 0, created: 0, updated: 0, unchanged: 0, priceChanged: 0, expired: 0, skipped: 0 };

  const finish = async (status: "succeeded" | "failed", error?: string): Promise<IngestResult> => {
    const durationMs = Date.now() - started;
    // Rows skipped; feed-level problems (an unreadable file, a failed API request) are no rows.
    counts.skipped = problems.filter((problem) => problem.ref !== "feed").length;
    const logged = problems.slice(0, MAX_LOGGED_PROBLEMS);
    const errors = error ? [{ ref: "run", message: error }, ...logged] : logged;
    await prisma.ingestionRun.update({
      where: { id: run.id },
      data: { ...counts, status, errors: errors as Prisma.InputJsonValue, finishedAt: new Date(), durationMs },
    });
    return { runId: run.id, status, ...counts, problems, durationMs, error };
  };

  try {
    const read = alreadyRead ?? readFeed(format, text);
    problems.push(...read.problems);
    counts.rowsTotal = read.candidates.length + read.problems.filter((problem) => problem.ref !== "feed").length;
    const { rows, problems: invalid } = validateCandidates(read.candidates);
    problems.push(...invalid);

    const [placeRows, rates] = await Promise.all([
      prisma.destination.findMany({ select: { id: true, slug: true, name: true, country: true } }),
      storedRates(prisma),
    ]);
    const context = { places: new Map(placeRows.map((place) => [place.slug, place])), rates, partnerName: partner.name, now, sample: isSampleFeed(feed) };

    const prepared = new Map<string, PreparedRow>();
    for (const row of rows) {
      if (prepared.has(row.externalId)) {
        problems.push({ ref: row.ref, externalId: row.externalId, message: "duplicate external id in this feed (first one kept)" });
        continue;
      }
      const result = prepare(row, context);
      if (typeof result === "string") problems.push({ ref: row.ref, externalId: row.externalId, message: result });
      else prepared.set(row.externalId, result);
    }

    if (prepared.size === 0 && read.problems.some((problem) => problem.ref === "feed" || problem.ref === "line 1")) {
      return await finish("failed", read.problems[0]?.message ?? "the feed could not be read");
    }

    const all = [...prepared.values()];
    await prisma.$transaction(
      async (tx) => {
        // Runs of the same partner take turns; runs of different partners proceed side by side.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('deals-ingest'), ${partnerId}::int)`;
        const existing = new Map(
          (
            await tx.$queryRaw<Array<{ external_id: string; price: Prisma.Decimal; currency: string }>>`
              SELECT external_id, price, currency FROM deals WHERE partner_id = ${partnerId}`
          ).map((row) => [row.external_id, row]),
        );
        const priced: PreparedRow[] = [];
        for (const row of all) {
          const before = existing.get(row.external_id);
          if (!before) {
            counts.created += 1;
            priced.push(row);
          } else {
            counts.updated += 1;
            if (Number(before.price) !== row.price || before.currency !== row.currency) {
              counts.priceChanged += 1;
              priced.push(row);
            } else counts.unchanged += 1;
          }
        }

        for (let offset = 0; offset < all.length; offset += BATCH) {
          const batch = JSON.stringify(all.slice(offset, offset + BATCH));
          await tx.$executeRaw`
            INSERT INTO deals (partner_id, external_id, kind, title, description, provider, origin_id, destination_id,
              start_date, end_date, valid_until, price, original_price, currency, price_usd, original_price_usd,
              discount_pct, includes, images, rating, themes, season, status, search_text, adventure_category, boat_type,
              charter_skippered, charter_cabins, charter_guests, charter_days, departure_marina, sample, updated_at)
            SELECT ${partnerId}, r.external_id, r.kind::"DealKind", r.title, r.description, r.provider, r.origin_id,
              r.destination_id, r.start_date::date, r.end_date::date, r.valid_until::timestamp, r.price, r.original_price,
              r.currency, r.price_usd, r.original_price_usd, r.discount_pct, r.includes, r.images, r.rating,
              r.themes::"DealTheme"[], r.season::"DealSeason", r.status::"DealStatus", r.search_text,
              r.adventure_category::"AdventureCategory", r.boat_type::"BoatType", r.charter_skippered, r.charter_cabins,
              r.charter_guests, r.charter_days, r.departure_marina, r.sample, now()
            FROM jsonb_to_recordset(${batch}::jsonb) AS r(external_id text, kind text, title text, description text,
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
              sample = EXCLUDED.sample, updated_at = now()`;
        }

        // The search vocabulary (typo correction reads it). Sorted, so that runs of different
        // partners adding the same words take their row locks in one order and never deadlock.
        await tx.$executeRaw`
          INSERT INTO search_words (word)
          SELECT word FROM (SELECT DISTINCT unnest(tsvector_to_array(search_tsv)) AS word FROM deals WHERE partner_id = ${partnerId}) AS words
          ORDER BY word
          ON CONFLICT DO NOTHING`;

        for (let offset = 0; offset < priced.length; offset += BATCH) {
          const batch = JSON.stringify(
            priced.slice(offset, offset + BATCH).map((row) => ({ external_id: row.external_id, price: row.price, currency: row.currency, price_usd: row.price_usd })),
          );
          await tx.$executeRaw`
            INSERT INTO deal_prices (deal_id, price, currency, price_usd, recorded_at)
            SELECT d.id, r.price, r.currency, r.price_usd, ${now}
            FROM jsonb_to_recordset(${batch}::jsonb) AS r(external_id text, price numeric, currency text, price_usd numeric)
            JOIN deals d ON d.partner_id = ${partnerId} AND d.external_id = r.external_id`;
        }

        // Deals this partner no longer lists. A run with no readable rows expires nothing: an
        // empty or broken file is far likelier than a partner dropping its whole catalogue. Nor
        // does a run with a feed-level problem (an API request that failed): part is missing.
        if (all.length > 0 && !read.problems.some((problem) => problem.ref === "feed")) {
          const seen = all.map((row) => row.external_id);
          counts.expired = await tx.$executeRaw`
            UPDATE deals SET status = 'expired', updated_at = now()
            WHERE partner_id = ${partnerId} AND status = 'live' AND NOT (external_id = ANY(${seen}::text[]))`;
        }
      },
      { timeout: 120_000, maxWait: 120_000 },
    );
    const result = await finish("succeeded");
    // Price alerts follow every successful run (lib/saved); they log their failures and never fail the run.
    await import("@/lib/saved/alert-matching").then(({ matchPriceAlerts }) => matchPriceAlerts({ prisma })).catch((error: unknown) => console.error("price alerts:", error));
    return result;
  } catch (error) {
    for (const key of ["created", "updated", "unchanged", "priceChanged", "expired"] as const) counts[key] = 0;
    return await finish("failed", error instanceof Error ? error.message : String(error));
  }
}
