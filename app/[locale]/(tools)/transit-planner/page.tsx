import { TransitTable } from "@/components/tools/transit-table";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { Problems } from "@/components/tools/problems";
import { secondaryLinkClass } from "@/components/tools/styles";
import { AirportAttribution, TransitForm } from "@/components/tools/transit-form";
import { formatPrice } from "@/lib/currency/format";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { getCityGuide, getNearestAirports, listTransitPlaceNames, resolveTransitPlace } from "@/lib/tools/queries";
import { readTransitForm, MAX_TRANSIT_TRAVELLERS, type TransitProblemCode } from "@/lib/tools/transit-form";
import { MODE_ASSUMPTIONS, routeOptions, travelModes } from "@/lib/tools/transit";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/transit-planner">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Tools" });
  const { submitted } = readTransitForm(await searchParams);
  const metadata = pageMetadata({ locale, path: "/transit-planner", title: t("transitTitle"), description: t("transitDescription"), pageType: "flights" });
  return submitted ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function TransitPlannerPage({ params, searchParams }: PageProps<"/[locale]/transit-planner">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Tools");
  const form = readTransitForm(await searchParams);
  const placeNames = await listTransitPlaceNames();

  const problems: TransitProblemCode[] = [...form.problems];
  const [from, to] = await Promise.all([
    form.values.from ? resolveTransitPlace(form.values.from) : null,
    form.values.to ? resolveTransitPlace(form.values.to) : null,
  ]);
  if (form.submitted && form.values.from && !from) problems.push("fromUnknown");
  if (form.submitted && form.values.to && !to) problems.push("toUnknown");
  if (from && to && from.key === to.key) problems.push("samePlace");
  const ready = form.submitted && problems.length === 0 && from && to;

  const route = ready ? routeOptions(from, to, form.travellers) : null;
  const [fromAirports, toAirports, guide] = ready
    ? await Promise.all([
        from.kind === "airport" ? [] : getNearestAirports(from, 2),
        to.kind === "airport" ? [] : getNearestAirports(to, 2),
        to.kind === "destination" ? getCityGuide(to.key) : null,
      ])
    : [[], [], null];
  const usd = (amount: number) => formatPrice({ amount, code: "USD", rate: 1, locale }).replace(/\.00$/, "");
  const problemText = (code: TransitProblemCode) =>
    t(`transitError.${code}`, { from: form.values.from, to: form.values.to, max: MAX_TRANSIT_TRAVELLERS });
  const hours = (value: number) => {
    const whole = Math.floor(value);
    const minutes = Math.round((value - whole) * 60);
    return t("duration", { hours: whole, minutes });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("transitTitle"), path: "/transit-planner" }]} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebApplication",
          name: t("transitTitle"),
          url: `${siteUrl()}${localizePath("/transit-planner", locale)}`,
          applicationCategory: "TravelApplication",
          operatingSystem: "Any",
          offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("transitTitle")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("transitIntro")}</p>
      </header>
      <Problems title={t("fixProblems")} messages={problems.map(problemText)} />
      <TransitForm locale={locale} values={form.values} placeNames={placeNames} />

      {route && from && to && (
        <section aria-labelledby="route-heading" className="mt-10">
          <h2 id="route-heading" className="text-2xl font-semibold">
            {t("routeHeading", { from: from.label, to: to.label })}
          </h2>
          <p className="mt-1 text-muted-foreground">{t("straightLine", { km: route.km })}</p>
          {route.options.length === 0 ? (
            <p className="mt-4">{t("noModes")}</p>
          ) : (
            <TransitTable
              labelledBy="route-heading"
              className="mt-4"
              testId="route-options"
              modeHeading={t("mode")}
              columns={[t("distance"), t("time"), t("cost"), t("co2PerTraveller")]}
              rows={route.options.map((option) => ({
                key: option.mode,
                mode: t(`travelMode.${option.mode}`),
                cells: [
                  t("km", { km: option.km }),
                  hours(option.hours),
                  <>
                    {usd(option.costUsd[0])}–{usd(option.costUsd[1])}
                    <span className="block text-xs text-muted-foreground">{option.mode === "car" ? t("perVehicle") : t("perTraveller")}</span>
                  </>,
                  t("kgCo2", { kg: option.co2Kg }),
                ],
              }))}
            />
          )}

          {(fromAirports.length > 0 || toAirports.length > 0) && (
            <div className="mt-6 grid gap-4 sm:grid-cols-2">
              {[
                { label: from.label, airports: fromAirports },
                { label: to.label, airports: toAirports },
              ]
                .filter((end) => end.airports.length > 0)
                .map((end) => (
                  <div key={end.label}>
                    <h3 className="font-semibold">{t("airportsNear", { place: end.label })}</h3>
                    <ul className="mt-1 text-sm">
                      {end.airports.map((airport) => (
                        <li key={airport.iata}>
                          {airport.name} ({airport.iata}) <span className="text-muted-foreground">{t("kmAway", { km: Math.round(airport.km) })}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
            </div>
          )}

          <nav aria-label={t("plan")} className="mt-8 flex flex-wrap gap-3">
            {to.kind === "destination" && (
              <>
                <Link href={`/flights?destination=${to.key}${from.kind === "destination" ? `&origin=${from.key}` : ""}`} prefetch={false} className={secondaryLinkClass}>
                  {t("flightDealsTo", { city: to.label })}
                </Link>
                <Link href={`/rental-cars?destination=${to.key}`} prefetch={false} className={secondaryLinkClass}>
                  {t("carDealsIn", { city: to.label })}
                </Link>
              </>
            )}
            {guide && (
              <Link href={`/getting-around/${guide.slug}`} prefetch={false} className={secondaryLinkClass}>
                {t("cityGuideTitle", { city: guide.name })}
              </Link>
            )}
          </nav>

          <section aria-labelledby="route-assumptions" className="mt-8 text-sm text-muted-foreground">
            <h3 id="route-assumptions" className="text-base font-semibold text-foreground">
              {t("assumptionsHeading")}
            </h3>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {travelModes.map((mode) => {
                const a = MODE_ASSUMPTIONS[mode];
                return (
                  <li key={mode}>
                    {t(`modeAssumption.${mode}`, {
                      detour: Math.round((a.detour - 1) * 100),
                      speed: a.speedKmh,
                      fixed: a.fixedHours,
                      lowKm: a.costPerKm[0],
                      highKm: a.costPerKm[1],
                      co2: a.co2PerKm,
                      maxKm: a.maxKm,
                    })}
                  </li>
                );
              })}
              <li>{t("landMassAssumption")}</li>
              <li>{t("co2Source")}</li>
            </ul>
          </section>
        </section>
      )}
      <AirportAttribution />
    </div>
  );
}
