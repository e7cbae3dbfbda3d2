import "server-only";
import { FREE_LIMITS, PLAN_PRICES_USD } from "@/lib/billing/schema";
import { getCardCount } from "@/lib/cards/queries";
import { formatPrice } from "@/lib/currency/format";
import { getAdventureCount } from "@/lib/experiences/queries";
import { compactAtLeast, figureAtLeast } from "@/lib/format/figure";
import { getOutdoorCounts, type OutdoorCounts } from "@/lib/outdoors/queries";
import { getSearchableDestinationCount } from "@/lib/places/autocomplete";
import { getPointsHomeFigures, type PointsHomeFigures } from "@/lib/points/queries";
import { getSkiCounts, type SkiCounts } from "@/lib/ski/queries";

// Every figure the home page states, read from the data when the page is built: none is typed
// into the page or its messages, which take them as ICU arguments.

export type HomeFigures = {
  outdoor: OutdoorCounts;
  adventures: number;
  /** Cities and countries the planner's destination search covers. */
  destinations: number;
  ski: SkiCounts;
  points: PointsHomeFigures;
  cards: number;
  premiumMonthlyUsd: number;
  freeItineraries: number;
};

export async function getHomeFigures(): Promise<HomeFigures> {
  const [outdoor, adventures, destinations, ski, points, cards] = await Promise.all([
    getOutdoorCounts(),
    getAdventureCount(),
    getSearchableDestinationCount(),
    getSkiCounts(),
    getPointsHomeFigures(),
    getCardCount(),
  ]);
  return { outdoor, adventures, destinations, ski, points, cards, premiumMonthlyUsd: PLAN_PRICES_USD.premium.monthly, freeItineraries: FREE_LIMITS.ai_itinerary };
}

/**
 * The arguments of the home page's messages (namespace Home), by message. "N+" claims round the
 * count down (figureAtLeast), so each stays true of the data; the price is in US dollars, as the
 * server renders every price.
 */
export function homeMessageArgs(figures: HomeFigures, locale: string) {
  const { bankMaxCents, airlineMaxCents, hotelMaxCents } = figures.points;
  return {
    points: { bank: bankMaxCents.toFixed(2), airline: airlineMaxCents.toFixed(2), hotel: hotelMaxCents.toFixed(2) },
    planner: { count: compactAtLeast(figures.destinations, locale) },
    adventures: { count: figureAtLeast(figures.adventures) },
    ski: { count: figureAtLeast(figures.ski.total) },
    cards: { count: figureAtLeast(figures.cards) },
    faq: { price: formatPrice({ amount: figures.premiumMonthlyUsd, code: "USD", rate: 1, locale }), freeItineraries: figures.freeItineraries },
  };
}
