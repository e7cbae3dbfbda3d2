import { TableScroll } from "@/components/ui/table-scroll";
import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routeCentsPerPoint } from "@/lib/points/formulas";
import type { TransferPartnerView } from "@/lib/points/queries";
import { compassHref, type CompassView } from "./compass-links";
import { tableClass, tdClass, thClass } from "./styles";

/** The transfers grouped by source currency, in the query's order. */
export function transferGroups(transfers: readonly TransferPartnerView[]): Map<string, { name: string; rows: TransferPartnerView[] }> {
  const groups = new Map<string, { name: string; rows: TransferPartnerView[] }>();
  for (const row of transfers) {
    const group = groups.get(row.from) ?? { name: row.fromName, rows: [] };
    group.rows.push(row);
    groups.set(row.from, group);
  }
  return groups;
}

/**
 * Each source currency as a plain link to its own partners' table (`?from=<slug>#transfers`), and
 * that one table when the address names it: the page carries one currency's table at a time, not
 * every table in closed disclosures (issue 37: the Compass was 480 KB of HTML).
 */
export async function TransferPartners({ transfers, withBonuses, view }: { transfers: readonly TransferPartnerView[]; withBonuses: boolean; view: CompassView }) {
  const t = await getTranslations("Points");
  const format = await getFormatter();
  const groups = transferGroups(transfers);
  const selected = view.from ? groups.get(view.from) : undefined;
  const ratio = (row: TransferPartnerView) => `${format.number(row.fromPoints)}:${format.number(row.toPoints)}`;

  return (
    <div className="mt-4 space-y-4">
      <nav aria-label={t("transfersTitle")}>
        <ul className="flex flex-wrap gap-2">
          {[...groups].map(([slug, group]) => (
            <li key={slug}>
              <Link
                href={compassHref({ ...view, from: slug }, "transfers")}
                prefetch={false}
                aria-current={slug === view.from ? "page" : undefined}
                data-transfers-link={slug}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${slug === view.from ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent"}`}
              >
                {group.name} <span className={slug === view.from ? "" : "text-muted-foreground"}>({t("partnerCount", { count: group.rows.length })})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {selected && view.from && (
        <section className="rounded-xl border bg-card p-4" data-transfers-from={view.from} aria-labelledby="transfers-from-heading">
          <h3 id="transfers-from-heading" className="font-semibold">
            {selected.name} <span className="font-normal text-muted-foreground">({t("partnerCount", { count: selected.rows.length })})</span>
          </h3>
          <TableScroll labelledBy="transfers-from-heading" className="mt-3">
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
                {selected.rows.map((row) => (
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
        </section>
      )}
    </div>
  );
}
