import { CircleCheck } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/verification-success">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Auth" });
  return pageMetadata({ locale: locale as Locale, path: "/verification-success", title: t("successMetaTitle"), description: t("successText"), noIndex: true });
}

export default async function VerificationSuccessPage({ params }: PageProps<"/[locale]/verification-success">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Auth");
  return (
    <section className="mx-auto max-w-md space-y-4 rounded-xl border bg-card p-6 text-center shadow-sm">
      <CircleCheck aria-hidden className="mx-auto size-12 text-primary" />
      <h1 className="text-2xl font-bold">{t("successHeading")}</h1>
      <p className="text-muted-foreground">{t("successText")}</p>
      <Button asChild>
        <Link href="/dashboard">{t("goToDashboard")}</Link>
      </Button>
    </section>
  );
}
