import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { PhotoFinder, type PhotoFinderLabels } from "@/components/tools/photo-finder";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { geotagPlaces } from "@/lib/tools/geotag";
import { photoAiConfig } from "@/lib/tools/photo-ai";

// Whether the AI step is offered depends on the server's configuration at request time.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/image-analysis">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Tools" });
  return pageMetadata({ locale, path: "/image-analysis", title: t("photoTitle"), description: t("photoDescription") });
}

export default async function ImageAnalysisPage({ params }: PageProps<"/[locale]/image-analysis">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Tools");
  const labels: PhotoFinderLabels = {
    choose: t("photoChoose"),
    privacy: t("photoPrivacy"),
    reading: t("photoReading"),
    tooLarge: t("photoTooLarge"),
    notImage: t("photoNotImage"),
    empty: t("photoEmpty"),
    corrupt: t("photoCorrupt"),
    noGps: t("photoNoGps"),
    lookupFailed: t("photoLookupFailed"),
    takenAt: t("photoTakenAt"),
    camera: t("photoCamera"),
    coordinates: t("photoCoordinates"),
    nearestGeotag: t("photoNearestGeotag"),
    nearestDestination: t("photoNearestDestination"),
    alsoNearby: t("photoAlsoNearby"),
    kmAway: t.raw("kmAway") as string,
    destinationGuide: t("photoDestinationGuide"),
    deals: t("photoDeals"),
    unknown: t("photoUnknown"),
  };
  const aiProvider = photoAiConfig();
  if (aiProvider) {
    labels.ai = {
      notice: t("photoAiNotice", { host: new URL(aiProvider.baseUrl).host }),
      ask: t("photoAiAsk"),
      asking: t("photoAiAsking"),
      failed: t("photoAiFailed"),
      noAnswer: t("photoAiNoAnswer"),
      answer: t("photoAiAnswer"),
      verified: t.raw("photoAiVerified") as string,
      unverified: t("photoAiUnverified"),
      confidence: { high: t("photoAiConfidence.high"), medium: t("photoAiConfidence.medium"), low: t("photoAiConfidence.low") },
    };
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("photoTitle"), path: "/image-analysis" }]} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebApplication",
          name: t("photoTitle"),
          url: `${siteUrl()}${localizePath("/image-analysis", locale)}`,
          applicationCategory: "TravelApplication",
          operatingSystem: "Any",
          offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("photoTitle")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("photoIntro")}</p>
      </header>
      <noscript>
        <p className="mt-6 rounded-md border p-3">{t("photoNeedsScript")}</p>
      </noscript>
      <PhotoFinder labels={labels} locale={locale} />
      {!aiProvider && <p className="mt-4 text-sm text-muted-foreground">{t("photoNoAi")}</p>}

      <section aria-labelledby="geotag-heading" className="mt-10">
        <h2 id="geotag-heading" className="text-xl font-semibold">
          {t("geotagHeading", { count: geotagPlaces.length })}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {geotagPlaces.map((place) => (
            <li key={place.slug} className="rounded-lg border px-4 py-2">
              <Link href={`/destinations/${place.slug}`} prefetch={false} className="font-medium text-primary underline underline-offset-2">
                {place.name}
              </Link>{" "}
              <span className="text-sm text-muted-foreground">
                {place.country} · {place.latitude.toFixed(4)}, {place.longitude.toFixed(4)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
