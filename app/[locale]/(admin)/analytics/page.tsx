import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminFrame } from "@/components/admin/admin-frame";
import { ClickReportView } from "@/components/admin/click-report-view";
import { getClickReport } from "@/lib/admin/click-report";
import { requireAdminPage } from "@/lib/admin/guard";
import { parseReportPeriod } from "@/lib/admin/periods";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/analytics">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return pageMetadata({ locale: locale as Locale, path: "/analytics", title: t("analyticsHeading"), description: t("analyticsIntro"), noIndex: true });
}

export default async function AnalyticsPage({ params, searchParams }: PageProps<"/[locale]/analytics">) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdminPage({ locale: locale as Locale, path: "/analytics" });
  const t = await getTranslations("admin");
  const report = await getClickReport({ days: parseReportPeriod((await searchParams).days), topDeals: 50 });
  return (
    <AdminFrame heading={t("analyticsHeading")} current="/analytics">
      <p className="text-muted-foreground">{t("analyticsIntro")}</p>
      <ClickReportView report={report} basePath="/analytics" />
    </AdminFrame>
  );
}
