import { TableScroll } from "@/components/ui/table-scroll";
import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { ProgramValuation } from "@/lib/points/queries";
import { PROGRAM_KINDS, type ProgramKind } from "@/lib/points/schema";
import { compassHref, type CompassView } from "./compass-links";
import { tableClass, tdClass, thClass } from "./styles";

/** The public valuations table with its kind filter (plain links, crawlable); a program's partner count links to its transfer table. */
export async function ValuationsTable({ programs, view }: { programs: readonly ProgramValuation[]; view: CompassView }) {
  const kind: ProgramKind | undefined = view.kind;
  const t = await getTranslations("Points");
  const format = await getFormatter();
  const cents = (value: number) => format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const monthOf = (month: string) => format.dateTime(new Date(`${month}-01T00:00:00Z`), { year: "numeric", month: "short", timeZone: "UTC" });
  const filters: Array<{ key: string; label: string; href: string; active: boolean }> = [
    { key: "all", label: t("filterAll"), href: compassHref({ ...view, kind: undefined }, "valuations"), active: kind === undefined },
    ...PROGRAM_KINDS.map((value) => ({ key: value, label: t(`kind_${value}`), href: compassHref({ ...view, kind: value }, "valuations"), active: kind === value })),
  ];

  return (
    <>
      <nav aria-label={t("columnKind")} className="mt-4 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.key}
            href={filter.href}
            prefetch={false}
            aria-current={filter.active ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${filter.active ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent"}`}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <TableScroll labelledBy="valuations-heading" className="mt-4">
        <table className={tableClass} data-valuations>
          <thead>
            <tr>
              <th scope="col" className={thClass}>{t("columnProgram")}</th>
              <th scope="col" className={thClass}>{t("columnKind")}</th>
              <th scope="col" className={thClass}>{t("columnValue")}</th>
              <th scope="col" className={thClass}>{t("columnMonth")}</th>
              <th scope="col" className={thClass}>{t("columnChange")}</th>
              <th scope="col" className={thClass}>{t("columnCashOut")}</th>
              <th scope="col" className={thClass}>{t("columnPartners")}</th>
              <th scope="col" className={thClass}>{t("columnSource")}</th>
            </tr>
          </thead>
          <tbody>
            {programs.map((program) => (
              <tr key={program.slug} id={`program-${program.slug}`} data-program={program.slug}>
                <th scope="row" className={`${tdClass} text-start`}>
                  <span className="font-medium">{program.name}</span>
                  <span className="block text-xs text-muted-foreground">{program.currencyName}</span>
                </th>
                <td className={tdClass}>{t(`kindShort_${program.kind}`)}</td>
                <td className={`${tdClass} font-semibold tabular-nums`} data-cents>
                  {cents(program.centsPerPoint)}
                </td>
                <td className={tdClass}>{monthOf(program.month)}</td>
                <td className={`${tdClass} tabular-nums text-muted-foreground`}>
                  {program.previousCents === null || program.previousMonth === null ? t("none") : `${cents(program.previousCents)} (${monthOf(program.previousMonth)})`}
                </td>
                <td className={`${tdClass} tabular-nums`} title={program.cashOutNote ?? undefined}>
                  {program.cashOutCents === null ? t("none") : cents(program.cashOutCents)}
                </td>
                <td className={`${tdClass} tabular-nums`}>
                  {program.partnerCount > 0 ? (
                    <Link href={compassHref({ ...view, from: program.slug }, "transfers")} prefetch={false} className="text-primary underline underline-offset-2">
                      {program.partnerCount}
                    </Link>
                  ) : (
                    t("none")
                  )}
                </td>
                <td className={tdClass}>
                  {/^https?:\/\//.test(program.source) ? (
                    <a href={program.source.split(" ")[0]} rel="nofollow noopener" className="text-primary underline underline-offset-2">
                      {t("sourceLink")}
                    </a>
                  ) : (
                    program.source
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
