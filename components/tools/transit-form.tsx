import { getTranslations } from "next-intl/server";
import { inputClass, labelClass, primaryButtonClass } from "@/components/tools/styles";
import { localizePath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import { MAX_TRANSIT_TRAVELLERS, type TransitFormValues } from "@/lib/tools/transit-form";

/** The planner's GET form (posted to /transit-planner from every page that shows it). */
export async function TransitForm({ locale, values, placeNames }: { locale: Locale; values: TransitFormValues; placeNames: string[] }) {
  const t = await getTranslations("Tools");
  return (
    <form action={localizePath("/transit-planner", locale)} method="get" className="mt-6 grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:grid-cols-[1fr_1fr_7rem_auto] sm:items-end">
      <div>
        <label htmlFor="from" className={labelClass}>
          {t("fromLabel")}
        </label>
        <input id="from" name="from" list="transit-places" required maxLength={100} defaultValue={values.from} placeholder={t("fromPlaceholder")} className={inputClass} />
      </div>
      <div>
        <label htmlFor="to" className={labelClass}>
          {t("toLabel")}
        </label>
        <input id="to" name="to" list="transit-places" required maxLength={100} defaultValue={values.to} placeholder={t("toPlaceholder")} className={inputClass} />
      </div>
      <div>
        <label htmlFor="transit-travellers" className={labelClass}>
          {t("travellersLabel")}
        </label>
        <input id="transit-travellers" name="travellers" type="number" min={1} max={MAX_TRANSIT_TRAVELLERS} defaultValue={values.travellers} className={inputClass} />
      </div>
      <button type="submit" className={primaryButtonClass}>
        {t("planRoute")}
      </button>
      <p className="text-sm text-muted-foreground sm:col-span-4">{t("transitHint")}</p>
      <datalist id="transit-places">
        {placeNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </form>
  );
}

/** Where the airports come from (OurAirports, public domain: attribution given as a courtesy). */
export async function AirportAttribution() {
  const t = await getTranslations("Tools");
  return (
    <p className="mt-10 border-t pt-4 text-xs text-muted-foreground">
      {t.rich("airportAttribution", {
        ourairports: (chunks) => (
          <a href="https://ourairports.com/data/" rel="noopener" className="underline underline-offset-2">
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
