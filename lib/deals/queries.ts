import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DealKindValue, DealSeasonValue, DealThemeValue } from "./kinds";
import { MAX_PAGE, PAGE_SIZE, type DealSearchInput, type DealSort } from "./schema";
import { typicalPrice } from "./score";

/** Conditions a listing page fixes (the flights page shows flights whatever the URL says). */
export type FixedFilters = {
  kinds?: readonly DealKindValue[];
  themesAny?: readonly DealThemeValue[];
  seasonal?: boolean;
  upcoming?: boolean;
};

export type DealSummary = {
  id: number;
  kind: DealKindValue;
  title: string;
  provider: string | null;
  priceUsd: number;
  originalPriceUsd: number | null;
  discountPct: number;
  rating: number | null;
  startDate: string | null;
  endDate: string | null;
  validUntil: string;
  themes: DealThemeValue[];
  season: DealSeasonValue;
  status: "live" | "expired";
  destinationName: string;
  destinationCountry: string;
  destinationSlug: string;
  originName: string | null;
  partnerName: string;
  partnerSlug: string;
};

export type DealSearchResult = { deals: DealSummary[]; total: number; page: number; pageCount: number };

const ORDER: Record<Exclude<DealSort, "relevance">, Prisma.Sql> = {
  best: Prisma.sql`d.discount_pct DESC, d.price_usd ASC, d.id ASC`,
  price: Prisma.sql`d.price_usd ASC, d.id ASC`,
  discount: Prisma.sql`d.discount_pct DESC, d.id ASC`,
  newest: Prisma.sql`d.created_at DESC, d.id DESC`,
  ending: Prisma.sql`d.valid_until ASC, d.id ASC`,
  soonest: Prisma.sql`d.start_date ASC NULLS LAST, d.id ASC`,
};

const SUMMARY_COLUMNS = Prisma.sql`
  d.id, d.kind::text AS kind, d.title, d.provider, d.price_usd::float8 AS "priceUsd",
  d.original_price_usd::float8 AS "originalPriceUsd", d.discount_pct AS "discountPct", d.rating,
  to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate",
  to_char(d.valid_until, 'YYYY-MM-DD') AS "validUntil", d.themes::text[] AS themes, d.season::text AS season,
  d.status::text AS status, dest.name AS "destinationName", dest.country AS "destinationCountry",
  dest.slug AS "destinationSlug", orig.name AS "originName", p.name AS "partnerName", p.slug AS "partnerSlug"`;

const SUMMARY_JOINS = Prisma.sql`
  JOIN destinations dest ON dest.id = d.destination_id
  LEFT JOIN destinations orig ON orig.id = d.origin_id
  JOIN partners p ON p.id = d.partner_id`;

const LIVE = Prisma.sql`d.status = 'live' AND d.valid_until >= now()`;

function whereClause(input: DealSearchInput, fixed: FixedFilters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [LIVE];
  const kinds = fixed.kinds?.length ? (input.kind && fixed.kinds.includes(input.kind) ? [input.kind] : fixed.kinds) : input.kind ? [input.kind] : null;
  if (kinds) conditions.push(Prisma.sql`d.kind = ANY(${[...kinds]}::"DealKind"[])`);
  if (fixed.themesAny?.length) conditions.push(Prisma.sql`d.themes && ${[...fixed.themesAny]}::"DealTheme"[]`);
  if (fixed.seasonal) conditions.push(Prisma.sql`d.season <> 'all_year'`);
  if (fixed.upcoming) conditions.push(Prisma.sql`d.start_date >= current_date`);
  if (input.theme) conditions.push(Prisma.sql`${input.theme}::"DealTheme" = ANY(d.themes)`);
  if (input.season) conditions.push(Prisma.sql`d.season = ${input.season}::"DealSeason"`);
  if (input.origin) conditions.push(Prisma.sql`d.origin_id = (SELECT id FROM destinations WHERE slug = ${input.origin})`);
  if (input.destination) conditions.push(Prisma.sql`d.destination_id = (SELECT id FROM destinations WHERE slug = ${input.destination})`);
  if (input.partner) conditions.push(Prisma.sql`d.partner_id = (SELECT id FROM partners WHERE slug = ${input.partner})`);
  if (input.from) conditions.push(Prisma.sql`d.start_date >= ${input.from}::date`);
  if (input.to) conditions.push(Prisma.sql`d.start_date <= ${input.to}::date`);
  if (input.min !== undefined) conditions.push(Prisma.sql`d.price_usd >= ${input.min}`);
  if (input.max !== undefined) conditions.push(Prisma.sql`d.price_usd <= ${input.max}`);
  if (input.q) conditions.push(Prisma.sql`d.id IN (SELECT id FROM hits)`);
  return Prisma.join(conditions, " AND ");
}

/**
 * The text search as a CTE of matching deal ids with a weight: a place whose name or country is
 * close to the query (trigram similarity catches typos such as 'barcelna') weighs most, then a
 * full-text match (accents folded), then trigram word similarity on the deal's text. Each branch
 * uses its own index; a UNION of them stays fast where one OR across them would scan the table.
 */
function hitsCte(q: string | undefined): Prisma.Sql {
  if (!q) return Prisma.empty;
  return Prisma.sql`WITH matched_places AS (
      SELECT id FROM destinations
      WHERE f_unaccent(lower(name)) % f_unaccent(lower(${q}))
         OR f_unaccent(lower(country)) % f_unaccent(lower(${q}))
         OR f_unaccent(lower(name)) <% f_unaccent(lower(${q}))
    ), hits AS (
      SELECT id, max(weight) AS weight FROM (
        SELECT id, 3 AS weight FROM deals WHERE destination_id IN (SELECT id FROM matched_places)
        UNION ALL SELECT id, 2 FROM deals WHERE origin_id IN (SELECT id FROM matched_places)
        UNION ALL SELECT id, 2 FROM deals
          WHERE to_tsvector('simple', f_unaccent(search_text)) @@ plainto_tsquery('simple', f_unaccent(${q}))
        UNION ALL SELECT id, 1 FROM deals WHERE f_unaccent(lower(${q})) <% f_unaccent(lower(search_text))
      ) AS matches GROUP BY id
    )`;
}

/** Live deals matching the search and the page's fixed filters, one page at a time. */
export async function searchDeals(input: DealSearchInput, fixed: FixedFilters = {}, defaultSort: DealSort = "best"): Promise<DealSearchResult> {
  const where = whereClause(input, fixed);
  const cte = hitsCte(input.q);
  const sort = input.sort ?? (input.q ? "relevance" : defaultSort);
  const order =
    sort === "relevance"
      ? input.q
        ? Prisma.sql`(SELECT weight FROM hits WHERE hits.id = d.id) DESC, d.discount_pct DESC, d.id ASC`
        : ORDER.best
      : ORDER[sort];
  const page = Math.min(input.page, MAX_PAGE);
  const offset = (page - 1) * PAGE_SIZE;

  const [deals, counted] = await Promise.all([
    db().$queryRaw<DealSummary[]>`${cte}
      SELECT ${SUMMARY_COLUMNS} FROM deals d ${SUMMARY_JOINS}
      WHERE ${where} ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
    db().$queryRaw<Array<{ total: number }>>`${cte} SELECT count(*)::int AS total FROM deals d WHERE ${where}`,
  ]);
  const total = counted[0]?.total ?? 0;
  return { deals, total, page, pageCount: Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / PAGE_SIZE))) };
}

export type DealDetail = DealSummary & {
  description: string;
  price: number;
  originalPrice: number | null;
  currency: string;
  includes: Record<string, string | number | boolean | null>;
  images: string[];
  destinationId: number;
  originId: number | null;
  destinationLatitude: number;
  destinationLongitude: number;
  history: Array<{ recordedAt: string; priceUsd: number }>;
  typicalPriceUsd: number | null;
};

/** One deal (live or expired) with its price history and the typical price for its route or place. */
export async function getDeal(id: number): Promise<DealDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const rows = await db().$queryRaw<Array<Omit<DealDetail, "history" | "typicalPriceUsd">>>`
    SELECT ${SUMMARY_COLUMNS}, d.description, d.price::float8 AS price, d.original_price::float8 AS "originalPrice",
      d.currency, d.includes, d.images, d.destination_id AS "destinationId", d.origin_id AS "originId",
      dest.latitude AS "destinationLatitude", dest.longitude AS "destinationLongitude",
      CASE WHEN d.valid_until < now() THEN 'expired' ELSE d.status::text END AS status
    FROM deals d ${SUMMARY_JOINS} WHERE d.id = ${id}`;
  const deal = rows[0];
  if (!deal) return null;
  const [history, comparable] = await Promise.all([
    db().$queryRaw<Array<{ recordedAt: string; priceUsd: number }>>`
      SELECT to_char(recorded_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "recordedAt", price_usd::float8 AS "priceUsd"
      FROM deal_prices WHERE deal_id = ${id} ORDER BY recorded_at ASC, id ASC LIMIT 200`,
    db().$queryRaw<Array<{ priceUsd: number }>>`
      SELECT d.price_usd::float8 AS "priceUsd" FROM deals d
      WHERE d.kind = ${deal.kind}::"DealKind" AND d.destination_id = ${deal.destinationId}
        AND d.origin_id IS NOT DISTINCT FROM ${deal.originId} AND d.status = 'live'
      LIMIT 500`,
  ]);
  const typical = typicalPrice(
    comparable.map((row) => row.priceUsd),
    deal.originalPriceUsd,
  );
  return { ...deal, history, typicalPriceUsd: typical };
}

/** Live deals like this one: same place first, then same kind. */
export async function getSimilarDeals(deal: Pick<DealDetail, "id" | "kind" | "destinationId">, limit = 6): Promise<DealSummary[]> {
  return db().$queryRaw<DealSummary[]>`
    SELECT ${SUMMARY_COLUMNS} FROM deals d ${SUMMARY_JOINS}
    WHERE ${LIVE} AND d.id <> ${deal.id}
      AND (d.destination_id = ${deal.destinationId} OR d.kind = ${deal.kind}::"DealKind")
    ORDER BY (d.destination_id = ${deal.destinationId}) DESC, (d.kind = ${deal.kind}::"DealKind") DESC, d.discount_pct DESC, d.id
    LIMIT ${limit}`;
}

export type AirlineSummary = { airline: string; deals: number; fromUsd: number; partners: string[] };

/** Live flights grouped by airline, cheapest fare first within each. */
export async function getAirlineSummaries(): Promise<AirlineSummary[]> {
  return db().$queryRaw<AirlineSummary[]>`
    SELECT d.provider AS airline, count(*)::int AS deals, min(d.price_usd)::float8 AS "fromUsd",
      array_agg(DISTINCT p.name) AS partners
    FROM deals d JOIN partners p ON p.id = d.partner_id
    WHERE ${LIVE} AND d.kind = 'flight' AND d.provider IS NOT NULL
    GROUP BY d.provider ORDER BY count(*) DESC, d.provider`;
}

export type FilterOptions = {
  origins: Array<{ slug: string; name: string }>;
  destinations: Array<{ slug: string; name: string; country: string }>;
  partners: Array<{ slug: string; name: string }>;
};

/** The choices the filter form offers: places and partners that have live deals. */
export async function getFilterOptions(): Promise<FilterOptions> {
  const [origins, destinations, partners] = await Promise.all([
    db().$queryRaw<FilterOptions["origins"]>`
      SELECT slug, name FROM destinations WHERE id IN (SELECT DISTINCT origin_id FROM deals WHERE status = 'live') ORDER BY name`,
    db().$queryRaw<FilterOptions["destinations"]>`
      SELECT slug, name, country FROM destinations WHERE id IN (SELECT DISTINCT destination_id FROM deals WHERE status = 'live') ORDER BY name`,
    db().$queryRaw<FilterOptions["partners"]>`SELECT slug, name FROM partners ORDER BY name`,
  ]);
  return { origins, destinations, partners };
}

/** Counts of live deals, for page intros. */
export async function countLiveDeals(): Promise<number> {
  const [row] = await db().$queryRaw<Array<{ total: number }>>`SELECT count(*)::int AS total FROM deals d WHERE ${LIVE}`;
  return row?.total ?? 0;
}
