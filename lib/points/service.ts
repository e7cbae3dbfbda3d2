import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/queries";
import { consumeUsage, getEntitlements } from "@/lib/billing/entitlements";
import type { CurrencyCode } from "@/lib/currency/currencies";
import { getExchangeRates } from "@/lib/currency/queries";
import { balanceWorth, redemptionValue, roundCents, tripCoverage, type RedemptionVerdict } from "./formulas";
import { getCalculationPrograms, type CalculationProgram } from "./queries";
import { pointsMessages, type CalculationInput } from "./schema";

type ProgramRef = { slug: string; name: string; currencyName: string };

type Money = { currency: CurrencyCode; rate: number };

export type BalanceResult = Money & {
  kind: "balance";
  program: ProgramRef;
  balance: number;
  valuationCents: number;
  cashOutCents: number | null;
  atValuationUsd: number;
  atCashOutUsd: number | null;
  bestTransfer: { to: ProgramRef; receivedPoints: number; valueUsd: number; bonusPercent: number } | null;
  bestUsd: number;
  /** Whether running transfer bonuses were counted (Premium). */
  liveBonuses: boolean;
};

export type RedemptionResult = Money & {
  kind: "redemption";
  program: ProgramRef;
  cashPriceUsd: number;
  taxesUsd: number;
  points: number;
  centsPerPoint: number;
  valuationCents: number;
  ratio: number;
  verdict: RedemptionVerdict;
};

export type TripResult = Money & {
  kind: "trip";
  tripCostUsd: number;
  rows: Array<{ program: ProgramRef; balance: number; bestCents: number; valueUsd: number; pointsNeeded: number; coverage: number; covers: boolean }>;
  combinedUsd: number;
  combinedCovers: boolean;
  liveBonuses: boolean;
};

export type CalculationResult = BalanceResult | RedemptionResult | TripResult;

const ref = (program: CalculationProgram): ProgramRef => ({ slug: program.slug, name: program.name, currencyName: program.currencyName });

function slugsOf(input: CalculationInput): string[] {
  return input.kind === "trip" ? input.balances.map((row) => row.program) : [input.program];
}

/** The programs a calculation names, or 400 'Unknown loyalty program' before anything is counted. */
async function loadPrograms(input: CalculationInput, withBonuses: boolean, now: Date): Promise<Map<string, CalculationProgram>> {
  const slugs = slugsOf(input);
  const programs = await getCalculationPrograms(slugs, { withBonuses, now });
  if (slugs.some((slug) => !programs.has(slug))) throw new AppError("bad_request", { message: pointsMessages.unknownProgram, issues: [{ path: "program", message: pointsMessages.unknownProgram }] });
  return programs;
}

/** Computes a validated calculation with the data of `now` (no metering: see runCalculation). */
export async function computeCalculation(input: CalculationInput, { withBonuses, now = new Date() }: { withBonuses: boolean; now?: Date }): Promise<CalculationResult> {
  const [programs, rates] = await Promise.all([loadPrograms(input, withBonuses, now), getExchangeRates()]);
  const rate = rates.rates[input.currency];
  const toUsd = (amount: number) => roundCents(amount / rate);
  const money = { currency: input.currency, rate };

  if (input.kind === "balance") {
    const program = programs.get(input.program)!;
    const worth = balanceWorth(input.balance, program.valuationCents, program.cashOutCents, program.routes);
    const partner = worth.bestTransfer && program.routes.find((route) => route.toSlug === worth.bestTransfer!.toSlug);
    return {
      kind: "balance",
      ...money,
      program: ref(program),
      balance: input.balance,
      valuationCents: program.valuationCents,
      cashOutCents: program.cashOutCents,
      atValuationUsd: worth.atValuationUsd,
      atCashOutUsd: worth.atCashOutUsd,
      bestTransfer:
        worth.bestTransfer && partner
          ? { to: { slug: partner.toSlug, name: partner.toName, currencyName: partner.toCurrency }, receivedPoints: worth.bestTransfer.receivedPoints, valueUsd: worth.bestTransfer.valueUsd, bonusPercent: worth.bestTransfer.bonusPercent }
          : null,
      bestUsd: worth.bestUsd,
      liveBonuses: withBonuses,
    };
  }

  if (input.kind === "redemption") {
    const program = programs.get(input.program)!;
    const cashPriceUsd = toUsd(input.cashPrice);
    const taxesUsd = toUsd(input.taxes);
    const value = redemptionValue(cashPriceUsd, taxesUsd, input.points, program.valuationCents);
    return { kind: "redemption", ...money, program: ref(program), cashPriceUsd, taxesUsd, points: input.points, valuationCents: program.valuationCents, ...value };
  }

  const tripCostUsd = toUsd(input.tripCost);
  const coverage = tripCoverage(
    tripCostUsd,
    input.balances.map((row) => {
      const program = programs.get(row.program)!;
      return { slug: program.slug, balance: row.balance, valuationCents: program.valuationCents, cashOutCents: program.cashOutCents, routes: program.routes };
    }),
  );
  return {
    kind: "trip",
    ...money,
    tripCostUsd,
    rows: coverage.rows.map(({ slug, ...row }) => ({ program: ref(programs.get(slug)!), ...row })),
    combinedUsd: coverage.combinedUsd,
    combinedCovers: coverage.combinedCovers,
    liveBonuses: withBonuses,
  };
}

export type CalculationOutcome = { result: CalculationResult; usage: { used: number; limit: number | null }; plan: "free" | "premium" };

/**
 * One metered calculation: validates the programs first (a bad request costs nothing), then
 * counts the use through the entitlements service (402 past the Free plan's 3), then computes.
 * Premium members get the transfer bonuses running now.
 */
export async function runCalculation(user: Pick<SessionUser, "id">, input: CalculationInput, now = new Date()): Promise<CalculationOutcome> {
  const { plan } = await getEntitlements(user.id);
  const withBonuses = plan === "premium";
  await loadPrograms(input, withBonuses, now);
  const usage = await consumeUsage(user.id, "points_calculation");
  const result = await computeCalculation(input, { withBonuses, now });
  return { result, usage, plan };
}
