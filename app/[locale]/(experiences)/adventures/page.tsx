import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DealList } from "@/components/deals/deal-card";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { searchDeals } from "@/lib/deals/queries";
import { parseDealSearch } from "@/lib/deals/schema";
import { adventureViews, adventureViewSlugs } from "@/lib/experiences/kinds";
import { getAdventureCount, getAdventureCounts } from "@/lib/experiences/queries";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";

// Counts and offers change with every ingestion run.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/adventures">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Experiences" });
  return pageMetadata({ locale, path: "/adventures", title: t("adventures.metaTitle"), description: t("adventures.metaDescription", { count: await getAdventureCount() }), pageType: "adventures" });
}

// GET /adventures: the adventure guide, one section per category, each leading to its own view.
export default async function AdventuresPage({ params }: PageProps<"/[locale]/adventures">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Experiences");
  const [total, counts] = await Promise.all([getAdventureCount(), getAdventureCounts()]);
  const sections = await Promise.all(
    adventureViewSlugs
      .filter((view) => adventureViews[view] !== null)
      .map(async (view) => {
        const category = adventureViews[view]!;
        const { deals } = await searchDeals(parseDealSearch({}), { kinds: ["activity"], adventure: [category] }, "best");
        return { view, category, deals: deals.slice(0, 3), count: counts[category] };
      }),
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("adventures.title"), path: "/adventures" }]} />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("adventures.title")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground" data-adventure-total={total}>
          {t("adventures.intro", { count: total })}
        </p>
      </header>

      <nav aria-label={t("adventures.categories")} className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {adventureViewSlugs.map((view) => {
          const category = adventureViews[view];
          const count = category ? counts[category] : total;
          return (
            <Link key={view} href={`/adventures/${view}`} prefetch={false} className="rounded-xl border bg-card p-4 shadow-sm hover:bg-muted" data-adventure-view={view}>
              <span className="block text-lg font-semibold">{t(`view.${view}.title`)}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{t(`view.${view}.description`)}</span>
              <span className="mt-3 block text-sm font-medium">{t("adventures.count", { count })}</span>
            </Link>
          );
        })}
      </nav>

      {sections.map((section) => (
        <section key={section.view} aria-labelledby={`adventures-${section.view}`} className="mt-12">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`adventures-${section.view}`} className="text-2xl font-semibold">
              {t(`view.${section.view}.title`)}
            </h2>
            <Link href={`/adventures/${section.view}`} prefetch={false} className="text-sm font-medium text-primary hover:underline">
              {t("adventures.seeAll", { count: section.count, name: t(`view.${section.view}.title`) })}
            </Link>
          </div>
          <DealList deals={section.deals} />
        </section>
      ))}

      <section aria-labelledby="adventures-more" className="mt-12 rounded-xl border bg-muted/40 p-6">
        <h2 id="adventures-more" className="text-xl font-semibold">
          {t("adventures.more")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-4 text-sm">
          <li>
            <Link href="/boat-charters" prefetch={false} className="font-medium text-primary hover:underline">
              {t("charters.title")}
            </Link>
          </li>
          <li>
            <Link href="/events" prefetch={false} className="font-medium text-primary hover:underline">
              {t("events.title")}
            </Link>
          </li>
          <li>
            <Link href="/things-to-do" prefetch={false} className="font-medium text-primary hover:underline">
              {t("adventures.thingsToDo")}
            </Link>
          </li>
        </ul>
      </section>

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          name: t("adventures.metaTitle"),
          url: `${siteUrl()}${localizePath("/adventures", locale)}`,
          hasPart: adventureViewSlugs.map((view) => ({
            "@type": "CollectionPage",
            name: t(`view.${view}.title`),
            url: `${siteUrl()}${localizePath(`/adventures/${view}`, locale)}`,
          })),
        }}
      />
    </div>
  );
}
