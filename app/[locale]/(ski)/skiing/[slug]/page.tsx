import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { DealsNearSection } from "@/components/deals/deals-near-section";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { countryName, metres, monthName } from "@/components/ski/format";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { WorldMap } from "@/lib/maps/world-map";
import { fetchLiftStatus } from "@/lib/ski/liftie";
import { getResort, getResortDeals, listNearbyResorts, type ResortDetail } from "@/lib/ski/queries";
import { SKI_HUB_PATH, passNames, regionPath, resortPath, seasonMonths, tripPlannerHref } from "@/lib/ski/regions";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";

// One resort's page; an unknown slug answers 404 before anything renders.
export const dynamic = "force-dynamic";

type Props = PageProps<"/[locale]/skiing/[slug]">;

async function load(params: Props["params"]) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const resort = await getResort(slug);
  if (!resort) notFound();
  return { locale, resort };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, resort } = await load(params);
  const t = await getTranslations({ locale, namespace: "Ski" });
  const where = `${resort.area}, ${countryName(resort.countryCode, locale)}`;
  return pageMetadata({
    locale,
    path: resortPath(resort.slug),
    title: t("resortTitle", { name: resort.name }),
    description: t("resortDescription", { name: resort.name, where }),
    pageType: "skiing",
  });
}

function structuredData(resort: ResortDetail, url: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "SkiResort",
    name: resort.name,
    url,
    geo: { "@type": "GeoCoordinates", latitude: resort.latitude, longitude: resort.longitude, ...(resort.summitM !== null ? { elevation: resort.summitM } : {}) },
    address: { "@type": "PostalAddress", addressRegion: resort.area, addressCountry: resort.countryCode },
    containedInPlace: { "@type": "Place", name: countryName(resort.countryCode, locale) },
    ...(resort.website ? { sameAs: resort.website } : {}),
    ...(resort.lifts !== null || resort.runs !== null
      ? {
          amenityFeature: [
            ...(resort.lifts !== null ? [{ "@type": "LocationFeatureSpecification", name: "Lifts", value: resort.lifts }] : []),
            ...(resort.runs !== null ? [{ "@type": "LocationFeatureSpecification", name: "Runs", value: resort.runs }] : []),
          ],
        }
      : {}),
  };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export default async function ResortPage({ params }: Props) {
  const { locale, resort } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations("Ski");
  const format = await getFormatter();
  const [nearby, deals, lifts] = await Promise.all([
    listNearbyResorts(resort),
    resort.destination ? getResortDeals(resort.destination.slug) : Promise.resolve([]),
    fetchLiftStatus(resort.liftieId),
  ]);
  const path = resortPath(resort.slug);
  const url = `${siteUrl()}${localizePath(path, locale)}`;
  const country = countryName(resort.countryCode, locale);
  const season = seasonMonths(resort.seasonStart, resort.seasonEnd);
  const coordinate = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(3)}° ${value >= 0 ? positive : negative}`;
  const hasTerrain = resort.terrainBeginnerPct !== null && resort.terrainIntermediatePct !== null && resort.terrainAdvancedPct !== null;
  const crumbs = [
    { name: t("hubTitle"), path: SKI_HUB_PATH },
    { name: t(`regions.${resort.region}`), path: regionPath[resort.region] },
    { name: resort.name, path },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={crumbs} />
      <JsonLd data={structuredData(resort, url, locale)} />
      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t("skiResort")}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight md:text-4xl">{resort.name}</h1>
          <p className="mt-2 text-lg text-muted-foreground">
            {resort.area}, {country}
          </p>
        </div>
        <Link href={tripPlannerHref(resort.slug)} prefetch={false} className="rounded-md bg-primary px-4 py-2.5 font-semibold text-primary-foreground hover:bg-primary/90">
          {t("addToTrip")}
        </Link>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_440px]">
        <section aria-labelledby="facts-heading">
          <h2 id="facts-heading" className="text-xl font-semibold">
            {t("facts")}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="resort-facts">
            <Fact label={t("countryLabel")}>{country}</Fact>
            <Fact label={t("areaLabel")}>{resort.area}</Fact>
            {resort.baseM !== null && <Fact label={t("base")}>{metres(format, resort.baseM)}</Fact>}
            {resort.summitM !== null && <Fact label={t("summit")}>{metres(format, resort.summitM)}</Fact>}
            {resort.verticalM !== null && <Fact label={t("vertical")}>{metres(format, resort.verticalM)}</Fact>}
            {resort.runs !== null && <Fact label={t("runs")}>{format.number(resort.runs)}</Fact>}
            {hasTerrain && (
              <Fact label={t("terrain")}>
                {t("terrainValue", { beginner: resort.terrainBeginnerPct!, intermediate: resort.terrainIntermediatePct!, advanced: resort.terrainAdvancedPct! })}
              </Fact>
            )}
            {resort.lifts !== null && <Fact label={t("lifts")}>{format.number(resort.lifts)}</Fact>}
            {resort.skiableHa !== null && (
              <Fact label={t("skiableArea")}>{t("skiableAreaValue", { hectares: format.number(resort.skiableHa), acres: format.number(Math.round(resort.skiableHa / 0.40468564224)) })}</Fact>
            )}
            {resort.pisteKm !== null && <Fact label={t("pistes")}>{t("pistesValue", { km: format.number(resort.pisteKm) })}</Fact>}
            <Fact label={t("seasonLabel")}>
              {monthName(format, resort.seasonStart)} – {monthName(format, resort.seasonEnd)}
            </Fact>
            {resort.airport && (
              <Fact label={t("airport")}>
                {resort.transferMinutes !== null
                  ? t("airportValue", { code: resort.airport, minutes: resort.transferMinutes })
                  : resort.airport}
              </Fact>
            )}
            <Fact label={t("passesLabel")}>{resort.passes.length > 0 ? resort.passes.map((pass) => passNames[pass]).join(", ") : t("noPass")}</Fact>
            {resort.destination && resort.destinationKm !== null && (
              <Fact label={t("nearestDestination")}>
                <Link href={`/destinations/${resort.destination.slug}`} prefetch={false} className="text-primary underline underline-offset-2">
                  {resort.destination.name}
                </Link>{" "}
                ({t("distanceKm", { km: format.number(Math.round(resort.destinationKm)) })})
              </Fact>
            )}
            {resort.website && (
              <Fact label={t("website")}>
                <a href={resort.website} rel="noopener nofollow" className="text-primary underline underline-offset-2">
                  {resort.website.replace(/^https?:\/\//, "")}
                </a>
              </Fact>
            )}
            <Fact label={t("coordinates")}>
              {coordinate(resort.latitude, "N", "S")}, {coordinate(resort.longitude, "E", "W")}
            </Fact>
          </dl>

          <h2 className="mt-8 text-xl font-semibold">{t("seasonHeading")}</h2>
          <ol className="mt-3 grid grid-cols-6 gap-1 text-center text-xs sm:grid-cols-[repeat(auto-fill,minmax(3.5rem,1fr))]" aria-label={t("seasonHeading")}>
            {Array.from({ length: 12 }, (_, index) => index + 1).map((month) => {
              const open = season.includes(month);
              return (
                <li key={month} data-open={open ? "true" : "false"} className={`rounded-md px-1 py-2 ${open ? "bg-sky-700 font-semibold text-white" : "bg-muted text-muted-foreground"}`}>
                  {monthName(format, month, "short")}
                  <span className="sr-only">: {open ? t("inSeason") : t("offSeason")}</span>
                </li>
              );
            })}
          </ol>

          {lifts && (
            <section aria-labelledby="lifts-heading" className="mt-8" data-testid="lift-status">
              <h2 id="lifts-heading" className="text-xl font-semibold">
                {t("liveLifts")}
              </h2>
              <p className="mt-2 text-sm">{t("liftsSummary", { open: lifts.counts.open, total: lifts.lifts.length })}</p>
              <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
                {lifts.lifts.map((lift) => (
                  <li key={lift.name} className="flex justify-between gap-3 rounded border px-3 py-1.5">
                    <span>{lift.name}</span>
                    <span className={lift.state === "open" ? "font-semibold text-green-700" : "text-muted-foreground"}>{t(`liftState.${lift.state}`)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-muted-foreground">{t("liftieCredit")}</p>
            </section>
          )}

          <p className="mt-8 text-xs text-muted-foreground">{t("source", { source: resort.source, asOf: resort.asOf })}</p>
        </section>
        <section aria-label={t("mapOf", { name: resort.name })}>
          <WorldMap
            view={resort.region}
            title={t("mapOf", { name: resort.name })}
            offMapLabel={t("offMap")}
            radius={6}
            className="rounded-xl border bg-card p-2"
            markers={[resort, ...nearby].map((place) => ({
              id: place.slug,
              href: localizePath(resortPath(place.slug), locale),
              label: `${place.name} (${countryName(place.countryCode, locale)})`,
              latitude: place.latitude,
              longitude: place.longitude,
              highlight: place.slug === resort.slug,
            }))}
          />
        </section>
      </div>

      <section aria-labelledby="nearby-heading" className="mt-12">
        <h2 id="nearby-heading" className="text-2xl font-semibold">
          {t("nearby")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {nearby.map((other) => (
            <li key={other.slug} className="rounded-lg border p-3">
              <Link href={resortPath(other.slug)} prefetch={false} className="font-medium text-primary hover:underline">
                {other.name}
              </Link>
              <p className="text-sm text-muted-foreground">
                {countryName(other.countryCode, locale)} · {t("distanceKm", { km: format.number(Math.round(other.distanceKm)) })}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <DealsNearSection
        heading={t("dealsHeading", { name: resort.name })}
        intro={resort.destination ? t("dealsIntro", { destination: resort.destination.name }) : ""}
        empty={t("noDeals", { name: resort.name })}
        searchAllLabel={t("searchAllDeals")}
        groups={resort.destination ? deals.map((group) => ({ ...group, label: t(`dealKind.${group.kind}`) })) : []}
      />
    </div>
  );
}
