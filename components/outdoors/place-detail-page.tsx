import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { DealsNearSection } from "@/components/deals/deals-near-section";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { detailPath, listPath, tripPlannerHref, type OutdoorKindValue } from "@/lib/outdoors/kinds";
import { getDealsNear, getNearbyAreas, getPlace, type PlaceDetail } from "@/lib/outdoors/queries";
import { states as stateInfo } from "@/lib/outdoors/states";
import { NON_RESIDENT_ANNUAL_PASS_USD } from "@/lib/outdoors/data";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { HUB_PATH } from "./kind-list-page";
import { PlaceMap } from "./place-map";
import { PlaceTable } from "./place-table";

export type DetailProps = { params: Promise<{ locale: string; slug: string }> };

async function load(kind: OutdoorKindValue, params: DetailProps["params"]) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const place = await getPlace(kind, slug);
  if (!place) notFound();
  return { locale, place };
}

export async function detailMetadata(kind: OutdoorKindValue, { params }: DetailProps): Promise<Metadata> {
  const { locale, place } = await load(kind, params);
  const t = await getTranslations({ locale, namespace: "Outdoors" });
  const where = place.states.map((code) => stateInfo[code]?.name ?? code).join(", ");
  const description = place.summary ? `${place.summary} ${t(`kind.${kind}`)}, ${where}.` : `${t(`kind.${kind}`)}: ${place.name}, ${where}.`;
  return pageMetadata({ locale, path: detailPath(kind, place.slug), title: `${place.name} (${where})`, description, pageType: "parks" });
}

const JSON_LD_TYPE: Record<OutdoorKindValue, string | string[]> = {
  park: ["Park", "TouristAttraction"],
  forest: ["Park", "TouristAttraction"],
  grassland: ["Park", "TouristAttraction"],
  monument: ["LandmarksOrHistoricalBuildings", "TouristAttraction"],
  trail: "TouristAttraction",
  campground: "Campground",
};

function structuredData(place: PlaceDetail, url: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": JSON_LD_TYPE[place.kind],
    name: place.name,
    url,
    ...(place.summary ? { description: place.summary } : {}),
    geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude },
    address: { "@type": "PostalAddress", addressRegion: place.states[0], addressCountry: "US" },
    publicAccess: true,
    ...(place.feeUsd !== null ? { isAccessibleForFree: place.feeUsd === 0 } : {}),
    ...(place.parentKind && place.parentSlug && place.parentName
      ? { containedInPlace: { "@type": "Park", name: place.parentName, url: `${siteUrl()}${localizePath(detailPath(place.parentKind, place.parentSlug), locale)}` } }
      : {}),
    ...(place.amenities.length > 0
      ? { amenityFeature: place.amenities.map((amenity) => ({ "@type": "LocationFeatureSpecification", name: amenity, value: true })) }
      : {}),
    sameAs: place.source.startsWith("http") ? place.source : undefined,
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

/** One place's page: facts, a map, its trails and campgrounds, places nearby and deals near it. */
export async function PlaceDetailPage({ kind, params }: { kind: OutdoorKindValue } & DetailProps) {
  const { locale, place } = await load(kind, params);
  setRequestLocale(locale);
  const t = await getTranslations("Outdoors");
  const parkFees = await getTranslations("ParkFees");
  const format = await getFormatter();
  const [nearby, deals] = await Promise.all([getNearbyAreas(place), getDealsNear(place)]);
  const path = detailPath(kind, place.slug);
  const url = `${siteUrl()}${localizePath(path, locale)}`;
  const where = place.states.map((code) => stateInfo[code]?.name ?? code).join(", ");
  const usd = (amount: number) => format.number(amount, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const coordinate = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(3)}° ${value >= 0 ? positive : negative}`;
  const fee =
    place.feeUsd === null ? null : place.feeUsd === 0 ? t("feeFree") : place.feeUnit === "person" ? t("feePerson", { amount: usd(place.feeUsd) }) : t("feeVehicle", { amount: usd(place.feeUsd) });
  const crumbs = [
    { name: t("hubTitle"), path: HUB_PATH },
    { name: t(`kinds.${kind}`), path: listPath[kind] },
    { name: place.name, path },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={crumbs} />
      <JsonLd data={structuredData(place, url, locale)} />
      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t(`kind.${kind}`)}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight md:text-4xl">{place.name}</h1>
          <p className="mt-2 text-lg text-muted-foreground">{where}</p>
        </div>
        <Link href={tripPlannerHref(kind, place.slug)} prefetch={false} className="rounded-md bg-primary px-4 py-2.5 font-semibold text-primary-foreground hover:bg-primary/90">
          {t("addToTrip")}
        </Link>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_420px]">
        <section aria-labelledby="facts-heading">
          {place.summary && <p className="text-lg">{place.summary}</p>}
          <h2 id="facts-heading" className="mt-6 text-xl font-semibold">
            {t("facts")}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {place.parentKind && place.parentSlug && (
              <Fact label={t("belongsTo")}>
                <Link href={detailPath(place.parentKind, place.parentSlug)} prefetch={false} className="text-primary hover:underline">
                  {place.parentName}
                </Link>
              </Fact>
            )}
            {place.category && kind === "trail" && <Fact label={t("categoryLabel")}>{t(`category.${place.category}` as "category.park")}</Fact>}
            <Fact label={t("statesLabel")}>{where}</Fact>
            {place.agencies.length > 0 && <Fact label={t("agency")}>{place.agencies.map((agency) => t(`agencies.${agency}` as "agencies.NPS")).join(", ")}</Fact>}
            {place.established !== null && <Fact label={t("established")}>{place.established}</Fact>}
            {place.acres !== null && (
              <Fact label={t("area")}>{t("areaValue", { acres: format.number(place.acres), km2: format.number(Math.round(place.acres * 0.00404686)) })}</Fact>
            )}
            {place.visitors !== null && place.visitorsYear !== null && (
              <Fact label={t("visitors")}>{t("visitorsValue", { count: format.number(place.visitors), year: String(place.visitorsYear) })}</Fact>
            )}
            {fee && (
              <Fact label={t("fee")}>
                {fee}
                {place.nonResidentFeeUsd !== null && (
                  <span className="block text-sm text-muted-foreground" data-non-resident-fee={place.nonResidentFeeUsd}>
                    {parkFees("nonResident", { amount: usd(place.nonResidentFeeUsd), pass: usd(NON_RESIDENT_ANNUAL_PASS_USD) })}
                  </span>
                )}
              </Fact>
            )}
            {place.airport && <Fact label={t("airport")}>{place.airport}</Fact>}
            {place.lengthMiles !== null && (
              <Fact label={t("length")}>{t("lengthValue", { miles: format.number(place.lengthMiles), km: format.number(Math.round(place.lengthMiles * 1.609344 * 10) / 10) })}</Fact>
            )}
            {place.gainFt !== null && <Fact label={t("gain")}>{t("gainValue", { feet: format.number(place.gainFt), meters: format.number(Math.round(place.gainFt * 0.3048)) })}</Fact>}
            {place.difficulty && <Fact label={t("difficultyLabel")}>{t(`difficulty.${place.difficulty}` as "difficulty.easy")}</Fact>}
            {place.routeType && <Fact label={t("route")}>{t(`routeType.${place.routeType}` as "routeType.loop")}</Fact>}
            {place.sites !== null && <Fact label={t("sites")}>{format.number(place.sites)}</Fact>}
            {place.campSeason && <Fact label={t("season")}>{place.campSeason === "all-year" ? t("allYear") : place.campSeason === "closed" ? t("closedSeason") : place.campSeason}</Fact>}
            {place.reservable !== null && <Fact label={t("reservations")}>{place.reservable ? t("reservableYes") : t("reservableNo")}</Fact>}
            {place.amenities.length > 0 && <Fact label={t("amenitiesLabel")}>{place.amenities.map((amenity) => t(`amenity.${amenity}` as "amenity.water")).join(", ")}</Fact>}
            {place.seasons.length > 0 && <Fact label={t("bestSeasons")}>{place.seasons.map((season) => t(`seasons.${season}` as "seasons.spring")).join(", ")}</Fact>}
            {place.activities.length > 0 && <Fact label={t("activitiesLabel")}>{place.activities.map((activity) => t(`activities.${activity}` as "activities.hike")).join(", ")}</Fact>}
            <Fact label={t("coordinates")}>
              {coordinate(place.latitude, "N", "S")}, {coordinate(place.longitude, "E", "W")}
            </Fact>
          </dl>
          {place.highlights.length > 0 && (
            <>
              <h2 className="mt-6 text-xl font-semibold">{t("highlights")}</h2>
              <ul className="mt-3 list-disc space-y-1 ps-5">
                {place.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-6 text-xs text-muted-foreground">
            {t("source", { source: place.source, asOf: place.asOf })}
          </p>
        </section>
        <section aria-label={t("mapOf", { name: place.name })}>
          <PlaceMap places={[place, ...nearby]} title={t("mapOf", { name: place.name })} highlight={`${place.kind}:${place.slug}`} radius={8} />
        </section>
      </div>

      {(kind === "park" || kind === "forest" || kind === "grassland" || kind === "monument") && (
        <>
          <section aria-labelledby="trails-heading" className="mt-12">
            <h2 id="trails-heading" className="text-2xl font-semibold">
              {t("trailsIn", { name: place.name })}
            </h2>
            <div className="mt-4">{place.trails.length > 0 ? <PlaceTable kind="trail" places={place.trails} label={t("trailsIn", { name: place.name })} /> : <p className="text-muted-foreground">—</p>}</div>
          </section>
          <section aria-labelledby="campgrounds-heading" className="mt-12">
            <h2 id="campgrounds-heading" className="text-2xl font-semibold">
              {t("campgroundsIn", { name: place.name })}
            </h2>
            <div className="mt-4">{place.campgrounds.length > 0 ? <PlaceTable kind="campground" places={place.campgrounds} label={t("campgroundsIn", { name: place.name })} /> : <p className="text-muted-foreground">—</p>}</div>
          </section>
        </>
      )}

      <section aria-labelledby="nearby-heading" className="mt-12">
        <h2 id="nearby-heading" className="text-2xl font-semibold">
          {t("nearby")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {nearby.map((area) => (
            <li key={`${area.kind}:${area.slug}`} className="rounded-lg border p-3">
              <Link href={detailPath(area.kind, area.slug)} prefetch={false} className="font-medium text-primary hover:underline">
                {area.name}
              </Link>
              <p className="text-sm text-muted-foreground">
                {t(`kind.${area.kind}`)} · {t("distanceKm", { km: format.number(Math.round(area.distanceKm)) })}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <DealsNearSection
        heading={t("dealsNear", { name: place.name })}
        intro={t("dealsNearIntro", { destinations: deals.destinations.map((destination) => destination.name).join(", ") })}
        empty={t("noDeals", { name: place.name })}
        searchAllLabel={t("searchAllDeals")}
        groups={deals.byKind}
      />
    </div>
  );
}
