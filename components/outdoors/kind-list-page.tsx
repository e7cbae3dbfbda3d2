import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { Pagination } from "@/components/deals/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { localizePath } from "@/lib/i18n/paths";
import { LIST_TABLE_PAGE_SIZE, MAX_LINKED_MARKERS } from "@/lib/maps/marker-map";
import { routing } from "@/lib/i18n/routing";
import { detailPath, listPath, type OutdoorKindValue } from "@/lib/outdoors/kinds";
import { getOutdoorCounts, listPlaces, listStatesOf } from "@/lib/outdoors/queries";
import { parseOutdoorSearch, searchParamsOf } from "@/lib/outdoors/schema";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { OutdoorFilters, type FilterField } from "./filter-form";
import { PlaceMap } from "./place-map";
import { PlaceTable } from "./place-table";

type SearchParams = Record<string, string | string[] | undefined>;
export type KindListProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const DESCRIPTION_KEY = {
  park: "parksDescription",
  forest: "forestsDescription",
  grassland: "grasslandsDescription",
  monument: "monumentsDescription",
  trail: "trailsDescription",
  campground: "campgroundsDescription",
} as const;

export const HUB_PATH = "/americas-outdoor-directory";
/** Table rows per page: the map shows every matching place, the table a page of them. */
export const TABLE_PAGE_SIZE = LIST_TABLE_PAGE_SIZE;

/** Metadata of a kind's list page; filtered views are noindex (one canonical list). */
export async function kindListMetadata(kind: OutdoorKindValue, { params, searchParams }: KindListProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Outdoors" });
  const counts = await getOutdoorCounts();
  // Filtered views are noindex; the table's further pages are not (they list the rest of the places).
  const filtered = Object.keys(await searchParams).some((key) => key !== "page");
  return pageMetadata({
    locale,
    path: listPath[kind],
    title: t(`kinds.${kind}`),
    description: t(DESCRIPTION_KEY[kind], { count: counts[kind] }),
    pageType: "parks",
    noIndex: filtered,
  });
}

/** A kind's list page: filters (plain GET), the map of the matching places, and their table. */
export async function KindListPage({ kind, fields, params, searchParams }: { kind: OutdoorKindValue; fields: readonly FilterField[] } & KindListProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const input = parseOutdoorSearch(await searchParams);
  const t = await getTranslations("Outdoors");
  const [places, counts, states] = await Promise.all([listPlaces(kind, input), getOutdoorCounts(), listStatesOf(kind)]);
  const title = t(`kinds.${kind}`);
  const path = listPath[kind];
  const pageCount = Math.max(1, Math.ceil(places.length / TABLE_PAGE_SIZE));
  const page = Math.min(input.page, pageCount);
  const rows = places.slice((page - 1) * TABLE_PAGE_SIZE, page * TABLE_PAGE_SIZE);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs
        items={[
          { name: t("hubTitle"), path: HUB_PATH },
          { name: title, path },
        ]}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: title,
          numberOfItems: places.length,
          itemListElement: rows.map((place, index) => ({
            "@type": "ListItem",
            position: (page - 1) * TABLE_PAGE_SIZE + index + 1,
            name: place.name,
            url: `${siteUrl()}${localizePath(detailPath(place.kind, place.slug), locale)}`,
          })),
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t(DESCRIPTION_KEY[kind], { count: counts[kind] })}</p>
      </header>
      <div className="mt-6">
        <OutdoorFilters path={path} input={input} fields={fields} states={states} />
      </div>
      <p className="mt-6 text-sm text-muted-foreground" role="status" data-testid="list-count">
        {t("listCount", { count: places.length })}
      </p>
      {places.length === 0 ? (
        <EmptyState className="mt-4">{t("noResults")}</EmptyState>
      ) : (
        <>
          <section aria-label={t("mapOfKind", { kind: title })} className="mt-4">
            {/* Its markers are named links already: a list of hundreds again would only weigh on the page.
                Past MAX_LINKED_MARKERS the map is an overview of dots, the table's pages linking each place. */}
            <PlaceMap places={places} title={t("mapOfKind", { kind: title })} radius={places.length > 150 ? 4 : 6} withList={false} linked={places.length <= MAX_LINKED_MARKERS} />
          </section>
          <section className="mt-8">
            <PlaceTable kind={kind} places={rows} label={title} />
            <Pagination path={path} params={searchParamsOf(input)} page={page} pageCount={pageCount} />
          </section>
        </>
      )}
    </div>
  );
}
