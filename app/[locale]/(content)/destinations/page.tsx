import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { RatingStars } from "@/components/content/rating-stars";
import { Pagination } from "@/components/deals/pagination";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { listDestinations } from "@/lib/content/public";
import { parseListParams } from "@/lib/content/public-params";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { EmptyState } from "@/components/ui/empty-state";

// GET /destinations: every destination, most populous first; ?q= searches names and countries.
export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/destinations">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "content" });
  const { q, page } = parseListParams(await searchParams);
  return { ...pageMetadata({ locale, path: "/destinations", title: t("destinationsTitle"), description: t("destinationsDescription") }), ...(q || page > 1 ? { robots: { index: false, follow: true } } : {}) };
}

export default async function DestinationsPage({ params, searchParams }: PageProps<"/[locale]/destinations">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("content");
  const format = await getFormatter();
  const { q, page } = parseListParams(await searchParams);
  const result = await listDestinations({ q, page });
  // A page past the last one does not exist (crawlers follow only the real page links).
  if (page > 1 && result.items.length === 0) notFound();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("destinationsTitle"), path: "/destinations" }]} />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("destinationsTitle")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("destinationsIntro")}</p>
      </header>
      <form role="search" action={localizePath("/destinations", locale)} method="get" className="mt-6 flex max-w-xl flex-wrap gap-2">
        <label htmlFor="destination-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <input
          id="destination-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={80}
          placeholder={t("searchPlaceholder")}
          className="min-w-0 flex-1 rounded-md border bg-background px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground hover:bg-primary/90">
          {t("searchButton")}
        </button>
      </form>

      <section aria-labelledby="destinations-heading" className="mt-8">
        <h2 id="destinations-heading" className="mb-4 text-lg font-semibold">
          {q ? t("resultsFor", { total: result.total, q }) : t("destinationCount", { total: result.total })}
          {result.pageCount > 1 && <span className="ms-2 text-sm font-normal text-muted-foreground">{t("pageOf", { page: result.page, pages: result.pageCount })}</span>}
        </h2>
        {q && (
          <p className="mb-4 text-sm">
            <Link href="/destinations" prefetch={false} className="text-primary underline-offset-2 hover:underline">
              {t("clearSearch")}
            </Link>
          </p>
        )}
        {result.items.length === 0 ? (
          <EmptyState>{t("noDestinations", { q: q ?? "" })}</EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-destination-list>
            {result.items.map((destination) => (
              <li key={destination.slug} className="rounded-lg border bg-card p-4">
                <h3 className="font-semibold">
                  <Link href={`/destinations/${destination.slug}`} prefetch={false} className="hover:underline">
                    {destination.name}
                  </Link>
                </h3>
                <p className="text-sm text-muted-foreground">{destination.country}</p>
                <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  {destination.averageRating !== null && destination.reviewCount > 0 ? (
                    <span className="inline-flex items-center gap-1">
                      <RatingStars rating={destination.averageRating} label={t("averageRating", { rating: format.number(destination.averageRating, { maximumFractionDigits: 1 }), count: destination.reviewCount })} />
                      <span aria-hidden="true">({destination.reviewCount})</span>
                    </span>
                  ) : (
                    <span>{t("reviewCount", { count: 0 })}</span>
                  )}
                  {destination.tipCount > 0 && <span>{t("tipCount", { count: destination.tipCount })}</span>}
                  {destination.population !== null && <span>{t("populationShort", { population: format.number(destination.population, { notation: "compact" }) })}</span>}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination path="/destinations" params={{ q }} page={result.page} pageCount={result.pageCount} />
      </section>
      <p className="mt-10 text-xs text-muted-foreground">
        {t.rich("attribution", {
          link: (chunks) => (
            <a href="https://www.geonames.org" rel="nofollow noopener" className="underline">
              {chunks}
            </a>
          ),
          license: (chunks) => (
            <a href="https://creativecommons.org/licenses/by/4.0/" rel="license nofollow noopener" className="underline">
              {chunks}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
