import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { Pagination } from "@/components/deals/pagination";
import { OutdoorFilters } from "@/components/outdoors/filter-form";
import { HUB_PATH } from "@/components/outdoors/kind-list-page";
import { PlaceMap } from "@/components/outdoors/place-map";
import { JsonLd } from "@/components/seo/json-ld";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { detailPath, listPath, outdoorKinds } from "@/lib/outdoors/kinds";
import { getOutdoorCounts, listPlaces, listStatesOf, searchOutdoorPlaces } from "@/lib/outdoors/queries";
import { parseOutdoorSearch, searchParamsOf } from "@/lib/outdoors/schema";
import { states as stateInfo } from "@/lib/outdoors/states";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";

// Counts and search read the database per request.
export const dynamic = "force-dynamic";

const FILTERS = ["q", "state", "kind", "activity"] as const;

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/americas-outdoor-directory">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Outdoors" });
  const filtered = Object.keys(await searchParams).length > 0;
  return pageMetadata({ locale, path: HUB_PATH, title: t("hubTitle"), description: t("hubDescription"), pageType: "parks", noIndex: filtered });
}

// GET /americas-outdoor-directory: counts from the database, search across every kind, the parks map.
export default async function OutdoorDirectoryPage({ params, searchParams }: PageProps<"/[locale]/americas-outdoor-directory">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const input = parseOutdoorSearch(await searchParams);
  const searching = FILTERS.some((field) => input[field] !== undefined);
  const t = await getTranslations("Outdoors");
  const format = await getFormatter();
  const [counts, states, parks, results] = await Promise.all([
    getOutdoorCounts(),
    listStatesOf(),
    listPlaces("park"),
    searching ? searchOutdoorPlaces(input) : Promise.resolve(null),
  ]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("hubTitle"), path: HUB_PATH }]} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          name: t("hubTitle"),
          description: t("hubDescription"),
          url: `${siteUrl()}${localizePath(HUB_PATH, locale)}`,
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("hubTitle")}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t("hubIntro")}</p>
      </header>

      <section aria-labelledby="counts-heading" className="mt-8">
        <h2 id="counts-heading" className="sr-only">
          {t("countsHeading")}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="outdoor-counts">
          {outdoorKinds.map((kind) => (
            <li key={kind}>
              <Link href={listPath[kind]} prefetch={false} className="block rounded-xl border bg-card p-4 text-center hover:border-primary" data-kind={kind}>
                <span className="block text-3xl font-bold text-primary" data-testid={`count-${kind}`}>
                  {format.number(counts[kind])}
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">{t(`kinds.${kind}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="search-heading" className="mt-10">
        <h2 id="search-heading" className="text-2xl font-semibold">
          {t("searchHeading")}
        </h2>
        <div className="mt-4">
          <OutdoorFilters path={HUB_PATH} input={input} fields={FILTERS} states={states} />
        </div>
        {results && (
          <div className="mt-6">
            <p role="status" className="font-medium" data-testid="results-count">
              {t("resultsCount", { count: results.total })}
            </p>
            {results.items.length === 0 ? (
              <EmptyState className="mt-4">{t("noResults")}</EmptyState>
            ) : (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="results">
                {results.items.map((place) => (
                  <li key={`${place.kind}:${place.slug}`} className="rounded-lg border p-3">
                    <Link href={detailPath(place.kind, place.slug)} prefetch={false} className="font-medium text-primary hover:underline">
                      {place.name}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {t(`kind.${place.kind}`)} · {place.states.map((code) => stateInfo[code]?.name ?? code).join(", ")}
                      {place.parentName ? ` · ${place.parentName}` : ""}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <Pagination path={HUB_PATH} params={searchParamsOf({ ...input, page: 1 })} page={results.page} pageCount={results.pageCount} />
          </div>
        )}
      </section>

      <section aria-labelledby="map-heading" className="mt-10">
        <h2 id="map-heading" className="text-2xl font-semibold">
          {t("mapOfParks")}
        </h2>
        <div className="mt-4">
          <PlaceMap places={parks} title={t("mapOfParks")} />
        </div>
      </section>

      <section aria-labelledby="browse-heading" className="mt-10">
        <h2 id="browse-heading" className="text-2xl font-semibold">
          {t("browseHeading")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {outdoorKinds.map((kind) => (
            <li key={kind} className="rounded-lg border p-4">
              <Link href={listPath[kind]} prefetch={false} className="font-semibold text-primary hover:underline">
                {t(`kinds.${kind}`)}
              </Link>
              <p className="text-sm text-muted-foreground">{t("viewAll", { count: format.number(counts[kind]) })}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
