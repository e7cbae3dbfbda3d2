import { getFormatter, getTranslations } from "next-intl/server";

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** An event's dates in the visitor's language, marked when they are the usual dates only. */
export async function EventDates({ startDate, endDate, approximate }: { startDate: string; endDate: string; approximate: boolean }) {
  const format = await getFormatter();
  const t = await getTranslations("Experiences");
  const options = { dateStyle: "medium", timeZone: "UTC" } as const;
  const text = startDate === endDate ? format.dateTime(utc(startDate), options) : format.dateTimeRange(utc(startDate), utc(endDate), options);
  return (
    <span>
      <time dateTime={startDate}>{text}</time>
      {approximate && (
        <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900" data-approximate>
          {t("events.approximate")}
        </span>
      )}
    </span>
  );
}
