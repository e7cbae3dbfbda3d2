"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Price } from "@/components/currency/price";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { loadCurrentUser } from "@/lib/auth/current-user-client";
import { ANNUAL_MONTHLY_EQUIVALENT_USD, ANNUAL_SAVING_PERCENT, PLAN_PRICES_USD, type Cycle } from "@/lib/billing/schema";
import { useRouter } from "@/lib/i18n/link";
import { checkoutPath, signInForCheckoutPath } from "./checkout-link";

/** The monthly/annual toggle (monthly by default) with the Free and Premium cards. */
export function PlanPicker() {
  const t = useTranslations("Subscription");
  const router = useRouter();
  const [cycle, setCycle] = useState<Cycle>("monthly");
  const [busy, setBusy] = useState(false);
  const freeFeatures = t.raw("freeFeatures") as string[];
  const premiumFeatures = t.raw("premiumFeatures") as string[];

  async function upgrade() {
    setBusy(true);
    const user = await loadCurrentUser();
    router.push(user ? checkoutPath("premium", cycle) : signInForCheckoutPath("premium", cycle));
  }

  return (
    <div className="space-y-8">
      <div role="radiogroup" aria-label={t("cycleLabel")} className="mx-auto flex w-fit rounded-full border bg-muted p-1">
        {(["monthly", "annual"] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={cycle === value}
            onClick={() => setCycle(value)}
            className={`rounded-full px-5 py-2 text-sm font-semibold ${cycle === value ? "bg-background shadow" : "text-muted-foreground"}`}
          >
            {value === "monthly" ? t("monthly") : t("annual")}
            {/* A real space between label and badge: the button's name reads "Annual Save 20%", not "AnnualSave 20%". */}
            {value === "annual" ? <>{" "}<span className="ms-1.5 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">{t("save", { percent: ANNUAL_SAVING_PERCENT })}</span></> : null}
          </button>
        ))}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="plan-free" className="rounded-2xl border bg-card p-6 shadow-sm">
          <h2 id="plan-free" className="text-xl font-bold">{t("freeName")}</h2>
          <p className="mt-2 text-3xl font-extrabold">{t("freePrice")}</p>
          <p className="text-sm text-muted-foreground">{t("freeText")}</p>
          <ul className="mt-6 space-y-2">
            {freeFeatures.map((feature) => (
              <li key={feature} className="flex gap-2"><Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700" />{feature}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="plan-premium" className="rounded-2xl border-2 border-amber-400 bg-card p-6 shadow-md">
          <h2 id="plan-premium" className="flex items-center gap-2 text-xl font-bold"><Icon name="crown" className="size-5 text-amber-600" />{t("premiumName")}</h2>
          {cycle === "monthly" ? (
            <p className="mt-2 text-3xl font-extrabold" data-testid="premium-price">{t.rich("perMonth", { price: () => <Price amount={PLAN_PRICES_USD.premium.monthly} /> })}</p>
          ) : (
            <div data-testid="premium-price">
              <p className="mt-2 text-3xl font-extrabold">{t.rich("perYear", { price: () => <Price amount={PLAN_PRICES_USD.premium.annual} /> })}</p>
              <p className="text-sm">{t.rich("aboutPerMonth", { price: () => <Price amount={ANNUAL_MONTHLY_EQUIVALENT_USD} /> })} · <strong>{t("save", { percent: ANNUAL_SAVING_PERCENT })}</strong></p>
            </div>
          )}
          <p className="text-xs text-muted-foreground">{t("chargedInUsd")}</p>
          <ul className="mt-6 space-y-2">
            {premiumFeatures.map((feature) => (
              <li key={feature} className="flex gap-2"><Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700" />{feature}</li>
            ))}
          </ul>
          <Button className="mt-6 w-full" variant="highlight" size="lg" onClick={upgrade} disabled={busy}>
            {t("upgrade")}
          </Button>
        </section>
      </div>
    </div>
  );
}
