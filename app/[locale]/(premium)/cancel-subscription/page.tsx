import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConfirmCancel } from "@/components/billing/manage-actions";
import { SubscriptionSummary } from "@/components/billing/subscription-summary";
import { buttonVariants } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guard";
import { getSubscriptionView } from "@/lib/billing/queries";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/cancel-subscription">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "PremiumManagement" });
  return pageMetadata({ locale: locale as Locale, path: "/cancel-subscription", title: t("cancelHeading"), description: t("cancelText"), noIndex: true });
}

export default async function CancelSubscriptionPage({ params }: PageProps<"/[locale]/cancel-subscription">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser({ locale: locale as Locale, path: "/cancel-subscription" });
  const t = await getTranslations("PremiumManagement");
  const view = await getSubscriptionView(user.id);
  const cancellable = view.is_premium_user && !view.cancel_at_period_end;

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("cancelHeading")}</h1>
      <SubscriptionSummary view={view} />
      {cancellable ? (
        <>
          <p>{t("cancelText")}</p>
          <ConfirmCancel />
        </>
      ) : (
        <div className="space-y-3">
          <p>{view.cancel_at_period_end ? t("cancelPending") : t("noSubscription")}</p>
          <Link href="/premium-management" className={buttonVariants({ variant: "outline" })}>{t("backToManagement")}</Link>
        </div>
      )}
    </div>
  );
}
