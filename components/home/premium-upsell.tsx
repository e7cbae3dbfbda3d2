import { getTranslations } from "next-intl/server";
import { Price } from "@/components/currency/price";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { PLAN_PRICES_USD } from "@/lib/billing/schema";
import { Link } from "@/lib/i18n/navigation";

/**
 * The Premium upsell of the home page, shown only to visitors who are not premium
 * (docs/features/premium.md):
 * the home page wraps it in HideForPremium, so the page stays static.
 */
export async function PremiumUpsell() {
  const t = await getTranslations("Home.premium");
  const price = await getTranslations("Price");
  const features = t.raw("features") as string[];

  return (
    <section aria-labelledby="home-premium" className="mx-auto max-w-7xl px-4 py-12">
      <div className="grid gap-8 rounded-2xl bg-gradient-to-br from-amber-100 via-orange-50 to-rose-100 p-8 text-slate-900 ring-1 ring-amber-200 md:grid-cols-[1.4fr_1fr] md:p-12 dark:from-amber-950 dark:via-slate-900 dark:to-rose-950 dark:text-slate-50 dark:ring-amber-800">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-amber-800 dark:text-amber-300">
            <Icon name="crown" className="size-4" />
            {t("eyebrow")}
          </p>
          <h2 id="home-premium" className="mt-3 text-3xl font-bold tracking-tight">
            {t("title")}
          </h2>
          <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{t("text")}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col items-start justify-center gap-4 rounded-xl bg-white/70 p-6 dark:bg-slate-900/70">
          <p className="text-4xl font-extrabold tracking-tight" data-testid="premium-price">
            {price.rich("perMonth", { price: () => <Price amount={PLAN_PRICES_USD.premium.monthly} /> })}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("priceNote")}</p>
          <Link href="/subscription" prefetch={false} className={buttonVariants({ size: "lg", variant: "highlight" })}>
            <Icon name="crown" />
            {t("cta")}
          </Link>
        </div>
      </div>
    </section>
  );
}
