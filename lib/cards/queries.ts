import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { cardFirstYearValue } from "@/lib/points/formulas";
import type { EarnCategory, ProgramKind } from "@/lib/points/schema";
import type { CardQuery, CardSort } from "./schema";

export type CardView = {
  slug: string;
  name: string;
  issuer: string;
  annualFeeUsd: number;
  program: { slug: string; name: string; kind: ProgramKind; currencyName: string; valuationCents: number };
  earnRates: Partial<Record<EarnCategory, number>>;
  welcomeBonusPoints: number | null;
  welcomeSpendUsd: number | null;
  welcomeMonths: number | null;
  foreignTransactionFeePct: number;
  perks: string[];
  url: string;
  source: string;
  asOf: string;
  /** First-year welcome bonus plus a year's spending at our valuation, minus the fee: Premium only (absent otherwise). */
  actualPointValue?: { points: number; valueUsd: number };
};

type CardRow = Omit<CardView, "program" | "actualPointValue"> & { programSlug: string; programName: string; programKind: ProgramKind; currencyName: string; valuationCents: number };

const ORDER: Record<Exclude<CardSort, "value-desc">, Prisma.Sql> = {
  "fee-asc": Prisma.sql`c.annual_fee_usd ASC, c.name ASC`,
  "fee-desc": Prisma.sql`c.annual_fee_usd DESC, c.name ASC`,
  "bonus-desc": Prisma.sql`COALESCE(c.welcome_bonus_points::float8 * l.cents_per_point, 0) DESC, c.name ASC`,
  name: Prisma.sql`c.name ASC`,
};

async function readCards(where: Prisma.Sql, order: Prisma.Sql): Promise<CardView[]> {
  const rows = await db().$queryRaw<CardRow[]>`
    SELECT c.slug, c.name, c.issuer, c.annual_fee_usd AS "annualFeeUsd", c.earn_rates AS "earnRates", c.welcome_bonus_points AS "welcomeBonusPoints",
      c.welcome_spend_usd AS "welcomeSpendUsd", c.welcome_months AS "welcomeMonths", c.foreign_transaction_fee_pct::float8 AS "foreignTransactionFeePct",
      c.perks, c.url, c.source, c.as_of AS "asOf", p.slug AS "programSlug", p.name AS "programName", p.kind::text AS "programKind",
      p.currency_name AS "currencyName", l.cents_per_point::float8 AS "valuationCents"
    FROM travel_cards c
    JOIN loyalty_programs p ON p.id = c.program_id
    JOIN (SELECT DISTINCT ON (program_id) program_id, cents_per_point FROM points_valuations ORDER BY program_id, month DESC) l ON l.program_id = p.id
    ${where}
    ORDER BY ${order}`;
  return rows.map(({ programSlug, programName, programKind, currencyName, valuationCents, ...card }) => ({
    ...card,
    program: { slug: programSlug, name: programName, kind: programKind, currencyName, valuationCents },
  }));
}

/** Adds the 'actual point value' to each card: only ever called for Premium members. */
function withValues(cards: CardView[]): CardView[] {
  return cards.map((card) => ({ ...card, actualPointValue: cardFirstYearValue(card, card.program.valuationCents) }));
}

/**
 * The directory: filtered and sorted in the database. `withPointValue` (Premium members only)
 * computes each card's actual point value and allows sorting by it; otherwise it is never computed.
 */
export async function listCards(query: Omit<CardQuery, "compare">, { withPointValue }: { withPointValue: boolean }): Promise<CardView[]> {
  const conditions: Prisma.Sql[] = [];
  if (query.issuer) conditions.push(Prisma.sql`c.issuer = ${query.issuer}`);
  if (query.program) conditions.push(Prisma.sql`p.slug = ${query.program}`);
  if (query.maxFee !== undefined) conditions.push(Prisma.sql`c.annual_fee_usd <= ${query.maxFee}`);
  if (query.noForeignFee) conditions.push(Prisma.sql`c.foreign_transaction_fee_pct = 0`);
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  const sort = query.sort ?? "fee-asc";
  if (sort === "value-desc" && withPointValue) {
    const cards = withValues(await readCards(where, ORDER["fee-asc"]));
    return cards.sort((a, b) => b.actualPointValue!.valueUsd - a.actualPointValue!.valueUsd || a.name.localeCompare(b.name));
  }
  const cards = await readCards(where, ORDER[sort === "value-desc" ? "fee-asc" : sort]);
  return withPointValue ? withValues(cards) : cards;
}

/** How many cards the directory holds (the home page's claim): one count over the primary key. */
export function getCardCount(): Promise<number> {
  return db().travelCard.count();
}

/** The cards of a comparison, in the order asked; unknown slugs are left out. */
export async function getCardsBySlugs(slugs: readonly string[], { withPointValue }: { withPointValue: boolean }): Promise<CardView[]> {
  if (slugs.length === 0) return [];
  const cards = await readCards(Prisma.sql`WHERE c.slug IN (${Prisma.join(slugs)})`, ORDER.name);
  const ordered = slugs.map((slug) => cards.find((card) => card.slug === slug)).filter((card): card is CardView => card !== undefined);
  return withPointValue ? withValues(ordered) : ordered;
}

export type CardDirectoryFacts = {
  count: number;
  minFeeUsd: number;
  maxFeeUsd: number;
  issuers: string[];
  programs: Array<{ slug: string; name: string }>;
  /** The newest month any card's data describes. */
  asOf: string | null;
};

/** What the filters offer and the page states, from the database. */
export async function getCardDirectoryFacts(): Promise<CardDirectoryFacts> {
  const [stats, issuers, programs] = await Promise.all([
    db().travelCard.aggregate({ _count: { _all: true }, _min: { annualFeeUsd: true }, _max: { annualFeeUsd: true, asOf: true } }),
    db().travelCard.findMany({ distinct: ["issuer"], select: { issuer: true }, orderBy: { issuer: "asc" } }),
    db().loyaltyProgram.findMany({ where: { cards: { some: {} } }, select: { slug: true, name: true }, orderBy: { name: "asc" } }),
  ]);
  return {
    count: stats._count._all,
    minFeeUsd: stats._min.annualFeeUsd ?? 0,
    maxFeeUsd: stats._max.annualFeeUsd ?? 0,
    issuers: issuers.map((row) => row.issuer),
    programs,
    asOf: stats._max.asOf ?? null,
  };
}
