import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminLoginForm } from "@/components/account/account-forms";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin-login">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Auth" });
  return pageMetadata({ locale: locale as Locale, path: "/admin-login", title: t("adminMetaTitle"), description: t("adminIntro"), noIndex: true });
}

export default async function AdminLoginPage({ params }: PageProps<"/[locale]/admin-login">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Auth");
  return (
    <section className="mx-auto max-w-md rounded-xl border bg-card p-6 shadow-sm">
      <h1 className="mb-1 text-2xl font-bold">{t("adminHeading")}</h1>
      <p className="mb-6 text-sm text-muted-foreground">{t("adminIntro")}</p>
      <AdminLoginForm />
    </section>
  );
}
