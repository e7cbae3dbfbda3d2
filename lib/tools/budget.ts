// The budget calculator's formula (pure: the page, the API and the tests share it).
// Daily cost of a category = the US baseline x the country's price level x the destination's
// factor, rounded to whole dollars. A room sleeps two, so accommodation counts rooms; the other
// categories count travellers.
import { currencyDecimals, type CurrencyCode } from "../currency/currencies";

export const travelStyles = ["budget", "mid-range", "luxury"] as const;
export type TravelStyle = (typeof travelStyles)[number];
export const costCategories = ["accommodation", "food", "transport", "activities"] as const;
export type CostCategory = (typeof costCategories)[number];
export type CategoryAmounts = Record<CostCategory, number>;

/**
 * US dollars per day in the United States (price level 1), 2026: accommodation per room (a hostel
 * private room or motel, a three-star hotel, a five-star hotel), the rest per person (food from
 * street food and groceries to fine dining; local transport from buses to taxis and private
 * transfers; sights, tours and entry fees).
 */
export const US_BASELINE: Record<TravelStyle, CategoryAmounts> = {
  budget: { accommodation: 90, food: 35, transport: 10, activities: 15 },
  "mid-range": { accommodation: 180, food: 70, transport: 20, activities: 40 },
  luxury: { accommodation: 450, food: 160, transport: 60, activities: 120 },
};

/** Travellers per room. */
export const ROOM_SHARE = 2;

/** Whole US dollars per day for one room (accommodation) or one person (the rest). */
export function dailyRates(style: TravelStyle, priceLevel: number, factor = 1): CategoryAmounts {
  const base = US_BASELINE[style];
  return Object.fromEntries(costCategories.map((category) => [category, Math.round(base[category] * priceLevel * factor)])) as CategoryAmounts;
}

export type StopCost = { priceLevel: number; factor: number; days: number };

export type TripEstimate = { rooms: number; categories: CategoryAmounts; total: number; perStop: Array<{ daily: CategoryAmounts; categories: CategoryAmounts; total: number }> };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The trip's cost in US dollars per category and in total. */
export function estimateTrip({ stops, travellers, style }: { stops: StopCost[]; travellers: number; style: TravelStyle }): TripEstimate {
  const rooms = Math.ceil(travellers / ROOM_SHARE);
  const perStop = stops.map(({ priceLevel, factor, days }) => {
    const daily = dailyRates(style, priceLevel, factor);
    const categories = Object.fromEntries(
      costCategories.map((category) => [category, daily[category] * days * (category === "accommodation" ? rooms : travellers)]),
    ) as CategoryAmounts;
    return { daily, categories, total: sum(Object.values(categories)) };
  });
  const categories = Object.fromEntries(costCategories.map((category) => [category, sum(perStop.map((stop) => stop.categories[category]))])) as CategoryAmounts;
  return { rooms, categories, total: sum(Object.values(categories)), perStop };
}

/** US dollars in `code` at `rate` units per dollar, rounded to the currency's decimals (0 for JPY and CNY). */
export function convertAmount(usd: number, code: CurrencyCode, rate: number): number {
  const scale = 10 ** currencyDecimals(code);
  return Math.round(usd * rate * scale) / scale;
}

/** Each category converted and rounded, and the total as the sum of those rounded figures (so the rows add up). */
export function convertEstimate(categories: CategoryAmounts, code: CurrencyCode, rate: number): { categories: CategoryAmounts; total: number } {
  const converted = Object.fromEntries(costCategories.map((category) => [category, convertAmount(categories[category], code, rate)])) as CategoryAmounts;
  const scale = 10 ** currencyDecimals(code);
  return { categories: converted, total: Math.round(sum(Object.values(converted)) * scale) / scale };
}
