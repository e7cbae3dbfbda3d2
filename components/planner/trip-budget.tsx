// A trip's saved budget estimate (the budget calculator's "Save to a trip"): the figures as they
// were priced, in the currency chosen then, with a link that prices the same trip again today.
import { TableScroll } from "@/components/ui/table-scroll";
import { getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/currency/format";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { costCategories } from "@/lib/tools/budget";
import { budgetCalculatorQuery, type SavedBudget } from "@/lib/tools/trip-budget";

export async function TripBudget({ budget, locale }: { budget: SavedBudget; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Tools" });
  const money = (amount: number) => formatPrice({ amount, code: budget.currency, rate: 1, locale });
  return (
    <section id="budget" aria-labelledby="budget-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="budget-heading" className="text-lg font-semibold">
        {t("tripBudgetHeading")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(`style.${budget.style}`)} · {t("tripBudgetSummary", { days: budget.days, travellers: budget.travellers })} · {budget.stops.map((stop) => stop.place).join(" → ")}
      </p>
      <TableScroll labelledBy="budget-heading" className="mt-3 max-w-md">
        <table className="w-full text-start text-sm" data-testid="trip-budget">
          <tbody>
            {costCategories.map((category) => (
              <tr key={category} className="border-b">
                <th scope="row" className="py-1.5 font-normal">
                  {t(`category.${category}`)}
                </th>
                <td className="py-1.5 text-end tabular-nums">{money(budget.converted.categories[category])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-1.5">
                {t("total")}
              </th>
              <td className="py-1.5 text-end font-bold tabular-nums">{money(budget.converted.total)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      <p className="mt-2 text-sm text-muted-foreground">{t("tripBudgetSaved", { date: budget.savedAt.slice(0, 10), rateDate: budget.ratesDate.slice(0, 10) })}</p>
      <p className="mt-2 text-sm print:hidden">
        <Link href={`/budget-calculator?${budgetCalculatorQuery(budget)}`} prefetch={false} className="font-medium text-primary underline underline-offset-2">
          {t("tripBudgetRecalculate")}
        </Link>
      </p>
    </section>
  );
}
