import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PriceAlertsManager } from "@/components/saved/price-alerts-manager";
import { requireUser } from "@/lib/auth/guard";
import { FREE_ACTIVE_ALERT_LIMIT } from "@/lib/billing/entitlements";
import { dealKinds } from "@/lib/deals/kinds";
import type { Locale } from "@/lib/i18n/locales";
import { listAlertPlaces, listAlerts } from "@/lib/saved/alerts";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/price-alerts">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "saved" });
  return pageMetadata({ locale: locale as Locale, path: "/price-alerts", title: t("alertsTitle"), description: t("alertsDescription"), noIndex: true });
}

export default async function PriceAlertsPage({ params }: PageProps<"/[locale]/price-alerts">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser({ locale: locale as Locale, path: "/price-alerts" });
  const t = await getTranslations("saved");
  const kindNames = await getTranslations("DealKinds");
  const [alerts, places] = await Promise.all([listAlerts(user.id), listAlertPlaces()]);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{t("alertsTitle")}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{t("alertsDescription")}</p>
      </header>
      <PriceAlertsManager
        initialAlerts={alerts}
        places={places}
        kinds={dealKinds.map((kind) => ({ value: kind, label: kindNames(kind) }))}
        isPremium={user.isPremiumUser}
        freeLimit={FREE_ACTIVE_ALERT_LIMIT}
      />
    </div>
  );
}
