import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { VerifyEmail } from "@/components/account/account-forms";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/verify-email">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Auth" });
  return pageMetadata({ locale: locale as Locale, path: "/verify-email", title: t("verifyMetaTitle"), description: t("verifyHeading"), noIndex: true });
}

export default async function VerifyEmailPage({ params, searchParams }: PageProps<"/[locale]/verify-email">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const t = await getTranslations("Auth");
  return (
    <section className="mx-auto max-w-md space-y-4 rounded-xl border bg-card p-6 text-center shadow-sm">
      <h1 className="text-2xl font-bold">{t("verifyHeading")}</h1>
      {typeof token === "string" && token ? <VerifyEmail token={token} /> : <p>{t("verifyNoToken")}</p>}
    </section>
  );
}
