import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Price } from "@/components/currency/price";
import { Breadcrumbs, type Crumb } from "@/components/layout/breadcrumbs";
import { getAirlineSummaries, getFilterOptions, resolvePlaceFilters, searchDeals } from "@/lib/deals/queries";
import { bargainThemes, type ListingConfig } from "@/lib/deals/listings";
import { parseDealSearch } from "@/lib/deals/schema";
import { Link } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { DealList } from "./deal-card";
import { DealFilters } from "./deal-filters";
import { Pagination } from "./pagination";

type SearchParams = Record<string, string | string[] | undefined>;
export type ListingPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** The Listings message key of a page: "/flights" -> "flights", "/bargain-destinations/beach" -> "theme". */
function titleOf(t: Awaited<ReturnType<typeof getTranslations<"Listings">>>, themes: Awaited<ReturnType<typeof getTranslations<"Themes">>>, config: ListingConfig) {
  const [, first, theme] = config.path.split("/");
  if (theme) return t("themeTitle", { theme: themes(theme as (typeof bargainThemes)[number]) });
  return t(`${first}` as "deals");
}

/** Metadata for a listing page; later pages and filtered views are noindex (one canonical list). */
export async function listingMetadata(config: ListingConfig, { params, searchParams }: ListingPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Listings" });
  const themes = await getTranslations({ locale, namespace: "Themes" });
  const query = await searchParams;
  const title = titleOf(t, themes, config);
  const filtered = Object.keys(query).some((key) => key !== "page");
  return pageMetadata({ locale, path: config.path, title, description: t("description", { name: title }), noIndex: filtered });
}

/** The one deal listing page: heading, filters, results, page links. */
export async function ListingPage({ config, params, searchParams }: { config: ListingConfig } & ListingPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { input, placeLabels } = await resolvePlaceFilters(parseDealSearch(await searchParams));
  const t = await getTranslations("Listings");
  const d = await getTranslations("Deals");
  const themes = await getTranslations("Themes");
  const [result, options, airlines] = await Promise.all([
    searchDeals(input, config.fixed, config.defaultSort),
    getFilterOptions(),
    config.extra === "airlines" ? getAirlineSummaries() : Promise.resolve([]),
  ]);
  const title = titleOf(t, themes, config);
  const crumbs: Crumb[] = [];
  if (config.parent) crumbs.push({ name: t(config.parent), path: `/${config.parent}` });
  crumbs.push({ name: title, path: config.path });
  const linkParams: Record<string, string | undefined> = {
    q: input.q,
    kind: input.kind,
    theme: input.theme,
    season: input.season,
    origin: input.origin,
    destination: input.destination,
    partner: input.partner,
    from: input.from,
    to: input.to,
    min: input.min?.toString(),
    max: input.max?.toString(),
    sort: input.sort,
  };
  const kinds = config.fixed.kinds;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={crumbs} />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("description", { name: title })}</p>
      </header>

      {config.extra === "themes" && (
        <nav aria-label={t("bargain-destinations")} className="mt-6 flex flex-wrap gap-2">
          {bargainThemes.map((theme) => (
            <Link key={theme} href={`/bargain-destinations/${theme}`} prefetch={false} className="rounded-full border px-3 py-1 text-sm hover:bg-muted">
              {themes(theme)}
            </Link>
          ))}
        </nav>
      )}

      {airlines.length > 0 && (
        <section aria-labelledby="airlines-heading" className="mt-8">
          <h2 id="airlines-heading" className="text-xl font-semibold">
            {d("airlinesHeading")}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {airlines.map((airline) => (
              <li key={airline.airline} className="rounded-lg border p-3">
                <Link href={`/search?kind=flight&q=${encodeURIComponent(airline.airline)}`} prefetch={false} className="font-medium hover:underline">
                  {airline.airline}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {d("airlineFares", { count: airline.deals })} <Price amount={airline.fromUsd} />
                </p>
                <p className="text-xs text-muted-foreground">{d("via", { partner: airline.partners.join(", ") })}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-8">
        <DealFilters path={config.path} input={input} options={options} placeLabels={placeLabels} showKind={!kinds || kinds.length > 1} showSeason={Boolean(config.fixed.seasonal)} />
      </div>

      <section aria-labelledby="results-heading" className="mt-8">
        <h2 id="results-heading" className="mb-4 text-lg font-semibold">
          {result.totalCapped
            ? input.q
              ? d("resultsForMore", { total: result.total, q: input.q })
              : d("resultsMore", { total: result.total })
            : input.q
              ? d("resultsFor", { total: result.total, q: input.q })
              : d("results", { total: result.total })}
          {result.pageCount > 1 && <span className="ms-2 text-sm font-normal text-muted-foreground">{d("page", { page: result.page, pages: result.pageCount })}</span>}
        </h2>
        <DealList deals={result.deals} />
        <Pagination path={config.path} params={linkParams} page={result.page} pageCount={result.pageCount} />
      </section>
    </div>
  );
}
