import { TableScroll } from "@/components/ui/table-scroll";
import { getFormatter, getTranslations } from "next-intl/server";
import { routeCentsPerPoint } from "@/lib/points/formulas";
import type { TransferPartnerView } from "@/lib/points/queries";
import { tableClass, tdClass, thClass } from "./styles";

/** Each source currency's partners (a disclosure per program, open without JavaScript too). */
export async function TransferPartners({ transfers, withBonuses }: { transfers: readonly TransferPartnerView[]; withBonuses: boolean }) {
  const t = await getTranslations("Points");
  const format = await getFormatter();
  const groups = new Map<string, { name: string; rows: TransferPartnerView[] }>();
  for (const row of transfers) {
    const group = groups.get(row.from) ?? { name: row.fromName, rows: [] };
    group.rows.push(row);
    groups.set(row.from, group);
  }
  const ratio = (row: TransferPartnerView) => `${format.number(row.fromPoints)}:${format.number(row.toPoints)}`;

  return (
    <div className="mt-4 space-y-3">
      {[...groups].map(([slug, group]) => (
        <details key={slug} className="rounded-xl border bg-card p-4" data-transfers-from={slug}>
          <summary className="cursor-pointer font-semibold">
            {group.name} <span className="font-normal text-muted-foreground">({t("partnerCount", { count: group.rows.length })})</span>
          </summary>
          <TableScroll label={group.name} className="mt-3">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>{t("columnPartner")}</th>
                  <th scope="col" className={thClass}>{t("columnRatio")}</th>
                  <th scope="col" className={thClass}>{t("columnMinimum")}</th>
                  <th scope="col" className={thClass}>{t("columnThrough")}</th>
                  {withBonuses && <th scope="col" className={thClass}>{t("columnBonus")}</th>}
                  <th scope="col" className={thClass}>{t("asOfLabel")}</th>
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.to} data-partner={row.to}>
                    <th scope="row" className={`${tdClass} text-start font-medium`}>{row.toName}</th>
                    <td className={`${tdClass} tabular-nums`}>{ratio(row)}</td>
                    <td className={`${tdClass} tabular-nums`}>{format.number(row.minimumPoints)}</td>
                    <td className={`${tdClass} tabular-nums`}>
                      {format.number(routeCentsPerPoint({ ...row, bonusPercent: row.bonus?.percent ?? 0 }), { maximumFractionDigits: 2 })}
                    </td>
                    {withBonuses && (
                      <td className={tdClass} data-bonus>
                        {row.bonus ? t("bonusUntil", { percent: row.bonus.percent, date: format.dateTime(new Date(row.bonus.endsAt), { dateStyle: "medium", timeZone: "UTC" }) }) : t("none")}
                      </td>
                    )}
                    <td className={`${tdClass} tabular-nums`} data-as-of={row.asOf}>
                      {format.dateTime(new Date(`${row.asOf}-01T00:00:00Z`), { year: "numeric", month: "short", timeZone: "UTC" })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </details>
      ))}
    </div>
  );
}
