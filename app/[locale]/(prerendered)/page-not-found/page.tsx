import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NotFoundScreen } from "@/components/layout/not-found-screen";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";

export const dynamic = "error";

// The 404 screen (docs/features/site-wide.md, Screens) inside the site's layout, prerendered once per locale. The production
// server answers every page that is not found with it, status 404 (server/app-server.ts):
// a page that calls notFound() and a path no page matches alike, so the screen and its title are
// in the HTML. Not a page of the registry: its own address also answers 404.
export async function generateMetadata({ params }: PageProps<"/[locale]/page-not-found">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return { title: t("metaTitle"), robots: { index: false, follow: true } };
}

export default async function PageNotFound({ params }: PageProps<"/[locale]/page-not-found">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("NotFound");
  return <NotFoundScreen title={t("title")} text={t("text")} homeLabel={t("goHome")} homeHref={localizePath("/", locale as Locale)} />;
}
