import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DeleteAccountForm } from "@/components/account/account-forms";
import { requireUser } from "@/lib/auth/guard";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/account/delete">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Account" });
  return pageMetadata({ locale: locale as Locale, path: "/account/delete", title: t("deleteMetaTitle"), description: t("deleteWarning"), noIndex: true });
}

export default async function DeleteAccountPage({ params }: PageProps<"/[locale]/account/delete">) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser({ locale: locale as Locale, path: "/account/delete" });
  const t = await getTranslations("Account");
  return (
    <section className="mx-auto max-w-md space-y-4 rounded-xl border border-destructive/40 bg-card p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t("deleteHeading")}</h1>
      <p role="note" className="text-sm">
        {t("deleteWarning")}
      </p>
      <DeleteAccountForm />
    </section>
  );
}
