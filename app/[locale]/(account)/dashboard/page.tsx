import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { ResendVerificationButton } from "@/components/account/resend-verification-button";
import { LOYALTY_ERRORS, TravelDashboardSection, type LoyaltyError } from "@/components/planner/travel-dashboard";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guard";
import { getTravelDashboard } from "@/lib/dashboard/queries";
import { displayName } from "@/lib/auth/schema";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";
import { addLoyaltyAccount, removeLoyaltyAccount, updateLoyaltyBalance } from "./actions";

export async function generateMetadata({ params }: PageProps<"/[locale]/dashboard">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Dashboard" });
  return pageMetadata({ locale: locale as Locale, path: "/dashboard", title: t("metaTitle"), description: t("metaTitle"), noIndex: true });
}

export default async function DashboardPage({ params, searchParams }: PageProps<"/[locale]/dashboard">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser({ locale: locale as Locale, path: "/dashboard" });
  const t = await getTranslations("Dashboard");
  const saved = await getTranslations("saved");
  const format = await getFormatter();
  const travel = await getTravelDashboard(user.id);
  const rawError = (await searchParams).loyaltyError;
  const loyaltyError = LOYALTY_ERRORS.find((code) => code === rawError) ?? (null as LoyaltyError | null);
  const rows: Array<[string, string]> = [
    [t("username"), user.username],
    [t("name"), user.name ?? t("notSet")],
    [t("email"), user.email],
  ];

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("heading", { name: displayName(user) })}</h1>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="profile-heading" className="min-w-0 space-y-3 rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="profile-heading" className="text-lg font-semibold">
            {t("profile")}
          </h2>
          <dl className="space-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="min-w-0 truncate font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <p data-testid="email-status" className="text-sm">
            {user.emailVerifiedAt ? t("verified") : t("unverified")}
          </p>
          {user.emailVerifiedAt ? null : <ResendVerificationButton />}
        </section>
        <section aria-labelledby="plan-heading" className="space-y-3 rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="plan-heading" className="text-lg font-semibold">
            {t("plan")}
          </h2>
          <p className="text-2xl font-bold">{user.isPremiumUser ? t("planPremium") : t("planFree")}</p>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{t("status")}</dt>
              <dd className="font-medium">{user.subscriptionStatus}</dd>
            </div>
            {user.subscriptionExpires ? (
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{t("expires")}</dt>
                <dd className="font-medium">{format.dateTime(user.subscriptionExpires, { dateStyle: "medium" })}</dd>
              </div>
            ) : null}
          </dl>
          {user.isPremiumUser ? null : (
            <Button asChild variant="highlight">
              <Link href="/subscription">{t("upgrade")}</Link>
            </Button>
          )}
        </section>
      </div>
      <TravelDashboardSection dashboard={travel} locale={locale} error={loyaltyError} actions={{ add: addLoyaltyAccount, update: updateLoyaltyBalance, remove: removeLoyaltyAccount }} />
      <nav aria-labelledby="links-heading" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="links-heading" className="mb-3 text-lg font-semibold">
          {t("quickLinks")}
        </h2>
        <ul className="flex flex-wrap gap-3">
          <li>
            <Button asChild variant="outline">
              <Link href="/dashboard/trips">{t("myTrips")}</Link>
            </Button>
          </li>
          <li>
            <Button asChild variant="outline">
              <Link href="/dashboard/saved">{t("savedDeals")}</Link>
            </Button>
          </li>
          <li>
            <Button asChild variant="outline">
              <Link href="/price-alerts">{saved("alertsTitle")}</Link>
            </Button>
          </li>
          <li>
            <Button asChild variant="outline">
              <Link href="/settings">{t("settings")}</Link>
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
