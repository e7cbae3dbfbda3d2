// The exporters on their own: every payload class, including what cannot reach them through the
// database (lone surrogates), read back by the strict readers of tests/support.
import type { PlannedStop } from "@/lib/planner/engine";
import { icalValue, parseStrictIcal } from "../../tests/support/strict-ical";
import { parseStrictXml, xmlElements } from "../../tests/support/strict-xml";
import { cleanExportText, escapeIcsText, foldIcsLine, toGpx, toICalendar } from "./export";

const stop = (name: string, extra: Partial<PlannedStop> = {}): PlannedStop => ({
  placeId: 1,
  slug: "x",
  name,
  category: "museum",
  latitude: 48.8606,
  longitude: 2.3376,
  start: "09:30",
  minutes: 60,
  priceLevel: null,
  verified: true,
  travelMinutes: null,
  travelMode: null,
  distanceKm: null,
  ...extra,
});

const trip = (text: string) => ({
  id: "00000000-0000-4000-8000-000000000000",
  title: `Trip ${text}`,
  destination: { name: `Paris ${text}`, country: "France" },
  days: [{ day: 1, date: "2027-05-01", dayTrip: false, stops: [stop(`Stop ${text}`, { notes: `Note ${text}`, category: `museum${text}` })] }],
});

const PAYLOADS: Array<[string, string, string]> = [
  ["C0 controls", "a\u0001b\u0008c\u000bd\u000ce\u001bf", "abcdef"],
  ["DEL and C1 controls", "a\u007fb\u0080c\u009fd", "abcd"],
  ["non-characters", "a\ufffeb\uffffc\ufdd0d\ud83f\udffee\udbff\udfff", "abcde"],
  ["lone surrogates", "a\ud800b\udc00c", "abc"],
  ["a bare CR", "a\rb", "a\nb"],
  ["CRLF and LF", "a\r\nb\nc", "a\nb\nc"],
  ["Unicode line breaks", "a\u2028b\u2029c\u0085d", "a\nb\nc\nd"],
  ["a tab", "a\tb", "a\tb"],
  ["markup", `<a href="x">&amp;</a> ]]> '`, `<a href="x">&amp;</a> ]]> '`],
  ["iCalendar syntax", "x;y,z\\n:END:VEVENT", "x;y,z\\n:END:VEVENT"],
  ["emoji and CJK", "😀東京".repeat(20), "😀東京".repeat(20)],
];

describe("cleanExportText", () => {
  it.each(PAYLOADS)("cleans %s", (_case, dirty, clean) => {
    expect(cleanExportText(dirty)).toBe(clean);
  });
});

describe("toICalendar", () => {
  it.each(PAYLOADS)("writes %s as valid iCalendar that reads back as the cleaned text", (_case, dirty, clean) => {
    const calendar = parseStrictIcal(toICalendar(trip(dirty), new Date("2026-11-28T00:00:00Z")));
    expect(icalValue(calendar, "X-WR-CALNAME")).toBe(`Trip ${clean}`);
    const [event] = calendar.components;
    expect(icalValue(event!, "SUMMARY")).toBe(`Stop ${clean}`);
    expect(icalValue(event!, "LOCATION")).toBe(`Stop ${clean}, Paris ${clean}, France`);
    expect(icalValue(event!, "DESCRIPTION")).toBe(`Trip ${clean}, day 1\nNote ${clean}`);
  });

  it("escapes TEXT and folds lines without splitting a character", () => {
    expect(escapeIcsText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
    const folded = foldIcsLine(`SUMMARY:${"😀".repeat(40)}`);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"😀".repeat(40)}`);
  });
});

describe("toGpx", () => {
  it.each(PAYLOADS)("writes %s as well-formed XML that reads back as the cleaned text", (_case, dirty, clean) => {
    const root = parseStrictXml(toGpx(trip(dirty)));
    expect(xmlElements(root, "metadata")[0]!.children[0]!.text).toBe(`Trip ${clean}`);
    const [waypoint] = xmlElements(root, "wpt");
    expect(xmlElements(waypoint!, "name")[0]!.text).toBe(`Stop ${clean}`);
    expect(xmlElements(waypoint!, "type")[0]!.text).toBe(`museum${clean}`);
  });
});
