import { getFormatter, getTranslations } from "next-intl/server";
import type { PlannedDay } from "@/lib/planner/engine";
import { DayMap } from "./day-map";

const CATEGORIES = ["landmark", "museum", "park", "viewpoint", "neighbourhood", "market", "beach", "food", "nightlife", "religious", "day_trip", "custom"] as const;
type CategoryKey = (typeof CATEGORIES)[number];
const categoryKey = (category: string): CategoryKey => (CATEGORIES.includes(category as CategoryKey) ? (category as CategoryKey) : "custom");

/** The plan day by day: a map of each day beside its list of timed stops and travel legs. */
export async function ItineraryDays({ days }: { days: readonly PlannedDay[] }) {
  const t = await getTranslations("Planner");
  const format = await getFormatter();
  return (
    <ol className="space-y-8">
      {days.map((day) => {
        const anchor = `day-${day.day}`;
        const heading = day.date
          ? t("dayHeadingDate", { day: day.day, date: format.dateTime(new Date(`${day.date}T12:00:00Z`), { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }) })
          : t("dayHeading", { day: day.day });
        return (
          <li key={day.day} id={anchor} className="break-inside-avoid rounded-xl border bg-card p-5 shadow-sm">
            <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold">
              {heading}
              {day.dayTrip && <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">{t("dayTrip")}</span>}
            </h2>
            {day.notes && <p className="mt-2 whitespace-pre-line text-sm text-muted-foreground">{day.notes}</p>}
            {day.stops.length === 0 ? (
              <p className="mt-3 text-muted-foreground">{t("freeDay")}</p>
            ) : (
              <div className="mt-4 grid gap-5 md:grid-cols-[1fr_1fr]">
                <ol className="space-y-3">
                  {day.stops.map((stop, index) => (
                    <li key={index} id={`${anchor}-stop-${index + 1}`} className="scroll-mt-24">
                      {stop.travelMinutes !== null && stop.travelMode && (
                        <p className="mb-1 text-xs text-muted-foreground">
                          {t(stop.travelMode === "walk" ? "travelWalk" : "travelTransit", { minutes: stop.travelMinutes, km: format.number(stop.distanceKm ?? 0, { maximumFractionDigits: 1 }) })}
                        </p>
                      )}
                      <div className="flex gap-3">
                        <span aria-hidden="true" className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                          {index + 1}
                        </span>
                        <div>
                          <p className="font-medium">
                            {stop.start && <time className="me-2 tabular-nums text-muted-foreground">{stop.start}</time>}
                            {stop.name}
                          </p>
                          <p className="text-sm text-muted-foreground">
                            {t(`category.${categoryKey(stop.category)}`)} · {t("visitLength", { minutes: stop.minutes })}
                            {stop.priceLevel !== null && <> · {t(`price.${stop.priceLevel as 0 | 1 | 2 | 3}`)}</>}
                          </p>
                          {!stop.verified && <p className="text-sm font-medium text-amber-700 dark:text-amber-400">{t("unverified")}</p>}
                          {stop.notes && <p className="whitespace-pre-line text-sm">{stop.notes}</p>}
                        </div>
                      </div>
                    </li>
                  ))}
                </ol>
                <DayMap stops={day.stops} label={t("mapLabel", { day: day.day })} anchorPrefix={anchor} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
