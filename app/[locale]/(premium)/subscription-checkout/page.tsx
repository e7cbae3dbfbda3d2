import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CheckoutRedirect } from "@/components/billing/checkout-redirect";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamic = "error";

export async function generateMetadata({ params }: PageProps<"/[locale]/subscription-checkout">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Checkout" });
  return pageMetadata({ locale, path: "/subscription-checkout", title: t("heading"), description: t("text"), noIndex: true });
}

export default async function SubscriptionCheckoutPage({ params }: PageProps<"/[locale]/subscription-checkout">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CheckoutRedirect />;
}
