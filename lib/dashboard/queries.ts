import "server-only";
// The smart travel dashboard (Premium, /dashboard): the member's upcoming trips, saved deals,
// price alerts and the loyalty accounts they entered, read in one go for the page.
import { hasFeature } from "@/lib/billing/entitlements";
import { getUpcomingItineraries, type ItinerarySummary } from "@/lib/itineraries/service";
import { listLoyaltyAccounts } from "@/lib/loyalty/service";
import type { LoyaltyAccountView } from "@/lib/loyalty/schema";
import { listAlerts } from "@/lib/saved/alerts";
import { listFavoriteDeals, type SavedDeal } from "@/lib/saved/favorites";
import type { PriceAlertView } from "@/lib/saved/schema";

export const DASHBOARD_LIST = 5;

export type TravelDashboard = {
  premium: boolean;
  upcomingTrips: ItinerarySummary[];
  /** Saved itineraries without a start date (shown after the dated ones). */
  undatedTrips: number;
  savedDeals: { live: number; total: number; latest: SavedDeal[] };
  alerts: { active: number; total: number; latest: PriceAlertView[] };
  loyalty: LoyaltyAccountView[];
};

/** Today as YYYY-MM-DD (UTC): a trip starting today is still upcoming. */
const today = (now: Date) => now.toISOString().slice(0, 10);

export async function getTravelDashboard(userId: string, now = new Date()): Promise<TravelDashboard> {
  const [premium, trips, saved, alerts, loyalty] = await Promise.all([
    hasFeature(userId, "travel_dashboard"),
    getUpcomingItineraries(userId, today(now), DASHBOARD_LIST),
    listFavoriteDeals(userId),
    listAlerts(userId),
    listLoyaltyAccounts(userId),
  ]);
  const live = saved.filter((deal) => !deal.isExpired);
  return {
    premium,
    upcomingTrips: trips.upcoming,
    undatedTrips: trips.undated,
    savedDeals: { live: live.length, total: saved.length, latest: live.slice(0, 3) },
    alerts: { active: alerts.filter((alert) => alert.active).length, total: alerts.length, latest: alerts.filter((alert) => alert.active).slice(0, 3) },
    loyalty,
  };
}
