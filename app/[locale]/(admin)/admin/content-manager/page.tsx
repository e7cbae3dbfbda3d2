import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConsolePage } from "@/components/admin/console-page";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/content-manager">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return pageMetadata({ locale: locale as Locale, path: "/admin/content-manager", title: t("contentHeading"), description: t("dashboardDescription"), noIndex: true });
}

export default async function ContentManagerPage({ params, searchParams }: PageProps<"/[locale]/admin/content-manager">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { tab } = await searchParams;
  return <ConsolePage locale={locale as Locale} path="/admin/content-manager" defaultTab="news" tab={tab} />;
}
