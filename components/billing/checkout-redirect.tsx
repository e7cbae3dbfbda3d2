"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { useCreateCheckout } from "@/lib/api-client/billing";
import { isApiError } from "@/lib/api-client/fetch";
import { loadCurrentUser } from "@/lib/auth/current-user-client";
import { billingMessages, CYCLES, PENDING_CHECKOUT_KEY, PLANS, type Cycle, type Plan } from "@/lib/billing/schema";
import { useRouter } from "@/lib/i18n/link";
import { CHECKOUT_ERROR_KEY, signInForCheckoutPath } from "./checkout-link";

function chosenPlan(): { plan: Plan; cycle: Cycle } {
  const query = new URLSearchParams(window.location.search);
  let pending: { plan?: string; cycle?: string } = {};
  try {
    pending = JSON.parse(sessionStorage.getItem(PENDING_CHECKOUT_KEY) ?? "{}") as typeof pending;
  } catch {
    pending = {};
  }
  const plan = query.get("plan") ?? pending.plan;
  const cycle = query.get("cycle") ?? pending.cycle;
  return {
    plan: PLANS.includes(plan as Plan) ? (plan as Plan) : "premium",
    cycle: CYCLES.includes(cycle as Cycle) ? (cycle as Cycle) : "monthly",
  };
}

/**
 * docs/features/premium.md (Checkout): waits for the session; signed out, keeps the plan and cycle in session
 * storage and goes to /auth with a redirect back; signed in, asks for one checkout session and
 * sends the browser to its url; on failure, /subscription?error=payment explains what failed.
 */
export function CheckoutRedirect() {
  const t = useTranslations("Checkout");
  const router = useRouter();
  const started = useRef(false);
  const { mutateAsync: createCheckout } = useCreateCheckout();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const { plan, cycle } = chosenPlan();
      const user = await loadCurrentUser();
      if (!user) {
        sessionStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify({ plan, cycle }));
        router.replace(signInForCheckoutPath(plan, cycle));
        return;
      }
      sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
      let reason: string;
      try {
        const { url } = await createCheckout({ plan, cycle });
        if (url) {
          sessionStorage.removeItem(CHECKOUT_ERROR_KEY);
          window.location.assign(url);
          return;
        }
        reason = billingMessages.noCheckoutUrl;
      } catch (error) {
        const message = isApiError(error) ? error.serverMessage : undefined;
        const status = isApiError(error) ? error.status : 0;
        reason = status === 503 && message === billingMessages.notConfigured ? billingMessages.notConfigured : status === 409 && message ? message : billingMessages.checkoutFailed;
      }
      sessionStorage.setItem(CHECKOUT_ERROR_KEY, reason);
      router.replace("/subscription?error=payment");
    })();
  }, [router, createCheckout]);

  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center">
      <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-muted border-t-primary" />
      <h1 className="text-2xl font-bold">{t("heading")}</h1>
      <p className="text-muted-foreground">{t("text")}</p>
    </div>
  );
}
