import "server-only";
import { accessErrors, AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { FREE_LIMITS, PREMIUM_FEATURES, type MeteredFeature, type PremiumFeature } from "./schema";

/** Where a refused free user is sent. */
export const UPGRADE_PATH = "/subscription";

export type Entitlements = {
  plan: "free" | "premium";
  /** null = unlimited. */
  limits: Record<MeteredFeature, number | null>;
  used: Record<MeteredFeature, number>;
  features: Record<PremiumFeature, boolean>;
};

const limitMessages: Record<MeteredFeature, string> = {
  ai_itinerary: "The Free plan includes 1 AI itinerary. Upgrade to Premium for unlimited itineraries.",
  points_calculation: "The Free plan includes 3 points calculations. Upgrade to Premium for unlimited calculations.",
};

/** Premium is what the database says, nothing else. */
async function isPremium(userId: string): Promise<boolean> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { isPremiumUser: true } });
  return user?.isPremiumUser ?? false;
}

/** Every feature asks here: the user's plan, limits, usage and premium-only features. */
export async function getEntitlements(userId: string): Promise<Entitlements> {
  const [premium, counters] = await Promise.all([isPremium(userId), db().usageCounter.findMany({ where: { userId } })]);
  const used = { ai_itinerary: 0, points_calculation: 0 };
  for (const counter of counters) if (counter.feature in used) used[counter.feature as MeteredFeature] = counter.count;
  return {
    plan: premium ? "premium" : "free",
    limits: premium ? { ai_itinerary: null, points_calculation: null } : { ...FREE_LIMITS },
    used,
    features: Object.fromEntries(PREMIUM_FEATURES.map((feature) => [feature, premium])) as Record<PremiumFeature, boolean>,
  };
}

/** Whether the user may use a premium-only feature (premium guides, exclusive deals, ad-free, ...). */
export async function hasFeature(userId: string | null | undefined, feature: PremiumFeature): Promise<boolean> {
  if (!userId || !PREMIUM_FEATURES.includes(feature)) return false;
  return isPremium(userId);
}

/** Throws 402 with an upgrade link unless the user may use a premium-only feature. */
export async function requireFeature(userId: string, feature: PremiumFeature): Promise<void> {
  if (!(await hasFeature(userId, feature))) throw new AppError("payment_required", { message: "This feature is part of Premium.", data: { upgrade_url: UPGRADE_PATH } });
}

/**
 * Counts one use of a metered feature. Premium members are unlimited; a free user past the
 * limit gets a 402 with a clear message and an upgrade link. The increment is one atomic
 * statement (INSERT ... ON CONFLICT DO UPDATE ... WHERE count < limit), so concurrent requests
 * can never exceed the limit.
 */
export async function consumeUsage(userId: string, feature: MeteredFeature): Promise<{ used: number; limit: number | null }> {
  if (await isPremium(userId)) {
    const rows = await db().$queryRaw<Array<{ count: number }>>`
      INSERT INTO usage_counters (user_id, feature, count, updated_at) VALUES (${userId}::uuid, ${feature}, 1, now())
      ON CONFLICT (user_id, feature) DO UPDATE SET count = usage_counters.count + 1, updated_at = now()
      RETURNING count`;
    return { used: rows[0]?.count ?? 1, limit: null };
  }
  const limit = FREE_LIMITS[feature];
  const rows = await db().$queryRaw<Array<{ count: number }>>`
    INSERT INTO usage_counters (user_id, feature, count, updated_at) VALUES (${userId}::uuid, ${feature}, 1, now())
    ON CONFLICT (user_id, feature) DO UPDATE SET count = usage_counters.count + 1, updated_at = now()
    WHERE usage_counters.count < ${limit}
    RETURNING count`;
  if (rows.length === 0) throw new AppError("payment_required", { message: limitMessages[feature], data: { upgrade_url: UPGRADE_PATH, limit } });
  return { used: rows[0]!.count, limit };
}

/** Active price alerts a free user may have at once; Premium is unlimited. */
export const FREE_ACTIVE_ALERT_LIMIT = 3;

/**
 * Runs `activate` (create or resume a price alert) only if the user's plan allows one more active
 * alert, in one transaction holding the user's row lock (SELECT ... FOR UPDATE), so concurrent
 * requests of the same user take turns and can never exceed the free limit. A free user at the
 * limit gets a 402 with a clear message and an upgrade link.
 */
export async function withActiveAlertSlot<T>(userId: string, activate: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db().$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<Array<{ premium: boolean }>>`
      SELECT is_premium_user AS premium FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
    if (!user) throw new AppError("unauthorized", { message: accessErrors.notSignedIn });
    if (!user.premium) {
      const active = await tx.priceAlert.count({ where: { userId, active: true } });
      if (active >= FREE_ACTIVE_ALERT_LIMIT) {
        throw new AppError("payment_required", {
          message: `The Free plan includes ${FREE_ACTIVE_ALERT_LIMIT} active price alerts. Pause or delete one, or upgrade to Premium for unlimited alerts.`,
          data: { upgrade_url: UPGRADE_PATH, limit: FREE_ACTIVE_ALERT_LIMIT },
        });
      }
    }
    return activate(tx);
  });
}
