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
  return (
    <GetFilterForm path={path} locale={locale} label={t("searchHeading")} submitLabel={t("submit")} clearLabel={t("clearFilters")} filtered={filtered}>
      {has("q") && (
        <FilterLabel label={t("searchLabel")}>
          <input type="search" name="q" defaultValue={input.q ?? ""} maxLength={MAX_QUERY_LENGTH} placeholder={t("searchPlaceholder")} className={filterFieldClass} />
        </FilterLabel>
      )}
      {has("state") && (
        <FilterSelect
          label={t("stateLabel")}
          name="state"
          value={input.state}
          anyLabel={t("allStates")}
          options={states.map((code) => ({ value: code, label: stateInfo[code]?.name ?? code }))}
        />
      )}
      {has("kind") && (
        <FilterSelect label={t("kindLabel")} name="kind" value={input.kind} anyLabel={t("allKinds")} options={outdoorKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
      )}
      {has("activity") && (
        <FilterSelect
          label={t("activityLabel")}
          name="activity"
          value={input.activity}
          anyLabel={t("anyActivity")}
          options={activities.map((activity) => ({ value: activity, label: t(`activities.${activity}`) }))}
        />
      )}
      {has("category") && (
        <FilterSelect
          label={t("categoryLabel")}
          name="category"
          value={input.category}
          anyLabel={t("anyCategory")}
          options={trailCategories.map((category) => ({ value: category, label: t(`category.${category}`) }))}
        />
      )}
      {has("difficulty") && (
        <FilterSelect
          label={t("difficultyLabel")}
          name="difficulty"
          value={input.difficulty}
          anyLabel={t("anyDifficulty")}
          options={difficulties.map((difficulty) => ({ value: difficulty, label: t(`difficulty.${difficulty}`) }))}
        />
      )}
      {has("amenity") && (
        <FilterSelect
          label={t("amenityLabel")}
          name="amenity"
          value={input.amenity}
          anyLabel={t("anyAmenity")}
          options={amenities.map((amenity) => ({ value: amenity, label: t(`amenity.${amenity}`) }))}
        />
      )}
      {has("reservable") && (
        <FilterSelect
          label={t("reservableLabel")}
          name="reservable"
          value={input.reservable}
          anyLabel={t("reservableAny")}
          options={[
            { value: "yes", label: t("reservableYes") },
            { value: "no", label: t("reservableNo") },
          ]}
        />
      )}
    </GetFilterForm>
  );
}
