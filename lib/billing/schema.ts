// Plans, prices and the checkout payload (docs/features/premium.md). Safe on the client.
import { z } from "@/lib/zod";

export const PLANS = ["premium"] as const;
export const CYCLES = ["monthly", "annual"] as const;
export type Plan = (typeof PLANS)[number];
export type Cycle = (typeof CYCLES)[number];

/** Prices in US dollars (what Stripe charges); shown in the visitor's currency. */
export const PLAN_PRICES_USD = { premium: { monthly: 1.99, annual: 19.08 } } as const satisfies Record<Plan, Record<Cycle, number>>;
/** The annual price per month (19.08 / 12) and its saving against monthly, for display. */
export const ANNUAL_MONTHLY_EQUIVALENT_USD = 1.59;
export const ANNUAL_SAVING_PERCENT = 20;

/** The free plan's limits; Premium has none. */
export const FREE_LIMITS = { ai_itinerary: 1, points_calculation: 3 } as const;
export type MeteredFeature = keyof typeof FREE_LIMITS;
/** Features only Premium members get. */
export const PREMIUM_FEATURES = ["premium_guides", "exclusive_deals", "ad_free", "deal_alerts", "priority_support", "personalized_recommendations", "card_point_values", "travel_dashboard"] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

/** The priceId pattern, price_{plan}_{cycle}, which is also the Stripe Price lookup_key. */
export function priceIdOf(plan: Plan, cycle: Cycle): string {
  return `price_${plan}_${cycle}`;
}

export function parsePriceId(priceId: string): { plan: Plan; cycle: Cycle } | null {
  for (const plan of PLANS) for (const cycle of CYCLES) if (priceIdOf(plan, cycle) === priceId) return { plan, cycle };
  return null;
}

export const billingMessages = {
  priceUnknown: "Unknown price",
  planUnknown: "Unknown plan",
  cycleUnknown: "Billing cycle must be monthly or annual",
  modeUnknown: "Mode must be subscription",
  priceMismatch: "priceId does not match plan and cycle",
  notConfigured: "Payments are not configured",
  checkoutFailed: "Failed to create checkout session",
  noCheckoutUrl: "No checkout URL received from server",
} as const;

export const createCheckoutSchema = z
  .object({
    priceId: z.string({ error: billingMessages.priceUnknown }).max(64, billingMessages.priceUnknown).optional(),
    plan: z.enum(PLANS, { error: billingMessages.planUnknown }).default("premium"),
    cycle: z.enum(CYCLES, { error: billingMessages.cycleUnknown }).default("monthly"),
    mode: z.literal("subscription", { error: billingMessages.modeUnknown }).default("subscription"),
  })
  .superRefine((input, ctx) => {
    if (input.priceId === undefined) return;
    if (!parsePriceId(input.priceId)) ctx.addIssue({ code: "custom", path: ["priceId"], message: billingMessages.priceUnknown });
    else if (input.priceId !== priceIdOf(input.plan, input.cycle)) ctx.addIssue({ code: "custom", path: ["priceId"], message: billingMessages.priceMismatch });
  });
export type CreateCheckoutInput = z.input<typeof createCheckoutSchema>;

export const sessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/);

/** Stripe subscription statuses that carry Premium access. */
export const PREMIUM_STATUSES = new Set(["active", "trialing"]);

/** What the subscription pages show (GET /api/payment/subscription, premium management). */
export type SubscriptionView = {
  is_premium_user: boolean;
  subscription_status: string;
  subscription_expires: string | null;
  plan: Plan | null;
  cycle: Cycle | null;
  cancel_at_period_end: boolean;
};

/** The session storage key of a checkout chosen while signed out. */
export const PENDING_CHECKOUT_KEY = "wb_pending_checkout";
