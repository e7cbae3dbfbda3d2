// The Compass's arithmetic, pure and shared by the calculators, the deal block and the card
// directory. Money is in US dollars and valuations in US cents per point unless a name says
// otherwise; the callers convert to the visitor's currency at the end.
import { DEFAULT_SPENDING_PROFILE, EARN_CATEGORIES, type EarnCategory } from "./constants";

/** Dollars rounded to cents (avoids 0.1 + 0.2 artefacts in what is shown). */
export function roundCents(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

/** What `points` are worth in US dollars at `centsPerPoint`. */
export function pointsValueUsd(points: number, centsPerPoint: number): number {
  return roundCents((points * centsPerPoint) / 100);
}

export type TransferRoute = {
  toSlug: string;
  fromPoints: number;
  toPoints: number;
  minimumPoints: number;
  /** The partner's valuation. */
  partnerCents: number;
  /** A running transfer bonus in percent (0 when none runs or the visitor does not get live bonuses). */
  bonusPercent: number;
};

/** Partner points received for `points` sent: whole points, bonus included; 0 below the minimum. */
export function transferredPoints(points: number, route: Pick<TransferRoute, "fromPoints" | "toPoints" | "minimumPoints" | "bonusPercent">): number {
  if (points < route.minimumPoints) return 0;
  return Math.floor((points * route.toPoints * (100 + route.bonusPercent)) / (route.fromPoints * 100));
}

/** Cents each source point is worth when moved through a route (ratio x bonus x partner value). */
export function routeCentsPerPoint(route: Pick<TransferRoute, "fromPoints" | "toPoints" | "partnerCents" | "bonusPercent">): number {
  return (route.toPoints / route.fromPoints) * (1 + route.bonusPercent / 100) * route.partnerCents;
}

export type BalanceWorth = {
  atValuationUsd: number;
  atCashOutUsd: number | null;
  bestTransfer: { toSlug: string; receivedPoints: number; valueUsd: number; bonusPercent: number } | null;
  /** The highest of the three. */
  bestUsd: number;
};

/** What a balance is worth: at the program's valuation, at its cash-out floor, and through the best transfer partner. */
export function balanceWorth(balance: number, valuationCents: number, cashOutCents: number | null, routes: readonly TransferRoute[]): BalanceWorth {
  const atValuationUsd = pointsValueUsd(balance, valuationCents);
  const atCashOutUsd = cashOutCents === null ? null : pointsValueUsd(balance, cashOutCents);
  let bestTransfer: BalanceWorth["bestTransfer"] = null;
  for (const route of routes) {
    const receivedPoints = transferredPoints(balance, route);
    if (receivedPoints === 0) continue;
    const valueUsd = pointsValueUsd(receivedPoints, route.partnerCents);
    if (!bestTransfer || valueUsd > bestTransfer.valueUsd) bestTransfer = { toSlug: route.toSlug, receivedPoints, valueUsd, bonusPercent: route.bonusPercent };
  }
  const bestUsd = Math.max(atValuationUsd, atCashOutUsd ?? 0, bestTransfer?.valueUsd ?? 0);
  return { atValuationUsd, atCashOutUsd, bestTransfer, bestUsd };
}

export type RedemptionVerdict = "great" | "good" | "poor";

/** A redemption at least this many times the valuation is 'great'. */
export const GREAT_REDEMPTION_RATIO = 1.2;

/**
 * Cents per point a redemption gets: (cash price - taxes paid on the award) / points, in US
 * cents; the verdict compares it with the program's valuation.
 */
export function redemptionValue(cashPriceUsd: number, taxesUsd: number, points: number, valuationCents: number): { centsPerPoint: number; verdict: RedemptionVerdict; ratio: number } {
  const centsPerPoint = Math.round((((cashPriceUsd - taxesUsd) * 100) / points) * 1000) / 1000;
  const ratio = centsPerPoint / valuationCents;
  const verdict: RedemptionVerdict = ratio >= GREAT_REDEMPTION_RATIO ? "great" : ratio >= 1 ? "good" : "poor";
  return { centsPerPoint, verdict, ratio: Math.round(ratio * 100) / 100 };
}

export type TripBalance = { slug: string; balance: number; valuationCents: number; cashOutCents: number | null; routes: readonly TransferRoute[] };

export type TripCoverageRow = {
  slug: string;
  balance: number;
  /** Cents per point through the balance's best use (its valuation, floor or best transfer). */
  bestCents: number;
  valueUsd: number;
  /** Points of this balance the trip would use at bestCents (rounded up). */
  pointsNeeded: number;
  /** 0 to 1: the part of the trip this balance pays for alone. */
  coverage: number;
  covers: boolean;
};

/**
 * Which balances cover a trip best. Each balance is valued through its best use; the rows are
 * ordered: balances that cover the whole trip first, among them the one that leaves the most of
 * itself over (the smallest share used), then the rest by how much of the trip they pay for.
 */
export function tripCoverage(tripCostUsd: number, balances: readonly TripBalance[]): { rows: TripCoverageRow[]; combinedUsd: number; combinedCovers: boolean } {
  const rows = balances.map((entry): TripCoverageRow => {
    const worth = balanceWorth(entry.balance, entry.valuationCents, entry.cashOutCents, entry.routes);
    const bestCents = Math.max(entry.valuationCents, entry.cashOutCents ?? 0, ...entry.routes.map((route) => routeCentsPerPoint(route)));
    const pointsNeeded = Math.ceil((tripCostUsd * 100) / bestCents);
    const coverage = Math.min(1, worth.bestUsd / tripCostUsd);
    return { slug: entry.slug, balance: entry.balance, bestCents: Math.round(bestCents * 1000) / 1000, valueUsd: worth.bestUsd, pointsNeeded, coverage: Math.round(coverage * 1000) / 1000, covers: worth.bestUsd >= tripCostUsd };
  });
  rows.sort((a, b) => Number(b.covers) - Number(a.covers) || (a.covers ? a.pointsNeeded / a.balance - b.pointsNeeded / b.balance : b.coverage - a.coverage));
  const combinedUsd = roundCents(rows.reduce((sum, row) => sum + row.valueUsd, 0));
  return { rows, combinedUsd, combinedCovers: combinedUsd >= tripCostUsd };
}

/** Points a card earns in a year of `profile` spending: each category at its rate, else the card's base ("other") rate. */
export function yearlyPoints(earnRates: Partial<Record<EarnCategory, number>>, profile: Readonly<Record<EarnCategory, number>> = DEFAULT_SPENDING_PROFILE): number {
  const base = earnRates.other ?? 1;
  let total = 0;
  for (const category of EARN_CATEGORIES) total += profile[category] * (earnRates[category] ?? base);
  return Math.round(total);
}

/**
 * A card's 'actual point value' for its first year: the welcome bonus plus a year's spending,
 * at the rewards program's valuation, minus the annual fee (US dollars, whole).
 */
export function cardFirstYearValue(card: { welcomeBonusPoints: number | null; earnRates: Partial<Record<EarnCategory, number>>; annualFeeUsd: number }, valuationCents: number, profile?: Readonly<Record<EarnCategory, number>>): { points: number; valueUsd: number } {
  const points = (card.welcomeBonusPoints ?? 0) + yearlyPoints(card.earnRates, profile);
  return { points, valueUsd: Math.round((points * valuationCents) / 100 - card.annualFeeUsd) };
}

export type PointsOrCashProgram = {
  slug: string;
  valuationCents: number;
  cashOutCents: number | null;
  bestRoute: { toSlug: string; centsPerPoint: number } | null;
};

export type PointsOrCashRow = {
  slug: string;
  /** Points whose value at our valuation equals the price. */
  pointsAtValuation: number;
  /** Points the price takes when paid through the program's cash-out rate (null without one). */
  pointsAtCashOut: number | null;
  /** Points to send to the best partner for an award worth the price (null without partners). */
  pointsThroughBestTransfer: number | null;
  bestPartner: string | null;
  /** "points" when paying with the program's points at its cash-out rate gives up no value, "cash" otherwise. */
  better: "points" | "cash";
};

/**
 * Points or cash for a cash price: paying through a program's cash-out rate uses
 * price / cash-out points, which are worth price x valuation / cash-out at our valuation; when
 * that is more than the price, cash is better and the points are kept for a transfer, where an
 * award costing fewer than `pointsThroughBestTransfer` points beats paying cash.
 */
export function pointsOrCash(priceUsd: number, program: PointsOrCashProgram): PointsOrCashRow {
  const cents = priceUsd * 100;
  const pointsAtCashOut = program.cashOutCents ? Math.ceil(cents / program.cashOutCents) : null;
  return {
    slug: program.slug,
    pointsAtValuation: Math.ceil(cents / program.valuationCents),
    pointsAtCashOut,
    pointsThroughBestTransfer: program.bestRoute ? Math.ceil(cents / program.bestRoute.centsPerPoint) : null,
    bestPartner: program.bestRoute?.toSlug ?? null,
    better: program.cashOutCents !== null && program.cashOutCents >= program.valuationCents ? "points" : "cash",
  };
}
