import { TableScroll } from "@/components/ui/table-scroll";
import { getFormatter, getTranslations } from "next-intl/server";
import type { ClickReport } from "@/lib/admin/click-report";
import { REPORT_PERIODS } from "@/lib/admin/periods";
import { Link } from "@/lib/i18n/navigation";
import { cn } from "@/lib/utils";

const thClass = "py-2 pe-4 text-start font-medium";

/**
 * Clicks per partner and the top deals of a period. `periodLinks` gives the 7/30/90-day choice
 * as plain links to ?days= (no client script); `dealLimit` shortens the deal list.
 */
export async function ClickReportView({ report, basePath, periodLinks = true, dealLimit }: { report: ClickReport; basePath: string; periodLinks?: boolean; dealLimit?: number }) {
  const t = await getTranslations("admin");
  const kinds = await getTranslations("DealKinds");
  const format = await getFormatter();
  const deals = dealLimit ? report.deals.slice(0, dealLimit) : report.deals;
  return (
    <div className="space-y-6">
      {periodLinks ? (
        <nav aria-label={t("periodLabel")}>
          <ul className="flex flex-wrap gap-2 text-sm">
            {REPORT_PERIODS.map((days) => (
              <li key={days}>
                <Link
                  href={`${basePath}?days=${days}`}
                  aria-current={days === report.days ? "page" : undefined}
                  className={cn("inline-flex h-9 items-center rounded-md border px-3 font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", days === report.days && "bg-primary text-primary-foreground hover:bg-primary/90")}
                >
                  {t("periodDays", { days })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p data-testid="click-total" className="text-lg font-semibold">
        {t("totalClicks", { count: report.total, date: format.dateTime(report.since, { dateStyle: "medium" }) })}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="partner-clicks-heading" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="partner-clicks-heading" className="mb-3 text-lg font-semibold">
            {t("partnersHeading")}
          </h2>
          <TableScroll labelledBy="partner-clicks-heading">
            <table className="w-full text-sm" data-testid="partner-clicks">
              <thead>
                <tr className="border-b text-muted-foreground">
                  <th scope="col" className={thClass}>{t("colPartner")}</th>
                  <th scope="col" className={`${thClass} text-end`}>{t("colClicks")}</th>
                  <th scope="col" className="py-2 text-end font-medium">{t("colDeals")}</th>
                </tr>
              </thead>
              <tbody>
                {report.partners.map((row) => (
                  <tr key={row.partnerId} className="border-b last:border-0">
                    <th scope="row" className="py-2 pe-4 text-start font-medium">{row.name}</th>
                    <td className="py-2 pe-4 text-end tabular-nums">{format.number(row.clicks)}</td>
                    <td className="py-2 text-end tabular-nums">{format.number(row.deals)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
        <section aria-labelledby="deal-clicks-heading" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="deal-clicks-heading" className="mb-3 text-lg font-semibold">
            {t("dealsHeading")}
          </h2>
          {deals.length === 0 ? (
            <p>{t("noClicks")}</p>
          ) : (
            <TableScroll labelledBy="deal-clicks-heading">
              <table className="w-full text-sm" data-testid="deal-clicks">
                <thead>
                  <tr className="border-b text-muted-foreground">
                    <th scope="col" className={thClass}>{t("colDeal")}</th>
                    <th scope="col" className={thClass}>{t("colPartner")}</th>
                    <th scope="col" className="py-2 text-end font-medium">{t("colClicks")}</th>
                  </tr>
                </thead>
                <tbody>
                  {deals.map((row) => (
                    <tr key={row.dealId} className="border-b last:border-0">
                      <th scope="row" className="py-2 pe-4 text-start font-medium">
                        <Link href={`/deals/${row.dealId}`} className="underline-offset-4 hover:underline">
                          {row.title}
                        </Link>
                        <span className="block text-xs font-normal text-muted-foreground">{kinds.has(row.kind) ? kinds(row.kind) : row.kind}</span>
                      </th>
                      <td className="py-2 pe-4">{row.partnerName}</td>
                      <td className="py-2 text-end tabular-nums">{format.number(row.clicks)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      </div>
    </div>
  );
}
