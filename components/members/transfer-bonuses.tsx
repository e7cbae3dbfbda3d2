"use client";

// The transfer bonuses running today, a Premium figure (docs/features/points-and-cards.md): the
// stored Compass page says Premium members see them; for a Premium member this island lists them
// from the page's one member request. Nothing Premium-only is in the HTML.
import type { ReactNode } from "react";
import { TableScroll } from "@/components/ui/table-scroll";
import { tableClass, tdClass, thClass } from "@/components/points/styles";
import { useMemberData } from "./use-member-data";

export type TransferBonusText = {
  locale: string;
  title: string;
  none: string;
  columnProgram: string;
  columnPartner: string;
  columnBonus: string;
  columnThrough: string;
  /** "+{percent}% until {date}", translated with the placeholders kept. */
  bonusUntil: string;
};

export function TransferBonuses({ text, children }: { text: TransferBonusText; children: ReactNode }) {
  const bonuses = useMemberData(["transfer-bonuses"])?.transfer_bonuses;
  if (!bonuses) {
    return (
      <div data-member-parts="transfer-bonuses" className="mt-2 text-muted-foreground">
        {children}
      </div>
    );
  }
  const date = new Intl.DateTimeFormat(text.locale, { dateStyle: "medium", timeZone: "UTC" });
  const number = new Intl.NumberFormat(text.locale, { maximumFractionDigits: 2 });
  return (
    <section data-member-parts="transfer-bonuses" data-transfer-bonuses="" aria-labelledby="transfer-bonuses-heading" className="mt-4 rounded-xl border bg-card p-4">
      <h3 id="transfer-bonuses-heading" className="font-semibold">
        {text.title}
      </h3>
      {bonuses.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{text.none}</p>
      ) : (
        <TableScroll labelledBy="transfer-bonuses-heading" className="mt-3">
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>{text.columnProgram}</th>
                <th scope="col" className={thClass}>{text.columnPartner}</th>
                <th scope="col" className={thClass}>{text.columnBonus}</th>
                <th scope="col" className={thClass}>{text.columnThrough}</th>
              </tr>
            </thead>
            <tbody>
              {bonuses.map((bonus) => (
                <tr key={`${bonus.from}-${bonus.to}`} data-bonus-route={`${bonus.from}:${bonus.to}`}>
                  <td className={tdClass}>{bonus.from_name}</td>
                  <th scope="row" className={`${tdClass} text-start font-medium`}>{bonus.to_name}</th>
                  <td className={tdClass} data-bonus="">
                    {text.bonusUntil.replace("{percent}", number.format(bonus.percent)).replace("{date}", date.format(new Date(bonus.ends_at)))}
                  </td>
                  <td className={`${tdClass} tabular-nums`}>{number.format(bonus.cents_per_point)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
