import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LanguageForm, PasswordForm, ProfileForm } from "@/components/account/settings-forms";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import { isLocale, localeInfo, locales, type Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/settings">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Settings" });
  return pageMetadata({ locale: locale as Locale, path: "/settings", title: t("metaTitle"), description: t("metaTitle"), noIndex: true });
}

export default async function SettingsPage({ params }: PageProps<"/[locale]/settings">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser({ locale: locale as Locale, path: "/settings" });
  const t = await getTranslations("Settings");
  const languageOptions = locales.map((code) => ({ code, label: `${localeInfo[code].nativeName} (${localeInfo[code].name})` }));

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t("heading")}</h1>
      <ProfileForm initial={{ name: user.name ?? "", username: user.username, email: user.email }} />
      <PasswordForm />
      <LanguageForm initial={isLocale(user.preferredLanguage) ? user.preferredLanguage : locale} options={languageOptions} />
      <section aria-labelledby="delete-heading" className="space-y-3 rounded-xl border border-destructive/40 bg-card p-6 shadow-sm">
        <h2 id="delete-heading" className="text-lg font-semibold">
          {t("deleteHeading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("deleteText")}</p>
        <Button asChild variant="destructive">
          <Link href="/account/delete">{t("deleteLink")}</Link>
        </Button>
      </section>
    </div>
  );
}
