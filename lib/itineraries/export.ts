// Itinerary exports: iCalendar (RFC 5545: one event per timed stop of a dated day, in the
// traveller's local time, which Google Calendar and Apple Calendar import as such) and GPX 1.1
// (one waypoint per located stop). Pure functions.
import type { PlannedDay } from "@/lib/planner/engine";

type Exportable = { id: string; title: string; days: readonly PlannedDay[]; destination: { name: string; country: string } | null };

/** RFC 5545 TEXT escaping. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
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

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

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
