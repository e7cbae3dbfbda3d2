import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { passNames, skiPasses, skiRegions } from "@/lib/ski/regions";
import { runSteps, verticalSteps, type SkiSearchInput } from "@/lib/ski/schema";
import { countryName } from "./format";

const fieldClass = "mt-1 block w-full rounded-md border bg-background px-3 py-2 text-sm";
const labelClass = "block text-sm font-medium";

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
  return (
    <form method="get" action={localizePath(path, locale)} role="search" aria-label={t("filtersHeading")} className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
      {withRegion && (
        <label className={labelClass}>
          {t("regionLabel")}
          <select name="region" defaultValue={input.region ?? ""} className={fieldClass}>
            <option value="">{t("allRegions")}</option>
            {skiRegions.map((region) => (
              <option key={region} value={region}>
                {t(`regions.${region}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={labelClass}>
        {t("countryLabel")}
        <select name="country" defaultValue={input.country ?? ""} className={fieldClass}>
          <option value="">{t("allCountries")}</option>
          {named.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name} ({country.count})
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t("passLabel")}
        <select name="pass" defaultValue={input.pass ?? ""} className={fieldClass}>
          <option value="">{t("anyPass")}</option>
          {skiPasses.map((pass) => (
            <option key={pass} value={pass}>
              {passNames[pass]}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t("verticalLabel")}
        <select name="vertical" defaultValue={input.vertical ? String(input.vertical) : ""} className={fieldClass}>
          <option value="">{t("anyVertical")}</option>
          {verticalSteps.map((metres) => (
            <option key={metres} value={metres}>
              {t("verticalAtLeast", { metres })}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t("runsLabel")}
        <select name="runs" defaultValue={input.runs ? String(input.runs) : ""} className={fieldClass}>
          <option value="">{t("anyRuns")}</option>
          {runSteps.map((runs) => (
            <option key={runs} value={runs}>
              {t("runsAtLeast", { runs })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 self-end py-2 text-sm font-medium">
        <input type="checkbox" name="beginner" value="1" defaultChecked={input.beginner === "1"} className="size-4" />
        {t("beginnerLabel")}
      </label>
      {input.sort && <input type="hidden" name="sort" value={input.sort} />}
      <div className="flex items-end gap-3">
        <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary/90">
          {t("submit")}
        </button>
        {filtered && (
          <Link href={path} prefetch={false} className="py-2 text-sm text-primary underline underline-offset-2">
            {t("clearFilters")}
          </Link>
        )}
      </div>
    </form>
  );
}
