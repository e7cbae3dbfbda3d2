import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DealKindValue, DealSeasonValue, DealThemeValue } from "./kinds";
import { MAX_PAGE, PAGE_SIZE, type DealSearchInput, type DealSort } from "./schema";
import { typicalPrice } from "./score";
import { cached } from "@/lib/cached";
import { resolveDestination } from "@/lib/places/resolve";
import type { AdventureCategoryValue, BoatTypeValue } from "@/lib/experiences/kinds";

/** A charter's structured fields a page may filter on (lib/experiences/schema.ts parses them). */
export type CharterFilter = {
  boatType?: BoatTypeValue;
  skippered?: boolean;
  minCabins?: number;
  minGuests?: number;
  minDays?: number;
  maxDays?: number;
  marina?: string;
};

/** Conditions a listing page fixes (the flights page shows flights whatever the URL says). */
export type FixedFilters = {
  kinds?: readonly DealKindValue[];
  themesAny?: readonly DealThemeValue[];
  seasonal?: boolean;
  upcoming?: boolean;
  /** Activities of these adventure categories (lib/experiences). */
  adventure?: readonly AdventureCategoryValue[];
  charter?: CharterFilter;
  /**
   * Count every match instead of stopping at COUNT_CAP: for a page whose heading states an exact
   * figure and has no "more than" wording yet (the adventures and charters lists). It costs a
   * count of every match.
   */
  exactCount?: boolean;
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
  /** From a bundled sample feed, not a real partner: every page and e-mail labels it. */
  sample: boolean;
};

/**
 * `total` is exact up to COUNT_CAP; past it the search stops counting, `totalCapped` says "more
 * than `total`", and the pages run on to MAX_PAGE (a page past the last match is empty).
 */
export type DealSearchResult = { deals: DealSummary[]; total: number; totalCapped: boolean; page: number; pageCount: number };

/**
 * Matches counted at most. Counting (and, with text, sorting) every match is what grew with the
 * catalogue: 44,000 matches of a million deals cost 190 ms. Up to this many, a search reads them
 * all, sorted exactly; past it, only the rows of the page it shows.
 */
export const COUNT_CAP = 500;

/** Named places ranked by one index walk each (see relevanceWalk in searchDeals). */
const MAX_PLACE_WALKS = 64;
/** Up to this many named places, the deals to them are read by one walk per place. */
const FEW_PLACES = 4;

const ORDER: Record<Exclude<DealSort, "relevance">, Prisma.Sql> = {
  best: Prisma.sql`d.discount_pct DESC, d.price_usd ASC, d.id ASC`,
  price: Prisma.sql`d.price_usd ASC, d.id ASC`,
  discount: Prisma.sql`d.discount_pct DESC, d.price_usd ASC, d.id ASC`,
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
  dest.slug AS "destinationSlug", orig.name AS "originName", p.name AS "partnerName", p.slug AS "partnerSlug",
  d.sample`;

const SUMMARY_JOINS = Prisma.sql`
  JOIN destinations dest ON dest.id = d.destination_id
  LEFT JOIN destinations orig ON orig.id = d.origin_id
  JOIN partners p ON p.id = d.partner_id`;

const LIVE = Prisma.sql`d.status = 'live' AND d.valid_until >= now()`;

/** Whether any bundled sample partner still has live deals (the site-wide sample note shows then). */
export async function hasLiveSampleDeals(): Promise<boolean> {
  const [row] = await db().$queryRaw<Array<{ any: boolean }>>`
    SELECT EXISTS (SELECT 1 FROM deals d WHERE d.sample AND ${LIVE}) AS any`;
  return row?.any ?? false;
}

/**
 * Words that carry no meaning in a deal search ("cheap flights to paris" means "flights paris").
 * The vocabulary holds them (titles say "in Paris"), so they would otherwise narrow the search.
 */
const STOP_WORDS = ["a", "an", "and", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the", "to", "with", "near", "deal", "deals", "cheap", "best", "offer", "offers"];
/** Query words looked up; the query itself is at most MAX_QUERY_LENGTH characters. */
const MAX_QUERY_WORDS = 8;

/**
 * How the free text resolves: the words searched for, the places the query names, and among them
 * those whose name and country hold every word searched for (`coveringPlaceIds`): every deal to
 * such a place matches the text, since a deal's vector holds its destination's name and country.
 */
export type ResolvedQuery = { words: string[]; placeIds: number[]; coveringPlaceIds: number[]; unmatched: boolean };

/**
 * Resolves free text against the deals' vocabulary (search_words, a few thousand words): each
 * word of the query, accents folded, is kept when deals use it, or replaced by the most similar
 * word deals use (pg_trgm similarity: 'barcelna' -> 'barcelona'), or dropped when none is close.
 * Places whose whole name is among the resolved words ('new york', 'sao paulo') rank first.
 * Only these small tables are read: the deals are then matched by their stored, indexed vector.
 */
export async function resolveSearchQuery(q: string): Promise<ResolvedQuery> {
  const rows = await db().$queryRaw<Array<{ word: string | null }>>`
    WITH typed AS (
      SELECT DISTINCT typed FROM unnest(tsvector_to_array(to_tsvector('simple', f_unaccent(${q})))) AS typed
      WHERE typed <> ALL(${STOP_WORDS}::text[]) LIMIT ${MAX_QUERY_WORDS}
    )
    SELECT COALESCE(
      (SELECT w.word FROM search_words w WHERE w.word = typed.typed),
      (SELECT w.word FROM search_words w WHERE w.word % typed.typed
        ORDER BY similarity(w.word, typed.typed) DESC, w.word LIMIT 1)
    ) AS word
    FROM typed`;
  const words = [...new Set(rows.map((row) => row.word).filter((word): word is string => Boolean(word)))];
  if (words.length === 0) return { words, placeIds: [], coveringPlaceIds: [], unmatched: rows.length > 0 };
  const chosen = new Set(words);
  const places = (await placeWords()).filter((place) => place.words.some((name) => name.length > 0 && name.every((word) => chosen.has(word))));
  const covering = places.filter((place) => words.every((word) => place.words.some((name) => name.includes(word))));
  return { words, placeIds: places.map((place) => place.id), coveringPlaceIds: covering.map((place) => place.id), unmatched: false };
}


/** Each place's name and country as search words (the same folding as the deals' vectors). */
const placeWords = cached(5 * 60_000, () =>
  db()
    .$queryRaw<Array<{ id: number; name: string[]; country: string[] }>>`
      SELECT id, tsvector_to_array(to_tsvector('simple', f_unaccent(name))) AS name,
        tsvector_to_array(to_tsvector('simple', f_unaccent(country))) AS country
      FROM destinations`
    .then((rows) => rows.map((row) => ({ id: row.id, words: [row.name, row.country] }))),
);

/**
 * `opaqueText`: the words' test hidden from the planner's estimates (a CASE it rates at one row in
 * two), for a walk of a place's best-order index: the words and the place are correlated (deals to
 * Barcelona say "barcelona"), and rated independently the pair looks so rare that the planner
 * reads every match of the word through the GIN index and sorts them instead of walking the index.
 */
function whereClause(input: DealSearchInput, fixed: FixedFilters, text: ResolvedQuery | null, { opaqueText = false } = {}): Prisma.Sql {
  const conditions: Prisma.Sql[] = [LIVE];
  const kinds = fixed.kinds?.length ? (input.kind && fixed.kinds.includes(input.kind) ? [input.kind] : fixed.kinds) : input.kind ? [input.kind] : null;
  // One kind as an equality: the planner then walks a kind's own index in sort order
  // (deals_live_kind_price_idx, deals_status_kind_price_usd_idx), which "= ANY" keeps it from.
  if (kinds?.length === 1) conditions.push(Prisma.sql`d.kind = ${kinds[0]}::"DealKind"`);
  else if (kinds) conditions.push(Prisma.sql`d.kind = ANY(${[...kinds]}::"DealKind"[])`);
  if (fixed.themesAny?.length) conditions.push(Prisma.sql`d.themes && ${[...fixed.themesAny]}::"DealTheme"[]`);
  if (fixed.seasonal) conditions.push(Prisma.sql`d.season <> 'all_year'`);
  if (fixed.upcoming) conditions.push(Prisma.sql`d.start_date >= current_date`);
  if (fixed.adventure?.length) conditions.push(Prisma.sql`d.adventure_category = ANY(${[...fixed.adventure]}::"AdventureCategory"[])`);
  const charter = fixed.charter;
  if (charter?.boatType) conditions.push(Prisma.sql`d.boat_type = ${charter.boatType}::"BoatType"`);
  if (charter?.skippered !== undefined) conditions.push(Prisma.sql`d.charter_skippered = ${charter.skippered}`);
  if (charter?.minCabins !== undefined) conditions.push(Prisma.sql`d.charter_cabins >= ${charter.minCabins}`);
  if (charter?.minGuests !== undefined) conditions.push(Prisma.sql`d.charter_guests >= ${charter.minGuests}`);
  if (charter?.minDays !== undefined) conditions.push(Prisma.sql`d.charter_days >= ${charter.minDays}`);
  if (charter?.maxDays !== undefined) conditions.push(Prisma.sql`d.charter_days <= ${charter.maxDays}`);
  if (charter?.marina) conditions.push(Prisma.sql`d.departure_marina = ${charter.marina}`);
  if (input.theme) conditions.push(Prisma.sql`${input.theme}::"DealTheme" = ANY(d.themes)`);
  if (input.season) conditions.push(Prisma.sql`d.season = ${input.season}::"DealSeason"`);
  if (input.origin) conditions.push(Prisma.sql`d.origin_id = (SELECT id FROM destinations WHERE slug = ${input.origin})`);
  if (input.destination) conditions.push(Prisma.sql`d.destination_id = (SELECT id FROM destinations WHERE slug = ${input.destination})`);
  if (input.partner) conditions.push(Prisma.sql`d.partner_id = (SELECT id FROM partners WHERE slug = ${input.partner})`);
  if (input.from) conditions.push(Prisma.sql`d.start_date >= ${input.from}::date`);
  if (input.to) conditions.push(Prisma.sql`d.start_date <= ${input.to}::date`);
  if (input.min !== undefined) conditions.push(Prisma.sql`d.price_usd >= ${input.min}`);
  if (input.max !== undefined) conditions.push(Prisma.sql`d.price_usd <= ${input.max}`);
  if (text?.unmatched) conditions.push(Prisma.sql`false`);
  else if (text?.words.length) {
    const matches = Prisma.sql`d.search_tsv @@ plainto_tsquery('simple', ${text.words.join(" ")})`;
    conditions.push(opaqueText ? Prisma.sql`(CASE WHEN ${matches} THEN true ELSE false END)` : matches);
  }
  return Prisma.join(conditions, " AND ");
}

/** Live deals matching the search and the page's fixed filters, one page at a time. */
export async function searchDeals(input: DealSearchInput, fixed: FixedFilters = {}, defaultSort: DealSort = "best"): Promise<DealSearchResult> {
  const text = input.q ? await resolveSearchQuery(input.q) : null;
  const where = whereClause(input, fixed, text);
  const sort = input.sort ?? (input.q ? "relevance" : defaultSort);
  // Relevance: deals to the place the query names, then from it, then the best deals.
  const order =
    sort !== "relevance"
      ? ORDER[sort]
      : text?.placeIds.length
        ? Prisma.sql`(d.destination_id = ANY(${text.placeIds}::int[])) DESC, (d.origin_id = ANY(${text.placeIds}::int[])) IS TRUE DESC, ${ORDER.best}`
        : ORDER.best;
  const page = Math.min(input.page, MAX_PAGE);
  const offset = (page - 1) * PAGE_SIZE;

  // The page's ids first, then the columns and joins for those 24 rows alone. The count stops at
  // COUNT_CAP matches: past it a visitor sees "more than 500" (counting every live deal of a
  // million-deal catalogue costs more than the page itself).
  const cap = fixed.exactCount ? Number.MAX_SAFE_INTEGER : COUNT_CAP;
  const cappedCount = () =>
    db()
      .$queryRaw<Array<{ total: number }>>`SELECT count(*)::int AS total FROM (SELECT 1 FROM deals d WHERE ${where} ${fixed.exactCount ? Prisma.empty : Prisma.sql`LIMIT ${COUNT_CAP + 1}`}) AS matches`
      .then((rows) => rows[0]?.total ?? 0);
  const pageOf = (counted: number) => {
    if (fixed.exactCount) return { total: counted, totalCapped: false, page, pageCount: Math.min(MAX_PAGE, Math.max(1, Math.ceil(counted / PAGE_SIZE))) };
    const totalCapped = counted > cap;
    const total = Math.min(counted, COUNT_CAP);
    return { total, totalCapped, page, pageCount: totalCapped ? MAX_PAGE : Math.max(1, Math.ceil(total / PAGE_SIZE)) };
  };
  const summaries = <Row,>(pageIds: Prisma.Sql, extra: Prisma.Sql = Prisma.empty) => db().$queryRaw<Row[]>`
      SELECT ${SUMMARY_COLUMNS}${extra} FROM (
        SELECT d.*, row_number() OVER () AS position FROM (${pageIds}) AS d
      ) AS chosen
      JOIN deals d ON d.id = chosen.id ${SUMMARY_JOINS}
      ORDER BY chosen.position`;
  // The ids in sort order, stopped at the page: without text an index-only walk of the sort
  // order's index, however deep the page; with many matches, the planner's choice (a common word
  // fills a page soon on that walk).
  const walk = () => summaries<DealSummary>(Prisma.sql`SELECT d.id FROM deals d WHERE ${where} ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${offset}`);
  // Relevance with named places, past the cap: the same order, read part by part and stopped at
  // the page: the deals both to and from the places (a domestic flight of a country named, a
  // cruise back to its port), then the other deals to the places, and only when these do not fill
  // the page, those from the places, then the rest. Sorting every match of the word instead grew
  // with the catalogue (1.77x from 10,000 to 1,000,000 deals for 'barcelna'; 'united states',
  // whose 10,240 domestic deals were read and sorted, 0.3 to 0.7 s).
  const placeIds = text?.placeIds ?? [];
  // Every named place's name and country hold all the words ('barcelna', 'united states'): every
  // deal to or from them matches, so the first three parts need no test of the words, and the
  // planner weighs them with its own statistics: an index-only walk of deals_live_best_idx when
  // the places' deals are many (a country), deals_live_destination_origin_idx then a sort of a
  // few when they are not (a city's deals both to and from it).
  const covering = placeIds.length > 0 && text?.coveringPlaceIds.length === placeIds.length;
  const places = Prisma.sql`${placeIds}::int[]`;
  const toPlace = Prisma.sql`d.destination_id = ANY(${places})`;
  const fromPlace = Prisma.sql`d.origin_id = ANY(${places})`;
  // (origin_id is null for most kinds: "not from the places" is "IS NOT TRUE", not NOT.)
  const notFromPlace = Prisma.sql`(d.origin_id = ANY(${places})) IS NOT TRUE`;
  const placeWhere = covering ? whereClause(input, fixed, null) : whereClause(input, fixed, text, { opaqueText: true });
  // One walk per place of deals_live_destination_best_idx (place, then the best order), merged
  // in best order (a Merge Append, stopped at the page).
  const perPlace = (origin: Prisma.Sql) => (limit: number) => {
    const walks = placeIds.map(
      (placeId) => Prisma.sql`(SELECT d.id, d.discount_pct, d.price_usd FROM deals d WHERE ${placeWhere} AND d.destination_id = ${placeId} AND ${origin} ORDER BY ${ORDER.best} LIMIT ${limit})`,
    );
    return Prisma.sql`SELECT d.id, d.discount_pct, d.price_usd FROM (${Prisma.join(walks, " UNION ALL ")}) AS d ORDER BY ${ORDER.best} LIMIT ${limit}`;
  };
  const single = (condition: Prisma.Sql) => (limit: number) =>
    Prisma.sql`SELECT d.id, d.discount_pct, d.price_usd FROM deals d WHERE ${placeWhere} AND ${condition} ORDER BY ${ORDER.best} LIMIT ${limit}`;
  // The places' own parts when they hold every word: to and from them, to them (a few places:
  // their own walks, since a city's deals are too few for a walk of all the deals in best order to
  // meet them soon; a country's many: one walk of that order), from them.
  const coveringParts = [
    single(Prisma.sql`${toPlace} AND ${fromPlace}`),
    placeIds.length <= FEW_PLACES ? perPlace(notFromPlace) : single(Prisma.sql`${toPlace} AND ${notFromPlace}`),
    single(Prisma.sql`NOT ${toPlace} AND ${fromPlace}`),
  ];
  const relevanceWalk = async (): Promise<DealSummary[]> => {
    const need = offset + PAGE_SIZE;
    const ids: number[] = [];
    const take = async (part: (limit: number) => Prisma.Sql) => {
      if (ids.length >= need) return;
      const rows = await db().$queryRaw<Array<{ id: number }>>(part(need - ids.length));
      ids.push(...rows.map((row) => row.id));
    };
    if (covering) {
      for (const part of coveringParts) await take(part);
    } else {
      // The words tested as well ('spain beach'): the deals both to and from the places, index
      // only (deals_live_destination_origin_idx: 10,240 for the United States at a million deals,
      // 695 for Spain), in best order, then each tested until the page is full. Left to itself the
      // planner reads every match of the words through the GIN index (241,000 entries for each of
      // 'united' and 'states') or walks all the deals in best order for a rare pair.
      await take(
        (limit) => Prisma.sql`WITH pair AS MATERIALIZED (
            SELECT d.id, d.discount_pct, d.price_usd FROM deals d WHERE ${whereClause(input, fixed, null)} AND ${toPlace} AND ${fromPlace} ORDER BY ${ORDER.best}
          )
          SELECT d.id FROM pair JOIN deals d ON d.id = pair.id WHERE ${where}
          ORDER BY pair.discount_pct DESC, pair.price_usd ASC, pair.id ASC LIMIT ${limit}`,
      );
      // Then one walk per place, the words' test opaque to the planner (see whereClause): rated
      // independently of the place, the pair looks so rare that it reads every match instead.
      await take(perPlace(notFromPlace));
      await take((limit) => Prisma.sql`SELECT d.id FROM deals d WHERE ${where} AND NOT ${toPlace} AND ${fromPlace} ORDER BY ${ORDER.best} LIMIT ${limit}`);
    }
    await take((limit) => Prisma.sql`SELECT d.id FROM deals d WHERE ${where} AND NOT ${toPlace} AND ${notFromPlace} ORDER BY ${ORDER.best} LIMIT ${limit}`);
    const pageIds = ids.slice(offset, need);
    if (pageIds.length === 0) return [];
    return summaries<DealSummary>(Prisma.sql`SELECT unnest(${pageIds}::int[]) AS id`);
  };
  // A query naming many places whose words must be tested walks one index per place: past a few
  // dozen, the planner's single walk is the cheaper.
  const pageWalk = sort === "relevance" && placeIds.length > 0 && (covering || placeIds.length <= MAX_PLACE_WALKS) ? relevanceWalk : walk;
  // The first page of a query whose places hold all its words, in one statement (a round trip
  // per part and one for the rows was half the time of 'barcelna' at a million deals): the three
  // parts, each stopped at the page, then the rows. When they do not fill it, the walk above.
  const coveringFirstPage = async (): Promise<DealSummary[]> => {
    const parts = coveringParts.map((part, index) => Prisma.sql`(SELECT p.id, ${index}::int AS part, p.discount_pct, p.price_usd FROM (${part(PAGE_SIZE)}) AS p)`);
    const rows = await db().$queryRaw<Array<DealSummary & { found: number }>>`
      WITH found AS MATERIALIZED (
        SELECT p.id, row_number() OVER (ORDER BY p.part, p.discount_pct DESC, p.price_usd ASC, p.id ASC) AS position FROM (
          SELECT p.* FROM (${Prisma.join(parts, " UNION ALL ")}) AS p ORDER BY p.part, p.discount_pct DESC, p.price_usd ASC, p.id ASC LIMIT ${PAGE_SIZE}
        ) AS p
      )
      SELECT ${SUMMARY_COLUMNS}, (SELECT count(*)::int FROM found) AS found
      FROM found JOIN deals d ON d.id = found.id ${SUMMARY_JOINS} ORDER BY found.position`;
    if ((rows[0]?.found ?? 0) < PAGE_SIZE) return relevanceWalk();
    for (const row of rows) delete (row as Partial<typeof row>).found;
    return rows;
  };
  if (!text?.words.length) {
    const [deals, counted] = await Promise.all([walk(), cappedCount()]);
    return { deals, ...pageOf(counted) };
  }
  // Past the cap without the word's index: when the query names places whose name and country
  // hold all its words ('barcelna', 'united states'), every live deal to them matches, and more
  // than COUNT_CAP of them, counted off deals_live_destination_best_idx (index only, stopped at
  // 501), means more than COUNT_CAP matches. The probe below instead reads the GIN index's whole
  // entry for each word before it stops (7,700 entries for 'barcelona' at a million deals, 9 ms;
  // 241,000 for each of 'united' and 'states', 120 ms) and the heap rows behind them.
  if (text.coveringPlaceIds.length && !fixed.exactCount) {
    const [covered] = await db().$queryRaw<Array<{ total: number }>>`
      SELECT count(*)::int AS total FROM (
        SELECT 1 FROM deals d WHERE ${whereClause(input, fixed, null)} AND d.destination_id = ANY(${text.coveringPlaceIds}::int[]) LIMIT ${COUNT_CAP + 1}
      ) AS matches`;
    const total = covered?.total ?? 0;
    if (total > COUNT_CAP) return { deals: covering && sort === "relevance" && page === 1 ? await coveringFirstPage() : await pageWalk(), ...pageOf(total) };
  }
  // With text, the first COUNT_CAP + 1 matches are taken, counted and sorted, in one statement:
  // when that is all of them, the page comes from them, sorted exactly (walking a sort index and
  // testing every deal's vector on the way costs more when matches are rare). When there are more,
  // the page comes from them too while it lies within them, else from the walk above. A page past
  // the last match has no row to carry the count, so only then is it asked apart.
  // The matches are taken in the page's own order when an index has that order (every sort but
  // relevance with named places): the planner then walks that index, or reads the word's GIN
  // entries and sorts when matches are rare, and stops at COUNT_CAP + 1 either way. Taken in no
  // order, the planner chose a sequential scan stopped at COUNT_CAP + 1, and PostgreSQL starts a
  // scan of a large table where the last one stopped (synchronize_seqscans), so the same search
  // read 700 pages, then 40,900 (140 ms) when the scan began among other kinds' deals: 'beach' hotels
  // under $1,500 by price at a million deals, p95 52 ms over HTTP against 41 at 10,000.
  const inOrder = !fixed.exactCount && !(sort === "relevance" && placeIds.length > 0);
  const rows = await summaries<DealSummary & { total: number }>(
    Prisma.sql`WITH d AS MATERIALIZED (
          SELECT d.id, d.price_usd, d.discount_pct, d.created_at, d.valid_until, d.start_date, d.destination_id, d.origin_id
          FROM deals d WHERE ${where} ${inOrder ? Prisma.sql`ORDER BY ${order}` : Prisma.empty} ${fixed.exactCount ? Prisma.empty : Prisma.sql`LIMIT ${COUNT_CAP + 1}`}
        )
        SELECT d.id, count(*) OVER ()::int AS total FROM d ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
    Prisma.sql`, chosen.total`,
  );
  const counted = rows[0]?.total ?? (offset > 0 ? await cappedCount() : 0);
  if (counted > cap && !(inOrder && offset + PAGE_SIZE <= COUNT_CAP + 1)) return { deals: await pageWalk(), ...pageOf(counted) };
  for (const row of rows) delete (row as Partial<typeof row>).total;
  return { deals: rows, ...pageOf(counted) };
}

/** Summaries of the given deals, in the order of `ids` (live or not). */
export async function getDealSummaries(ids: readonly number[]): Promise<DealSummary[]> {
  if (ids.length === 0) return [];
  return db().$queryRaw<DealSummary[]>`
    SELECT ${SUMMARY_COLUMNS} FROM deals d ${SUMMARY_JOINS}
    WHERE d.id = ANY(${[...ids]}::int[]) ORDER BY array_position(${[...ids]}::int[], d.id)`;
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
        AND ${deal.originId === null ? Prisma.sql`d.origin_id IS NULL` : Prisma.sql`d.origin_id = ${deal.originId}`} AND d.status = 'live'
      LIMIT 500`,
  ]);
  const typical = typicalPrice(
    comparable.map((row) => row.priceUsd),
    deal.originalPriceUsd,
  );
  return { ...deal, history, typicalPriceUsd: typical };
}

/**
 * Live deals like this one: same place and kind first, then same place, then same kind; each part
 * read in the order of its index (deals_live_destination_best_idx, deals_live_kind_best_idx) and
 * stopped at `limit`, so the cost is the same with ten thousand deals of the kind or a million.
 */
export async function getSimilarDeals(deal: Pick<DealDetail, "id" | "kind" | "destinationId">, limit = 6): Promise<DealSummary[]> {
  const kind = Prisma.sql`${deal.kind}::"DealKind"`;
  // Each part in the exact order of its index, so that the walk stops at `limit`.
  const byPlace = Prisma.sql`d.discount_pct DESC, d.price_usd, d.id`;
  const byKind = byPlace;
  const part = (group: number, condition: Prisma.Sql, order: Prisma.Sql) => Prisma.sql`
    (SELECT d.id, ${group}::int AS grp, d.discount_pct, d.price_usd FROM deals d
     WHERE ${LIVE} AND d.id <> ${deal.id} AND ${condition}
     ORDER BY ${order} LIMIT ${limit})`;
  return db().$queryRaw<DealSummary[]>`
    SELECT ${SUMMARY_COLUMNS} FROM (
      ${part(0, Prisma.sql`d.destination_id = ${deal.destinationId} AND d.kind = ${kind}`, byPlace)}
      UNION ALL ${part(1, Prisma.sql`d.destination_id = ${deal.destinationId} AND d.kind <> ${kind}`, byPlace)}
      UNION ALL ${part(2, Prisma.sql`d.kind = ${kind} AND d.destination_id <> ${deal.destinationId}`, byKind)}
      ORDER BY grp, discount_pct DESC, price_usd, id LIMIT ${limit}
    ) AS chosen
    JOIN deals d ON d.id = chosen.id ${SUMMARY_JOINS}
    ORDER BY chosen.grp, d.discount_pct DESC, d.price_usd, d.id`;
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
  partners: Array<{ slug: string; name: string }>;
};

/**
 * The choices the filter form lists: the partners. Read once a minute per process: every listing
 * page shows the form. (Places are typed, with suggestions: resolvePlaceFilters.)
 */
export const getFilterOptions = cached(60_000, readFilterOptions);

async function readFilterOptions(): Promise<FilterOptions> {
  const partners = await db().$queryRaw<FilterOptions["partners"]>`SELECT slug, name FROM partners ORDER BY name`;
  return { partners };
}

/** What a listing's place fields show: "Name, Country" of the place found, else the text as typed. */
export type PlaceLabels = { origin?: string; destination?: string };

/**
 * A listing's place filters as typed (a slug, a name, "Name, Country") resolved to our
 * destinations' slugs, with the labels the form shows. Text naming no destination stays as it is
 * and matches no deal.
 */
export async function resolvePlaceFilters(input: DealSearchInput): Promise<{ input: DealSearchInput; placeLabels: PlaceLabels }> {
  const [origin, destination] = await Promise.all([input.origin ? resolveDestination(input.origin) : null, input.destination ? resolveDestination(input.destination) : null]);
  const label = (place: typeof origin, typed: string | undefined) => (place ? `${place.name}, ${place.country}` : typed);
  return {
    input: { ...input, origin: origin?.slug ?? input.origin, destination: destination?.slug ?? input.destination },
    placeLabels: { origin: label(origin, input.origin), destination: label(destination, input.destination) },
  };
}

/** Counts of live deals, for page intros (exact: read once per cached page, not per search). */
export async function countLiveDeals(): Promise<number> {
  const [row] = await db().$queryRaw<Array<{ total: number }>>`SELECT count(*)::int AS total FROM deals d WHERE ${LIVE}`;
  return row?.total ?? 0;
}
