import { getFormatter, getTranslations } from "next-intl/server";
import type { SubscriptionView } from "@/lib/billing/schema";

/** Plan, status and renewal or end date of a user's subscription. */
export async function SubscriptionSummary({ view }: { view: SubscriptionView }) {
  const t = await getTranslations("PremiumManagement");
  const format = await getFormatter();
  const date = view.subscription_expires ? format.dateTime(new Date(view.subscription_expires), { dateStyle: "long" }) : null;
  const rows: Array<[string, string]> = [
    [t("plan"), view.is_premium_user ? `${t("premium")}${view.cycle ? ` (${view.cycle === "annual" ? t("annual") : t("monthly")})` : ""}` : t("free")],
    [t("status"), view.subscription_status],
  ];
  if (date) rows.push([view.is_premium_user && !view.cancel_at_period_end ? t("renews") : t("ends"), date]);
  return (
    <dl className="space-y-2 rounded-xl border bg-card p-6 text-sm shadow-sm" data-testid="subscription-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
