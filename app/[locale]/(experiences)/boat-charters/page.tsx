import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Pagination } from "@/components/deals/pagination";
import { CharterFilters } from "@/components/experiences/charter-filters";
import { CharterList } from "@/components/experiences/charter-list";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { searchDeals } from "@/lib/deals/queries";
import { parseDealSearch, type DealSort } from "@/lib/deals/schema";
import { getCharterFields, getCharterOptions } from "@/lib/experiences/queries";
import { charterFilterOf, parseCharterSearch } from "@/lib/experiences/schema";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = PageProps<"/[locale]/boat-charters">;
const SORTS: readonly DealSort[] = ["best", "price", "soonest"];

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Experiences" });
  const options = await getCharterOptions();
  const filtered = Object.keys(await searchParams).some((key) => key !== "page");
  return pageMetadata({
    locale,
    path: "/boat-charters",
    title: t("charters.metaTitle"),
    description: t("charters.metaDescription", { count: options.total, marinas: options.marinas.length }),
    noIndex: filtered,
    pageType: "boats",
  });
}

// GET /boat-charters: charters filtered by boat type, crew, cabins, guests, length and marina.
export default async function BoatChartersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Experiences");
  const deals = await getTranslations("Deals");
  const raw = await searchParams;
  const charter = parseCharterSearch(raw);
  const deal = parseDealSearch(raw);
  const sort = deal.sort && SORTS.includes(deal.sort) ? deal.sort : undefined;
  const input = { ...parseDealSearch({ page: raw.page }), sort };
  const [result, options] = await Promise.all([searchDeals(input, { kinds: ["boat_charter"], charter: charterFilterOf(charter) }, "best"), getCharterOptions()]);
  const fields = await getCharterFields(result.deals.map((row) => row.id));
  const linkParams: Record<string, string | undefined> = {
    boat: charter.boat,
    crew: charter.crew,
    cabins: charter.cabins?.toString(),
    guests: charter.guests?.toString(),
    days: charter.days,
    marina: charter.marina,
    sort,
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("adventures.title"), path: "/adventures" }, { name: t("charters.title"), path: "/boat-charters" }]} />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("charters.title")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("charters.intro", { count: options.total, marinas: options.marinas.length })}</p>
      </header>
      <div className="mt-8">
        <CharterFilters input={charter} sort={sort} options={options} />
      </div>
      <section aria-labelledby="results-heading" className="mt-8">
        {/* Counted up to COUNT_CAP, like the deal search: past it, "More than 500". */}
        <h2 id="results-heading" className="mb-4 text-lg font-semibold" data-total={result.total} data-total-capped={result.totalCapped || undefined}>
          {result.totalCapped ? deals("resultsMore", { total: result.total }) : t("charters.results", { count: result.total })}
        </h2>
        <CharterList deals={result.deals} fields={fields} />
        <Pagination path="/boat-charters" params={linkParams} page={result.page} pageCount={result.pageCount} />
      </section>
    </div>
  );
}
