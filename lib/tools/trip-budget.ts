import "server-only";
// A budget calculator estimate saved to a trip: priced again on the server from the places, days,
// travellers, style and currency (never from figures the browser sends), then stored on the
// itinerary as the traveller saw it, with the exchange rate's date.
import { AppError } from "@/lib/api/errors";
import type { CurrencyCode } from "@/lib/currency/currencies";
import { saveItinerary, setItineraryBudget } from "@/lib/itineraries/service";
import { MAX_TITLE } from "@/lib/itineraries/schema";
import { resolveDestination } from "@/lib/places/resolve";
import { MAX_DAYS as MAX_TRIP_DAYS } from "@/lib/planner/schema";
import type { CategoryAmounts, TravelStyle } from "./budget";
import { budgetProblemMessage, type BudgetRequest } from "./budget-form";
import { calculateBudget, type BudgetResult } from "./service";

export type SavedBudget = {
  style: TravelStyle;
  travellers: number;
  rooms: number;
  days: number;
  stops: Array<{ place: string; days: number; destination: string | null }>;
  usd: { categories: CategoryAmounts; total: number };
  currency: CurrencyCode;
  rate: number;
  converted: { categories: CategoryAmounts; total: number };
  ratesDate: string;
  savedAt: string;
};

/** The stored shape of an estimate. */
export function toSavedBudget(result: BudgetResult, now = new Date()): SavedBudget {
  return {
    style: result.style,
    travellers: result.travellers,
    rooms: result.rooms,
    days: result.days,
    stops: result.stops.map((stop) => ({ place: stop.place.label, days: stop.days, destination: stop.place.destinationSlug })),
    usd: result.usd,
    currency: result.currency,
    rate: result.rate,
    converted: result.converted,
    ratesDate: result.ratesDate,
    savedAt: now.toISOString(),
  };
}

/** The calculator's query string that prices the saved trip again with today's figures. */
export function budgetCalculatorQuery(budget: { stops: Array<{ place: string; days: number }> } & Pick<SavedBudget, "travellers" | "style" | "currency">): string {
  const query = new URLSearchParams();
  for (const stop of budget.stops) {
    query.append("place", stop.place);
    query.append("days", String(stop.days));
  }
  query.set("travellers", String(budget.travellers));
  query.set("style", budget.style);
  query.set("currency", budget.currency);
  return query.toString();
}

/** A new trip's title from its stops ("Paris, France → Rome, Italy"), cut to the title limit. */
function tripTitle(result: BudgetResult): string {
  const title = result.stops.map((stop) => stop.place.label).join(" → ");
  return title.length <= MAX_TITLE ? title : `${title.slice(0, MAX_TITLE - 1)}…`;
}

/**
 * Prices the request and saves it to the user's trip `tripId`, or to a new trip (one empty day per
 * day of the estimate, up to the planner's limit) when `tripId` is "new". Returns the trip's id.
 * Unknown places answer 400; another user's or a missing trip answers 404.
 */
export async function saveBudgetToTrip(userId: string, request: BudgetRequest, tripId: string): Promise<string> {
  const { problems, result } = await calculateBudget(request);
  if (!result) {
    const message = budgetProblemMessage(problems[0]!);
    throw new AppError("bad_request", { message, issues: problems.map((problem) => ({ path: problem.field, message: budgetProblemMessage(problem) })) });
  }
  const budget = toSavedBudget(result);
  if (tripId !== "new") {
    await setItineraryBudget(userId, tripId, budget);
    return tripId;
  }
  const firstDestination = result.stops.find((stop) => stop.place.destinationSlug)?.place.destinationSlug;
  const destination = firstDestination ? await resolveDestination(firstDestination) : null;
  const trip = await saveItinerary(userId, {
    title: tripTitle(result),
    destinationId: destination?.id ?? null,
    startDate: null,
    origin: "manual",
    days: Array.from({ length: Math.min(result.days, MAX_TRIP_DAYS) }, (_, index) => ({ day: index + 1, date: null, dayTrip: false, stops: [] })),
  });
  await setItineraryBudget(userId, trip.id, budget);
  return trip.id;
}
