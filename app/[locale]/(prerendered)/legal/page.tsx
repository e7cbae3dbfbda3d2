import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamic = "error";

const sectionIds = ["earnings", "advertising", "gdpr", "cookies", "accuracy", "trademarks"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/legal">): Promise<Metadata> {
  const { locale } = await params;
  // Files like /favicon.ico reach [locale] too: answer 404 rather than a metadata error.
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Legal" });
  return pageMetadata({ locale, path: "/legal", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function LegalPage({ params }: PageProps<"/[locale]/legal">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalDocument namespace="Legal" path="/legal" sectionIds={sectionIds} icon="scale" />;
}
