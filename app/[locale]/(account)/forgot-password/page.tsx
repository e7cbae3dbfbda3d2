import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ResetRequestForm } from "@/components/account/auth-tabs";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/forgot-password">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Auth" });
  return pageMetadata({ locale: locale as Locale, path: "/forgot-password", title: t("forgotMetaTitle"), description: t("resetIntro"), noIndex: true });
}

export default async function ForgotPasswordPage({ params }: PageProps<"/[locale]/forgot-password">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Auth");
  return (
    <section className="mx-auto max-w-md space-y-4 rounded-xl border bg-card p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t("forgotHeading")}</h1>
      <ResetRequestForm />
      <Link href="/auth" className="text-sm text-primary underline-offset-4 hover:underline">
        {t("backToSignIn")}
      </Link>
    </section>
  );
}
