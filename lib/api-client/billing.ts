// Subscription actions (docs/features/premium.md: create-checkout, and the portal, cancel and resume
// calls of the premium-management screens). None of them is cached: each is a mutation.
import { useMutation } from "@tanstack/react-query";
import { priceIdOf, type Cycle, type Plan } from "@/lib/billing/schema";
import { apiFetch } from "./fetch";

export function useCreateCheckout() {
  return useMutation({
    mutationFn: ({ plan, cycle }: { plan: Plan; cycle: Cycle }) =>
      apiFetch<{ url?: string; id?: string }>("/api/payment/create-checkout", { method: "POST", json: { priceId: priceIdOf(plan, cycle), plan, cycle, mode: "subscription" } }),
  });
}

export type SubscriptionAction = "portal" | "cancel" | "resume";

/** POST /api/payment/{portal|cancel|resume}; the portal answers the url to follow. */
export function useSubscriptionAction() {
  return useMutation({ mutationFn: (action: SubscriptionAction) => apiFetch<{ url?: string }>(`/api/payment/${action}`, { method: "POST" }) });
}
