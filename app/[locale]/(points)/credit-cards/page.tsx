import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { CardComparison, CardFilters, CardList, formatUsd } from "@/components/points/card-directory";
import { monthLabel, yearlySpend } from "@/components/points/card-parts";
import { CardValues } from "@/components/members/card-values";
import { JsonLd } from "@/components/seo/json-ld";
import { EmptyState } from "@/components/ui/empty-state";
import { getCardDirectoryFacts, getCardsBySlugs, listCards } from "@/lib/cards/queries";
import { cardPageQuerySchema, cardsHref, firstValues } from "@/lib/cards/schema";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";

// Rendered per request (its filters are its query), the same page for everybody: stored and shared
// with members (docs/caching.md). Premium members' card values come from an island.
export const dynamic = "force-dynamic";

const PATH = "/credit-cards";

export async function generateMetadata({ params }: PageProps<"/[locale]/credit-cards">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Points" });
  const facts = await getCardDirectoryFacts();
  return pageMetadata({ locale, path: PATH, title: t("cardsMetaTitle"), description: t("cardsMetaDescription", { count: facts.count }), pageType: "cards" });
}

export default async function CreditCardsPage({ params, searchParams }: PageProps<"/[locale]/credit-cards">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Points");
  const query = cardPageQuerySchema.parse(firstValues(await searchParams));
  // One page for everybody, read without the session: the actual point values (Premium) are never
  // computed here; the island fills them in for a Premium member (components/members/card-values.tsx).
  const { compare, ...filters } = query;
  const [facts, cards, compared] = await Promise.all([
    getCardDirectoryFacts(),
    listCards(filters, { withPointValue: false }),
    getCardsBySlugs(compare ?? [], { withPointValue: false }),
  ]);
  const current = { ...query, compare: compared.map((card) => card.slug) };
  const url = `${siteUrl()}${localizePath(PATH, locale)}`;
  const showLocked = true;
  const valueText = {
    locale,
    amount: t("actualPointValueAmount", { value: "{value}", points: "{points}" }),
    note: t("actualPointValueNote", { spend: formatUsd(yearlySpend, locale) }),
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("compassTitle"), path: "/travel-points-compass" }, { name: t("cardsTitle"), path: PATH }]} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "OfferCatalog",
              name: t("cardsTitle"),
              url,
              numberOfItems: facts.count,
              itemListElement: cards.map((card, index) => ({
                "@type": "Offer",
                position: index + 1,
                name: card.name,
                url: card.url,
                price: card.annualFeeUsd,
                priceCurrency: "USD",
                seller: { "@type": "BankOrCreditUnion", name: card.issuer },
                itemOffered: { "@type": "CreditCard", name: card.name, provider: { "@type": "BankOrCreditUnion", name: card.issuer } },
              })),
            },
            { "@type": "AggregateOffer", name: t("cardsTitle"), url, lowPrice: facts.minFeeUsd, highPrice: facts.maxFeeUsd, priceCurrency: "USD", offerCount: facts.count },
          ],
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("cardsTitle")}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
          {t("cardsIntro", { count: facts.count, min: formatUsd(facts.minFeeUsd, locale), max: formatUsd(facts.maxFeeUsd, locale), asOf: facts.asOf ? monthLabel(facts.asOf, locale) : "" })}
        </p>
      </header>

      <section id="compare" aria-labelledby="compare-heading" className="mt-8 scroll-mt-24">
        <h2 id="compare-heading" className="text-2xl font-semibold">{t("compareTitle")}</h2>
        <div className="mt-4">{compared.length > 0 ? <CardComparison cards={compared} query={current} locale={locale} showLocked={showLocked} /> : <p className="text-muted-foreground">{t("compareHint")}</p>}</div>
      </section>

      <section aria-labelledby="cards-heading" className="mt-10">
        <h2 id="cards-heading" className="sr-only">{t("filtersTitle")}</h2>
        <CardFilters query={current} facts={facts} locale={locale} />
        {/* One per address: a client-side move (a comparison link) brings new slots to fill. */}
        <CardValues key={cardsHref(current)} text={valueText} sortByValue={query.sort === "value-desc"} />
        <p className="mt-4 font-medium" role="status" data-card-count={cards.length}>
          {t("cardCount", { count: cards.length })}
        </p>
        <div className="mt-4 space-y-4" data-card-list="">
          {cards.length === 0 ? <EmptyState compact>{t("cardCount", { count: 0 })}</EmptyState> : <CardList cards={cards} query={current} locale={locale} showLocked={showLocked} />}
        </div>
      </section>
    </div>
  );
}
