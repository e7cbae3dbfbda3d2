import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoginForm } from "@/components/account/auth-tabs";
import { isDemoMode } from "@/lib/demo";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/demo-login">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Auth" });
  return pageMetadata({ locale: locale as Locale, path: "/demo-login", title: t("demoMetaTitle"), description: t("demoIntro"), noIndex: true });
}

// /demo-login: only with DEMO_MODE=1 (404 otherwise); success goes to /.
export default async function DemoLoginPage({ params }: PageProps<"/[locale]/demo-login">) {
  if (!isDemoMode()) notFound();
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Auth");
  return (
    <section className="mx-auto max-w-md rounded-xl border bg-card p-6 shadow-sm">
      <h1 className="mb-1 text-2xl font-bold">{t("demoHeading")}</h1>
      <p className="mb-6 text-sm text-muted-foreground">{t("demoIntro")}</p>
      <LoginForm redirectTo="/" endpoint="/api/special-login" />
    </section>
  );
}
