import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DealList } from "@/components/deals/deal-card";
import { DealFilters } from "@/components/deals/deal-filters";
import { Pagination } from "@/components/deals/pagination";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { getFilterOptions, resolvePlaceFilters, searchDeals } from "@/lib/deals/queries";
import { parseDealSearch } from "@/lib/deals/schema";
import { adventureCategories, adventureViews, adventureViewSlugs, isAdventureView, type AdventureView } from "@/lib/experiences/kinds";
import { getAdventureCounts } from "@/lib/experiences/queries";
import { Link } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = PageProps<"/[locale]/adventures/[view]">;

async function load(params: Props["params"]) {
  const { locale, view } = await params;
  if (!hasLocale(routing.locales, locale) || !isAdventureView(view)) notFound();
  return { locale, view };
}

const categoriesOf = (view: AdventureView) => {
  const category = adventureViews[view];
  return category ? [category] : [...adventureCategories];
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, view } = await load(params);
  const t = await getTranslations({ locale, namespace: "Experiences" });
  const counts = await getAdventureCounts();
  const count = categoriesOf(view).reduce((sum, category) => sum + counts[category], 0);
  // Filtered and later pages are noindex: one canonical list per view.
  const filtered = Object.keys(await searchParams).some((key) => key !== "page");
  return pageMetadata({
    locale,
    path: `/adventures/${view}`,
    title: t(`view.${view}.metaTitle`),
    description: t("adventures.viewMetaDescription", { description: t(`view.${view}.description`), count }),
    noIndex: filtered,
    pageType: "adventures",
  });
}

// GET /adventures/{view}: one adventure category (or all of them), filtered and sorted by GET.
export default async function AdventureViewPage({ params, searchParams }: Props) {
  const { locale, view } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations("Experiences");
  const deals = await getTranslations("Deals");
  const { input, placeLabels } = await resolvePlaceFilters(parseDealSearch(await searchParams));
  const [result, options] = await Promise.all([searchDeals(input, { kinds: ["activity"], adventure: categoriesOf(view) }, "best"), getFilterOptions()]);
  const path = `/adventures/${view}`;
  const title = t(`view.${view}.title`);
  const linkParams: Record<string, string | undefined> = {
    q: input.q,
    theme: input.theme,
    destination: input.destination,
    partner: input.partner,
    from: input.from,
    to: input.to,
    min: input.min?.toString(),
    max: input.max?.toString(),
    sort: input.sort,
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("adventures.title"), path: "/adventures" }, { name: title, path }]} />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t(`view.${view}.description`)}</p>
      </header>
      <nav aria-label={t("adventures.categories")} className="mt-6 flex flex-wrap gap-2">
        {adventureViewSlugs.map((other) => (
          <Link
            key={other}
            href={`/adventures/${other}`}
            prefetch={false}
            aria-current={other === view ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${other === view ? "bg-primary text-primary-foreground" : "hover:bg-muted"}`}
          >
            {t(`view.${other}.title`)}
          </Link>
        ))}
      </nav>
      <div className="mt-8">
        <DealFilters path={path} input={input} options={options} placeLabels={placeLabels} showKind={false} showSeason={false} />
      </div>
      <section aria-labelledby="results-heading" className="mt-8">
        {/* Counted up to COUNT_CAP, like the deal search: past it, "More than 500". */}
        <h2 id="results-heading" className="mb-4 text-lg font-semibold" data-total={result.total} data-total-capped={result.totalCapped || undefined}>
          {result.totalCapped ? deals("resultsMore", { total: result.total }) : t("adventures.results", { count: result.total })}
        </h2>
        <DealList deals={result.deals} />
        <Pagination path={path} params={linkParams} page={result.page} pageCount={result.pageCount} />
      </section>
    </div>
  );
}
