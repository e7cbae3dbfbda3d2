import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { DealList } from "@/components/deals/deal-card";
import { Pagination } from "@/components/deals/pagination";
import { EventDates } from "@/components/experiences/event-dates";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { eventCategories } from "@/lib/experiences/kinds";
import { eventJsonLd } from "@/lib/experiences/json-ld";
import { getDealsAroundDates, getEventFilterOptions, listUpcomingEvents, type EventOccurrenceSummary } from "@/lib/experiences/queries";
import { parseEventSearch } from "@/lib/experiences/schema";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";

type Props = PageProps<"/[locale]/events">;
// Which events are upcoming depends on today's date.
export const dynamic = "force-dynamic";

const field = "flex flex-col gap-1 text-sm";
const control = "rounded-md border bg-background px-2 py-1.5 text-sm";
/** Upcoming events shown with their deals at the top of the first page. */
const FEATURED = 3;
/** Events per page: some two hundred are upcoming, and a list that long is slow to lay out on a phone. */
const EVENTS_PAGE_SIZE = 48;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: "Experiences" });
  const options = await getEventFilterOptions();
  // Filtered views are noindex; the list's further pages are not.
  const filtered = Object.keys(await searchParams).some((key) => key !== "page");
  return pageMetadata({ locale, path: "/events", title: t("events.metaTitle"), description: t("events.metaDescription", { count: options.total }), noIndex: filtered });
}

// GET /events: upcoming events month by month, filtered by category, destination and month.
export default async function EventsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Experiences");
  const format = await getFormatter();
  const input = parseEventSearch(await searchParams);
  const [upcoming, options] = await Promise.all([listUpcomingEvents(input), getEventFilterOptions()]);
  const pageCount = Math.max(1, Math.ceil(upcoming.length / EVENTS_PAGE_SIZE));
  const page = Math.min(input.page ?? 1, pageCount);
  const events = upcoming.slice((page - 1) * EVENTS_PAGE_SIZE, page * EVENTS_PAGE_SIZE);
  const featured = await Promise.all(
    (page === 1 ? events : [])
      .filter((event) => event.nearbyDeals > 0)
      .slice(0, FEATURED)
      .map(async (event) => ({ event, deals: await getDealsAroundDates(event.destinationSlug, event.startDate, event.endDate, 3) })),
  );
  const byMonth = new Map<string, EventOccurrenceSummary[]>();
  for (const event of events) {
    const month = input.month && event.startDate < `${input.month}-01` ? input.month : event.startDate.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), event]);
  }
  const monthName = (month: string) => format.dateTime(new Date(`${month}-01T00:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });
  const eventPath = (slug: string) => `/events/${slug}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs items={[{ name: t("events.title"), path: "/events" }]} />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("events.title")}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{t("events.intro", { count: options.total })}</p>
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">{t("events.approximateNote")}</p>
      </header>

      <form method="get" action="/events" aria-label={t("events.filters")} className="mt-8 grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className={field}>
          <span className="font-medium">{t("events.category")}</span>
          <select name="category" defaultValue={input.category ?? ""} className={control}>
            <option value="">{t("events.anyCategory")}</option>
            {eventCategories.map((category) => (
              <option key={category} value={category}>
                {t(`eventCategory.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          <span className="font-medium">{t("events.destination")}</span>
          <select name="destination" defaultValue={input.destination ?? ""} className={control}>
            <option value="">{t("events.anyDestination")}</option>
            {options.destinations.map((place) => (
              <option key={place.slug} value={place.slug}>
                {place.name}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          <span className="font-medium">{t("events.month")}</span>
          <select name="month" defaultValue={input.month ?? ""} className={control}>
            <option value="">{t("events.anyMonth")}</option>
            {options.months.map((month) => (
              <option key={month} value={month}>
                {monthName(month)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-3">
          <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary/90">
            {t("events.apply")}
          </button>
          <Link href="/events" prefetch={false} className="text-sm text-muted-foreground hover:underline">
            {t("events.reset")}
          </Link>
        </div>
      </form>

      {featured.length > 0 && (
        <section aria-labelledby="events-coming-up" className="mt-10">
          <h2 id="events-coming-up" className="text-2xl font-semibold">
            {t("events.comingUp")}
          </h2>
          {featured.map(({ event, deals }) => (
            <div key={`${event.slug}-${event.startDate}`} className="mt-6">
              <h3 className="text-lg font-semibold">
                <Link href={eventPath(event.slug)} prefetch={false} className="hover:underline">
                  {t("events.dealsFor", { name: event.name })}
                </Link>
              </h3>
              <p className="mb-3 text-sm text-muted-foreground">
                <EventDates startDate={event.startDate} endDate={event.endDate} approximate={event.approximate} /> · {event.destinationName}
              </p>
              <DealList deals={deals} />
            </div>
          ))}
        </section>
      )}

      <section aria-labelledby="events-heading" className="mt-10">
        <h2 id="events-heading" className="text-lg font-semibold" data-total={upcoming.length}>
          {t("events.count", { count: upcoming.length })}
        </h2>
        {events.length === 0 && <p className="mt-4 text-muted-foreground">{t("events.none")}</p>}
        {[...byMonth].map(([month, monthEvents]) => (
          <section key={month} aria-labelledby={`month-${month}`} className="mt-8" data-month={month}>
            <h3 id={`month-${month}`} className="border-b pb-2 text-xl font-semibold">
              {monthName(month)}
            </h3>
            <ul className="mt-4 grid gap-3 md:grid-cols-2">
              {monthEvents.map((event) => (
                <li key={`${event.slug}-${event.startDate}`} className="rounded-lg border p-4" data-event={event.slug} data-category={event.category}>
                  <div className="flex flex-wrap items-center gap-2 text-xs">
                    <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">{t(`eventCategory.${event.category}`)}</span>
                    <span className="text-muted-foreground">
                      {event.destinationName}, {event.destinationCountry}
                    </span>
                  </div>
                  <h4 className="mt-2 font-semibold">
                    <Link href={eventPath(event.slug)} prefetch={false} className="hover:underline">
                      {event.name}
                    </Link>
                  </h4>
                  <p className="mt-1 text-sm">
                    <EventDates startDate={event.startDate} endDate={event.endDate} approximate={event.approximate} />
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{event.place}</p>
                  <p className="mt-2 text-sm">
                    <Link href={eventPath(event.slug)} prefetch={false} className="text-primary hover:underline">
                      {t("events.dealsNearby", { count: event.nearbyDeals })}
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <Pagination path="/events" params={{ category: input.category, destination: input.destination, month: input.month }} page={page} pageCount={pageCount} />
      </section>

      {events.length > 0 && <JsonLd data={events.map((event) => eventJsonLd(event, `${siteUrl()}${localizePath(eventPath(event.slug), locale)}`))} />}
    </div>
  );
}
