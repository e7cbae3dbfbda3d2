import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getLocale, getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { Pagination } from "@/components/deals/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { LIST_TABLE_PAGE_SIZE, MAX_LINKED_MARKERS } from "@/lib/maps/marker-map";
import { WorldMap } from "@/lib/maps/world-map";
import { getSkiCounts, listResorts, listSkiCountries, type ResortSummary } from "@/lib/ski/queries";
import { SKI_HUB_PATH, regionPath, resortPath, skiRegions, type SkiRegion } from "@/lib/ski/regions";
import { parseSkiSearch, skiSearchParams, skiSorts, withSkiSearch, type SkiSearchInput } from "@/lib/ski/schema";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { countryName } from "./format";
import { ResortTable } from "./resort-table";
import { SkiFilters } from "./ski-filters";

type SearchParams = Record<string, string | string[] | undefined>;
export type SkiListProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const TITLE_KEY = {
  "north-america": "northAmericaTitle",
  europe: "europeTitle",
  asia: "asiaTitle",
  "southern-hemisphere": "southernHemisphereTitle",
} as const satisfies Record<SkiRegion, string>;

/** Metadata of the hub or a region page; filtered views are noindex (one canonical list each), the table's further pages are not (they list the rest of the resorts). */
export async function skiListMetadata(region: SkiRegion | null, { params, searchParams }: SkiListProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Ski" });
  const counts = await getSkiCounts();
  const filtered = Object.keys(await searchParams).some((key) => key !== "page");
  return pageMetadata({
    locale,
    path: region ? regionPath[region] : SKI_HUB_PATH,
    title: region ? t(TITLE_KEY[region]) : t("hubTitle"),
    description: region
      ? t("regionDescription", { count: counts.byRegion[region], region: t(`regions.${region}`) })
      : t("hubDescription", { count: counts.total }),
    pageType: "skiing",
    noIndex: filtered,
  });
}

async function SortLinks({ path, input }: { path: string; input: Partial<SkiSearchInput> }) {
  const t = await getTranslations("Ski");
  const current = input.sort ?? "name";
  // A new order starts again at the table's first page.
  const kept = { ...input, page: undefined };
  return (
    <nav aria-label={t("sortLabel")} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t("sortLabel")}:</span>
      {skiSorts.map((sort) =>
        sort === current ? (
          <span key={sort} aria-current="true" className="rounded-full bg-primary px-3 py-1 font-medium text-primary-foreground">
            {t(`sort.${sort}`)}
          </span>
        ) : (
          <Link key={sort} href={withSkiSearch(path, { ...kept, sort: sort === "name" ? undefined : sort })} prefetch={false} className="rounded-full border px-3 py-1 hover:bg-accent">
            {t(`sort.${sort}`)}
          </Link>
        ),
      )}
    </nav>
  );
}

async function ResortMap({ region, resorts }: { region: SkiRegion | null; resorts: readonly ResortSummary[] }) {
  const t = await getTranslations("Ski");
  const locale = (await getLocale()) as Locale;
  const title = region ? t("mapOfRegion", { region: t(`regions.${region}`) }) : t("mapOfWorld");
  return (
    <WorldMap
      view={region ?? "world"}
      title={title}
      offMapLabel={t("offMap")}
      radius={region ? 6 : 4}
      className="rounded-xl border bg-card p-2"
      // The table below lists every resort of the map, a page at a time. A region's map links each
      // marker up to MAX_LINKED_MARKERS, as the outdoor lists' (components/outdoors/kind-list-page.tsx);
      // the hub's world view is an overview of dots: its markers are too small and close to tap (the
      // Alps' resorts within a few pixels), and 133 links weighed on the page (issue 37).
      withList={false}
      linked={region !== null && resorts.length <= MAX_LINKED_MARKERS}
      markers={resorts.map((resort) => ({
        id: resort.slug,
        href: localizePath(resortPath(resort.slug), locale),
        label: `${resort.name} (${countryName(resort.countryCode, locale)})`,
        latitude: resort.latitude,
        longitude: resort.longitude,
      }))}
    />
  );
}

/** The hub (every region, region filter) or one region's page: counts, filters, sorts, map, table. */
export async function SkiListPage({ region, params, searchParams }: { region: SkiRegion | null } & SkiListProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const parsed = parseSkiSearch(await searchParams);
  const input: Partial<SkiSearchInput> = region ? { ...parsed, region: undefined } : parsed;
  const t = await getTranslations("Ski");
  const path = region ? regionPath[region] : SKI_HUB_PATH;
  const [resorts, counts, countries] = await Promise.all([
    listResorts({ ...input, region: region ?? input.region }),
    getSkiCounts(),
    listSkiCountries(region ?? input.region),
  ]);
  const title = region ? t(TITLE_KEY[region]) : t("hubTitle");
  // The map shows every match, the table LIST_TABLE_PAGE_SIZE of them a page (crawlable page links).
  const pageCount = Math.max(1, Math.ceil(resorts.length / LIST_TABLE_PAGE_SIZE));
  const page = Math.min(input.page ?? 1, pageCount);
  const rows = resorts.slice((page - 1) * LIST_TABLE_PAGE_SIZE, page * LIST_TABLE_PAGE_SIZE);
  const crumbs = region
    ? [
        { name: t("hubTitle"), path: SKI_HUB_PATH },
        { name: title, path },
      ]
    : [{ name: t("hubTitle"), path }];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={crumbs} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: title,
          numberOfItems: resorts.length,
          itemListElement: rows.map((resort, index) => ({
            "@type": "ListItem",
            position: (page - 1) * LIST_TABLE_PAGE_SIZE + index + 1,
            name: resort.name,
            url: `${siteUrl()}${localizePath(resortPath(resort.slug), locale)}`,
          })),
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground" data-testid="region-total">
          {region
            ? t("regionIntro", { count: counts.byRegion[region], region: t(`regions.${region}`) })
            : t("hubIntro", { count: counts.total })}
        </p>
      </header>

      <nav aria-label={t("regionsHeading")} className="mt-6">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {skiRegions.map((other) => (
            <li key={other}>
              <Link
                href={regionPath[other]}
                prefetch={false}
                data-region={other}
                aria-current={other === region ? "page" : undefined}
                className={`block rounded-xl border p-4 hover:bg-accent ${other === region ? "border-primary bg-primary/5" : ""}`}
              >
                <span className="block font-semibold">{t(`regions.${other}`)}</span>{" "}
                <span className="mt-1 block text-sm text-muted-foreground">
                  {t.rich("regionCount", { count: counts.byRegion[other], strong: (chunks) => <strong data-testid={`count-${other}`}>{chunks}</strong> })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8">
        <SkiFilters path={path} input={input} countries={countries} withRegion={!region} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" role="status" data-testid="results-count">
          {t("resultsCount", { count: resorts.length })}
        </p>
        <SortLinks path={path} input={input} />
      </div>
      {resorts.length === 0 ? (
        <EmptyState className="mt-4">{t("noResults")}</EmptyState>
      ) : (
        <>
          <section aria-label={region ? t("mapOfRegion", { region: t(`regions.${region}`) }) : t("mapOfWorld")} className="mt-4">
            <ResortMap region={region} resorts={resorts} />
          </section>
          <section className="mt-8">
            <ResortTable resorts={rows} label={title} />
            <Pagination path={path} params={skiSearchParams({ ...input, page: undefined })} page={page} pageCount={pageCount} />
          </section>
        </>
      )}
    </div>
  );
}
