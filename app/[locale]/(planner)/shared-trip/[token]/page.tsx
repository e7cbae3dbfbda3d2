import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ItineraryDays } from "@/components/planner/itinerary-days";
import { routing } from "@/lib/i18n/routing";
import { sharePath } from "@/lib/itineraries/paths";
import { getSharedItinerary } from "@/lib/itineraries/service";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamic = "force-dynamic";

async function load(params: PageProps<"/[locale]/shared-trip/[token]">["params"]) {
  const { locale, token } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const itinerary = await getSharedItinerary(token);
  if (!itinerary) notFound();
  return { locale, token, itinerary };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/shared-trip/[token]">): Promise<Metadata> {
  const { locale, token, itinerary } = await load(params);
  const t = await getTranslations({ locale, namespace: "Planner" });
  return pageMetadata({ locale, path: sharePath(token), title: itinerary.title, description: t("sharedNote"), noIndex: true });
}

// A read-only copy for anyone holding the link; revoking the link makes this a 404.
export default async function SharedTripPage({ params }: PageProps<"/[locale]/shared-trip/[token]">) {
  const { locale, itinerary } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations("Planner");
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <p className="text-sm font-medium text-muted-foreground">{t("sharedTitle")}</p>
        <h1 className="text-3xl font-bold tracking-tight">{itinerary.title}</h1>
        <p className="text-muted-foreground">
          {[itinerary.destination ? `${itinerary.destination.name}, ${itinerary.destination.country}` : null, t("daysCount", { count: itinerary.days.length }), t("stopsCount", { count: itinerary.stopCount })].filter(Boolean).join(" · ")}
        </p>
        <p className="text-sm text-muted-foreground">{t("sharedNote")}</p>
      </header>
      <ItineraryDays days={itinerary.days} />
    </div>
  );
}
