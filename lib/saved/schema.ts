// Payloads of the favorites and price-alert routes, shared by the forms and the route handlers.
import { z } from "@/lib/zod";
import { isCalendarDate } from "@/lib/dates/calendar-date";
import { dealKinds } from "@/lib/deals/kinds";
import { currencyCodes } from "@/lib/currency/currencies";
import { locales } from "@/lib/i18n/locales";

const MAX_INT = 2_147_483_647;

const dealId = z.number({ error: "dealId must be a positive whole number" }).int("dealId must be a positive whole number").min(1, "dealId must be a positive whole number").max(MAX_INT, "dealId must be a positive whole number");

export const favoriteInputSchema = z.object({ dealId }, { error: "Request body must be an object with a dealId" });
export type FavoriteInput = z.infer<typeof favoriteInputSchema>;

/** Parses a path segment or a comma-separated list of deal ids; null when anything is malformed. */
export function parseDealIds(value: string | null | undefined, max = 100): number[] | null {
  if (value === null || value === undefined) return null;
  const parts = value.split(",").filter((part) => part !== "");
  if (parts.length > max) return null;
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,10}$/.test(part)) return null;
    const id = Number(part);
    if (id < 1 || id > MAX_INT) return null;
    ids.push(id);
  }
  return ids;
}

const optionalText = (message: string) =>
  z
    .union([z.string({ error: message }), z.number({ error: message }).int(message).positive(message)], { error: message })
    .transform((value) => (typeof value === "string" ? value.trim() : value))
    .optional()
    .nullable();

/** An empty form field ("") means "not given". */
const blankAsNull = (value: unknown) => (value === "" ? null : value);

const dateField = (message: string) =>
  z.preprocess(
    blankAsNull,
    z
      .string({ error: message })
      .refine(isCalendarDate, message)
      .nullable()
      .optional(),
  );

export const createAlertSchema = z
  .object(
    {
      destination: z.union([z.string({ error: "Choose a destination" }).trim().min(1, "Choose a destination").max(120, "Unknown destination"), z.number({ error: "Choose a destination" }).int("Unknown destination").positive("Unknown destination").max(MAX_INT, "Unknown destination")], { error: "Choose a destination" }),
      origin: optionalText("Unknown origin"),
      kind: z.preprocess(blankAsNull, z.enum(dealKinds, { error: "Unknown deal kind" }).nullable().optional()),
      maxPrice: z.number({ error: "Maximum price must be a number" }).finite("Maximum price must be a number").min(0, "Maximum price cannot be negative").max(1_000_000, "Maximum price is too large").optional().nullable(),
      currency: z.enum(currencyCodes, { error: "Unknown currency" }).optional(),
      startDate: dateField("Start date must be a date (YYYY-MM-DD)"),
      endDate: dateField("End date must be a date (YYYY-MM-DD)"),
      locale: z.enum(locales).optional().catch(undefined),
    },
    { error: "Request body must be an object" },
  )
  .refine((input) => !input.startDate || !input.endDate || input.endDate >= input.startDate, { message: "End date must be on or after the start date", path: ["endDate"] });
export type CreateAlertInput = z.infer<typeof createAlertSchema>;

export const updateAlertSchema = z.object({ active: z.boolean({ error: "active must be true or false" }) }, { error: "Request body must be an object" });
export type UpdateAlertInput = z.infer<typeof updateAlertSchema>;

/** An alert as the API and pages show it. */
export type PriceAlertView = {
  id: number;
  active: boolean;
  kind: string | null;
  destination: { id: number; slug: string; name: string; country: string };
  origin: { id: number; slug: string; name: string; country: string } | null;
  maxPriceUsd: number | null;
  startDate: string | null;
  endDate: string | null;
  locale: string;
  createdAt: string;
};
