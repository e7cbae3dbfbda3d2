import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { TripDeal, TripTips } from "@/lib/planner/queries";

/** Live deals to the destination and tips drawn from the plan. */
export async function TripExtras({ destinationName, deals, tips }: { destinationName: string | null; deals: readonly TripDeal[]; tips: TripTips }) {
  const t = await getTranslations("Planner");
  const format = await getFormatter();
  const lines = [
    tips.bookAhead.length ? t("tipBook", { places: tips.bookAhead.join(", ") }) : null,
    tips.indoor.length ? t("tipIndoor", { places: tips.indoor.join(", ") }) : null,
    tips.free ? t("tipFree", { count: tips.free }) : null,
    tips.dayTrip ? t("tipDayTrip") : null,
    tips.walkingShare >= 0.5 ? t("tipWalk") : null,
  ].filter((line): line is string => line !== null);
  return (
    <div className="grid gap-6 md:grid-cols-2 print:hidden">
      {destinationName && (
        <section aria-labelledby="trip-deals-heading" className="rounded-xl border bg-card p-5 shadow-sm">
          <h2 id="trip-deals-heading" className="text-lg font-semibold">
            {t("dealsTitle", { destination: destinationName })}
          </h2>
          {deals.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{t("dealsNone")}</p>
          ) : (
            <ul className="mt-3 space-y-2">
              {deals.map((deal) => (
                <li key={deal.id} className="text-sm">
                  <span className="me-2 rounded bg-secondary px-1.5 py-0.5 text-xs">{t(`dealKind.${deal.kind}`)}</span>
                  <Link href={`/deals/${deal.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {deal.title}
                  </Link>{" "}
                  <span className="text-muted-foreground">
                    {format.number(deal.priceUsd, { style: "currency", currency: "USD", maximumFractionDigits: 0 })}
                    {deal.discountPct > 0 && ` (−${deal.discountPct}%)`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {lines.length > 0 && (
        <section aria-labelledby="trip-tips-heading" className="rounded-xl border bg-card p-5 shadow-sm">
          <h2 id="trip-tips-heading" className="text-lg font-semibold">
            {t("tipsTitle")}
          </h2>
          <ul className="mt-3 list-disc space-y-1 ps-5 text-sm">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
