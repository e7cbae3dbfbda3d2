import fs from "node:fs";
import path from "node:path";
import { readCsvFeed, readJsonFeed, validateCandidates } from "@/lib/deals/ingest/adapters";
import { loadPlaces } from "@/lib/deals/places";
import { loadEvents } from "./data";

const events = loadEvents();
const places = new Map(loadPlaces().map((place) => [place.slug, place]));
const feed = (file: string) => fs.readFileSync(path.join(process.cwd(), "prisma", "feeds", file), "utf8");

describe("the events data set (prisma/data/events/events.json)", () => {
  it("holds at least 200 recurring events with unique slugs", () => {
    expect(events.length).toBeGreaterThanOrEqual(200);
    expect(new Set(events.map((event) => event.slug)).size).toBe(events.length);
  });

  it("places every event at a destination that exists", () => {
    expect(events.filter((event) => !places.has(event.destination)).map((event) => event.slug)).toEqual([]);
  });

  it("gives valid dates: real calendar days, end on or after start, no edition longer than 200 days, no two editions on one day", () => {
    for (const event of events) {
      for (const occurrence of event.occurrences) {
        for (const date of [occurrence.start, occurrence.end]) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
        expect(occurrence.end >= occurrence.start).toBe(true);
        expect((Date.parse(occurrence.end) - Date.parse(occurrence.start)) / 86_400_000).toBeLessThanOrEqual(200);
      }
      expect(new Set(event.occurrences.map((occurrence) => occurrence.start)).size).toBe(event.occurrences.length);
    }
  });

  it("has events running in every month from December 2026 through December 2027", () => {
    for (let index = 0; index <= 12; index += 1) {
      const month = new Date(Date.UTC(2026, 11 + index, 1)).toISOString().slice(0, 7);
      const running = events.filter((event) => event.occurrences.some((occurrence) => occurrence.start.slice(0, 7) <= month && occurrence.end.slice(0, 7) >= month));
      expect({ month, count: running.length }).toEqual({ month, count: expect.any(Number) });
      expect(running.length).toBeGreaterThanOrEqual(10);
    }
  });

  it("links each event's official site and source over https, dated", () => {
    for (const event of events) {
      expect(event.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
      expect(event.source.length).toBeGreaterThan(4);
      expect(event.asOf).toMatch(/^20\d\d-\d\d$/);
    }
  });

  it("covers festivals, music, sports and seasonal markets", () => {
    const counts = Object.fromEntries(["festival", "music", "sports", "market"].map((category) => [category, events.filter((event) => event.category === category).length]));
    for (const count of Object.values(counts)) expect(count).toBeGreaterThanOrEqual(20);
  });
});

describe("the bundled experience feeds", () => {
  it("gives every HarborSail charter its boat type, crew, cabins, guests, days and departure marina as fields", () => {
    const { candidates, problems } = readCsvFeed(feed("harborsail.csv"));
    expect(problems).toEqual([]);
    const { rows, problems: invalid } = validateCandidates(candidates);
    expect(invalid).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    for (const row of rows) {
      expect(row.kind).toBe("boat_charter");
      expect(row.charter).toEqual({ boatType: expect.any(String), skippered: expect.any(Boolean), cabins: expect.any(Number), guests: expect.any(Number), days: expect.any(Number), marina: expect.any(String) });
      expect(row.title.toLowerCase()).toContain(row.charter!.skippered ? "skippered" : "bareboat");
      expect(row.includes.days).toBe(row.charter!.days);
    }
    expect(new Set(rows.map((row) => row.charter!.boatType)).size).toBe(5);
    expect(rows.some((row) => row.charter!.skippered) && rows.some((row) => !row.charter!.skippered)).toBe(true);
    // A bareboat charter is a sailing yacht or a catamaran: nobody rents a gulet without its crew.
    expect(rows.filter((row) => !row.charter!.skippered).every((row) => ["sailing_yacht", "catamaran"].includes(row.charter!.boatType))).toBe(true);
  });

  it("gives LocalLoop at least 1,000 adventure activities, each where its kind of adventure makes sense", () => {
    const { candidates } = readJsonFeed(feed("localloop.json"));
    const { rows, problems } = validateCandidates(candidates);
    expect(problems).toEqual([]);
    const adventures = rows.filter((row) => row.adventureCategory);
    expect(adventures.length).toBeGreaterThanOrEqual(1000);
    for (const category of ["adventure_tour", "water_activity", "day_excursion"]) expect(adventures.filter((row) => row.adventureCategory === category).length).toBeGreaterThanOrEqual(200);
    const coastal = (slug: string) => places.get(slug)!.themes.some((theme) => theme === "beach" || theme === "island");
    for (const row of rows.filter((candidate) => /Snorkelling|Surf lesson|scuba/.test(candidate.title))) expect(coastal(row.destination)).toBe(true);
  });
});
