import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { NO_SAVED_TRIPS_ATTRIBUTE, SAVED_TRIPS_LIST_ATTRIBUTE } from "@/lib/pwa/offline-rules";
import { pageMetadata } from "@/lib/seo/metadata";

// The 'You are offline' page: prerendered per language and precached by the service worker
// (serwist.config.mjs), which serves it for any page the network cannot bring, with the trips saved
// on this device listed in its empty list (offlinePageHtml in lib/pwa/offline-rules.ts).
export const dynamic = "error";

export async function generateMetadata({ params }: PageProps<"/[locale]/offline">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Offline" });
  return pageMetadata({ locale, path: "/offline", title: t("title"), description: t("text"), noIndex: true });
}

export default async function OfflinePage({ params }: PageProps<"/[locale]/offline">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Offline");
  const link = "font-medium text-primary underline-offset-4 hover:underline";
  const listAttributes = { [SAVED_TRIPS_LIST_ATTRIBUTE]: "" };
  const noneAttributes = { [NO_SAVED_TRIPS_ATTRIBUTE]: "" };

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="text-lg text-muted-foreground">{t("text")}</p>
      <section aria-labelledby="saved-trips-heading" className="space-y-3 rounded-xl border bg-card p-5 shadow-sm">
        <h2 id="saved-trips-heading" className="text-lg font-semibold">
          {t("savedTrips")}
        </h2>
        <ul {...listAttributes} className="list-disc space-y-2 ps-5"></ul>
        <p {...noneAttributes} className="text-sm text-muted-foreground">
          {t("noSavedTrips")}
        </p>
      </section>
      <p className="flex flex-wrap gap-4">
        {/* The page is served at the address that failed: an empty href loads it again. */}
        <a href="" className={link}>
          {t("tryAgain")}
        </a>
        <a href={localizePath("/dashboard/trips", locale)} className={link}>
          {t("myTrips")}
        </a>
      </p>
    </div>
  );
}
