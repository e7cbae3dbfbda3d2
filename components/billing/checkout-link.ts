import type { Cycle, Plan } from "@/lib/billing/schema";

/** The checkout page of a plan and cycle (the Upgrade button's target, and the sign-in redirect). */
export function checkoutPath(plan: Plan, cycle: Cycle): string {
  return `/subscription-checkout?plan=${plan}&cycle=${cycle}`;
}

/** /auth with a redirect back to the checkout of the plan and cycle. */
export function signInForCheckoutPath(plan: Plan, cycle: Cycle): string {
  return `/auth?redirect=${encodeURIComponent(checkoutPath(plan, cycle))}`;
}

/** The session storage key of the reason a checkout failed, shown by /subscription?error=payment. */
export const CHECKOUT_ERROR_KEY = "wb_checkout_error";
