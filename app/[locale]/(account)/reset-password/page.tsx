import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ResetPasswordForm } from "@/components/account/account-forms";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/reset-password">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Auth" });
  return pageMetadata({ locale: locale as Locale, path: "/reset-password", title: t("resetMetaTitle"), description: t("resetIntro"), noIndex: true });
}

export default async function ResetPasswordPage({ params, searchParams }: PageProps<"/[locale]/reset-password">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const t = await getTranslations("Auth");
  return (
    <section className="mx-auto max-w-md space-y-4 rounded-xl border bg-card p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t("resetHeading")}</h1>
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p role="alert">
          {t("resetMissingToken")}{" "}
          <Link href="/forgot-password" className="text-primary underline">
            {t("forgotHeading")}
          </Link>
        </p>
      )}
    </section>
  );
}
