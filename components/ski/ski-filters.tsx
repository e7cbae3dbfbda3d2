import { getLocale, getTranslations } from "next-intl/server";
import { FilterSelect, GetFilterForm } from "@/components/ui/get-filter-form";
import type { Locale } from "@/lib/i18n/locales";
import { passNames, skiPasses, skiRegions } from "@/lib/ski/regions";
import { runSteps, verticalSteps, type SkiSearchInput } from "@/lib/ski/schema";
import { countryName } from "./format";

/** The directory's filters as a plain GET form: every combination is a crawlable URL, no script needed. */
export async function SkiFilters({
  path,
  input,
  countries,
  withRegion,
}: {
  path: string;
  input: Partial<SkiSearchInput>;
  countries: ReadonlyArray<{ code: string; count: number }>;
  withRegion: boolean;
}) {
  const t = await getTranslations("Ski");
  const locale = (await getLocale()) as Locale;
  const filtered = [input.region, input.country, input.pass, input.vertical, input.runs, input.beginner].some((value) => value !== undefined);
  const named = countries.map((country) => ({ ...country, name: countryName(country.code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
  const selects = [
    ...(withRegion ? [{ name: "region", label: t("regionLabel"), value: input.region, anyLabel: t("allRegions"), options: skiRegions.map((region) => ({ value: region, label: t(`regions.${region}`) })) }] : []),
    { name: "country", label: t("countryLabel"), value: input.country, anyLabel: t("allCountries"), options: named.map((country) => ({ value: country.code, label: `${country.name} (${country.count})` })) },
    { name: "pass", label: t("passLabel"), value: input.pass, anyLabel: t("anyPass"), options: skiPasses.map((pass) => ({ value: pass, label: passNames[pass] })) },
    { name: "vertical", label: t("verticalLabel"), value: input.vertical ? String(input.vertical) : undefined, anyLabel: t("anyVertical"), options: verticalSteps.map((metres) => ({ value: metres, label: t("verticalAtLeast", { metres }) })) },
    { name: "runs", label: t("runsLabel"), value: input.runs ? String(input.runs) : undefined, anyLabel: t("anyRuns"), options: runSteps.map((runs) => ({ value: runs, label: t("runsAtLeast", { runs }) })) },
  ];
  return (
    <GetFilterForm path={path} locale={locale} label={t("filtersHeading")} submitLabel={t("submit")} clearLabel={t("clearFilters")} filtered={filtered}>
      {selects.map((select) => (
        <FilterSelect key={select.name} {...select} />
      ))}
      <label className="flex items-center gap-2 self-end py-2 text-sm font-medium">
        <input type="checkbox" name="beginner" value="1" defaultChecked={input.beginner === "1"} className="size-4" />
        {t("beginnerLabel")}
      </label>
      {input.sort && <input type="hidden" name="sort" value={input.sort} />}
    </GetFilterForm>
  );
}
