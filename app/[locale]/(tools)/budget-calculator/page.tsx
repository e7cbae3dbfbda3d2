import { TableScroll } from "@/components/ui/table-scroll";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { SampleBadge } from "@/components/deals/sample-offers";
import { BudgetSave, PlainBudgetSave } from "@/components/members/budget-save";
import { JsonLd } from "@/components/seo/json-ld";
import { PreferredCurrency } from "@/components/tools/preferred-currency";
import { Problems } from "@/components/tools/problems";
import { inputClass, labelClass, primaryButtonClass } from "@/components/tools/styles";
import { actionClientAddress } from "@/lib/api/action-address";
import { currencyCodes } from "@/lib/currency/currencies";
import { formatPrice } from "@/lib/currency/format";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { consumeCostLimits, isRateLimited } from "@/lib/rate-limit";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { costCategories, travelStyles, US_BASELINE } from "@/lib/tools/budget";
import { FORM_STOPS, MAX_DAYS, MAX_PLACE_LENGTH, MAX_TRAVELLERS, readBudgetForm, validateBudgetForm, type BudgetProblem } from "@/lib/tools/budget-form";
import { getToolsCounts, listBudgetPlaceNames } from "@/lib/tools/queries";
import { calculateBudget, getBudgetDeals } from "@/lib/tools/service";
import { budgetCalculatorQuery } from "@/lib/tools/trip-budget";

// Answers a GET form: rendered per request, the same page for everybody (stored and shared with
// members: docs/caching.md). A member's trips to save into come from an island.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/budget-calculator">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Tools" });
  const { submitted } = readBudgetForm(await searchParams);
  const metadata = pageMetadata({ locale, path: "/budget-calculator", title: t("budgetTitle"), description: t("budgetDescription") });
  // Every answer is its own URL: only the empty calculator is indexed.
  return submitted ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function BudgetCalculatorPage({ params, searchParams }: PageProps<"/[locale]/budget-calculator">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Tools");
  const requestErrors = await getTranslations("RequestErrors");
  const sampleLabel = (await getTranslations("SampleDeals"))("label");
  const query = await searchParams;
  const { submitted, values } = readBudgetForm(query);
  const saveError = query.saveError === "trip" || query.saveError === "estimate" || query.saveError === "busy" ? query.saveError : null;
  const [counts, placeNames] = await Promise.all([getToolsCounts(), listBudgetPlaceNames()]);

  let problems: BudgetProblem[] = [];
  let result: Awaited<ReturnType<typeof calculateBudget>>["result"] = null;
  let busy = false;
  if (submitted) {
    const checked = validateBudgetForm(values);
    problems = checked.problems;
    // Each estimate reads rates, costs and deals: counted per address like the JSON route.
    if (checked.request) busy = await isRateLimited(consumeCostLimits("calculator", { account: null, address: await actionClientAddress() }));
    if (checked.request && !busy) ({ problems, result } = await calculateBudget(checked.request));
  }
  const deals = result ? await getBudgetDeals(result) : [];
  const estimateQuery = result ? budgetCalculatorQuery({ stops: result.stops.map((stop) => ({ place: stop.place.label, days: stop.days })), travellers: result.travellers, style: result.style, currency: result.currency }) : "";
  const estimate = result ? { locale, stops: result.stops.map((stop) => ({ place: stop.place.label, days: stop.days })), travellers: result.travellers, style: result.style, currency: result.currency } : null;
  const saveText = { tripLabel: t("saveTripLabel"), newTrip: t("saveNewTrip"), save: t("saveButton") };
  const problemText = (problem: BudgetProblem) => t(`budgetError.${problem.code}`, { place: problem.place ?? "", maxDays: MAX_DAYS, maxTravellers: MAX_TRAVELLERS });
  const money = (amount: number) => formatPrice({ amount, code: result?.currency ?? "USD", rate: 1, locale });
  const usd = (amount: number) => formatPrice({ amount, code: "USD", rate: 1, locale });
  const converted = (amountUsd: number) => formatPrice({ amount: amountUsd, code: result?.currency ?? "USD", rate: result?.rate ?? 1, locale });
  const currencyName = new Intl.DisplayNames([locale], { type: "currency" });
  const rows = Array.from({ length: FORM_STOPS }, (_, index) => values.stops[index] ?? { place: "", days: "" });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("budgetTitle"), path: "/budget-calculator" }]} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebApplication",
          name: t("budgetTitle"),
          url: `${siteUrl()}${localizePath("/budget-calculator", locale)}`,
          applicationCategory: "TravelApplication",
          operatingSystem: "Any",
          offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
        }}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("budgetTitle")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("budgetIntro", { countries: counts.costCountries, destinations: counts.costDestinations })}</p>
      </header>

      <Problems title={t("fixProblems")} messages={[...(busy ? [requestErrors("busy")] : []), ...problems.map(problemText)]} />

      <form action={localizePath("/budget-calculator", locale)} method="get" className="mt-6 space-y-5 rounded-xl border bg-card p-5 shadow-sm">
        <fieldset>
          <legend className="text-lg font-semibold">{t("stops")}</legend>
          <p className="mt-1 text-sm text-muted-foreground">{t("stopsHint")}</p>
          <div className="mt-3 space-y-3">
            {rows.map((row, index) => (
              <div key={index} className="grid grid-cols-[1fr_7rem] gap-3">
                <div>
                  <label htmlFor={`place-${index}`} className={labelClass}>
                    {t("placeLabel", { number: index + 1 })}
                  </label>
                  <input
                    id={`place-${index}`}
                    name="place"
                    list="budget-places"
                    defaultValue={row.place}
                    maxLength={MAX_PLACE_LENGTH}
                    required={index === 0}
                    placeholder={index === 0 ? t("placePlaceholder") : undefined}
                    className={inputClass}
                  />
                </div>
                <div>
                  <label htmlFor={`days-${index}`} className={labelClass}>
                    {t("daysLabel")}
                  </label>
                  <input id={`days-${index}`} name="days" type="number" inputMode="numeric" defaultValue={row.days} className={inputClass} />
                </div>
              </div>
            ))}
          </div>
          <datalist id="budget-places">
            {placeNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="travellers" className={labelClass}>
              {t("travellersLabel")}
            </label>
            <input id="travellers" name="travellers" type="number" inputMode="numeric" defaultValue={values.travellers} className={inputClass} />
          </div>
          <div>
            <label htmlFor="style" className={labelClass}>
              {t("styleLabel")}
            </label>
            <select id="style" name="style" defaultValue={values.style} className={inputClass}>
              {travelStyles.map((style) => (
                <option key={style} value={style}>
                  {t(`style.${style}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="currency" className={labelClass}>
              {t("currencyLabel")}
            </label>
            <select id="currency" name="currency" defaultValue={values.currency} className={inputClass}>
              {currencyCodes.map((code) => (
                <option key={code} value={code}>
                  {code} – {currencyName.of(code)}
                </option>
              ))}
            </select>
            <PreferredCurrency selectId="currency" />
          </div>
        </div>
        <button type="submit" className={primaryButtonClass}>
          {t("calculate")}
        </button>
      </form>

      {result && (
        <section aria-labelledby="estimate-heading" className="mt-10">
          <h2 id="estimate-heading" className="text-2xl font-semibold">
            {t("estimateHeading", { days: result.days, travellers: result.travellers })}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t(`style.${result.style}`)} · {result.stops.map((stop) => stop.place.label).join(" → ")}
          </p>
          <TableScroll labelledBy="estimate-heading" className="mt-4 max-w-xl">
            <table className="w-full text-start" data-testid="budget-estimate">
              <thead>
                <tr className="border-b text-sm text-muted-foreground">
                  <th scope="col" className="py-2">
                    {t("categoryColumn")}
                  </th>
                  <th scope="col" className="py-2 text-end">
                    {result.currency}
                  </th>
                </tr>
              </thead>
              <tbody>
                {costCategories.map((category) => (
                  <tr key={category} className="border-b">
                    <th scope="row" className="py-2 font-normal">
                      {t(`category.${category}`)}
                    </th>
                    <td className="py-2 text-end tabular-nums">{money(result.converted.categories[category])}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className="py-2 text-lg">
                    {t("total")}
                  </th>
                  <td className="py-2 text-end text-lg font-bold tabular-nums" data-testid="budget-total">
                    {money(result.converted.total)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
          <p className="mt-2 text-sm text-muted-foreground">
            {t("perPersonPerDay", { amount: money(Math.round((result.converted.total / result.travellers / result.days) * 100) / 100) })}
            {result.currency !== "USD" && <> · {t("inUsd", { amount: usd(result.usd.total) })}</>}
          </p>

          <h3 id="daily-rates-heading" className="mt-8 text-lg font-semibold">{t("dailyRatesHeading")}</h3>
          <TableScroll labelledBy="daily-rates-heading" className="mt-3">
            <table className="w-full text-start text-sm">
              <thead>
                <tr className="border-b text-muted-foreground">
                  <th scope="col" className="py-2 pe-4">
                    {t("place")}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-end">
                    {t("daysLabel")}
                  </th>
                  {costCategories.map((category) => (
                    <th key={category} scope="col" className="py-2 pe-4 text-end">
                      {t(`dailyCategory.${category}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.stops.map((stop) => (
                  <tr key={stop.place.label} className="border-b">
                    <th scope="row" className="py-2 pe-4 font-normal">
                      {stop.place.label}
                    </th>
                    <td className="py-2 pe-4 text-end tabular-nums">{stop.days}</td>
                    {costCategories.map((category) => (
                      <td key={category} className="py-2 pe-4 text-end tabular-nums">
                        {converted(stop.dailyUsd[category])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>

          <section aria-labelledby="deals-heading" className="mt-8">
            <h3 id="deals-heading" className="text-lg font-semibold">
              {t("tripDealsHeading")}
            </h3>
            {deals.every((entry) => !entry.flight && !entry.hotel) ? (
              <p className="mt-2 text-sm text-muted-foreground">{t("noTripDeals")}</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {deals.flatMap((entry) =>
                  [entry.flight, entry.hotel]
                    .filter((deal) => deal !== null)
                    .map((deal) => (
                      <li key={deal.id} className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border px-4 py-3">
                        <span className="flex flex-wrap items-baseline gap-2">
                          <Link href={`/deals/${deal.id}`} prefetch={false} className="font-medium text-primary underline underline-offset-2">
                            {deal.title}
                          </Link>
                          {deal.sample && <SampleBadge label={sampleLabel} />}
                        </span>
                        <span className="text-sm">
                          {t(deal.kind === "flight" ? "cheapestFlight" : "cheapestHotel")}: <strong className="tabular-nums">{converted(deal.priceUsd)}</strong>
                        </span>
                      </li>
                    )),
                )}
              </ul>
            )}
          </section>

          <section aria-labelledby="save-heading" className="mt-8 rounded-xl border bg-card p-5 shadow-sm">
            <h3 id="save-heading" className="text-lg font-semibold">
              {t("saveHeading")}
            </h3>
            {saveError && (
              <p role="alert" className="mt-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
                {saveError === "busy" ? requestErrors("busy") : t(saveError === "trip" ? "saveTripMissing" : "saveEstimateFailed")}
              </p>
            )}
            <BudgetSave estimate={estimate!} text={saveText}>
              <p className="mt-2 text-sm">
                <Link href={`/auth?redirect=${encodeURIComponent(`/budget-calculator?${estimateQuery}`)}`} prefetch={false} className="font-medium text-primary underline underline-offset-2">
                  {t("signInToSave")}
                </Link>
              </p>
              {/* Without JavaScript a member saves to a new trip; their own trips come with the island. */}
              <PlainBudgetSave estimate={estimate!} text={saveText} />
            </BudgetSave>
          </section>

          <section aria-labelledby="assumptions-heading" className="mt-8 text-sm text-muted-foreground">
            <h3 id="assumptions-heading" className="text-base font-semibold text-foreground">
              {t("assumptionsHeading")}
            </h3>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              <li>{t("budgetAssumptionRooms", { rooms: result.rooms })}</li>
              <li>
                {t("budgetAssumptionBaseline", {
                  accommodation: usd(US_BASELINE[result.style].accommodation),
                  food: usd(US_BASELINE[result.style].food),
                  transport: usd(US_BASELINE[result.style].transport),
                  activities: usd(US_BASELINE[result.style].activities),
                })}
              </li>
              <li>{t("budgetAssumptionRate", { currency: result.currency, rate: result.rate, date: result.ratesDate.slice(0, 10) })}</li>
              <li>
                {t("sources")}: <span lang="en" className="wrap-anywhere">{[...new Set(result.stops.flatMap((stop) => stop.place.sources))].join(" · ")}</span> ({t("asOf", { date: result.stops[0]?.place.asOf ?? "" })})
              </li>
            </ul>
          </section>
        </section>
      )}
    </div>
  );
}
