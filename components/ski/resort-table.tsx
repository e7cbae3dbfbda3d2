import { TableScroll } from "@/components/ui/table-scroll";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { ResortSummary } from "@/lib/ski/queries";
import { passNames, resortPath } from "@/lib/ski/regions";
import { countryName, monthName } from "./format";

const cell = "px-3 py-2 align-top";

/** Resorts as a table: every name a link to the resort's page. */
export async function ResortTable({ resorts, label }: { resorts: readonly ResortSummary[]; label: string }) {
  const t = await getTranslations("Ski");
  const format = await getFormatter();
  const locale = await getLocale();
  const number = (value: number | null) => (value === null ? "—" : format.number(value));
  return (
    <TableScroll label={label} className="rounded-xl border">
      <table className="w-full text-start text-sm" data-testid="resort-table">
        <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className={cell}>{t("colName")}</th>
            <th scope="col" className={cell}>{t("colWhere")}</th>
            <th scope="col" className={cell}>{t("colVertical")}</th>
            <th scope="col" className={cell}>{t("colSummit")}</th>
            <th scope="col" className={cell}>{t("colRuns")}</th>
            <th scope="col" className={cell}>{t("colSeason")}</th>
            <th scope="col" className={cell}>{t("colPasses")}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {resorts.map((resort) => (
            <tr key={resort.slug} data-slug={resort.slug}>
              <th scope="row" className={`${cell} font-medium`}>
                <Link href={resortPath(resort.slug)} prefetch={false} className="text-primary hover:underline">
                  {resort.name}
                </Link>
              </th>
              <td className={cell}>
                {resort.area}, {countryName(resort.countryCode, locale)}
              </td>
              <td className={cell}>{resort.verticalM === null ? "—" : `${number(resort.verticalM)} m`}</td>
              <td className={cell}>{resort.summitM === null ? "—" : `${number(resort.summitM)} m`}</td>
              <td className={cell}>{number(resort.runs)}</td>
              <td className={cell}>
                {monthName(format, resort.seasonStart, "short")}–{monthName(format, resort.seasonEnd, "short")}
              </td>
              <td className={cell}>{resort.passes.length > 0 ? resort.passes.map((pass) => passNames[pass]).join(", ") : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
