import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamic = "error";

const sectionIds = ["how-we-earn", "partners", "independence", "labelling", "ad-standards", "work-with-us"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/affiliate-partnerships">): Promise<Metadata> {
  const { locale } = await params;
  // Files like /favicon.ico reach [locale] too: answer 404 rather than a metadata error.
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Partnerships" });
  return pageMetadata({ locale, path: "/affiliate-partnerships", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function PartnershipsPage({ params }: PageProps<"/[locale]/affiliate-partnerships">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalDocument namespace="Partnerships" path="/affiliate-partnerships" sectionIds={sectionIds} icon="handshake" />;
}
