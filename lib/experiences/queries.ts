import "server-only";
// Read queries of the experiences: adventure activities, boat charters and dated events. Every
// count a page (or the home page) states comes from here.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { cached } from "@/lib/cached";
import { getDealSummaries, type DealSummary } from "@/lib/deals/queries";
import { adventureCategories, type AdventureCategoryValue, type BoatTypeValue, type EventCategoryValue } from "./kinds";
import type { EventSearchInput } from "./schema";

const LIVE = Prisma.sql`d.status = 'live' AND d.valid_until >= now()`;

/** Live adventure activities (activities with an adventure category), in one query. */
async function readAdventureCount(): Promise<number> {
  const [row] = await db().$queryRaw<Array<{ total: number }>>`
    SELECT count(*)::int AS total FROM deals d WHERE d.kind = 'activity' AND d.adventure_category IS NOT NULL AND ${LIVE}`;
  return row?.total ?? 0;
}

/** The home page's adventure figure: live adventure activities (read once a minute per process). */
export const getAdventureCount = cached(60_000, readAdventureCount);

export type AdventureCounts = Record<AdventureCategoryValue, number>;

/** Live adventure activities per category. */
export async function getAdventureCounts(): Promise<AdventureCounts> {
  const rows = await db().$queryRaw<Array<{ category: AdventureCategoryValue; total: number }>>`
    SELECT d.adventure_category::text AS category, count(*)::int AS total FROM deals d
    WHERE d.kind = 'activity' AND d.adventure_category IS NOT NULL AND ${LIVE} GROUP BY d.adventure_category`;
  const counts = Object.fromEntries(adventureCategories.map((category) => [category, 0])) as AdventureCounts;
  for (const row of rows) counts[row.category] = row.total;
  return counts;
}

export type CharterFields = {
  id: number;
  boatType: BoatTypeValue | null;
  skippered: boolean | null;
  cabins: number | null;
  guests: number | null;
  days: number | null;
  marina: string | null;
};

/** The structured fields of the given charters, by deal id. */
export async function getCharterFields(ids: readonly number[]): Promise<Map<number, CharterFields>> {
  if (ids.length === 0) return new Map();
  const rows = await db().$queryRaw<CharterFields[]>`
    SELECT id, boat_type::text AS "boatType", charter_skippered AS skippered, charter_cabins AS cabins,
      charter_guests AS guests, charter_days AS days, departure_marina AS marina
    FROM deals WHERE id = ANY(${[...ids]}::int[])`;
  return new Map(rows.map((row) => [row.id, row]));
}

export type CharterOptions = { marinas: Array<{ marina: string; place: string; total: number }>; total: number };

/** The departure marinas of live charters (the marina filter's choices) and the live charter count. */
export async function getCharterOptions(): Promise<CharterOptions> {
  const marinas = await db().$queryRaw<CharterOptions["marinas"]>`
    SELECT d.departure_marina AS marina, min(dest.name) AS place, count(*)::int AS total
    FROM deals d JOIN destinations dest ON dest.id = d.destination_id
    WHERE d.kind = 'boat_charter' AND d.departure_marina IS NOT NULL AND ${LIVE}
    GROUP BY d.departure_marina ORDER BY min(dest.name), d.departure_marina`;
  return { marinas, total: marinas.reduce((sum, row) => sum + row.total, 0) };
}

export type EventOccurrenceSummary = {
  slug: string;
  name: string;
  category: EventCategoryValue;
  place: string;
  summary: string;
  url: string;
  destinationSlug: string;
  destinationName: string;
  destinationCountry: string;
  latitude: number;
  longitude: number;
  startDate: string;
  endDate: string;
  approximate: boolean;
  /** Live hotels and things to do at the destination within DEAL_WINDOW_DAYS of the dates. */
  nearbyDeals: number;
};

/** How far around an event's dates a deal still counts as 'around its dates'. */
export const DEAL_WINDOW_DAYS = 30;
/** Event categories whose deals are shown with an event: somewhere to stay and things to do. */
const EVENT_DEAL_KINDS = ["hotel", "activity"];

const OCCURRENCE_COLUMNS = Prisma.sql`
  e.slug, e.name, e.category::text AS category, e.place, e.summary, e.url, dest.slug AS "destinationSlug",
  dest.name AS "destinationName", dest.country AS "destinationCountry", dest.latitude, dest.longitude,
  to_char(o.start_date, 'YYYY-MM-DD') AS "startDate", to_char(o.end_date, 'YYYY-MM-DD') AS "endDate", o.approximate,
  (SELECT count(*)::int FROM deals d WHERE d.destination_id = e.destination_id AND d.kind = ANY(${EVENT_DEAL_KINDS}::"DealKind"[])
    AND ${LIVE} AND d.start_date BETWEEN o.start_date - ${DEAL_WINDOW_DAYS}::int AND o.end_date + ${DEAL_WINDOW_DAYS}::int) AS "nearbyDeals"`;

/**
 * Upcoming event dates (those not yet over: past ones drop off by themselves), soonest first,
 * filtered by category, destination and month.
 */
export async function listUpcomingEvents(input: EventSearchInput, today: Date = new Date()): Promise<EventOccurrenceSummary[]> {
  const day = today.toISOString().slice(0, 10);
  const conditions: Prisma.Sql[] = [Prisma.sql`o.end_date >= ${day}::date`];
  if (input.category) conditions.push(Prisma.sql`e.category = ${input.category}::"EventCategory"`);
  if (input.destination) conditions.push(Prisma.sql`dest.slug = ${input.destination}`);
  if (input.month) {
    // Events running at any time in that month.
    conditions.push(Prisma.sql`o.start_date < (${`${input.month}-01`}::date + interval '1 month') AND o.end_date >= ${`${input.month}-01`}::date`);
  }
  return db().$queryRaw<EventOccurrenceSummary[]>`
    SELECT ${OCCURRENCE_COLUMNS}
    FROM event_occurrences o JOIN events e ON e.id = o.event_id JOIN destinations dest ON dest.id = e.destination_id
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY o.start_date, e.name`;
}

export type EventFilterOptions = {
  destinations: Array<{ slug: string; name: string }>;
  months: string[];
  total: number;
};

/** The filter choices of /events: destinations and months with upcoming events, and how many events are upcoming. */
export async function getEventFilterOptions(today: Date = new Date()): Promise<EventFilterOptions> {
  const day = today.toISOString().slice(0, 10);
  const [destinations, months, counted] = await Promise.all([
    db().$queryRaw<EventFilterOptions["destinations"]>`
      SELECT DISTINCT dest.slug, dest.name FROM event_occurrences o JOIN events e ON e.id = o.event_id
      JOIN destinations dest ON dest.id = e.destination_id WHERE o.end_date >= ${day}::date ORDER BY dest.name`,
    db().$queryRaw<Array<{ month: string }>>`
      SELECT DISTINCT to_char(m, 'YYYY-MM') AS month
      FROM event_occurrences o, generate_series(date_trunc('month', greatest(o.start_date, ${day}::date)), o.end_date, interval '1 month') AS m
      WHERE o.end_date >= ${day}::date ORDER BY month`,
    db().$queryRaw<Array<{ total: number }>>`
      SELECT count(DISTINCT o.event_id)::int AS total FROM event_occurrences o WHERE o.end_date >= ${day}::date`,
  ]);
  return { destinations, months: months.map((row) => row.month), total: counted[0]?.total ?? 0 };
}

export type EventDetail = {
  slug: string;
  name: string;
  category: EventCategoryValue;
  place: string;
  summary: string;
  url: string;
  source: string;
  asOf: string;
  destinationSlug: string;
  destinationName: string;
  destinationCountry: string;
  latitude: number;
  longitude: number;
  occurrences: Array<{ startDate: string; endDate: string; approximate: boolean }>;
};

/** One event with its upcoming dates (past ones dropped), or null for an unknown slug. */
export async function getEvent(slug: string, today: Date = new Date()): Promise<EventDetail | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const day = today.toISOString().slice(0, 10);
  const rows = await db().$queryRaw<Array<Omit<EventDetail, "occurrences">>>`
    SELECT e.slug, e.name, e.category::text AS category, e.place, e.summary, e.url, e.source, e.as_of AS "asOf",
      dest.slug AS "destinationSlug", dest.name AS "destinationName", dest.country AS "destinationCountry",
      dest.latitude, dest.longitude
    FROM events e JOIN destinations dest ON dest.id = e.destination_id WHERE e.slug = ${slug}`;
  const event = rows[0];
  if (!event) return null;
  const occurrences = await db().$queryRaw<EventDetail["occurrences"]>`
    SELECT to_char(o.start_date, 'YYYY-MM-DD') AS "startDate", to_char(o.end_date, 'YYYY-MM-DD') AS "endDate", o.approximate
    FROM event_occurrences o JOIN events e ON e.id = o.event_id
    WHERE e.slug = ${slug} AND o.end_date >= ${day}::date ORDER BY o.start_date`;
  return { ...event, occurrences };
}

/**
 * Live hotels and things to do at the destination around the dates (within DEAL_WINDOW_DAYS),
 * nearest dates first: somewhere to stay and something to do for the event.
 */
export async function getDealsAroundDates(destinationSlug: string, startDate: string, endDate: string, limit = 6): Promise<DealSummary[]> {
  const rows = await db().$queryRaw<Array<{ id: number }>>`
    SELECT d.id FROM deals d JOIN destinations dest ON dest.id = d.destination_id
    WHERE dest.slug = ${destinationSlug} AND d.kind = ANY(${EVENT_DEAL_KINDS}::"DealKind"[]) AND ${LIVE}
      AND d.start_date BETWEEN ${startDate}::date - ${DEAL_WINDOW_DAYS}::int AND ${endDate}::date + ${DEAL_WINDOW_DAYS}::int
    ORDER BY abs(d.start_date - ${startDate}::date), d.discount_pct DESC, d.id
    LIMIT ${limit}`;
  return getDealSummaries(rows.map((row) => row.id));
}

/** Live hotels and things to do at the destination whatever their dates, soonest first: when none fall around an event's dates. */
export async function getDealsAtDestination(destinationSlug: string, limit = 6): Promise<DealSummary[]> {
  const rows = await db().$queryRaw<Array<{ id: number }>>`
    SELECT d.id FROM deals d JOIN destinations dest ON dest.id = d.destination_id
    WHERE dest.slug = ${destinationSlug} AND d.kind = ANY(${EVENT_DEAL_KINDS}::"DealKind"[]) AND ${LIVE}
    ORDER BY d.start_date ASC NULLS LAST, d.id
    LIMIT ${limit}`;
  return getDealSummaries(rows.map((row) => row.id));
}

/** Every event slug, for the sitemap. */
export async function listEventSlugs(): Promise<string[]> {
  const rows = await db().$queryRaw<Array<{ slug: string }>>`SELECT slug FROM events ORDER BY slug`;
  return rows.map((row) => row.slug);
}
