import { getTranslations } from "next-intl/server";
import { DealPrice } from "@/components/deals/deal-price";
import { EmptyState } from "@/components/ui/empty-state";
import type { DealSummary } from "@/lib/deals/queries";
import type { CharterFields } from "@/lib/experiences/queries";
import { Link } from "@/lib/i18n/navigation";
import { SampleBadge, SampleOffersNote } from "@/components/deals/sample-offers";

/** Charters with their structured facts: boat, crew, cabins, guests, days and marina. */
export async function CharterList({ deals, fields }: { deals: readonly DealSummary[]; fields: Map<number, CharterFields> }) {
  const t = await getTranslations("Experiences");
  const d = await getTranslations("Deals");
  const samples = await getTranslations("SampleDeals");
  if (deals.length === 0) return <EmptyState>{t("charters.none")}</EmptyState>;
  const list = (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-deal-list>
      {deals.map((deal) => {
        const charter = fields.get(deal.id);
        return (
          <li key={deal.id}>
            <article className="flex h-full flex-col rounded-xl border bg-card p-4 shadow-sm" data-deal-card data-charter-card>
              <div className="flex flex-wrap gap-2 text-xs">
                {deal.sample && <SampleBadge label={samples("label")} />}
                {charter?.boatType && <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary" data-boat-type={charter.boatType}>{t(`boatType.${charter.boatType}`)}</span>}
                {charter?.skippered !== null && charter?.skippered !== undefined && (
                  <span className="rounded-full bg-muted px-2 py-0.5 font-medium" data-crew={charter.skippered ? "skippered" : "bareboat"}>
                    {t(`crew.${charter.skippered ? "skippered" : "bareboat"}`)}
                  </span>
                )}
                {deal.discountPct > 0 && <span className="rounded-full bg-green-700 px-2 py-0.5 font-semibold text-white">{d("off", { pct: deal.discountPct })}</span>}
              </div>
              <h3 className="mt-3 text-base font-semibold leading-snug">
                <Link href={`/deals/${deal.id}`} prefetch={false} className="hover:underline">
                  {deal.title}
                </Link>
              </h3>
              {charter && (
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">{t("charters.cabins")}</dt>
                  <dd data-cabins={charter.cabins ?? undefined}>{charter.cabins ?? "–"}</dd>
                  <dt className="text-muted-foreground">{t("charters.guests")}</dt>
                  <dd data-guests={charter.guests ?? undefined}>{charter.guests ?? "–"}</dd>
                  <dt className="text-muted-foreground">{t("charters.days")}</dt>
                  <dd data-days={charter.days ?? undefined}>{charter.days !== null ? t("charters.dayCount", { count: charter.days }) : "–"}</dd>
                  <dt className="text-muted-foreground">{t("charters.marina")}</dt>
                  <dd data-marina={charter.marina ?? undefined}>
                    {charter.marina ?? "–"}, {deal.destinationName}
                  </dd>
                </dl>
              )}
              {deal.startDate && <p className="mt-2 text-xs text-muted-foreground">{d("travelDates", { start: deal.startDate, end: deal.endDate ?? deal.startDate })}</p>}
              <div className="mt-auto flex items-end justify-between gap-2 pt-4">
                <p className="text-xs text-muted-foreground">{d("via", { partner: deal.partnerName })}</p>
                <DealPrice priceUsd={deal.priceUsd} originalPriceUsd={deal.originalPriceUsd} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
  if (!deals.some((deal) => deal.sample)) return list;
  return (
    <>
      <SampleOffersNote />
      {list}
    </>
  );
}
