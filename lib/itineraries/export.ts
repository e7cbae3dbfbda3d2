// Itinerary exports: iCalendar (RFC 5545: one event per timed stop of a dated day, in the
// traveller's local time, which Google Calendar and Apple Calendar import as such) and GPX 1.1
// (one waypoint per located stop). Pure functions.
import type { PlannedDay } from "@/lib/planner/engine";

type Exportable = { id: string; title: string; days: readonly PlannedDay[]; destination: { name: string; country: string } | null };

const CONTROL_BUT_TAB_AND_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;
const NON_CHARACTERS = /[\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/**
 * What may reach a file from text saved before input was checked, or from an AI model: control
 * characters (but tab and line breaks), non-characters and lone surrogates are dropped, and every
 * kind of line break becomes a line feed.
 */
export function cleanExportText(value: string): string {
  return value.replace(LONE_SURROGATES, "").replace(NON_CHARACTERS, "").replace(LINE_BREAKS, "\n").replace(CONTROL_BUT_TAB_AND_LINE_BREAKS, "");
}

/** RFC 5545 TEXT escaping (section 3.3.11): backslash, semicolon and comma escaped, line breaks as \n, no control character but tab. */
export function escapeIcsText(value: string): string {
  return cleanExportText(value).replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");
}

/** Folds a content line at 75 octets (continuation lines start with a space), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDate = (iso: string) => iso.replace(/-/g, "");
const compactTime = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}00`;
const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** The events of the itinerary; days without a date and stops without a time are left out. */
export function toICalendar(itinerary: Exportable, now = new Date()): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Wander Bold//Trip planner//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${escapeIcsText(itinerary.title)}`];
  for (const day of itinerary.days) {
    const date = day.date;
    if (!date) continue;
    day.stops.forEach((stop, index) => {
      if (!stop.start) return;
      const start = toMinutes(stop.start);
      const end = Math.min(start + Math.max(stop.minutes, 15), 23 * 60 + 59);
      const where = [stop.name, itinerary.destination?.name, itinerary.destination?.country].filter(Boolean).join(", ");
      lines.push(
        "BEGIN:VEVENT",
        `UID:${itinerary.id}-d${day.day}-s${index + 1}@wanderbold`,
        `DTSTAMP:${stamp(now)}`,
        `DTSTART:${compactDate(date)}T${compactTime(start)}`,
        `DTEND:${compactDate(date)}T${compactTime(end)}`,
        `SUMMARY:${escapeIcsText(stop.name)}`,
        `LOCATION:${escapeIcsText(where)}`,
        ...(stop.latitude !== null && stop.longitude !== null ? [`GEO:${stop.latitude.toFixed(6)};${stop.longitude.toFixed(6)}`] : []),
        `DESCRIPTION:${escapeIcsText([`${itinerary.title}, day ${day.day}`, stop.notes ?? "", stop.verified ? "" : "Unverified place"].filter(Boolean).join("\n"))}`,
        "END:VEVENT",
      );
    });
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}

/** XML text and attribute escaping of cleaned text; line breaks and tabs as character references, so attribute normalisation keeps them too. */
const escapeXml = (value: string) =>
  cleanExportText(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/\n/g, "&#10;").replace(/\t/g, "&#9;");

/** A GPX 1.1 file with one waypoint per located stop; unverified stops have no coordinates and are left out. */
export function toGpx(itinerary: Exportable): string {
  const waypoints = itinerary.days.flatMap((day) =>
    day.stops
      .filter((stop) => stop.latitude !== null && stop.longitude !== null)
      .map(
        (stop) =>
          `  <wpt lat="${stop.latitude!.toFixed(6)}" lon="${stop.longitude!.toFixed(6)}">\n    <name>${escapeXml(stop.name)}</name>\n    <desc>${escapeXml(`Day ${day.day}${stop.start ? `, ${stop.start}` : ""}`)}</desc>\n    <type>${escapeXml(stop.category)}</type>\n  </wpt>`,
      ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Wander Bold" xmlns="http://www.topografix.com/GPX/1/1">\n  <metadata><name>${escapeXml(itinerary.title)}</name></metadata>\n${waypoints.join("\n")}\n</gpx>\n`;
}

/** A file name safe everywhere: the title's letters and digits. */
export function exportFileName(title: string, extension: string): string {
  const base = title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "itinerary";
  return `${base}.${extension}`;
}
