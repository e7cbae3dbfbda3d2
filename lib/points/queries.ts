import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { routeCentsPerPoint, type TransferRoute } from "./formulas";
import type { ProgramKind } from "./schema";

// Each program's newest valuation (the unique index on (program_id, month) serves the DISTINCT ON).
const LATEST = Prisma.sql`(SELECT DISTINCT ON (program_id) program_id, month, cents_per_point, source FROM points_valuations ORDER BY program_id, month DESC)`;

export type ProgramValuation = {
  slug: string;
  name: string;
  kind: ProgramKind;
  currencyName: string;
  cashOutCents: number | null;
  cashOutNote: string | null;
  website: string;
  centsPerPoint: number;
  /** YYYY-MM of the valuation. */
  month: string;
  source: string;
  /** The valuation of the month before it in our data, when there is one. */
  previousCents: number | null;
  previousMonth: string | null;
  partnerCount: number;
};

/** Every program with its current valuation (and the one before it), best value first within each kind. */
export async function listProgramValuations(kind?: ProgramKind): Promise<ProgramValuation[]> {
  const filter = kind ? Prisma.sql`WHERE p.kind = ${kind}::"PointsProgramKind"` : Prisma.empty;
  return db().$queryRaw<ProgramValuation[]>`
    SELECT p.slug, p.name, p.kind::text AS kind, p.currency_name AS "currencyName", p.cash_out_cents::float8 AS "cashOutCents",
      p.cash_out_note AS "cashOutNote", p.website, l.cents_per_point::float8 AS "centsPerPoint", to_char(l.month, 'YYYY-MM') AS month, l.source,
      prev.cents_per_point::float8 AS "previousCents", to_char(prev.month, 'YYYY-MM') AS "previousMonth",
      (SELECT count(*)::int FROM transfer_partners t WHERE t.from_program_id = p.id) AS "partnerCount"
    FROM loyalty_programs p
    JOIN ${LATEST} l ON l.program_id = p.id
    LEFT JOIN LATERAL (SELECT v.month, v.cents_per_point FROM points_valuations v WHERE v.program_id = p.id AND v.month < l.month ORDER BY v.month DESC LIMIT 1) prev ON true
    ${filter}
    ORDER BY array_position(ARRAY['bank','airline','hotel'], p.kind::text), l.cents_per_point DESC, p.name`;
}

/** A program's dated valuations, oldest first (its history). */
export async function getValuationHistory(slug: string): Promise<Array<{ month: string; centsPerPoint: number; source: string }> | null> {
  const program = await db().loyaltyProgram.findUnique({
    where: { slug },
    select: { valuations: { orderBy: { month: "asc" }, select: { month: true, centsPerPoint: true, source: true } } },
  });
  if (!program) return null;
  return program.valuations.map((row) => ({ month: row.month.toISOString().slice(0, 7), centsPerPoint: row.centsPerPoint.toNumber(), source: row.source }));
}

export type PointsHomeFigures = { bankMaxCents: number; airlineMaxCents: number; hotelMaxCents: number };

/**
 * The home page's claims ('up to X cents per credit card point, Y per airline mile, Z per hotel
 * point'): the highest current valuation of each kind, in one query.
 */
export async function getPointsHomeFigures(): Promise<PointsHomeFigures> {
  const rows = await db().$queryRaw<Array<{ kind: ProgramKind; cents: number }>>`
    SELECT p.kind::text AS kind, max(l.cents_per_point)::float8 AS cents
    FROM loyalty_programs p JOIN ${LATEST} l ON l.program_id = p.id GROUP BY p.kind`;
  const max = (kind: ProgramKind) => rows.find((row) => row.kind === kind)?.cents ?? 0;
  return { bankMaxCents: max("bank"), airlineMaxCents: max("airline"), hotelMaxCents: max("hotel") };
}

export type ProgramOption = { slug: string; name: string; kind: ProgramKind };

export async function listProgramOptions(): Promise<ProgramOption[]> {
  const rows = await db().loyaltyProgram.findMany({ select: { slug: true, name: true, kind: true }, orderBy: [{ kind: "asc" }, { name: "asc" }] });
  return rows;
}

export type CalculationProgram = {
  slug: string;
  name: string;
  kind: ProgramKind;
  currencyName: string;
  valuationCents: number;
  cashOutCents: number | null;
  routes: Array<TransferRoute & { toName: string; toCurrency: string }>;
};

/**
 * Programs with their valuation, cash-out floor and transfer routes (each partner's valuation,
 * and the transfer bonus running at `now` when `withBonuses`). Unknown slugs are absent.
 */
export async function getCalculationPrograms(slugs: readonly string[], { now = new Date(), withBonuses }: { now?: Date; withBonuses: boolean }): Promise<Map<string, CalculationProgram>> {
  if (slugs.length === 0) return new Map();
  const programs = await db().$queryRaw<Array<Omit<CalculationProgram, "routes"> & { id: number }>>`
    SELECT p.id, p.slug, p.name, p.kind::text AS kind, p.currency_name AS "currencyName", l.cents_per_point::float8 AS "valuationCents", p.cash_out_cents::float8 AS "cashOutCents"
    FROM loyalty_programs p JOIN ${LATEST} l ON l.program_id = p.id WHERE p.slug IN (${Prisma.join(slugs)})`;
  if (programs.length === 0) return new Map();
  const routes = await db().$queryRaw<Array<TransferRoute & { fromId: number; toName: string; toCurrency: string }>>`
    SELECT t.from_program_id AS "fromId", q.slug AS "toSlug", q.name AS "toName", q.currency_name AS "toCurrency", t.from_points AS "fromPoints", t.to_points AS "toPoints",
      t.minimum_points AS "minimumPoints", l.cents_per_point::float8 AS "partnerCents",
      CASE WHEN ${withBonuses} THEN COALESCE((SELECT max(b.bonus_percent) FROM transfer_bonuses b WHERE b.transfer_id = t.id AND b.starts_at <= ${now} AND b.ends_at > ${now}), 0) ELSE 0 END::int AS "bonusPercent"
    FROM transfer_partners t JOIN loyalty_programs q ON q.id = t.to_program_id JOIN ${LATEST} l ON l.program_id = q.id
    WHERE t.from_program_id IN (${Prisma.join(programs.map((program) => program.id))})`;
  return new Map(
    programs.map(({ id, ...program }) => [
      program.slug,
      { ...program, routes: routes.filter((route) => route.fromId === id) },
    ]),
  );
}

export type TransferPartnerView = {
  from: string;
  fromName: string;
  to: string;
  toName: string;
  toKind: ProgramKind;
  fromPoints: number;
  toPoints: number;
  minimumPoints: number;
  partnerCents: number;
  source: string;
  asOf: string;
  /** The bonus running now (percent), or null; filled only for Premium members and admins. */
  bonus: { percent: number; startsAt: string; endsAt: string } | null;
};

/** Transfer partners (all, or those of one source program), with the bonus running now when `withBonuses`. */
export async function listTransferPartners({ from, withBonuses, now = new Date() }: { from?: string; withBonuses: boolean; now?: Date }): Promise<TransferPartnerView[]> {
  const filter = from ? Prisma.sql`WHERE f.slug = ${from}` : Prisma.empty;
  const rows = await db().$queryRaw<Array<Omit<TransferPartnerView, "bonus"> & { bonusPercent: number | null; bonusStarts: string | null; bonusEnds: string | null }>>`
    SELECT f.slug AS "from", f.name AS "fromName", q.slug AS "to", q.name AS "toName", q.kind::text AS "toKind", t.from_points AS "fromPoints",
      t.to_points AS "toPoints", t.minimum_points AS "minimumPoints", l.cents_per_point::float8 AS "partnerCents", t.source, t.as_of AS "asOf",
      b.bonus_percent AS "bonusPercent", to_char(b.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "bonusStarts",
      to_char(b.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "bonusEnds"
    FROM transfer_partners t
    JOIN loyalty_programs f ON f.id = t.from_program_id
    JOIN loyalty_programs q ON q.id = t.to_program_id
    JOIN ${LATEST} l ON l.program_id = q.id
    LEFT JOIN LATERAL (SELECT bonus_percent, starts_at, ends_at FROM transfer_bonuses WHERE transfer_id = t.id AND ${withBonuses} AND starts_at <= ${now} AND ends_at > ${now} ORDER BY bonus_percent DESC LIMIT 1) b ON true
    ${filter}
    ORDER BY f.name, (t.to_points::float8 / t.from_points) * l.cents_per_point DESC, q.name`;
  return rows.map(({ bonusPercent, bonusStarts, bonusEnds, ...row }) => ({
    ...row,
    bonus: bonusPercent !== null && bonusStarts && bonusEnds ? { percent: bonusPercent, startsAt: bonusStarts, endsAt: bonusEnds } : null,
  }));
}

/** Counts the pages state (programs by kind, transfer pairs). */
export async function getPointsCounts(): Promise<{ programs: number; banks: number; airlines: number; hotels: number; transfers: number }> {
  const [byKind, transfers] = await Promise.all([db().loyaltyProgram.groupBy({ by: ["kind"], _count: { _all: true } }), db().transferPartner.count()]);
  const count = (kind: ProgramKind) => byKind.find((row) => row.kind === kind)?._count._all ?? 0;
  return { programs: count("bank") + count("airline") + count("hotel"), banks: count("bank"), airlines: count("airline"), hotels: count("hotel"), transfers };
}

/**
 * The main points currencies a deal is priced in (the transferable bank currencies): each with
 * its valuation, cash-out floor and best transfer partner at the standard ratio (no bonuses).
 */
export async function getPointsOrCashPrograms(): Promise<Array<{ slug: string; name: string; valuationCents: number; cashOutCents: number | null; bestRoute: { toSlug: string; toName: string; centsPerPoint: number } | null }>> {
  const banks = await db().loyaltyProgram.findMany({ where: { kind: "bank" }, select: { slug: true } });
  const programs = await getCalculationPrograms(
    banks.map((bank) => bank.slug),
    { withBonuses: false },
  );
  return [...programs.values()]
    .map((program) => {
      let bestRoute: { toSlug: string; toName: string; centsPerPoint: number } | null = null;
      for (const route of program.routes) {
        const cents = routeCentsPerPoint(route);
        if (!bestRoute || cents > bestRoute.centsPerPoint) bestRoute = { toSlug: route.toSlug, toName: route.toName, centsPerPoint: cents };
      }
      return { slug: program.slug, name: program.name, valuationCents: program.valuationCents, cashOutCents: program.cashOutCents, bestRoute };
    })
    .sort((a, b) => b.valuationCents - a.valuationCents || a.name.localeCompare(b.name));
}
