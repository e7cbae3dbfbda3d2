// Travel Points Compass: the kinds, categories and calculation payloads shared by the forms,
// the API and the services. Safe on the client.
import { currencyCodes } from "@/lib/currency/currencies";
import { z } from "@/lib/zod";

import { PROGRAM_KINDS } from "./constants";
export { DEFAULT_SPENDING_PROFILE, EARN_CATEGORIES, PROGRAM_KINDS, type EarnCategory, type ProgramKind } from "./constants";

export const CALCULATION_KINDS = ["balance", "redemption", "trip"] as const;
export type CalculationKind = (typeof CALCULATION_KINDS)[number];

/** Largest balance or point price accepted: no loyalty account holds a billion points. */
export const MAX_POINTS = 1_000_000_000;
/** Largest cash amount accepted (in the chosen currency). */
export const MAX_CASH = 10_000_000;
export const MAX_TRIP_BALANCES = 8;

export const pointsMessages = {
  kind: "Choose a calculation: balance, redemption or trip",
  program: "Choose a loyalty program",
  unknownProgram: "Unknown loyalty program",
  balanceNumber: "Balance must be a number",
  balancePositive: "Balance must be greater than zero",
  balanceWhole: "Balance must be a whole number of points",
  balanceTooLarge: "Balance is too large (at most 1,000,000,000 points)",
  pointsNumber: "Points must be a number",
  pointsPositive: "Points must be greater than zero",
  pointsWhole: "Points must be a whole number",
  pointsTooLarge: "Points are too many (at most 1,000,000,000)",
  cashNumber: "Cash price must be a number",
  cashPositive: "Cash price must be greater than zero",
  cashTooLarge: "Cash price is too large",
  taxesNumber: "Taxes and fees must be a number",
  taxesNegative: "Taxes and fees cannot be negative",
  taxesAboveCash: "Taxes and fees must be less than the cash price",
  tripNumber: "Trip cost must be a number",
  tripPositive: "Trip cost must be greater than zero",
  tripTooLarge: "Trip cost is too large",
  balancesRequired: "Add at least one balance",
  balancesTooMany: "At most 8 balances at once",
  duplicateProgram: "Each program may appear once",
  currency: "Unknown currency",
  signInRequired: "Sign in to use the points calculators",
} as const;

const programSlug = z.string({ error: pointsMessages.program }).trim().min(1, pointsMessages.program).max(80, pointsMessages.unknownProgram);

const points = (m: { number: string; positive: string; whole: string; tooLarge: string }) =>
  z
    .number({ error: m.number })
    .refine((value) => Number.isFinite(value), m.number)
    .refine((value) => value > 0, m.positive)
    .refine((value) => Number.isInteger(value), m.whole)
    .refine((value) => value <= MAX_POINTS, m.tooLarge);

const balanceMessages = { number: pointsMessages.balanceNumber, positive: pointsMessages.balancePositive, whole: pointsMessages.balanceWhole, tooLarge: pointsMessages.balanceTooLarge };

const money = (m: { number: string; positive: string; tooLarge: string }) =>
  z
    .number({ error: m.number })
    .refine((value) => Number.isFinite(value), m.number)
    .refine((value) => value > 0, m.positive)
    .refine((value) => value <= MAX_CASH, m.tooLarge);

const currency = z.enum(currencyCodes, { error: pointsMessages.currency }).default("USD");

export const balanceCalculationSchema = z.object({
  kind: z.literal("balance"),
  program: programSlug,
  balance: points(balanceMessages),
  currency,
});

export const redemptionCalculationSchema = z
  .object({
    kind: z.literal("redemption"),
    program: programSlug,
    cashPrice: money({ number: pointsMessages.cashNumber, positive: pointsMessages.cashPositive, tooLarge: pointsMessages.cashTooLarge }),
    taxes: z
      .number({ error: pointsMessages.taxesNumber })
      .refine((value) => Number.isFinite(value), pointsMessages.taxesNumber)
      .refine((value) => value >= 0, pointsMessages.taxesNegative)
      .default(0),
    points: points({ number: pointsMessages.pointsNumber, positive: pointsMessages.pointsPositive, whole: pointsMessages.pointsWhole, tooLarge: pointsMessages.pointsTooLarge }),
    currency,
  })
  .refine((input) => input.taxes < input.cashPrice, { path: ["taxes"], message: pointsMessages.taxesAboveCash });

export const tripCalculationSchema = z.object({
  kind: z.literal("trip"),
  tripCost: money({ number: pointsMessages.tripNumber, positive: pointsMessages.tripPositive, tooLarge: pointsMessages.tripTooLarge }),
  balances: z
    .array(z.object({ program: programSlug, balance: points(balanceMessages) }), { error: pointsMessages.balancesRequired })
    .min(1, pointsMessages.balancesRequired)
    .max(MAX_TRIP_BALANCES, pointsMessages.balancesTooMany)
    .refine((rows) => new Set(rows.map((row) => row.program)).size === rows.length, pointsMessages.duplicateProgram),
  currency,
});

export const calculationSchema = z.discriminatedUnion("kind", [balanceCalculationSchema, redemptionCalculationSchema, tripCalculationSchema], {
  error: pointsMessages.kind,
});
export type CalculationInput = z.output<typeof calculationSchema>;
export type BalanceCalculationInput = z.output<typeof balanceCalculationSchema>;
export type RedemptionCalculationInput = z.output<typeof redemptionCalculationSchema>;
export type TripCalculationInput = z.output<typeof tripCalculationSchema>;

export const programQuerySchema = z.object({
  kind: z.enum(PROGRAM_KINDS, { error: "Kind must be bank, airline or hotel" }).optional(),
});

export const transferQuerySchema = z.object({
  from: z.string({ error: pointsMessages.unknownProgram }).trim().min(1, pointsMessages.unknownProgram).max(80, pointsMessages.unknownProgram).optional(),
});
