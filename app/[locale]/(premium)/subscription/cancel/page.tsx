import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamic = "error";

export async function generateMetadata({ params }: PageProps<"/[locale]/subscription/cancel">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Billing" });
  return pageMetadata({ locale, path: "/subscription/cancel", title: t("canceledHeading"), description: t("canceledText"), noIndex: true });
}

export default async function CheckoutCanceledPage({ params }: PageProps<"/[locale]/subscription/cancel">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Billing");
  return (
    <div className="space-y-4 text-center">
      <h1 className="text-3xl font-bold">{t("canceledHeading")}</h1>
      <p className="text-muted-foreground">{t("canceledText")}</p>
      <Link href="/subscription" className={buttonVariants()}>{t("backToPlans")}</Link>
    </div>
  );
}
