import "server-only";
import { getExchangeRates } from "@/lib/currency/queries";
import type { CurrencyCode } from "@/lib/currency/currencies";
import { convertEstimate, estimateTrip, type CategoryAmounts, type TravelStyle } from "./budget";
import type { BudgetProblem, BudgetRequest } from "./budget-form";
import { getCheapestTripDeals, resolveBudgetPlace, type BudgetPlace, type TripDeals } from "./queries";

export type BudgetStopResult = { place: BudgetPlace; days: number; dailyUsd: CategoryAmounts; totalUsd: number };

export type BudgetResult = {
  stops: BudgetStopResult[];
  travellers: number;
  rooms: number;
  style: TravelStyle;
  days: number;
  usd: { categories: CategoryAmounts; total: number };
  currency: CurrencyCode;
  rate: number;
  converted: { categories: CategoryAmounts; total: number };
  ratesDate: string;
  ratesSource: string;
};

/** Resolves the places and prices the trip; unknown places and places without data are problems. */
export async function calculateBudget(request: BudgetRequest): Promise<{ problems: BudgetProblem[]; result: BudgetResult | null }> {
  const lookups = await Promise.all(request.stops.map((stop) => resolveBudgetPlace(stop.place)));
  const problems: BudgetProblem[] = [];
  const places: BudgetPlace[] = [];
  lookups.forEach((lookup, index) => {
    const typed = request.stops[index]?.place ?? "";
    if (lookup.status === "unknown") problems.push({ field: `place.${index}`, code: "unknownPlace", place: typed });
    else if (lookup.status === "no-data") problems.push({ field: `place.${index}`, code: "noData", place: lookup.label });
    else places.push(lookup.place);
  });
  if (problems.length > 0) return { problems, result: null };

  const estimate = estimateTrip({
    stops: request.stops.map((stop, index) => ({ priceLevel: places[index]!.priceLevel, factor: places[index]!.factor, days: stop.days })),
    travellers: request.travellers,
    style: request.style,
  });
  const rates = await getExchangeRates();
  const rate = rates.rates[request.currency];
  return {
    problems,
    result: {
      stops: request.stops.map((stop, index) => ({ place: places[index]!, days: stop.days, dailyUsd: estimate.perStop[index]!.daily, totalUsd: estimate.perStop[index]!.total })),
      travellers: request.travellers,
      rooms: estimate.rooms,
      style: request.style,
      days: request.stops.reduce((total, stop) => total + stop.days, 0),
      usd: { categories: estimate.categories, total: estimate.total },
      currency: request.currency,
      rate,
      converted: convertEstimate(estimate.categories, request.currency, rate),
      ratesDate: rates.updatedAt,
      ratesSource: rates.source,
    },
  };
}

/** The cheapest live flight and hotel deals for the trip's destinations. */
export async function getBudgetDeals(result: BudgetResult): Promise<TripDeals[]> {
  const slugs = result.stops.map((stop) => stop.place.destinationSlug).filter((slug): slug is string => Boolean(slug));
  return getCheapestTripDeals(slugs);
}
