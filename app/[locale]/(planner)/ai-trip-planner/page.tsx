import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { GenerateProgress } from "@/components/planner/generate-progress";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonVariants } from "@/components/ui/button-variants";
import { aiConfig } from "@/lib/ai/client";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { getPlannerCoverage, listPlannableDestinations } from "@/lib/places/queries";
import { BUDGET_LEVELS, earliestAllowedDate, INTERESTS, MAX_DAYS, MAX_TRAVELLERS, PACES } from "@/lib/planner/schema";
import { ratePolicies } from "@/lib/rate-limit";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { generateFromForm } from "./actions";

const ERROR_CODES = ["destination", "unknownDestination", "days", "startDate", "startDatePast", "travellers", "interests", "pace", "budget", "limit", "busy", "aiDaily"] as const;
type ErrorCode = (typeof ERROR_CODES)[number];

export async function generateMetadata({ params }: PageProps<"/[locale]/ai-trip-planner">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Planner" });
  return pageMetadata({ locale, path: "/ai-trip-planner", title: t("aiTitle"), description: t("aiDescription") });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function AiTripPlannerPage({ params, searchParams }: PageProps<"/[locale]/ai-trip-planner">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations("Planner");
  const requestErrors = await getTranslations("RequestErrors");
  const format = await getFormatter();
  const [destinations, coverage] = await Promise.all([listPlannableDestinations(), getPlannerCoverage()]);
  const error = ERROR_CODES.find((code) => code === first(query.error)) as ErrorCode | undefined;
  const suggestions = first(query.suggest)
    .split(",")
    .map((slug) => destinations.find((d) => d.slug === slug))
    .filter((d): d is (typeof destinations)[number] => Boolean(d));
  const chosenInterests = new Set([query.interests ?? []].flat());
  const defaults = {
    destination: first(query.destination).slice(0, 100),
    days: first(query.days) || "3",
    startDate: first(query.startDate),
    travellers: first(query.travellers) || "2",
    pace: PACES.find((p) => p === first(query.pace)) ?? "moderate",
    budget: BUDGET_LEVELS.find((b) => b === first(query.budget)) ?? "moderate",
  };
  const field = "mt-1 block w-full rounded-md border border-input bg-background px-3 py-2";

  return (
    <div className="space-y-8">
      <Breadcrumbs items={[{ name: t("aiTitle"), path: "/ai-trip-planner" }]} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebApplication",
          name: t("aiTitle"),
          url: `${siteUrl()}${localizePath("/ai-trip-planner", locale)}`,
          applicationCategory: "TravelApplication",
          operatingSystem: "Any",
          description: t("aiDescription"),
          offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
        }}
      />
      <header>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("aiTitle")}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t("aiIntro")}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          {t("coverage", { destinations: format.number(coverage.plannableDestinations), places: format.number(coverage.places) })}
        </p>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="planner-provider">
          {aiConfig() ? t("providerAi") : t("providerBuiltin")}
        </p>
      </header>

      <form id="plan-form" action={generateFromForm} className="space-y-5 rounded-xl border bg-card p-6 shadow-sm" noValidate>
        <input type="hidden" name="locale" value={locale} />
        {error && (
          <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm">
            <p className="font-semibold">{error === "limit" ? t("limitReached") : t("errorTitle")}</p>
            {error === "limit" ? (
              <Link href="/subscription" className="mt-2 inline-block font-medium text-primary underline">
                {t("upgrade")}
              </Link>
            ) : (
              <p>{error === "busy" || error === "aiDaily" ? requestErrors(error, { limit: ratePolicies.aiDailyAccount.points }) : t(`error.${error}`, { destination: defaults.destination })}</p>
            )}
            {suggestions.length > 0 && (
              <p className="mt-2">
                {t("didYouMean")}{" "}
                {suggestions.map((s, i) => (
                  <span key={s.slug}>
                    {i > 0 && ", "}
                    <Link href={`/ai-trip-planner?destination=${encodeURIComponent(s.name)}&days=${encodeURIComponent(defaults.days)}#plan-form`} className="font-medium text-primary underline">
                      {s.name}
                    </Link>
                  </span>
                ))}
              </p>
            )}
          </div>
        )}
        <div className="grid gap-5 md:grid-cols-2">
          <label className="block">
            <span className="font-medium">{t("formDestination")}</span>
            <input name="destination" list="planner-destinations" required maxLength={100} defaultValue={defaults.destination} placeholder={t("formDestinationHint")} autoComplete="off" className={field} aria-invalid={error === "destination" || error === "unknownDestination" ? true : undefined} />
          </label>
          <datalist id="planner-destinations">
            {destinations.map((d) => (
              <option key={d.slug} value={d.name}>{`${d.name}, ${d.country}`}</option>
            ))}
          </datalist>
          <label className="block">
            <span className="font-medium">{t("formDays")}</span>
            <input name="days" type="number" min={1} max={MAX_DAYS} required defaultValue={defaults.days} className={field} aria-invalid={error === "days" ? true : undefined} />
          </label>
          <label className="block">
            <span className="font-medium">{t("formStartDate")}</span>
            <input name="startDate" type="date" min={earliestAllowedDate()} defaultValue={defaults.startDate} className={field} aria-invalid={error?.startsWith("startDate") ? true : undefined} />
          </label>
          <label className="block">
            <span className="font-medium">{t("formTravellers")}</span>
            <input name="travellers" type="number" min={1} max={MAX_TRAVELLERS} defaultValue={defaults.travellers} className={field} />
          </label>
          <label className="block">
            <span className="font-medium">{t("formBudget")}</span>
            <select name="budget" defaultValue={defaults.budget} className={field}>
              {BUDGET_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`budget.${level}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="font-medium">{t("formPace")}</span>
            <select name="pace" defaultValue={defaults.pace} className={field}>
              {PACES.map((pace) => (
                <option key={pace} value={pace}>
                  {t(`pace.${pace}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset>
          <legend className="font-medium">{t("formInterests")}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {INTERESTS.map((interest) => (
              <label key={interest} className="flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm">
                <input type="checkbox" name="interests" value={interest} defaultChecked={chosenInterests.has(interest)} />
                {t(`interest.${interest}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonVariants({ variant: "highlight", size: "lg" })}>
            {t("generate")}
          </button>
          <p className="text-sm text-muted-foreground">{t("freePlanNote")}</p>
        </div>
      </form>
      <GenerateProgress formId="plan-form" />

      <section aria-labelledby="plannable-heading" className="space-y-3">
        <h2 id="plannable-heading" className="text-xl font-semibold">
          {t("popularDestinations")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {destinations.map((d) => (
            <li key={d.slug}>
              <Link href={`/ai-trip-planner?destination=${encodeURIComponent(d.name)}#plan-form`} className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-accent">
                {d.name}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link href="/trip-planner" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("manualLink")}
          </Link>
        </p>
      </section>
    </div>
  );
}
