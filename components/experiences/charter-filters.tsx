import { getTranslations } from "next-intl/server";
import { boatTypes } from "@/lib/experiences/kinds";
import type { CharterOptions } from "@/lib/experiences/queries";
import { cabinChoices, charterCrews, charterLengths, guestChoices, type CharterLength, type CharterSearchInput } from "@/lib/experiences/schema";
import { Link } from "@/lib/i18n/navigation";

const field = "flex flex-col gap-1 text-sm";
const control = "rounded-md border bg-background px-2 py-1.5 text-sm";
const charterSorts = ["best", "price", "soonest"] as const;

/** The charter filters as a plain GET form: every combination is a crawlable URL. */
export async function CharterFilters({ input, sort, options }: { input: CharterSearchInput; sort: string | undefined; options: CharterOptions }) {
  const t = await getTranslations("Experiences");
  const d = await getTranslations("Deals");
  return (
    <form method="get" action="/boat-charters" aria-label={t("charters.filters")} className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
      <label className={field}>
        <span className="font-medium">{t("charters.boat")}</span>
        <select name="boat" defaultValue={input.boat ?? ""} className={control}>
          <option value="">{t("charters.anyBoat")}</option>
          {boatTypes.map((boat) => (
            <option key={boat} value={boat}>
              {t(`boatType.${boat}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span className="font-medium">{t("charters.crew")}</span>
        <select name="crew" defaultValue={input.crew ?? ""} className={control}>
          <option value="">{t("charters.anyCrew")}</option>
          {charterCrews.map((crew) => (
            <option key={crew} value={crew}>
              {t(`crew.${crew}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span className="font-medium">{t("charters.cabins")}</span>
        <select name="cabins" defaultValue={input.cabins?.toString() ?? ""} className={control}>
          <option value="">{t("charters.any")}</option>
          {cabinChoices.map((count) => (
            <option key={count} value={count}>
              {t("charters.cabinsAtLeast", { count })}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span className="font-medium">{t("charters.guests")}</span>
        <select name="guests" defaultValue={input.guests?.toString() ?? ""} className={control}>
          <option value="">{t("charters.any")}</option>
          {guestChoices.map((count) => (
            <option key={count} value={count}>
              {t("charters.guestsAtLeast", { count })}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span className="font-medium">{t("charters.days")}</span>
        <select name="days" defaultValue={input.days ?? ""} className={control}>
          <option value="">{t("charters.anyLength")}</option>
          {(Object.keys(charterLengths) as CharterLength[]).map((value) => (
            <option key={value} value={value}>
              {t(`length.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={`${field} sm:col-span-2`}>
        <span className="font-medium">{t("charters.marina")}</span>
        <select name="marina" defaultValue={input.marina ?? ""} className={control}>
          <option value="">{t("charters.anyMarina")}</option>
          {options.marinas.map((row) => (
            <option key={row.marina} value={row.marina}>
              {row.marina} ({row.place})
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span className="font-medium">{d("sort")}</span>
        <select name="sort" defaultValue={sort ?? ""} className={control}>
          <option value="">{d("sortDefault")}</option>
          {charterSorts.map((value) => (
            <option key={value} value={value}>
              {d(`sort_${value}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary/90">
          {t("charters.apply")}
        </button>
        <Link href="/boat-charters" prefetch={false} className="text-sm text-muted-foreground hover:underline">
          {d("reset")}
        </Link>
      </div>
    </form>
  );
}
