import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DealList } from "@/components/deals/deal-card";
import { EventDates } from "@/components/experiences/event-dates";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { eventJsonLd } from "@/lib/experiences/json-ld";
import { DEAL_WINDOW_DAYS, getDealsAroundDates, getDealsAtDestination, getEvent } from "@/lib/experiences/queries";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";

type Props = PageProps<"/[locale]/events/[slug]">;
// Upcoming dates depend on today's date.
export const dynamic = "force-dynamic";

async function load(params: Props["params"]) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const event = await getEvent(slug);
  if (!event) notFound();
  return { locale, event };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, event } = await load(params);
  const t = await getTranslations({ locale, namespace: "Experiences" });
  return pageMetadata({
    locale,
    path: `/events/${event.slug}`,
    title: t("event.metaTitle", { name: event.name, place: event.destinationName }),
    description: event.summary,
  });
}

// GET /events/{slug}: one event, its upcoming dates, and deals around the next one.
export default async function EventPage({ params }: Props) {
  const { locale, event } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations("Experiences");
  const next = event.occurrences[0];
  const deals = next ? await getDealsAroundDates(event.destinationSlug, next.startDate, next.endDate, 6) : [];
  // None around the dates (partners list a few months ahead): what the destination offers now.
  const otherDates = deals.length === 0 ? await getDealsAtDestination(event.destinationSlug, 3) : [];
  const path = `/events/${event.slug}`;
  const pageUrl = `${siteUrl()}${localizePath(path, locale)}`;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("events.title"), path: "/events" }, { name: event.name, path }]} />
      <header className="mt-6">
        <p className="text-sm font-medium text-primary">{t(`eventCategory.${event.category}`)}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight md:text-4xl">{event.name}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{event.summary}</p>
      </header>

      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t("event.where")}</dt>
        <dd>
          {event.place},{" "}
          {/* Underlined: inside a line of text a link must not stand out by its colour alone (axe: link-in-text-block). */}
          <Link href={`/destinations/${event.destinationSlug}`} prefetch={false} className="text-primary underline underline-offset-2">
            {event.destinationName}
          </Link>
          , {event.destinationCountry}
        </dd>
        <dt className="text-muted-foreground">{t("event.when")}</dt>
        <dd>{next ? <EventDates {...next} /> : t("event.noUpcoming")}</dd>
        <dt className="text-muted-foreground">{t("event.officialSite")}</dt>
        <dd>
          <a href={event.url} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
            {new URL(event.url).hostname}
          </a>
        </dd>
      </dl>

      {event.occurrences.length > 1 && (
        <section aria-labelledby="event-dates" className="mt-8">
          <h2 id="event-dates" className="text-xl font-semibold">
            {t("event.upcomingDates")}
          </h2>
          <ul className="mt-3 list-disc ps-5 text-sm">
            {event.occurrences.map((occurrence) => (
              <li key={occurrence.startDate}>
                <EventDates {...occurrence} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {event.occurrences.some((occurrence) => occurrence.approximate) && <p className="mt-4 text-sm text-muted-foreground">{t("events.approximateNote")}</p>}

      {next && (
        <section aria-labelledby="event-deals" className="mt-10">
          <h2 id="event-deals" className="text-xl font-semibold">
            {t("event.dealsHeading")}
          </h2>
          <p className="mb-4 mt-1 text-sm text-muted-foreground">{t("event.dealsWindow", { days: DEAL_WINDOW_DAYS })}</p>
          <DealList deals={deals} emptyText={t("event.dealsEmpty")} />
          {otherDates.length > 0 && (
            <>
              <h3 className="mb-3 mt-6 font-semibold">{t("event.otherDates", { place: event.destinationName })}</h3>
              <DealList deals={otherDates} />
            </>
          )}
          <p className="mt-4 text-sm">
            <Link href={`/search?destination=${event.destinationSlug}`} prefetch={false} className="text-primary hover:underline">
              {t("event.moreDeals", { place: event.destinationName })}
            </Link>
          </p>
        </section>
      )}

      <p className="mt-10 text-xs text-muted-foreground">{t("event.source", { source: event.source, asOf: event.asOf })}</p>
      {event.occurrences.length > 0 && <JsonLd data={event.occurrences.map((occurrence) => eventJsonLd({ ...event, ...occurrence }, pageUrl))} />}
    </div>
  );
}
