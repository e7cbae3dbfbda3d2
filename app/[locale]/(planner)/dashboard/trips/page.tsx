import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { OfflineTripBadge } from "@/components/pwa/offline-trip-badge";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { requireUser } from "@/lib/auth/guard";
import { getEntitlements } from "@/lib/billing/entitlements";
import { isAppError } from "@/lib/api/errors";
import { Link, redirect } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";
import { itineraryPath } from "@/lib/itineraries/paths";
import { countItineraries, listItineraries } from "@/lib/itineraries/service";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/dashboard/trips">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Planner" });
  return pageMetadata({ locale, path: "/dashboard/trips", title: t("tripsTitle"), description: t("tripsDescription"), noIndex: true });
}

export default async function TripsPage({ params, searchParams }: PageProps<"/[locale]/dashboard/trips">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const user = await requireUser({ locale, path: "/dashboard/trips" });
  const t = await getTranslations("Planner");
  const paging = await getTranslations("TripsPaging");
  const companions = await getTranslations("Companions");
  const format = await getFormatter();
  const rawCursor = (await searchParams).cursor;
  const cursor = typeof rawCursor === "string" && rawCursor ? rawCursor : null;
  // A stale or edited cursor starts over at the newest trips rather than failing the page.
  const page = await listItineraries(user.id, { cursor }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "bad_request") redirect({ href: "/dashboard/trips", locale });
    throw error;
  });
  const [total, entitlements] = await Promise.all([countItineraries(user.id), getEntitlements(user.id)]);
  const trips = page.itineraries;
  const limit = entitlements.limits.ai_itinerary;

  return (
    <div className="space-y-6">
      <Breadcrumbs items={[{ name: t("dashboard"), path: "/dashboard" }, { name: t("tripsTitle"), path: "/dashboard/trips" }]} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("tripsTitle")}</h1>
        <div className="flex flex-wrap gap-2">
          <Link href="/ai-trip-planner" className={buttonVariants({ variant: "highlight" })}>
            {t("planTrip")}
          </Link>
          <Link href="/trip-planner" className={buttonVariants({ variant: "outline" })}>
            {t("planManual")}
          </Link>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {limit === null ? t("usageUnlimited") : t("usage", { used: Math.min(entitlements.used.ai_itinerary, limit), limit })}{" "}
        {limit !== null && (
          <Link href="/subscription" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("upgrade")}
          </Link>
        )}
      </p>
      {total > 0 && <p className="text-sm">{paging("total", { count: total })}</p>}
      {trips.length === 0 ? (
        <EmptyState>{t("tripsEmpty")}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {trips.map((trip) => (
            <li key={trip.id} className="rounded-xl border bg-card p-5 shadow-sm">
              <h2 className="text-lg font-semibold">
                <Link href={itineraryPath(trip.id)} className="hover:underline">
                  {trip.title}
                </Link>
              </h2>
              <OfflineTripBadge tripId={trip.id} />
              <p className="text-sm text-muted-foreground">
                {[trip.destination?.name, trip.startDate ? format.dateTime(new Date(`${trip.startDate}T12:00:00Z`), { dateStyle: "medium", timeZone: "UTC" }) : null, t("stopsCount", { count: trip.stopCount }), t(`origin.${trip.origin}`), trip.shareToken ? t("shared") : null, trip.role !== "owner" ? companions("sharedWithYou") : null]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">{t("updated", { date: format.dateTime(new Date(trip.updatedAt), { dateStyle: "medium" }) })}</p>
            </li>
          ))}
        </ul>
      )}
      {(cursor || page.nextCursor) && (
        <nav aria-label={paging("navLabel")} className="flex flex-wrap gap-2">
          {cursor && (
            <Link href="/dashboard/trips" className={buttonVariants({ variant: "outline" })}>
              {paging("newest")}
            </Link>
          )}
          {page.nextCursor && (
            <Link href={`/dashboard/trips?cursor=${encodeURIComponent(page.nextCursor)}`} rel="next" className={buttonVariants({ variant: "outline" })}>
              {paging("older")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
