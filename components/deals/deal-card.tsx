import { getTranslations } from "next-intl/server";
import { DealPrice } from "./deal-price";
import { FavoriteButton, type FavoriteLabels } from "@/components/saved/favorite-button";
import { favoriteLabels } from "@/components/saved/favorite-labels";
import { Link } from "@/lib/i18n/navigation";
import type { DealSummary } from "@/lib/deals/queries";
import { EmptyState } from "@/components/ui/empty-state";
import { SampleBadge, SampleOffersNote } from "./sample-offers";

/** What a deal card says besides the deal's own data, read once for a whole list. */
export type DealCardText = {
  t: Awaited<ReturnType<typeof getTranslations<"Deals">>>;
  kinds: Awaited<ReturnType<typeof getTranslations<"DealKinds">>>;
  labels: FavoriteLabels;
  /** The label of a sample offer. */
  sample: string;
};

/** The texts of a list's deal cards (one read per list, not one per card). */
export async function dealCardText(): Promise<DealCardText> {
  const [t, kinds, labels, samples] = await Promise.all([getTranslations("Deals"), getTranslations("DealKinds"), favoriteLabels(), getTranslations("SampleDeals")]);
  return { t, kinds, labels, sample: samples("label") };
}

/**
 * One deal in a list: what, where, the price in the visitor's currency, and the partner. A plain
 * (not async) component: a list of two dozen renders without waiting on each card.
 */
export function DealCard({ deal, text: { t, kinds, labels, sample } }: { deal: DealSummary; text: DealCardText }) {
  return (
    <article className="flex h-full flex-col rounded-xl border bg-card p-4 shadow-sm" data-deal-card>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">{kinds(deal.kind)}</span>
          {deal.sample && <SampleBadge label={sample} />}
        </span>
        <span className="flex items-center gap-2">
          {deal.discountPct > 0 && <span className="rounded-full bg-green-700 px-2 py-0.5 font-semibold text-white">{t("off", { pct: deal.discountPct })}</span>}
          <FavoriteButton dealId={deal.id} labels={labels} />
        </span>
      </div>
      <h3 className="mt-3 text-base font-semibold leading-snug">
        <Link href={`/deals/${deal.id}`} prefetch={false} className="hover:underline">
          {deal.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {deal.originName ? `${deal.originName} → ` : ""}
        {deal.destinationName}, {deal.destinationCountry}
      </p>
      {deal.startDate && <p className="mt-1 text-xs text-muted-foreground">{t("travelDates", { start: deal.startDate, end: deal.endDate ?? deal.startDate })}</p>}
      <div className="mt-auto flex items-end justify-between gap-2 pt-4">
        <div>
          <p className="text-xs text-muted-foreground">{t("via", { partner: deal.partnerName })}</p>
          {deal.rating !== null && <p className="text-xs text-muted-foreground">{t("rating", { rating: deal.rating })}</p>}
        </div>
        <DealPrice priceUsd={deal.priceUsd} originalPriceUsd={deal.originalPriceUsd} />
      </div>
    </article>
  );
}

/** A grid of deals (with the sample note when any is a sample offer), or a friendly note when there are none. */
export async function DealList({ deals, emptyText }: { deals: readonly DealSummary[]; emptyText?: string }) {
  const text = await dealCardText();
  if (deals.length === 0) return <EmptyState>{emptyText ?? text.t("noResults")}</EmptyState>;
  return (
    <>
      {deals.some((deal) => deal.sample) && <SampleOffersNote />}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-deal-list>
        {deals.map((deal) => (
          <li key={deal.id}>
            <DealCard deal={deal} text={text} />
          </li>
        ))}
      </ul>
    </>
  );
}
