// What a traveller asks the planners for: one zod schema shared by the form, the JSON API and
// the providers. Safe on the client.
import { locales } from "@/lib/i18n/locales";
import { z } from "@/lib/zod";
import { calendarDateSchema, MAX_CALENDAR_YEAR, MIN_CALENDAR_YEAR } from "@/lib/dates/calendar-date";

export const INTERESTS = ["culture", "museums", "nature", "food", "nightlife", "shopping", "beaches"] as const;
export type Interest = (typeof INTERESTS)[number];
export const PACES = ["relaxed", "moderate", "packed"] as const;
export type Pace = (typeof PACES)[number];
export const BUDGET_LEVELS = ["budget", "moderate", "luxury"] as const;
export type BudgetLevel = (typeof BUDGET_LEVELS)[number];

export const MIN_DAYS = 1;
export const MAX_DAYS = 21;
export const MAX_TRAVELLERS = 20;

export const planMessages = {
  destination: "Choose a destination",
  days: `Trip length must be between ${MIN_DAYS} and ${MAX_DAYS} days`,
  startDate: "Start date must be a date (YYYY-MM-DD)",
  startDateInvalid: `Start date must be a real calendar date between ${MIN_CALENDAR_YEAR} and ${MAX_CALENDAR_YEAR}`,
  startDatePast: "Start date cannot be in the past",
  travellers: `Travellers must be between 1 and ${MAX_TRAVELLERS}`,
  interests: `Interests must be a list of: ${INTERESTS.join(", ")}`,
  pace: `Pace must be one of: ${PACES.join(", ")}`,
  budget: `Budget must be one of: ${BUDGET_LEVELS.join(", ")}`,
  language: `Language must be one of: ${locales.join(", ")}`,
} as const;

const isoDate = calendarDateSchema({ format: planMessages.startDate, invalid: planMessages.startDateInvalid });

/** Today as YYYY-MM-DD in the earliest time zone still on "yesterday" (UTC-12), so no traveller is refused today. */
export function earliestAllowedDate(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

export const generatePlanSchema = z.object({
  destination: z.string({ error: planMessages.destination }).trim().min(1, planMessages.destination).max(100, planMessages.destination),
  days: z.number({ error: planMessages.days }).int(planMessages.days).min(MIN_DAYS, planMessages.days).max(MAX_DAYS, planMessages.days),
  startDate: isoDate.nullish().refine((value) => !value || value >= earliestAllowedDate(), planMessages.startDatePast),
  travellers: z.number({ error: planMessages.travellers }).int(planMessages.travellers).min(1, planMessages.travellers).max(MAX_TRAVELLERS, planMessages.travellers).default(2),
  interests: z.array(z.enum(INTERESTS, { error: planMessages.interests }), { error: planMessages.interests }).max(INTERESTS.length, planMessages.interests).default([]),
  pace: z.enum(PACES, { error: planMessages.pace }).default("moderate"),
  budget: z.enum(BUDGET_LEVELS, { error: planMessages.budget }).default("moderate"),
  /** The page's language: the AI planner writes its notes in it. */
  language: z.enum(locales, { error: planMessages.language }).default("en"),
});
export type GeneratePlanInput = z.infer<typeof generatePlanSchema>;

/** The same request from a plain HTML form (strings, repeated interests), before the schema. */
export function planInputFromForm(form: URLSearchParams | FormData): unknown {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : undefined;
  };
  const number = (name: string) => {
    const value = text(name);
    return value === undefined || value === "" ? undefined : Number(value);
  };
  return {
    destination: text("destination") ?? "",
    days: number("days"),
    startDate: text("startDate") || null,
    travellers: number("travellers"),
    interests: form.getAll("interests").filter((value): value is string => typeof value === "string"),
    pace: text("pace") || undefined,
    budget: text("budget") || undefined,
    language: text("locale") || undefined,
  };
}
