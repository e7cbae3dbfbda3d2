import type { DealSummary } from "@/lib/deals/queries";
import { Link } from "@/lib/i18n/navigation";
import { DealList } from "./deal-card";

export type DealsNearGroup = {
  kind: string;
  /** The group's heading; without one, the groups' deals show as one list. */
  label?: string;
  deals: readonly DealSummary[];
};

/**
 * The 'Deals near ...' section of a place's page (a park, forest or trail; a ski resort): the
 * live deals of the destinations near it, or, when there are none, a sentence saying so with a
 * link to every deal. A server component.
 */
export function DealsNearSection({
  heading,
  intro,
  empty,
  searchAllLabel,
  groups,
}: {
  heading: string;
  intro: string;
  /** What is said when no group has a deal. */
  empty: string;
  searchAllLabel: string;
  groups: readonly DealsNearGroup[];
}) {
  const hasDeals = groups.some((group) => group.deals.length > 0);
  const labelled = groups.every((group) => group.label);
  return (
    <section aria-labelledby="deals-heading" className="mt-12">
      <h2 id="deals-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      {!hasDeals ? (
        <p className="mt-3 text-muted-foreground">
          {empty}{" "}
          <Link href="/deals" prefetch={false} className="text-primary underline underline-offset-2">
            {searchAllLabel}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-3 text-muted-foreground">{intro}</p>
          {labelled ? (
            groups.map((group) => (
              <div key={group.kind} className="mt-6" data-deal-kind={group.kind}>
                <h3 className="text-lg font-semibold">{group.label}</h3>
                <div className="mt-3">
                  <DealList deals={group.deals} />
                </div>
              </div>
            ))
          ) : (
            <div className="mt-4">
              <DealList deals={groups.flatMap((group) => group.deals)} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
