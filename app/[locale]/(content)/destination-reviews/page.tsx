import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ReviewCard, aggregateRatingJsonLd } from "@/components/content/cards";
import { Pagination } from "@/components/deals/pagination";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { listReviews } from "@/lib/content/public";
import { parseListParams } from "@/lib/content/public-params";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { EmptyState } from "@/components/ui/empty-state";

// GET /destination-reviews: published reviews, newest first, with each destination's rating.
export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/destination-reviews">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "content" });
  const { page } = parseListParams(await searchParams);
  return { ...pageMetadata({ locale, path: "/destination-reviews", title: t("reviewsTitle"), description: t("reviewsDescription"), pageType: "news" }), ...(page > 1 ? { robots: { index: false, follow: true } } : {}) };
}

export default async function DestinationReviewsPage({ params, searchParams }: PageProps<"/[locale]/destination-reviews">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("content");
  const { page } = parseListParams(await searchParams);
  const result = await listReviews({ page });
  // A page past the last one does not exist (crawlers follow only the real page links).
  if (page > 1 && result.items.length === 0) notFound();
  const rated = [...result.ratings.entries()].map(([slug, rating]) => {
    const destination = result.items.find((review) => review.destination.slug === slug)!.destination;
    return aggregateRatingJsonLd({ name: `${destination.name}, ${destination.country}`, url: `${siteUrl()}${localizePath(`/destinations/${slug}`, locale)}`, ...rating });
  });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("reviewsTitle"), path: "/destination-reviews" }]} />
      {rated.length > 0 && <JsonLd data={rated} />}
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("reviewsTitle")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("reviewsIntro")}</p>
        <p className="mt-3">
          <Link href="/destinations" prefetch={false} className="font-medium text-primary underline-offset-2 hover:underline">
            {t("browseDestinations")}
          </Link>
        </p>
      </header>
      <div className="mt-8 space-y-6">
        {result.items.length === 0 ? (
          <EmptyState>{t("noReviews")}</EmptyState>
        ) : (
          result.items.map((review) => <ReviewCard key={review.id} review={review} />)
        )}
      </div>
      <Pagination path="/destination-reviews" params={{}} page={result.page} pageCount={result.pageCount} />
    </div>
  );
}
