// The budget calculator's input, from a GET form (repeated `place` and `days` fields) or a JSON
// body, checked the same way. Problems carry a code the page translates and the API answers
// in English.
import { BASE_CURRENCY, isSupportedCurrency, type CurrencyCode } from "../currency/currencies";
import { travelStyles, type TravelStyle } from "./budget";

export const MAX_STOPS = 5;
export const FORM_STOPS = 3;
export const MAX_DAYS = 365;
export const MAX_TRAVELLERS = 20;
export const MAX_PLACE_LENGTH = 100;

export type BudgetProblemCode = "noPlace" | "tooManyStops" | "daysRange" | "travellersRange" | "styleUnknown" | "currencyUnknown" | "unknownPlace" | "noData";
export type BudgetProblem = { field: string; code: BudgetProblemCode; place?: string };

export type BudgetRequest = { stops: Array<{ place: string; days: number }>; travellers: number; style: TravelStyle; currency: CurrencyCode };

/** English wording of each problem (the API's `message`). */
export function budgetProblemMessage({ code, place }: BudgetProblem): string {
  switch (code) {
    case "noPlace":
      return "Enter at least one place.";
    case "tooManyStops":
      return `A trip can have at most ${MAX_STOPS} places.`;
    case "daysRange":
      return `Days in ${place} must be a whole number from 1 to ${MAX_DAYS}.`;
    case "travellersRange":
      return `Travellers must be a whole number from 1 to ${MAX_TRAVELLERS}.`;
    case "styleUnknown":
      return "Choose a travel style: budget, mid-range or luxury.";
    case "currencyUnknown":
      return "Choose one of the 20 supported currencies.";
    case "unknownPlace":
      return `We don't know a place called "${place}". Try a city or a country, for example Lisbon or Portugal.`;
    case "noData":
      return `We have no cost data for ${place} yet.`;
  }
}

/** The form's values as typed, to fill the form again. */
export type BudgetFormValues = { stops: Array<{ place: string; days: string }>; travellers: string; style: string; currency: string };

const list = (value: unknown): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((item) => (typeof item === "string" ? item : String(item)));
const single = (value: unknown): string => list(value)[0] ?? "";

/** Reads the GET form's parameters; `submitted` is false when no place field was sent at all. */
export function readBudgetForm(params: Record<string, string | string[] | undefined>): { submitted: boolean; values: BudgetFormValues } {
  const places = list(params.place);
  const days = list(params.days);
  const stops = Array.from({ length: Math.max(places.length, days.length) }, (_, index) => ({
    place: (places[index] ?? "").slice(0, MAX_PLACE_LENGTH),
    days: (days[index] ?? "").slice(0, 10),
  }));
  return {
    submitted: params.place !== undefined,
    values: { stops, travellers: single(params.travellers).slice(0, 10) || "1", style: single(params.style) || "mid-range", currency: single(params.currency) || BASE_CURRENCY },
  };
}

const wholeNumber = (value: string | number): number | null => {
  const number = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  return Number.isInteger(number) ? number : null;
};

/** Checks the ranges; rows without a place are ignored (the form always sends three). */
export function validateBudgetForm(values: {
  stops: Array<{ place: string; days: string | number }>;
  travellers: string | number;
  style: string;
  currency: string;
}): { problems: BudgetProblem[]; request: BudgetRequest | null } {
  const problems: BudgetProblem[] = [];
  const filled = values.stops.map((stop, index) => ({ ...stop, index, place: stop.place.trim() })).filter((stop) => stop.place);
  if (filled.length === 0) problems.push({ field: "place", code: "noPlace" });
  if (filled.length > MAX_STOPS) problems.push({ field: "place", code: "tooManyStops" });
  const stops = filled.map((stop) => {
    const days = wholeNumber(stop.days);
    if (days === null || days < 1 || days > MAX_DAYS) problems.push({ field: `days.${stop.index}`, code: "daysRange", place: stop.place });
    return { place: stop.place, days: days ?? 0 };
  });
  const travellers = wholeNumber(values.travellers);
  if (travellers === null || travellers < 1 || travellers > MAX_TRAVELLERS) problems.push({ field: "travellers", code: "travellersRange" });
  const style = (travelStyles as readonly string[]).includes(values.style) ? (values.style as TravelStyle) : null;
  if (!style) problems.push({ field: "style", code: "styleUnknown" });
  const currency = isSupportedCurrency(values.currency) ? values.currency : null;
  if (!currency) problems.push({ field: "currency", code: "currencyUnknown" });
  if (problems.length > 0 || !style || travellers === null || !currency) return { problems, request: null };
  return { problems, request: { stops, travellers, style, currency } };
}
