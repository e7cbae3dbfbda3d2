import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { CompanionsSection } from "@/components/companions/companions-section";
import { TripLiveRefresh } from "@/components/companions/trip-live-refresh";
import { ItineraryDays } from "@/components/planner/itinerary-days";
import { PrintButton } from "@/components/planner/print-button";
import { TripBudget } from "@/components/planner/trip-budget";
import { TripExtras } from "@/components/planner/trip-extras";
import { buttonVariants } from "@/components/ui/button-variants";
import { isAppError } from "@/lib/api/errors";
import { FIRST_CALENDAR_DATE, LAST_CALENDAR_DATE } from "@/lib/dates/calendar-date";
import { requireUser } from "@/lib/auth/guard";
import { companionFormErrorParam } from "@/lib/companions/form-errors";
import { listTripPeople } from "@/lib/companions/service";
import { Link } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { itineraryPath, sharePath } from "@/lib/itineraries/paths";
import { getItinerary } from "@/lib/itineraries/service";
import { getTripDeals, getTripTips } from "@/lib/planner/queries";
import { TRIP_ID_ATTRIBUTE, TRIP_TITLE_ATTRIBUTE } from "@/lib/pwa/offline-rules";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { localizePath } from "@/lib/i18n/paths";
import { removeItinerary, renameItinerary, shareItinerary } from "./actions";
import { tripFormError } from "./form-errors";

export const dynamic = "force-dynamic";

async function load(params: PageProps<"/[locale]/itinerary-view/[id]">["params"]) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const user = await requireUser({ locale, path: itineraryPath(id) });
  try {
    return { locale, user, itinerary: await getItinerary(user.id, id) };
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: PageProps<"/[locale]/itinerary-view/[id]">): Promise<Metadata> {
  const { locale, itinerary } = await load(params);
  const t = await getTranslations({ locale, namespace: "Planner" });
  return pageMetadata({ locale, path: itineraryPath(itinerary.id), title: itinerary.title, description: t("viewDescription"), noIndex: true });
}

export default async function ItineraryViewPage({ params, searchParams }: PageProps<"/[locale]/itinerary-view/[id]">) {
  const { locale, user, itinerary } = await load(params);
  const query = await searchParams;
  const people = await listTripPeople(user.id, itinerary.id);
  const isOwner = itinerary.role === "owner";
  const companions = await getTranslations("Companions");
  const aiFallback = query.notice === "ai-fallback";
  const formError = tripFormError(query.error);
  setRequestLocale(locale);
  const t = await getTranslations("Planner");
  const errors = await getTranslations("RequestErrors");
  const [deals, tips] = await Promise.all([itinerary.destination ? getTripDeals(itinerary.destination.slug) : [], getTripTips(itinerary.days)]);
  const exportBase = `/api/itineraries/${itinerary.id}/export`;
  const sharedPath = itinerary.shareToken ? localizePath(sharePath(itinerary.shareToken), locale) : null;
  const shareUrl = sharedPath ? `${siteUrl()}${sharedPath}` : null;
  const input = "rounded-md border border-input bg-background px-3 py-1.5 text-sm";

  // The marks the service worker keeps the trip for offline use by (lib/pwa/offline-rules.ts).
  const offlineMarks = { [TRIP_ID_ATTRIBUTE]: itinerary.id, [TRIP_TITLE_ATTRIBUTE]: itinerary.title };

  return (
    <div className="space-y-8" {...offlineMarks}>
      <div className="print:hidden">
        <Breadcrumbs
          items={[
            { name: t("tripsTitle"), path: "/dashboard/trips" },
            { name: itinerary.title, path: itineraryPath(itinerary.id) },
          ]}
        />
      </div>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{itinerary.title}</h1>
        <p className="text-muted-foreground">
          {[itinerary.destination ? `${itinerary.destination.name}, ${itinerary.destination.country}` : null, t("daysCount", { count: itinerary.days.length }), t("stopsCount", { count: itinerary.stopCount }), t(`origin.${itinerary.origin}`)]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {aiFallback && (
          <p role="status" className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm dark:bg-amber-950/30">
            {t("aiFallbackNotice")}
          </p>
        )}
        {itinerary.origin === "ai" && <p className="text-sm text-muted-foreground">{t("aiVerifiedNote")}</p>}
        {!isOwner && (
          <p className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm" data-testid="shared-by">
            {companions(itinerary.role === "editor" ? "sharedByEditor" : "sharedByViewer", { name: people.owner.name })}
          </p>
        )}
        {people.companions.length > 0 && <TripLiveRefresh itineraryId={itinerary.id} version={itinerary.version} updatedLabel={companions("pageUpdated")} />}
        {itinerary.notes && <p className="whitespace-pre-line">{itinerary.notes}</p>}
        <div className="flex flex-wrap gap-2 pt-2 print:hidden">
          {itinerary.startDate ? (
            <a href={`${exportBase}?format=ics`} className={buttonVariants({ variant: "outline", size: "sm" })} download>
              {t("exportIcs")}
            </a>
          ) : (
            <span className="self-center text-sm text-muted-foreground">{t("icsNeedsDate")}</span>
          )}
          <a href={`${exportBase}?format=gpx`} className={buttonVariants({ variant: "outline", size: "sm" })} download>
            {t("exportGpx")}
          </a>
          <PrintButton label={t("print")} />
          {itinerary.role !== "viewer" && (
            <Link href={`/trip-planner?edit=${itinerary.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("editInPlanner")}
            </Link>
          )}
        </div>
      </header>

      <ItineraryDays days={itinerary.days} />

      {itinerary.budget && <TripBudget budget={itinerary.budget} locale={locale} />}

      <TripExtras destinationName={itinerary.destination?.name ?? null} deals={deals} tips={tips} />

      <CompanionsSection
        locale={locale}
        itineraryId={itinerary.id}
        userId={user.id}
        people={people}
        error={companionFormErrorParam(query.companions)}
        invited={typeof query.invited === "string" ? query.invited.slice(0, 254) : null}
        changed={query.changed === "1"}
      />

      {isOwner && (
        <section aria-labelledby="manage-heading" className="space-y-5 rounded-xl border bg-card p-5 shadow-sm print:hidden">
          <h2 id="manage-heading" className="text-lg font-semibold">
            {t("manageTitle")}
          </h2>
          {formError && (
            <p role="alert" id="manage-error" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
              {errors(formError)}
            </p>
          )}
          <form action={renameItinerary} className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="id" value={itinerary.id} />
            <label className="text-sm">
              <span className="block font-medium">{t("titleLabel")}</span>
              <input name="title" defaultValue={itinerary.title} maxLength={120} required className={input} aria-invalid={formError === "title" ? true : undefined} aria-describedby={formError === "title" ? "manage-error" : undefined} />
            </label>
            <label className="text-sm">
              <span className="block font-medium">{t("startDateLabel")}</span>
              <input name="startDate" type="date" defaultValue={itinerary.startDate ?? ""} min={FIRST_CALENDAR_DATE} max={LAST_CALENDAR_DATE} className={input} aria-invalid={formError === "startDate" ? true : undefined} aria-describedby={formError === "startDate" ? "manage-error" : undefined} />
            </label>
            <button type="submit" className={buttonVariants({ variant: "secondary", size: "sm" })}>
              {t("saveChanges")}
            </button>
          </form>
          <div id="share" className="space-y-2">
            <h3 className="font-medium">{t("shareTitle")}</h3>
            <p className="text-sm text-muted-foreground">{t("shareNote")}</p>
            {shareUrl && (
              <p className="text-sm">
                <span className="font-medium">{t("shareLinkLabel")}: </span>
                <a href={sharedPath!} className="break-all text-primary underline" data-testid="share-link">
                  {shareUrl}
                </a>
              </p>
            )}
            <form action={shareItinerary} className="flex flex-wrap gap-2">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="id" value={itinerary.id} />
              <button type="submit" name="shared" value="1" className={buttonVariants({ variant: "outline", size: "sm" })}>
                {shareUrl ? t("shareRenew") : t("shareCreate")}
              </button>
              {shareUrl && (
                <button type="submit" name="shared" value="0" className={buttonVariants({ variant: "outline", size: "sm" })}>
                  {t("shareRevoke")}
                </button>
              )}
            </form>
          </div>
          <form action={removeItinerary}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="id" value={itinerary.id} />
            <button type="submit" className={buttonVariants({ variant: "destructive", size: "sm" })}>
              {t("delete")}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}
