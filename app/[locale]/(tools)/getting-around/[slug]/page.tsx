import { TransitTable } from "@/components/tools/transit-table";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { AirportAttribution } from "@/components/tools/transit-form";
import { secondaryLinkClass } from "@/components/tools/styles";
import { formatPrice } from "@/lib/currency/format";
import { distanceKm } from "@/lib/geo/distance";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { getCityGuide, getNearestAirports } from "@/lib/tools/queries";

export const dynamic = "force-dynamic";

async function load(params: PageProps<"/[locale]/getting-around/[slug]">["params"]) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const guide = await getCityGuide(slug);
  if (!guide) notFound();
  return { locale, guide };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/getting-around/[slug]">): Promise<Metadata> {
  const { locale, guide } = await load(params);
  const t = await getTranslations({ locale, namespace: "Tools" });
  return pageMetadata({
    locale,
    path: `/getting-around/${guide.slug}`,
    title: t("cityGuideTitle", { city: guide.name }),
    description: t("cityGuideDescription", { city: guide.name, country: guide.country }),
    pageType: "flights",
  });
}

export default async function CityGuidePage({ params }: PageProps<"/[locale]/getting-around/[slug]">) {
  const { locale, guide } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations("Tools");
  const path = `/getting-around/${guide.slug}`;
  const airports = await getNearestAirports(guide, 4);
  const airportKm = Math.round(distanceKm(guide, guide.airport));
  const usd = (amount: number) => formatPrice({ amount, code: "USD", rate: 1, locale }).replace(/\.00$/, "");
  const range = (low: number, high: number, format: (value: number) => string) => (low === high ? format(low) : `${format(low)}–${format(high)}`);

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs
        items={[
          { name: t("gettingAroundTitle"), path: "/getting-around" },
          { name: guide.name, path },
        ]}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Article",
          headline: t("cityGuideTitle", { city: guide.name }),
          inLanguage: "en",
          url: `${siteUrl()}${localizePath(path, locale)}`,
          about: { "@type": "City", name: guide.name, geo: { "@type": "GeoCoordinates", latitude: guide.latitude, longitude: guide.longitude } },
          dateModified: guide.asOf,
          isBasedOn: guide.source,
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("cityGuideTitle", { city: guide.name })}</h1>
        <p className="mt-2 text-lg text-muted-foreground">{guide.country}</p>
        {locale !== "en" && <p className="mt-2 text-sm text-muted-foreground">{t("englishNotice")}</p>}
      </header>

      <section aria-labelledby="system-heading" className="mt-8">
        <h2 id="system-heading" className="text-xl font-semibold">
          {t("transitSystem")}
        </h2>
        <p lang="en" className="mt-2 leading-relaxed">
          {guide.content.system}
        </p>
        <h2 className="mt-6 text-xl font-semibold">{t("passes")}</h2>
        <p lang="en" className="mt-2 leading-relaxed">
          {guide.content.pass}
        </p>
      </section>

      <section aria-labelledby="transfers-heading" className="mt-8">
        <h2 id="transfers-heading" className="text-xl font-semibold">
          {t("airportTransfers", { airport: `${guide.airport.name} (${guide.airport.iata})` })}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("airportDistance", { km: airportKm, city: guide.name })}</p>
        <TransitTable
          labelledBy="transfers-heading"
          className="mt-3"
          modeHeading={t("mode")}
          columns={[t("time"), t("cost")]}
          rows={guide.content.transfers.map((transfer) => ({
            key: transfer.mode,
            mode: transfer.mode,
            modeLang: "en",
            cells: [t("minutes", { range: range(transfer.minutes[0], transfer.minutes[1], String) }), range(transfer.costUsd[0], transfer.costUsd[1], usd)],
          }))}
        />
        <p className="mt-2 text-xs text-muted-foreground">{t("transferNote")}</p>
      </section>

      <section aria-labelledby="airports-heading" className="mt-8">
        <h2 id="airports-heading" className="text-xl font-semibold">
          {t("nearbyAirports")}
        </h2>
        <ul className="mt-3 space-y-1 text-sm">
          {airports.map((airport) => (
            <li key={airport.iata}>
              <Link href={`/transit-planner?from=${airport.iata}&to=${guide.slug}`} prefetch={false} className="text-primary underline underline-offset-2">
                {airport.name} ({airport.iata})
              </Link>{" "}
              <span className="text-muted-foreground">{t("kmAway", { km: Math.round(airport.km) })}</span>
            </li>
          ))}
        </ul>
      </section>

      <nav aria-label={t("plan")} className="mt-10 flex flex-wrap gap-3">
        <Link href={`/flights?destination=${guide.slug}`} prefetch={false} className={secondaryLinkClass}>
          {t("flightDealsTo", { city: guide.name })}
        </Link>
        <Link href={`/rental-cars?destination=${guide.slug}`} prefetch={false} className={secondaryLinkClass}>
          {t("carDealsIn", { city: guide.name })}
        </Link>
        <Link href={`/budget-calculator?place=${guide.slug}&days=4`} prefetch={false} className={secondaryLinkClass}>
          {t("budgetFor", { country: guide.name })}
        </Link>
      </nav>

      <p className="mt-10 border-t pt-4 text-xs text-muted-foreground">
        {t("sources")}:{" "}
        <a href={guide.source} rel="nofollow noopener" className="underline underline-offset-2">
          {new URL(guide.source).hostname}
        </a>
        . {t("asOf", { date: guide.asOf })}
      </p>
      <AirportAttribution />
    </article>
  );
}
