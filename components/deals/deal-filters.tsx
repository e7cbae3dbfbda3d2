import { getTranslations } from "next-intl/server";
import { dealKinds, dealSeasons, dealThemes } from "@/lib/deals/kinds";
import type { FilterOptions } from "@/lib/deals/queries";
import type { PlaceLabels } from "@/lib/deals/queries";
import { dealSorts, MAX_PLACE_LENGTH, type DealSearchInput } from "@/lib/deals/schema";
import { Link } from "@/lib/i18n/navigation";
import { PlaceSuggestions } from "./place-suggestions";

const field = "flex flex-col gap-1 text-sm";
const control = "rounded-md border bg-background px-2 py-1.5 text-sm";

/**
 * Search and filters as a plain GET form: works without JavaScript, every result is a URL. The
 * place fields are text (the server resolves a name or slug) with suggestions as you type, not
 * lists of every place: the page and its hydration data stay small.
 */
export async function DealFilters({
  path,
  input,
  options,
  placeLabels,
  showKind,
  showSeason,
}: {
  path: string;
  input: DealSearchInput;
  options: FilterOptions;
  /** What the place fields show: the resolved place ("Paris, France") or the text as typed. */
  placeLabels: PlaceLabels;
  showKind: boolean;
  showSeason: boolean;
}) {
  const t = await getTranslations("Deals");
  const s = await getTranslations("Search");
  const kinds = await getTranslations("DealKinds");
  const themes = await getTranslations("Themes");
  return (
    <form method="get" action={path} role="search" className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
      <label className={`${field} sm:col-span-2`}>
        <span className="font-medium">{s("label")}</span>
        <input type="search" name="q" defaultValue={input.q ?? ""} maxLength={100} placeholder={s("placeholder")} className={control} />
      </label>
      {showKind && (
        <label className={field}>
          <span className="font-medium">{t("kind")}</span>
          <select name="kind" defaultValue={input.kind ?? ""} className={control}>
            <option value="">{t("anyKind")}</option>
            {dealKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kinds(kind)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={field}>
        <span className="font-medium">{t("theme")}</span>
        <select name="theme" defaultValue={input.theme ?? ""} className={control}>
          <option value="">{t("anyTheme")}</option>
          {dealThemes.map((theme) => (
            <option key={theme} value={theme}>
              {themes(theme)}
            </option>
          ))}
        </select>
      </label>
      {showSeason && (
        <label className={field}>
          <span className="font-medium">{t("season")}</span>
          <select name="season" defaultValue={input.season ?? ""} className={control}>
            <option value="">{t("anySeason")}</option>
            {dealSeasons.map((season) => (
              <option key={season} value={season}>
                {t(`season_${season}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {(["origin", "destination"] as const).map((name) => (
        <label key={name} className={field}>
          <span className="font-medium">{t(name)}</span>
          <input
            id={`deal-${name}`}
            name={name}
            list={`deal-${name}-places`}
            defaultValue={placeLabels[name] ?? ""}
            maxLength={MAX_PLACE_LENGTH}
            placeholder={t("anywhere")}
            autoComplete="off"
            className={control}
          />
          <PlaceSuggestions id={`deal-${name}-places`} inputId={`deal-${name}`} />
        </label>
      ))}
      <label className={field}>
        <span className="font-medium">{t("dateFrom")}</span>
        <input type="date" name="from" defaultValue={input.from ?? ""} className={control} />
      </label>
      <label className={field}>
        <span className="font-medium">{t("dateTo")}</span>
        <input type="date" name="to" defaultValue={input.to ?? ""} className={control} />
      </label>
      <label className={field}>
        <span className="font-medium">{t("minPrice")}</span>
        <input type="number" name="min" min={0} step={1} defaultValue={input.min ?? ""} className={control} />
      </label>
      <label className={field}>
        <span className="font-medium">{t("maxPrice")}</span>
        <input type="number" name="max" min={0} step={1} defaultValue={input.max ?? ""} className={control} />
      </label>
      <label className={field}>
        <span className="font-medium">{t("partner")}</span>
        <select name="partner" defaultValue={input.partner ?? ""} className={control}>
          <option value="">{t("anyPartner")}</option>
          {options.partners.map((partner) => (
            <option key={partner.slug} value={partner.slug}>
              {partner.name}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span className="font-medium">{t("sort")}</span>
        <select name="sort" defaultValue={input.sort ?? ""} className={control}>
          <option value="">{t("sortDefault")}</option>
          {dealSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort_${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary/90">
          {s("submit")}
        </button>
        <Link href={path} prefetch={false} className="text-sm text-muted-foreground hover:underline">
          {t("reset")}
        </Link>
      </div>
    </form>
  );
}
