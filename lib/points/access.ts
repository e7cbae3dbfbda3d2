import "server-only";
import { getEntitlements, hasFeature } from "@/lib/billing/entitlements";

/** Premium members see the transfer bonuses running now ('real-time transfer values'). */
export async function canSeeLiveBonuses(userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  return (await getEntitlements(userId)).plan === "premium";
}

/** Premium members see each card's 'actual point value'; nobody else gets it computed. */
export function canSeeCardValues(userId: string | null | undefined): Promise<boolean> {
  return hasFeature(userId, "card_point_values");
}
