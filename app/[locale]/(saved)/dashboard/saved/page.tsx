import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SavedDealList } from "@/components/saved/saved-deal-list";
import { requireUser } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { listAlerts } from "@/lib/saved/alerts";
import { listFavoriteDeals } from "@/lib/saved/favorites";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/dashboard/saved">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "saved" });
  return pageMetadata({ locale: locale as Locale, path: "/dashboard/saved", title: t("dashboardTitle"), description: t("favoritesDescription"), noIndex: true });
}

export default async function DashboardSavedPage({ params }: PageProps<"/[locale]/dashboard/saved">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser({ locale: locale as Locale, path: "/dashboard/saved" });
  const t = await getTranslations("saved");
  const [deals, alerts] = await Promise.all([listFavoriteDeals(user.id), listAlerts(user.id)]);
  const activeAlerts = alerts.filter((alert) => alert.active).length;
  return (
    <div className="space-y-6">
      <nav aria-label={t("dashboardTitle")} className="text-sm">
        <Link href="/dashboard" className="text-primary underline-offset-4 hover:underline">
          {t("backToDashboard")}
        </Link>
      </nav>
      <h1 className="text-3xl font-bold">{t("dashboardTitle")}</h1>
      <section aria-labelledby="saved-alerts-heading" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-5 shadow-sm">
        <div>
          <h2 id="saved-alerts-heading" className="text-lg font-semibold">
            {t("alertsTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("alertCounts", { active: activeAlerts, total: alerts.length })}</p>
        </div>
        <Link href="/price-alerts" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("manageAlerts")}
        </Link>
      </section>
      <section aria-labelledby="saved-deals-heading" className="space-y-4">
        <h2 id="saved-deals-heading" className="text-xl font-semibold">
          {t("favoritesTitle")}
        </h2>
        <SavedDealList deals={deals} />
      </section>
    </div>
  );
}
