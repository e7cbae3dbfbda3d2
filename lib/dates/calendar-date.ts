// A day on the calendar as YYYY-MM-DD, checked as a real date: month 1 to 12, the day within its
// month (29 February only in a leap year), a year PostgreSQL and every date picker can hold.
// One schema for the JSON API, the server actions and the forms, so 2026-13-45 or 30 February is
// refused with a clear message everywhere instead of failing in the database (500) or rolling
// over to another day (JavaScript's Date turns 30 February into 2 March). Safe on the client.
import { z } from "@/lib/zod";

export const MIN_CALENDAR_YEAR = 1900;
export const MAX_CALENDAR_YEAR = 2199;
/** The same bounds for a date input's min and max. */
export const FIRST_CALENDAR_DATE = `${MIN_CALENDAR_YEAR}-01-01`;
export const LAST_CALENDAR_DATE = `${MAX_CALENDAR_YEAR}-12-31`;

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for YYYY-MM-DD naming a day that exists, in MIN_CALENDAR_YEAR to MAX_CALENDAR_YEAR. */
export function isCalendarDate(value: string): boolean {
  const match = SHAPE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= MIN_CALENDAR_YEAR && year <= MAX_CALENDAR_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export type CalendarDateMessages = {
  /** Not text shaped YYYY-MM-DD. */
  format: string;
  /** Shaped right but no such day (2026-02-30, 2026-13-45) or out of range. */
  invalid: string;
};

/** The messages of a date field called `name`. */
export function calendarDateMessages(name: string): CalendarDateMessages {
  return { format: `${name} must be a date (YYYY-MM-DD)`, invalid: `${name} must be a real calendar date between ${MIN_CALENDAR_YEAR} and ${MAX_CALENDAR_YEAR}` };
}

/** A YYYY-MM-DD string that is a real calendar date; the messages say which rule failed. */
export function calendarDateSchema(messages: CalendarDateMessages) {
  return z
    .string({ error: messages.format })
    .regex(SHAPE, messages.format)
    .refine(isCalendarDate, messages.invalid);
}
