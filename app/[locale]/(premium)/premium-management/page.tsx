import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ManageActions } from "@/components/billing/manage-actions";
import { SubscriptionSummary } from "@/components/billing/subscription-summary";
import { buttonVariants } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guard";
import { getSubscriptionView } from "@/lib/billing/queries";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/premium-management">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "PremiumManagement" });
  return pageMetadata({ locale: locale as Locale, path: "/premium-management", title: t("heading"), description: t("heading"), noIndex: true });
}

export default async function PremiumManagementPage({ params }: PageProps<"/[locale]/premium-management">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser({ locale: locale as Locale, path: "/premium-management" });
  const t = await getTranslations("PremiumManagement");
  const view = await getSubscriptionView(user.id);
  const hasSubscription = view.plan !== null && ["active", "trialing", "past_due"].includes(view.subscription_status);

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("heading")}</h1>
      <SubscriptionSummary view={view} />
      {view.cancel_at_period_end ? <p role="status">{t("cancelPending")}</p> : null}
      {view.plan ? (
        <ManageActions hasSubscription={hasSubscription} cancelAtPeriodEnd={view.cancel_at_period_end} />
      ) : (
        <div className="space-y-3">
          <p>{t("noSubscription")}</p>
          <Link href="/subscription" className={buttonVariants({ variant: "highlight" })}>{t("upgrade")}</Link>
        </div>
      )}
    </div>
  );
}
