// The smart travel dashboard on /dashboard (Premium): upcoming trips, saved deals, price alerts
// and hand-entered loyalty accounts. A server component: the loyalty forms are plain forms posted
// to server actions, so everything works without JavaScript. Free members see what it offers and
// the upgrade path.
import { TableScroll } from "@/components/ui/table-scroll";
import { getFormatter, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import type { TravelDashboard } from "@/lib/dashboard/queries";
import { Link } from "@/lib/i18n/navigation";
import { itineraryPath } from "@/lib/itineraries/paths";
import { MAX_BALANCE, MAX_PROGRAM } from "@/lib/loyalty/schema";

export const LOYALTY_ERRORS = ["program", "balance", "limit", "premium", "notFound"] as const;
export type LoyaltyError = (typeof LOYALTY_ERRORS)[number];

type Actions = { add: (form: FormData) => Promise<void>; update: (form: FormData) => Promise<void>; remove: (form: FormData) => Promise<void> };

const card = "space-y-3 rounded-xl border bg-card p-6 shadow-sm";
const field = "rounded-md border border-input bg-background px-3 py-1.5 text-sm";

/** One of the dashboard's three panels: a heading, what it holds, and a link to all of it. */
function Panel({ id, title, more, children }: { id: string; title: string; more: { href: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
      <Link href={more.href} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {more.label}
      </Link>
    </section>
  );
}

/** A panel's entry: a link to it, with a line of detail beneath. */
function LinkedItem({ href, title, detail }: { href: string; title: string; detail: string }) {
  return (
    <li>
      <Link href={href} className="font-medium text-primary hover:underline">
        {title}
      </Link>
      <span className="block text-muted-foreground">{detail}</span>
    </li>
  );
}

export async function TravelDashboardSection({ dashboard, locale, error, actions }: { dashboard: TravelDashboard; locale: string; error: LoyaltyError | null; actions: Actions }) {
  const t = await getTranslations("TravelDashboard");
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  const usd = (value: number) => format.number(value, { style: "currency", currency: "USD", maximumFractionDigits: 0 });

  if (!dashboard.premium) {
    return (
      <section aria-labelledby="travel-dashboard-heading" className={card} data-testid="travel-dashboard">
        <h2 id="travel-dashboard-heading" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("premiumOnly")}</p>
        <Link href="/subscription" className={buttonVariants({ variant: "highlight" })}>
          {t("upgrade")}
        </Link>
      </section>
    );
  }

  const { upcomingTrips, undatedTrips, savedDeals, alerts, loyalty } = dashboard;
  return (
    <section aria-labelledby="travel-dashboard-heading" className="space-y-4" data-testid="travel-dashboard">
      <header>
        <h2 id="travel-dashboard-heading" className="text-2xl font-bold">
          {t("title")}
        </h2>
        <p className="text-muted-foreground">{t("intro")}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-3">
        <Panel id="upcoming" title={t("upcomingTitle")} more={{ href: "/dashboard/trips", label: t("allTrips") }}>
          {upcomingTrips.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t("noUpcoming")}{" "}
              <Link href="/ai-trip-planner" className="font-medium text-primary underline">
                {t("planTrip")}
              </Link>
            </p>
          ) : (
            <ul className="space-y-2 text-sm">
              {upcomingTrips.map((trip) => (
                <LinkedItem
                  key={trip.id}
                  href={itineraryPath(trip.id)}
                  title={trip.title}
                  detail={[trip.destination?.name, t("tripStarts", { date: date(trip.startDate!) })].filter(Boolean).join(" · ")}
                />
              ))}
            </ul>
          )}
          {undatedTrips > 0 && <p className="text-sm text-muted-foreground">{t("undated", { count: undatedTrips })}</p>}
        </Panel>

        <Panel id="saved" title={t("savedTitle")} more={{ href: "/dashboard/saved", label: t("allSaved") }}>
          <p className="text-sm">{t("savedCount", { live: savedDeals.live, total: savedDeals.total })}</p>
          {savedDeals.latest.length > 0 ? (
            <ul className="space-y-2 text-sm">
              {savedDeals.latest.map((deal) => (
                <LinkedItem key={deal.id} href={`/deals/${deal.id}`} title={deal.title} detail={usd(deal.priceUsd)} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("noSaved")}</p>
          )}
        </Panel>

        <Panel id="alerts" title={t("alertsTitle")} more={{ href: "/price-alerts", label: t("manageAlerts") }}>
          <p className="text-sm">{t("alertsCount", { active: alerts.active, total: alerts.total })}</p>
          {alerts.latest.length > 0 ? (
            <ul className="space-y-1 text-sm">
              {alerts.latest.map((alert) => (
                <li key={alert.id}>
                  {alert.destination.name}
                  <span className="text-muted-foreground"> · {alert.maxPriceUsd !== null ? t("alertUnder", { price: usd(alert.maxPriceUsd) }) : t("anyPrice")}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("noAlerts")}</p>
          )}
        </Panel>
      </div>

      <section id="loyalty" aria-labelledby="loyalty-heading" className={card}>
        <h3 id="loyalty-heading" className="text-lg font-semibold">
          {t("loyaltyTitle")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("loyaltyIntro")}</p>
        {error && (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
            {t(`error.${error}`)}
          </p>
        )}
        {loyalty.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noLoyalty")}</p>
        ) : (
          <TableScroll labelledBy="loyalty-heading">
            <table className="w-full text-sm">
              <caption className="sr-only">{t("loyaltyTitle")}</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    {t("program")}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t("balance")}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {loyalty.map((account) => (
                  <tr key={account.id} className="border-t" data-testid="loyalty-account">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      {account.program}
                    </th>
                    <td className="py-2 pr-3">
                      <form action={actions.update} className="flex flex-wrap items-center gap-2">
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="id" value={account.id} />
                        <input name="balance" type="number" min={0} max={MAX_BALANCE} step={1} required defaultValue={account.balance} aria-label={t("balanceLabel", { program: account.program })} className={`${field} w-36`} />
                        <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                          {t("save")}
                        </button>
                      </form>
                    </td>
                    <td className="py-2 text-right">
                      <form action={actions.remove}>
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="id" value={account.id} />
                        <button type="submit" className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={t("removeLabel", { program: account.program })}>
                          {t("remove")}
                        </button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <form action={actions.add} className="flex flex-wrap items-end gap-3 border-t pt-4">
          <input type="hidden" name="locale" value={locale} />
          <label className="block text-sm">
            <span className="font-medium">{t("program")}</span>
            <input name="program" required maxLength={MAX_PROGRAM} placeholder={t("programHint")} className={`${field} mt-1 block w-56`} aria-invalid={error === "program" ? true : undefined} />
          </label>
          <label className="block text-sm">
            <span className="font-medium">{t("balance")}</span>
            <input name="balance" type="number" min={0} max={MAX_BALANCE} step={1} required className={`${field} mt-1 block w-40`} aria-invalid={error === "balance" ? true : undefined} />
          </label>
          <button type="submit" className={buttonVariants({ size: "sm" })}>
            {t("add")}
          </button>
        </form>
      </section>
    </section>
  );
}
