import { getLocale, getTranslations } from "next-intl/server";
import { FilterLabel, FilterSelect, filterFieldClass, GetFilterForm } from "@/components/ui/get-filter-form";
import type { Locale } from "@/lib/i18n/locales";
import { activities, amenities, difficulties, outdoorKinds, trailCategories } from "@/lib/outdoors/kinds";
import { MAX_QUERY_LENGTH, type OutdoorSearchInput } from "@/lib/outdoors/schema";
import { states as stateInfo } from "@/lib/outdoors/states";

export type FilterField = "q" | "state" | "kind" | "activity" | "category" | "difficulty" | "amenity" | "reservable";

/** A plain GET form: every filter combination is a crawlable URL, and it works without script. */
export async function OutdoorFilters({
  path,
  input,
  fields,
  states,
}: {
  path: string;
  input: Partial<OutdoorSearchInput>;
  fields: readonly FilterField[];
  states: readonly string[];
}) {
  const t = await getTranslations("Outdoors");
  const locale = (await getLocale()) as Locale;
  const has = (field: FilterField) => fields.includes(field);
  const filtered = fields.some((field) => input[field] !== undefined);
  const option = (value: string, label: string) => ({ value, label });
  // The selects in the form's order, each shown where the page asks for its field.
  const selects: Array<{ name: Exclude<FilterField, "q">; label: string; anyLabel: string; options: Array<{ value: string; label: string }> }> = [
    { name: "state", label: t("stateLabel"), anyLabel: t("allStates"), options: states.map((code) => option(code, stateInfo[code]?.name ?? code)) },
    { name: "kind", label: t("kindLabel"), anyLabel: t("allKinds"), options: outdoorKinds.map((kind) => option(kind, t(`kinds.${kind}`))) },
    { name: "activity", label: t("activityLabel"), anyLabel: t("anyActivity"), options: activities.map((activity) => option(activity, t(`activities.${activity}`))) },
    { name: "category", label: t("categoryLabel"), anyLabel: t("anyCategory"), options: trailCategories.map((category) => option(category, t(`category.${category}`))) },
    { name: "difficulty", label: t("difficultyLabel"), anyLabel: t("anyDifficulty"), options: difficulties.map((difficulty) => option(difficulty, t(`difficulty.${difficulty}`))) },
    { name: "amenity", label: t("amenityLabel"), anyLabel: t("anyAmenity"), options: amenities.map((amenity) => option(amenity, t(`amenity.${amenity}`))) },
    { name: "reservable", label: t("reservableLabel"), anyLabel: t("reservableAny"), options: [option("yes", t("reservableYes")), option("no", t("reservableNo"))] },
  ];
  return (
    <GetFilterForm path={path} locale={locale} label={t("searchHeading")} submitLabel={t("submit")} clearLabel={t("clearFilters")} filtered={filtered}>
      {has("q") && (
        <FilterLabel label={t("searchLabel")}>
          <input type="search" name="q" defaultValue={input.q ?? ""} maxLength={MAX_QUERY_LENGTH} placeholder={t("searchPlaceholder")} className={filterFieldClass} />
        </FilterLabel>
      )}
      {selects
        .filter((select) => has(select.name))
        .map((select) => (
          <FilterSelect key={select.name} label={select.label} name={select.name} value={input[select.name]} anyLabel={select.anyLabel} options={select.options} />
        ))}
    </GetFilterForm>
  );
}
