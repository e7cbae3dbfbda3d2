import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { verifyUnsubscribeToken } from "@/lib/saved/unsubscribe-token";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/price-alerts/unsubscribe">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "saved" });
  return pageMetadata({ locale: locale as Locale, path: "/price-alerts/unsubscribe", title: t("unsubscribeTitle"), description: t("unsubscribeText"), noIndex: true });
}

// The e-mail's unsubscribe link lands here: opening it changes nothing (mail scanners open
// links); the button posts the signed token, which pauses the alert without signing in.
export default async function UnsubscribePage({ params, searchParams }: PageProps<"/[locale]/price-alerts/unsubscribe">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations("saved");
  const token = typeof query.token === "string" ? query.token : "";
  const done = query.done === "1";
  const valid = !done && verifyUnsubscribeToken(token) !== null;
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl border bg-card p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{t("unsubscribeTitle")}</h1>
      {done ? (
        <p role="status">{t("unsubscribeDone")}</p>
      ) : valid ? (
        <form method="post" action={`/api/price-alerts/unsubscribe?token=${encodeURIComponent(token)}`} className="space-y-4">
          <p>{t("unsubscribeText")}</p>
          <input type="hidden" name="confirm" value="1" />
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit">{t("unsubscribeButton")}</Button>
        </form>
      ) : (
        <p role="alert">{t("unsubscribeInvalid")}</p>
      )}
      <p className="text-sm">
        <Link href="/price-alerts" className="text-primary underline-offset-4 hover:underline">
          {t("manageAlerts")}
        </Link>
      </p>
    </div>
  );
}
