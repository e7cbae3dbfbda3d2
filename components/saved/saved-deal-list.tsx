import { getFormatter, getTranslations } from "next-intl/server";
import { DealCard, dealCardText } from "@/components/deals/deal-card";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { SavedDeal } from "@/lib/saved/favorites";
import { KnownFavorites } from "./known-favorites";
import { RemoveFavoriteButton } from "./remove-favorite-button";

/** The user's saved deals (live and expired, expired marked), each with a remove button. */
export async function SavedDealList({ deals }: { deals: readonly SavedDeal[] }) {
  const t = await getTranslations("saved");
  const format = await getFormatter();
  const text = await dealCardText();
  if (deals.length === 0) {
    return (
      <div className="rounded-xl border border-dashed p-8 text-center" data-saved-empty>
        <p className="text-muted-foreground">{t("emptyFavorites")}</p>
        <Button asChild className="mt-4">
          <Link href="/deals">{t("browseDeals")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <KnownFavorites ids={deals.map((deal) => deal.id)} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-saved-list>
        {deals.map((deal) => (
          <li key={deal.id} className="flex flex-col gap-2" data-saved-deal={deal.id}>
            <div className={deal.isExpired ? "opacity-75" : undefined}>
              <DealCard deal={deal} text={text} />
            </div>
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="text-muted-foreground">
                {deal.isExpired && (
                  <strong className="mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                    {t("expired")}
                  </strong>
                )}
                {t("savedOn", {
                  date: format.dateTime(new Date(deal.savedAt), { dateStyle: "medium" }),
                })}
              </span>
              <RemoveFavoriteButton dealId={deal.id} title={deal.title} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
