import "server-only";
import { db } from "@/lib/db";
import type { Cycle, Plan, SubscriptionView } from "./schema";

/** What the subscription pages show: the user's premium fields and their latest subscription. */
export async function getSubscriptionView(userId: string): Promise<SubscriptionView> {
  const [user, subscription] = await Promise.all([
    db().user.findUniqueOrThrow({ where: { id: userId }, select: { isPremiumUser: true, subscriptionStatus: true, subscriptionExpires: true } }),
    db().subscription.findFirst({ where: { userId }, orderBy: [{ lastEventAt: "desc" }, { updatedAt: "desc" }] }),
  ]);
  return {
    is_premium_user: user.isPremiumUser,
    subscription_status: user.subscriptionStatus,
    subscription_expires: user.subscriptionExpires?.toISOString() ?? null,
    plan: (subscription?.plan as Plan | undefined) ?? null,
    cycle: (subscription?.cycle as Cycle | undefined) ?? null,
    cancel_at_period_end: subscription?.cancelAtPeriodEnd ?? false,
  };
}
