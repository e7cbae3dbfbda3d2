import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamic = "error";

const sectionIds = ["service", "accounts", "premium", "bookings", "ai-content", "acceptable-use", "content", "liability", "termination", "changes", "contact"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/terms">): Promise<Metadata> {
  const { locale } = await params;
  // Files like /favicon.ico reach [locale] too: answer 404 rather than a metadata error.
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Terms" });
  return pageMetadata({ locale, path: "/terms", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function TermsPage({ params }: PageProps<"/[locale]/terms">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalDocument namespace="Terms" path="/terms" sectionIds={sectionIds} icon="file-text" />;
}
