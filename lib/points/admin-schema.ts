// Administrators' edits of the Compass data: transfer bonuses and travel cards. Safe on the client.
import { z } from "@/lib/zod";
import { EARN_CATEGORIES } from "./constants";

export const pointsAdminMessages = {
  from: "Choose the program points are transferred from",
  to: "Choose the partner points are transferred to",
  unknownTransfer: "These programs have no transfer partnership",
  percent: "Bonus must be a whole percentage from 1 to 300",
  startsAt: "Start must be a date and time (ISO 8601)",
  endsAt: "End must be a date and time (ISO 8601)",
  endBeforeStart: "End must be after the start",
  unknownBonus: "Transfer bonus not found",
  unknownCard: "Card not found",
  fee: "Annual fee must be a whole number of US dollars from 0 to 10,000",
  bonusPoints: "Welcome bonus must be a whole number of points (or null)",
  spend: "Spending requirement must be a whole number of US dollars (or null)",
  months: "Months must be a whole number from 1 to 24 (or null)",
  foreignFee: "Foreign transaction fee must be a percentage from 0 to 10",
  perks: "Perks must be a list of 1 to 12 short texts",
  url: "Issuer page must be an https URL",
  asOf: "Date must be a month (YYYY-MM)",
  earnRates: "Earn rates must map known categories to rates from 0.1 to 30",
  empty: "Nothing to change",
  welcomeAllOrNone: "Give the welcome bonus, its spending and months together, or none of them",
} as const;

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), message)
    .transform((value) => new Date(value));

export const createTransferBonusSchema = z
  .object({
    from: z.string({ error: pointsAdminMessages.from }).trim().min(1, pointsAdminMessages.from).max(80, pointsAdminMessages.from),
    to: z.string({ error: pointsAdminMessages.to }).trim().min(1, pointsAdminMessages.to).max(80, pointsAdminMessages.to),
    bonusPercent: z.number({ error: pointsAdminMessages.percent }).int(pointsAdminMessages.percent).min(1, pointsAdminMessages.percent).max(300, pointsAdminMessages.percent),
    startsAt: isoDate(pointsAdminMessages.startsAt),
    endsAt: isoDate(pointsAdminMessages.endsAt),
  })
  .refine((input) => input.endsAt > input.startsAt, { path: ["endsAt"], message: pointsAdminMessages.endBeforeStart });
export type CreateTransferBonusInput = z.output<typeof createTransferBonusSchema>;

const wholeOrNull = (message: string, max: number) => z.number({ error: message }).int(message).min(1, message).max(max, message).nullable();

export const updateCardSchema = z
  .object({
    annualFeeUsd: z.number({ error: pointsAdminMessages.fee }).int(pointsAdminMessages.fee).min(0, pointsAdminMessages.fee).max(10_000, pointsAdminMessages.fee),
    welcomeBonusPoints: wholeOrNull(pointsAdminMessages.bonusPoints, 10_000_000),
    welcomeSpendUsd: wholeOrNull(pointsAdminMessages.spend, 1_000_000),
    welcomeMonths: wholeOrNull(pointsAdminMessages.months, 24),
    foreignTransactionFeePct: z.number({ error: pointsAdminMessages.foreignFee }).min(0, pointsAdminMessages.foreignFee).max(10, pointsAdminMessages.foreignFee),
    perks: z.array(z.string({ error: pointsAdminMessages.perks }).trim().min(1, pointsAdminMessages.perks).max(200, pointsAdminMessages.perks), { error: pointsAdminMessages.perks }).min(1, pointsAdminMessages.perks).max(12, pointsAdminMessages.perks),
    url: z.string({ error: pointsAdminMessages.url }).max(500, pointsAdminMessages.url).regex(/^https:\/\/[^\s]+$/, pointsAdminMessages.url),
    asOf: z.string({ error: pointsAdminMessages.asOf }).regex(/^20\d\d-(0[1-9]|1[0-2])$/, pointsAdminMessages.asOf),
    earnRates: z
      .record(z.string(), z.number({ error: pointsAdminMessages.earnRates }).min(0.1, pointsAdminMessages.earnRates).max(30, pointsAdminMessages.earnRates), { error: pointsAdminMessages.earnRates })
      .refine((rates) => Object.keys(rates).length > 0 && Object.keys(rates).every((key) => (EARN_CATEGORIES as readonly string[]).includes(key)), pointsAdminMessages.earnRates),
  })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, pointsAdminMessages.empty);
export type UpdateCardInput = z.output<typeof updateCardSchema>;
