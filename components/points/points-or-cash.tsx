import { TableScroll } from "@/components/ui/table-scroll";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/currency/format";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { pointsOrCash } from "@/lib/points/formulas";
import { getPointsOrCashPrograms } from "@/lib/points/queries";
import { cached } from "@/lib/cached";
import { panelClass, tableClass, tdClass, thClass } from "./styles";

// The same few bank currencies on every deal page: read once a minute per server process, not three
// queries per page (valuations are monthly figures; a minute's lag is of no consequence).
const programsForDeals = cached(60_000, getPointsOrCashPrograms);

/**
 * 'Pay with points or cash?' for a deal page: what the deal's price costs in the main points
 * currencies at our valuation, at their cash-out rate and through their best transfer, and which
 * is better, with the assumption stated. A server component: give it the deal's US dollar price.
 */
export async function PointsOrCash({ priceUsd }: { priceUsd: number }) {
  if (!Number.isFinite(priceUsd) || priceUsd <= 0) return null;
  const [t, format, locale, programs] = await Promise.all([getTranslations("Points"), getFormatter(), getLocale(), programsForDeals()]);
  if (programs.length === 0) return null;
  const price = formatPrice({ amount: priceUsd, code: "USD", rate: 1, locale: locale as Locale });
  const rows = programs.map((program) => ({ program, row: pointsOrCash(priceUsd, program) }));
  const equal = rows.find(({ row }) => row.better === "points");
  const n = (value: number | null) => (value === null ? t("none") : format.number(value));

  return (
    <section aria-labelledby="points-or-cash-heading" className={panelClass} data-points-or-cash>
      <h2 id="points-or-cash-heading" className="text-xl font-semibold">
        {t("pointsOrCashTitle")}
      </h2>
      <p className="mt-2 text-sm">{t("pointsOrCashLead", { price })}</p>
      <TableScroll labelledBy="points-or-cash-heading" className="mt-3">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>{t("pointsOrCashColumnProgram")}</th>
              <th scope="col" className={thClass}>{t("pointsOrCashColumnValuation")}</th>
              <th scope="col" className={thClass}>{t("pointsOrCashColumnCashOut")}</th>
              <th scope="col" className={thClass}>{t("pointsOrCashColumnTransfer")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ program, row }) => (
              <tr key={program.slug} data-points-program={program.slug}>
                <th scope="row" className={`${tdClass} text-start font-medium`}>{program.name}</th>
                <td className={`${tdClass} tabular-nums`}>{n(row.pointsAtValuation)}</td>
                <td className={`${tdClass} tabular-nums`}>{n(row.pointsAtCashOut)}</td>
                <td className={`${tdClass} tabular-nums`}>
                  {row.pointsThroughBestTransfer === null || !program.bestRoute ? t("none") : t("pointsOrCashTransferValue", { points: n(row.pointsThroughBestTransfer), partner: program.bestRoute.toName })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="mt-3 font-semibold" data-points-verdict={equal ? "points" : "cash"}>
        {equal ? t("pointsOrCashVerdictPoints", { program: equal.program.name }) : t("pointsOrCashVerdictCash")}
      </p>
      <p className="mt-2 text-xs text-muted-foreground">{t("pointsOrCashAssumption")}</p>
      <Link href="/travel-points-compass" prefetch={false} className="mt-2 inline-block text-sm text-primary underline underline-offset-2">
        {t("pointsOrCashMore")}
      </Link>
    </section>
  );
}
