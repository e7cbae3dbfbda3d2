import { getTranslations } from "next-intl/server";
import { SHELF_LIFE_MONTHS, datedRows, dueRows, type DataSet } from "@/lib/data-freshness";

/** /admin-tools: the reference-data rows past their shelf life, oldest first (lib/data-freshness.ts). */
export async function DataFreshnessView({ today = new Date() }: { today?: Date }) {
  const t = await getTranslations("DataFreshness");
  const due = dueRows(datedRows(), today);
  const sets = Object.keys(SHELF_LIFE_MONTHS) as DataSet[];
  return (
    <section aria-labelledby="freshness-heading" className="space-y-3" data-testid="data-freshness">
      <h2 id="freshness-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t("intro")} {sets.map((set) => t("shelfLife", { set: t(`set_${set}`), months: SHELF_LIFE_MONTHS[set] })).join(" · ")}
      </p>
      {due.length === 0 ? (
        <p className="rounded-lg border p-3 text-sm" data-testid="data-freshness-none">
          {t("none")}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("caption", { count: due.length })}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pe-3">{t("colSet")}</th>
                <th scope="col" className="py-2 pe-3">{t("colRow")}</th>
                <th scope="col" className="py-2 pe-3">{t("colChecked")}</th>
                <th scope="col" className="py-2 pe-3">{t("colDue")}</th>
                <th scope="col" className="py-2">{t("colSource")}</th>
              </tr>
            </thead>
            <tbody>
              {due.map((row) => (
                <tr key={`${row.set}|${row.key}`} className="border-b align-top" data-due-row={`${row.set}|${row.key}`}>
                  <td className="py-2 pe-3">{t(`set_${row.set}`)}</td>
                  <td className="py-2 pe-3 font-medium">{row.key}</td>
                  <td className="py-2 pe-3 tabular-nums">{row.problem === "undated" ? t("undated") : row.checkedOn}</td>
                  <td className="py-2 pe-3 tabular-nums">{row.dueSince ?? t(row.problem)}</td>
                  <td className="py-2 break-all text-muted-foreground">{row.source || t("unsourced")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
