import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { itineraryToDraft } from "@/components/companions/merge";
import { TripSyncMessages } from "@/components/companions/sync-messages";
import { ManualPlanner, type PlannerDraft } from "@/components/planner/manual-planner";
import { JsonLd } from "@/components/seo/json-ld";
import { isAppError } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/queries";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { getItinerary } from "@/lib/itineraries/service";
import { listPlannableDestinations } from "@/lib/places/queries";
import { resolvePlaceRef } from "@/lib/planner/place-ref";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";

export async function generateMetadata({ params }: PageProps<"/[locale]/trip-planner">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Planner" });
  return pageMetadata({ locale, path: "/trip-planner", title: t("manualTitle"), description: t("manualDescription") });
}

/**
 * An itinerary the user owns or edits, opened for editing (?edit=id), as the planner's starting draft and its version.
 * The only session the page reads: without ?edit= it is the same page for everybody (stored and shared with members,
 * docs/caching.md), and a member's ?edit= address is rendered for them (server/page-cache.ts: MEMBER_QUERY).
 */
async function editDraft(id: string | undefined): Promise<{ id: string; draft: PlannerDraft; version: number } | null> {
  if (!id) return null;
  const user = await getCurrentUser();
  if (!user) return null;
  try {
    const itinerary = await getItinerary(user.id, id);
    // A viewer reads the trip; the planner starts a new one for them.
    if (itinerary.role === "viewer") return null;
    return { id: itinerary.id, draft: itineraryToDraft(itinerary), version: itinerary.version };
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") return null;
    throw error;
  }
}

export default async function TripPlannerPage({ params, searchParams }: PageProps<"/[locale]/trip-planner">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { edit, place } = await searchParams;
  const t = await getTranslations("Planner");
  const [destinations, editing, added] = await Promise.all([listPlannableDestinations(), editDraft(typeof edit === "string" ? edit : undefined), resolvePlaceRef(place)]);

  const planner = <ManualPlanner destinations={destinations.map(({ slug, name, country }) => ({ slug, name, country }))} initial={editing?.draft ?? null} itineraryId={editing?.id ?? null} addStop={added} version={editing?.version ?? null} />;

  return (
    <div className="space-y-6">
      <Breadcrumbs items={[{ name: t("manualTitle"), path: "/trip-planner" }]} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebApplication",
          name: t("manualTitle"),
          url: `${siteUrl()}${localizePath("/trip-planner", locale)}`,
          applicationCategory: "TravelApplication",
          operatingSystem: "Any",
          description: t("manualDescription"),
          offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
        }}
      />
      <header>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("manualTitle")}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t("manualIntro")}</p>
        <p className="mt-2 text-sm">
          <Link href="/ai-trip-planner" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("aiLink")}
          </Link>
        </p>
      </header>
      {added && (
        <p className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm" data-testid="added-place">
          {t("addedFromLink", { name: added.name })}
        </p>
      )}
      <noscript>
        <p className="rounded-md border p-4">{t("needsScript")}</p>
      </noscript>
      {editing ? <TripSyncMessages locale={locale}>{planner}</TripSyncMessages> : planner}
    </div>
  );
}
