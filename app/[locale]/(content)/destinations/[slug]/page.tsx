import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { ReviewCard, TipCard } from "@/components/content/cards";
import { RatingStars } from "@/components/content/rating-stars";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { getDestination } from "@/lib/content/public";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { EmptyState } from "@/components/ui/empty-state";

// Reviews, tips and live deals change at any time: rendered per request.
export const dynamic = "force-dynamic";

async function load(params: PageProps<"/[locale]/destinations/[slug]">["params"]) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const destination = await getDestination(slug);
  if (!destination) notFound();
  return { locale, destination };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/destinations/[slug]">): Promise<Metadata> {
  const { locale, destination } = await load(params);
  const t = await getTranslations({ locale, namespace: "content" });
  return pageMetadata({
    locale,
    path: `/destinations/${destination.slug}`,
    title: t("destinationTitle", { name: destination.name, country: destination.country }),
    description: t("destinationDescription", { name: destination.name, country: destination.country }),
    pageType: "deals",
  });
}

const coordinate = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;

export default async function DestinationPage({ params }: PageProps<"/[locale]/destinations/[slug]">) {
  const { locale, destination } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations("content");
  const format = await getFormatter();
  const url = `${siteUrl()}${localizePath(`/destinations/${destination.slug}`, locale)}`;
  const { name, country, rating } = destination;
  const averageText = rating ? t("averageRating", { rating: format.number(rating.averageRating, { maximumFractionDigits: 1 }), count: rating.reviewCount }) : null;
  const dealsHref = `/deals?destination=${destination.slug}`;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs
        items={[
          { name: t("destinationsTitle"), path: "/destinations" },
          { name, path: `/destinations/${destination.slug}` },
        ]}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "TouristDestination",
          name: `${name}, ${country}`,
          url,
          ...(destination.description ? { description: destination.description } : {}),
          geo: { "@type": "GeoCoordinates", latitude: destination.latitude, longitude: destination.longitude },
          containedInPlace: { "@type": "Country", name: country },
          ...(rating
            ? { aggregateRating: { "@type": "AggregateRating", ratingValue: Math.round(rating.averageRating * 10) / 10, bestRating: 5, worstRating: 1, reviewCount: rating.reviewCount } }
            : {}),
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{name}</h1>
        <p className="mt-2 text-lg text-muted-foreground">{country}</p>
        {rating && averageText && (
          <p className="mt-3 flex items-center gap-2">
            <RatingStars rating={rating.averageRating} label={averageText} className="text-xl" />
            <span aria-hidden="true" className="text-sm text-muted-foreground">
              {averageText}
            </span>
          </p>
        )}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_300px]">
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-xl font-semibold">
            {t("about", { name })}
          </h2>
          {destination.description && <p className="mt-3">{destination.description}</p>}
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t("country")}</dt>
            <dd>{country}</dd>
            <dt className="text-muted-foreground">{t("coordinates")}</dt>
            <dd>
              {coordinate(destination.latitude, "N", "S")}, {coordinate(destination.longitude, "E", "W")}
            </dd>
            {destination.population !== null && (
              <>
                <dt className="text-muted-foreground">{t("population")}</dt>
                <dd>{format.number(destination.population)}</dd>
              </>
            )}
          </dl>
        </section>

        <aside aria-labelledby="deals-heading" className="h-fit rounded-xl border bg-card p-5 shadow-sm">
          <h2 id="deals-heading" className="text-lg font-semibold">
            {t("dealsTo", { name })}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{t("liveDeals", { count: destination.liveDealCount, name })}</p>
          <Link
            href={destination.liveDealCount > 0 ? dealsHref : "/deals"}
            prefetch={false}
            className="mt-4 block rounded-md bg-primary px-4 py-2.5 text-center font-semibold text-primary-foreground hover:bg-primary/90"
          >
            {destination.liveDealCount > 0 ? t("seeDeals", { name }) : t("searchAllDeals")}
          </Link>
        </aside>
      </div>

      <section aria-labelledby="reviews-heading" className="mt-12">
        <h2 id="reviews-heading" className="text-2xl font-semibold">
          {t("reviewsOf", { name })}
        </h2>
        <div className="mt-4 space-y-6">
          {destination.reviews.length === 0 ? (
            <EmptyState compact>{t("noReviewsFor", { name })}</EmptyState>
          ) : (
            destination.reviews.map((review) => <ReviewCard key={review.id} review={review} showDestination={false} as="h3" />)
          )}
        </div>
      </section>

      <section aria-labelledby="tips-heading" className="mt-12">
        <h2 id="tips-heading" className="text-2xl font-semibold">
          {t("tipsFor", { name })}
        </h2>
        <div className="mt-4 space-y-6">
          {destination.tips.length === 0 ? (
            <EmptyState compact>
              {t("noTipsFor", { name })}{" "}
              <Link href="/travel-tips" prefetch={false} className="text-primary underline underline-offset-2">
                {t("allTips")}
              </Link>
            </EmptyState>
          ) : (
            destination.tips.map((tip) => <TipCard key={tip.slug} tip={tip} as="h3" />)
          )}
        </div>
      </section>
    </div>
  );
}
