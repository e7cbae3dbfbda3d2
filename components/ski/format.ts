// Display helpers of the ski pages (server side): localized country and month names, elevations.
import type { createFormatter } from "next-intl";

type Formatter = ReturnType<typeof createFormatter>;

export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function monthName(format: Formatter, month: number, style: "long" | "short" = "long"): string {
  return format.dateTime(new Date(Date.UTC(2026, month - 1, 15)), { month: style, timeZone: "UTC" });
}

/** "2,438 m (7,999 ft)". */
export function metres(format: Formatter, value: number): string {
  return `${format.number(value)} m (${format.number(Math.round(value / 0.3048))} ft)`;
}
