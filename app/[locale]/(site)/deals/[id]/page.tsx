import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Price } from "@/components/currency/price";
import { DealList } from "@/components/deals/deal-card";
import { PriceHistoryChart } from "@/components/deals/price-history-chart";
import { FavoriteButton } from "@/components/saved/favorite-button";
import { favoriteLabels } from "@/components/saved/favorite-labels";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { getDeal, getSimilarDeals } from "@/lib/deals/queries";
import { dealScore } from "@/lib/deals/score";
import { routing } from "@/lib/i18n/routing";
import { localizePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { PointsOrCash } from "@/components/points/points-or-cash";
import { SampleBadge } from "@/components/deals/sample-offers";
import { Link } from "@/lib/i18n/navigation";
import { cache } from "react";

// Read once per request: the metadata and the page share the deal (three queries, not six).
const readDeal = cache(getDeal);

async function load(params: PageProps<"/[locale]/deals/[id]">["params"]) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !/^\d{1,10}$/.test(id)) notFound();
  const deal = await readDeal(Number(id));
  if (!deal) notFound();
  return { locale, deal };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/deals/[id]">): Promise<Metadata> {
  const { locale, deal } = await load(params);
  return pageMetadata({
    locale,
    path: `/deals/${deal.id}`,
    title: deal.title,
    description: deal.description.slice(0, 160),
    // An expired deal, or a sample offer (no real partner), is kept out of search engines.
    noIndex: deal.status === "expired" || deal.sample,
  });
}

const humanise = (key: string) => key.replace(/([A-Z])/g, " $1").replace(/^./, (char) => char.toUpperCase());

export default async function DealPage({ params }: PageProps<"/[locale]/deals/[id]">) {
  const { locale, deal } = await load(params);
  setRequestLocale(locale);
  // The related deals' query runs while the texts are read (no awaits in series).
  const [similar, t, listings, kinds, common, samples, saveLabels] = await Promise.all([
    getSimilarDeals(deal),
    getTranslations("Deals"),
    getTranslations("Listings"),
    getTranslations("DealKinds"),
    getTranslations("Common"),
    getTranslations("SampleDeals"),
    favoriteLabels(),
  ]);
  const score = dealScore(deal.priceUsd, deal.typicalPriceUsd);
  const isExpired = deal.status === "expired";
  const url = `${siteUrl()}${localizePath(`/deals/${deal.id}`, locale)}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: listings("deals"), path: "/deals" }, { name: deal.title, path: `/deals/${deal.id}` }]} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Product",
          name: deal.title,
          description: deal.description,
          category: kinds(deal.kind),
          url,
          ...(deal.images.length ? { image: deal.images } : {}),
          ...(deal.rating !== null ? { aggregateRating: { "@type": "AggregateRating", ratingValue: deal.rating, bestRating: 5, ratingCount: 1 } } : {}),
          offers: {
            "@type": "Offer",
            price: deal.priceUsd.toFixed(2),
            priceCurrency: "USD",
            priceValidUntil: deal.validUntil,
            availability: isExpired ? "https://schema.org/Discontinued" : "https://schema.org/InStock",
            url,
            seller: { "@type": "Organization", name: deal.partnerName },
          },
        }}
      />

      {isExpired && (
        <div role="status" className="mt-6 rounded-xl border border-amber-500 bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-semibold">{t("expiredTitle")}</p>
          <p className="text-sm">{t("expiredText")}</p>
        </div>
      )}

      {deal.sample && (
        <div role="note" className="mt-6 rounded-xl border border-amber-600 bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-sample-note>
          <p className="font-semibold">{samples("dealTitle")}</p>
          <p className="text-sm">
            {samples("dealText")}{" "}
            <Link href="/sample-offers" prefetch={false} className="font-medium underline">
              {samples("noteLink")}
            </Link>
          </p>
        </div>
      )}

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div>
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-primary">
            {kinds(deal.kind)}
            {deal.sample && <SampleBadge label={samples("label")} />}
          </p>
          <div className="mt-1 flex items-start justify-between gap-3">
            <h1 className="text-3xl font-bold tracking-tight">{deal.title}</h1>
            <FavoriteButton dealId={deal.id} labels={saveLabels} size="lg" />
          </div>
          <p className="mt-2 text-muted-foreground">
            {deal.originName ? `${deal.originName} → ` : ""}
            {deal.destinationName}, {deal.destinationCountry}
            {deal.provider ? ` · ${deal.provider}` : ""}
          </p>
          <p className="mt-4">{deal.description}</p>
          {deal.startDate && <p className="mt-3 text-sm">{t("travelDates", { start: deal.startDate, end: deal.endDate ?? deal.startDate })}</p>}
          <p className="mt-1 text-sm text-muted-foreground">{t("validUntil", { date: deal.validUntil })}</p>

          <section aria-labelledby="includes-heading" className="mt-8">
            <h2 id="includes-heading" className="text-xl font-semibold">
              {t("includes")}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
              {Object.entries(deal.includes).map(([key, value]) => (
                <div key={key} className="flex justify-between gap-2 border-b py-1">
                  <dt className="text-muted-foreground">{humanise(key)}</dt>
                  <dd className="font-medium">{value === true ? "✓" : value === false ? "✗" : String(value ?? "")}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="history-heading" className="mt-8">
            <h2 id="history-heading" className="text-xl font-semibold">
              {t("priceHistory")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("historyNote")}</p>
            <div className="mt-3">
              <PriceHistoryChart points={deal.history.length ? deal.history : [{ recordedAt: deal.validUntil, priceUsd: deal.priceUsd }]} typicalUsd={deal.typicalPriceUsd} label={t("priceHistory")} />
            </div>
            <ol className="mt-2 flex flex-wrap gap-3 text-xs text-muted-foreground">
              {deal.history.map((point, index) => (
                <li key={`${point.recordedAt}-${index}`}>
                  {point.recordedAt.slice(0, 10)}: <Price amount={point.priceUsd} />
                </li>
              ))}
            </ol>
          </section>

          {/* In the main column, where its four columns have room (the price column is too narrow for them). */}
          <div className="mt-8">
            <PointsOrCash priceUsd={deal.priceUsd} />
          </div>
        </div>

        <aside className="h-fit rounded-xl border bg-card p-5 shadow-sm lg:sticky lg:top-24">
          <p className="text-sm text-muted-foreground">{t("allInPrice")}</p>
          <p className="text-3xl font-bold">
            <Price amount={deal.priceUsd} />
          </p>
          {deal.originalPriceUsd !== null && deal.originalPriceUsd > deal.priceUsd && (
            <p className="text-sm text-muted-foreground">
              {t("was")} <span className="line-through"><Price amount={deal.originalPriceUsd} /></span> · {t("off", { pct: deal.discountPct })}
            </p>
          )}
          {deal.typicalPriceUsd !== null && (
            <p className="mt-2 text-sm">
              {t("typicalPrice")}: <Price amount={deal.typicalPriceUsd} />
            </p>
          )}
          {score && (
            <p className="mt-3 rounded-lg bg-muted p-3 text-sm" data-deal-score>
              <span className="font-semibold">{t("score")}: {t("scoreOf", { score: score.score })}</span> · {t(`rating_${score.rating}`)}
            </p>
          )}
          {!isExpired && (
            <a
              href={`/go/${deal.id}`}
              target="_blank"
              rel="sponsored noopener"
              className="mt-4 block rounded-md bg-primary px-4 py-2.5 text-center font-semibold text-primary-foreground hover:bg-primary/90"
            >
              {t("bookWith", { partner: deal.partnerName })}
              <span className="sr-only"> {common("opensInNewTab")}</span>
            </a>
          )}
          <p className="mt-3 text-xs text-muted-foreground">{t("partnerNote", { partner: deal.partnerName })}</p>
        </aside>
      </div>

      <section aria-labelledby="similar-heading" className="mt-12">
        <h2 id="similar-heading" className="mb-4 text-xl font-semibold">
          {isExpired ? t("alternatives") : t("similar")}
        </h2>
        <DealList deals={similar} />
      </section>
    </div>
  );
}
