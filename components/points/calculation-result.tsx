import { TableScroll } from "@/components/ui/table-scroll";
import { getFormatter, getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/currency/format";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculationResult } from "@/lib/points/service";
import { panelClass, tableClass, tdClass, thClass } from "./styles";

/** A calculation's figures, in the currency the visitor chose. */
export async function CalculationResultPanel({ result, locale }: { result: CalculationResult; locale: Locale }) {
  const t = await getTranslations("Points");
  const format = await getFormatter();
  const money = (usd: number | null) => formatPrice({ amount: usd, code: result.currency, rate: result.rate, locale });
  const n = (value: number) => format.number(value);
  const cents = (value: number) => format.number(value, { maximumFractionDigits: 3 });

  if (result.kind === "balance") {
    const best = result.bestUsd;
    const rows: Array<{ key: string; label: string; usd: number | null; note?: string }> = [
      { key: "valuation", label: t("atValuation", { cents: cents(result.valuationCents) }), usd: result.atValuationUsd },
      { key: "cashout", label: result.cashOutCents === null ? t("noCashOut") : t("atCashOut", { cents: cents(result.cashOutCents) }), usd: result.atCashOutUsd },
      {
        key: "transfer",
        label: result.bestTransfer ? t("throughTransfer", { partner: result.bestTransfer.to.name, points: n(result.bestTransfer.receivedPoints) }) : t("noTransfer"),
        usd: result.bestTransfer?.valueUsd ?? null,
        note: result.bestTransfer && result.bestTransfer.bonusPercent > 0 ? t("withBonus", { percent: result.bestTransfer.bonusPercent }) : undefined,
      },
    ];
    return (
      <div className={panelClass} data-result="balance">
        <p className="font-medium">{t("balanceResultLead", { points: n(result.balance), currency: result.program.currencyName })}</p>
        <ul className="mt-3 space-y-2">
          {rows.map((row) => (
            <li key={row.key} className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-2" data-row={row.key}>
              <span>
                {row.label}
                {row.note && <span className="ms-1 text-sm text-muted-foreground">({row.note})</span>}
              </span>
              <span className="font-semibold tabular-nums">
                {row.usd === null ? t("none") : money(row.usd)}
                {row.usd !== null && row.usd === best && <span className="ms-2 rounded bg-primary/10 px-1.5 py-0.5 text-xs text-primary">{t("best")}</span>}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted-foreground">
          {result.liveBonuses ? t("liveBonusesCounted") : t("liveBonusesNotCounted")} {t("assumption")}
        </p>
      </div>
    );
  }

  if (result.kind === "redemption") {
    return (
      <div className={panelClass} data-result="redemption" data-verdict={result.verdict}>
        <p>{t("redemptionResultLead", { cents: cents(result.centsPerPoint), program: result.program.name, valuation: cents(result.valuationCents) })}</p>
        <p className="mt-3 text-xl font-bold">{t(`verdict_${result.verdict}`)}</p>
        <p className="mt-3 text-sm text-muted-foreground">{t("assumption")}</p>
      </div>
    );
  }

  const best = result.rows[0];
  return (
    <div className={panelClass} data-result="trip">
      <p id="trip-result-lead" className="font-medium">{t("tripResultLead", { price: money(result.tripCostUsd) })}</p>
      <TableScroll labelledBy="trip-result-lead" className="mt-3">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>{t("tripColumnProgram")}</th>
              <th scope="col" className={thClass}>{t("tripColumnBalance")}</th>
              <th scope="col" className={thClass}>{t("tripColumnValue")}</th>
              <th scope="col" className={thClass}>{t("tripColumnNeeded")}</th>
              <th scope="col" className={thClass}>{t("tripColumnCoverage")}</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.program.slug} data-trip-row={row.program.slug}>
                <th scope="row" className={`${tdClass} text-start font-medium`}>{row.program.name}</th>
                <td className={`${tdClass} tabular-nums`}>{n(row.balance)}</td>
                <td className={`${tdClass} tabular-nums`}>{money(row.valueUsd)}</td>
                <td className={`${tdClass} tabular-nums`}>{n(row.pointsNeeded)}</td>
                <td className={`${tdClass} tabular-nums`}>{format.number(row.coverage, { style: "percent" })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="mt-3 font-semibold">
        {best?.covers
          ? t("tripBest", { program: best.program.name, points: n(best.pointsNeeded) })
          : result.combinedCovers
            ? t("tripCombined", { price: money(result.combinedUsd) })
            : t("tripShort", { price: money(result.combinedUsd) })}
      </p>
      <p className="mt-3 text-sm text-muted-foreground">
        {result.liveBonuses ? t("liveBonusesCounted") : t("liveBonusesNotCounted")} {t("assumption")}
      </p>
    </div>
  );
}
