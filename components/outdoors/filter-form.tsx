import { getTranslations } from "next-intl/server";
import { getLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { activities, amenities, difficulties, outdoorKinds, trailCategories } from "@/lib/outdoors/kinds";
import { MAX_QUERY_LENGTH, type OutdoorSearchInput } from "@/lib/outdoors/schema";
import { states as stateInfo } from "@/lib/outdoors/states";

export type FilterField = "q" | "state" | "kind" | "activity" | "category" | "difficulty" | "amenity" | "reservable";

const selectClass = "mt-1 block w-full rounded-md border bg-background px-3 py-2 text-sm";
const labelClass = "block text-sm font-medium";

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
    <form method="get" action={localizePath(path, locale)} role="search" aria-label={t("searchHeading")} className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
      {has("q") && (
        <label className={labelClass}>
          {t("searchLabel")}
          <input type="search" name="q" defaultValue={input.q ?? ""} maxLength={MAX_QUERY_LENGTH} placeholder={t("searchPlaceholder")} className={selectClass} />
        </label>
      )}
      {has("state") && (
        <label className={labelClass}>
          {t("stateLabel")}
          <select name="state" defaultValue={input.state ?? ""} className={selectClass}>
            <option value="">{t("allStates")}</option>
            {states.map((code) => (
              <option key={code} value={code}>
                {stateInfo[code]?.name ?? code}
              </option>
            ))}
          </select>
        </label>
      )}
      {has("kind") && (
        <label className={labelClass}>
          {t("kindLabel")}
          <select name="kind" defaultValue={input.kind ?? ""} className={selectClass}>
            <option value="">{t("allKinds")}</option>
            {outdoorKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {has("activity") && (
        <label className={labelClass}>
          {t("activityLabel")}
          <select name="activity" defaultValue={input.activity ?? ""} className={selectClass}>
            <option value="">{t("anyActivity")}</option>
            {activities.map((activity) => (
              <option key={activity} value={activity}>
                {t(`activities.${activity}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {has("category") && (
        <label className={labelClass}>
          {t("categoryLabel")}
          <select name="category" defaultValue={input.category ?? ""} className={selectClass}>
            <option value="">{t("anyCategory")}</option>
            {trailCategories.map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {has("difficulty") && (
        <label className={labelClass}>
          {t("difficultyLabel")}
          <select name="difficulty" defaultValue={input.difficulty ?? ""} className={selectClass}>
            <option value="">{t("anyDifficulty")}</option>
            {difficulties.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {t(`difficulty.${difficulty}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {has("amenity") && (
        <label className={labelClass}>
          {t("amenityLabel")}
          <select name="amenity" defaultValue={input.amenity ?? ""} className={selectClass}>
            <option value="">{t("anyAmenity")}</option>
            {amenities.map((amenity) => (
              <option key={amenity} value={amenity}>
                {t(`amenity.${amenity}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {has("reservable") && (
        <label className={labelClass}>
          {t("reservableLabel")}
          <select name="reservable" defaultValue={input.reservable ?? ""} className={selectClass}>
            <option value="">{t("reservableAny")}</option>
            <option value="yes">{t("reservableYes")}</option>
            <option value="no">{t("reservableNo")}</option>
          </select>
        </label>
      )}
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
