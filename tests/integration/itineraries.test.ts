/** @jest-environment node */
// Itineraries against the real test database: generation (limits, bad input), the owner-scoped
// JSON API with every error path, share links and the exports parsed back.
import { db } from "@/lib/db";
import { GET as listRoute, POST as createRoute } from "@/app/api/itineraries/route";
import { DELETE as deleteRoute, GET as readRoute, PATCH as patchRoute } from "@/app/api/itineraries/[id]/route";
import { DELETE as unshareRoute, POST as shareRoute } from "@/app/api/itineraries/[id]/share/route";
import { GET as exportRoute } from "@/app/api/itineraries/[id]/export/route";
import { POST as generateRoute } from "@/app/api/itineraries/generate/route";
import { GET as placesRoute } from "@/app/api/places/route";
import { getSharedItinerary } from "@/lib/itineraries/service";
import type { Itinerary, ItinerarySummary } from "@/lib/itineraries/service";
import { addDays } from "@/lib/planner/engine";
import { call } from "../support/api";
import { callWith, signedUp } from "../support/saved";

let owner: Awaited<ReturnType<typeof signedUp>>;
let stranger: Awaited<ReturnType<typeof signedUp>>;
let premium: Awaited<ReturnType<typeof signedUp>>;
let eiffelId: number;
let louvreId: number;

const future = addDays(new Date().toISOString().slice(0, 10), 30);
const manual = (extra: object = {}) => ({
  title: "Paris weekend",
  destination: "paris",
  startDate: future,
  days: [{ notes: "Arrive", stops: [{ placeId: eiffelId, name: "anything", start: "10:00", minutes: 90 }, { name: "Dinner at a friend's", start: "19:30", minutes: 120 }] }, { stops: [{ placeId: louvreId, name: "Louvre", start: "09:30" }] }],
  ...extra,
});

const create = (cookie: string | null, body: unknown) => call(createRoute, { path: "/api/itineraries", cookie, body });
const list = (cookie: string | null) => call(listRoute, { method: "GET", path: "/api/itineraries", cookie });
const read = (cookie: string | null, id: string) => callWith(readRoute, { id }, { method: "GET", path: `/api/itineraries/${id}`, cookie });
const patch = (cookie: string | null, id: string, body: unknown, extra: object = {}) => callWith(patchRoute, { id }, { method: "PATCH", path: `/api/itineraries/${id}`, cookie, body, ...extra });
const remove = (cookie: string | null, id: string) => callWith(deleteRoute, { id }, { method: "DELETE", path: `/api/itineraries/${id}`, cookie });
const share = (cookie: string | null, id: string) => callWith(shareRoute, { id }, { path: `/api/itineraries/${id}/share`, cookie });
const unshare = (cookie: string | null, id: string) => callWith(unshareRoute, { id }, { method: "DELETE", path: `/api/itineraries/${id}/share`, cookie });
const exportAs = async (cookie: string | null, id: string, format: string) => {
  const res = await callWith(exportRoute, { id }, { method: "GET", path: `/api/itineraries/${id}/export?format=${format}`, cookie });
  return { ...res, text: String(res.json.text ?? "") };
};
const itineraryOf = (res: { json: Record<string, unknown> }) => res.json.itinerary as Itinerary;
const idsOf = (res: { json: Record<string, unknown> }) => (res.json.itineraries as ItinerarySummary[]).map((i) => i.id);
const generate = (cookie: string | null, body: unknown, extra: object = {}) => call(generateRoute, { path: "/api/itineraries/generate", cookie, body, ...extra });

beforeAll(async () => {
  owner = await signedUp("tripowner");
  stranger = await signedUp("tripother");
  premium = await signedUp("trippremium");
  await db().user.update({ where: { id: premium.id }, data: { isPremiumUser: true } });
  eiffelId = (await db().place.findUniqueOrThrow({ where: { slug: "paris-eiffel-tower" } })).id;
  louvreId = (await db().place.findUniqueOrThrow({ where: { slug: "paris-louvre-museum" } })).id;
});

afterAll(async () => {
  await db().user.deleteMany({ where: { id: { in: [owner.id, stranger.id, premium.id] } } });
  await db().$disconnect();
});

describe("signed-out visitors", () => {
  it("get 401 from every itinerary route", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const res of [await list(null), await create(null, manual()), await read(null, id), await patch(null, id, { title: "x" }), await remove(null, id), await share(null, id), await unshare(null, id), await exportAs(null, id, "ics"), await generate(null, { destination: "paris", days: 2 })]) {
      expect(res.status).toBe(401);
      expect(res.json.message).toBe("Not authenticated");
    }
  });
});

describe("POST /api/itineraries", () => {
  it.each([
    ["a missing title", () => ({ ...manual(), title: undefined }), "Title must be 1 to 120 characters"],
    ["a title that is a number", () => manual({ title: 42 }), "Title must be 1 to 120 characters"],
    ["missing days", () => ({ ...manual(), days: undefined }), "An itinerary has 1 to 21 days"],
    ["no days", () => manual({ days: [] }), "An itinerary has 1 to 21 days"],
    ["22 days", () => manual({ days: Array.from({ length: 22 }, () => ({ stops: [] })) }), "An itinerary has 1 to 21 days"],
    ["a stop without a name", () => manual({ days: [{ stops: [{ start: "10:00" }] }] }), "Each stop needs a name of at most 120 characters"],
    ["a placeId that is a string", () => manual({ days: [{ stops: [{ placeId: "7", name: "x" }] }] }), "placeId must be a positive whole number"],
    ["a start that is not a time", () => manual({ days: [{ stops: [{ name: "x", start: "25:00" }] }] }), "start must be a time (HH:MM)"],
    ["16 stops in a day", () => manual({ days: [{ stops: Array.from({ length: 16 }, () => ({ name: "x" })) }] }), "A day has at most 15 stops"],
    ["a destination that is not a slug", () => manual({ destination: "<script>" }), "destination must be a destination slug"],
    ["an unknown destination", () => manual({ destination: "atlantis" }), "Unknown destination"],
    ["an array body", () => [manual()], "Request body must be an object"],
  ])("rejects %s with 400", async (_case, body, message) => {
    const res = await create(owner.cookie, body());
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it.each([
    ["malformed JSON", { raw: '{"title": ' }, 400],
    ["an oversized body", { raw: JSON.stringify({ title: "x", pad: "x".repeat(101 * 1024) }) }, 413],
    ["a form body", { raw: "title=x", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415],
    ["a cross-site request", { body: {}, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } }, 403],
  ])("refuses %s", async (_case, options, status) => {
    const res = await call(createRoute, { path: "/api/itineraries", cookie: owner.cookie, ...options });
    expect(res.status).toBe(status);
  });

  it("saves stops on our places as verified, with our names and coordinates, and others as unverified without coordinates", async () => {
    const res = await create(owner.cookie, manual());
    expect(res.status).toBe(201);
    const itinerary = itineraryOf(res);
    expect(itinerary.destination?.slug).toBe("paris");
    expect(itinerary.days).toHaveLength(2);
    const [eiffel, dinner] = itinerary.days[0]!.stops;
    expect(eiffel).toMatchObject({ name: "Eiffel Tower", verified: true, latitude: 48.8584, longitude: 2.2945, start: "10:00" });
    expect(dinner).toMatchObject({ name: "Dinner at a friend's", verified: false, latitude: null, longitude: null });
    expect(itinerary.days[1]!.date).toBe(addDays(future, 1));
  });
});

describe("one itinerary, its owner and everyone else", () => {
  let id: string;
  beforeAll(async () => {
    id = itineraryOf(await create(owner.cookie, manual({ title: "Owned trip" }))).id;
  });

  it("lists it for its owner only", async () => {
    expect(idsOf(await list(owner.cookie))).toContain(id);
    expect(idsOf(await list(stranger.cookie))).not.toContain(id);
  });

  it("answers 404 to another user on every route, and changes nothing", async () => {
    for (const res of [await read(stranger.cookie, id), await patch(stranger.cookie, id, { title: "Mine now" }), await remove(stranger.cookie, id), await share(stranger.cookie, id), await unshare(stranger.cookie, id), await exportAs(stranger.cookie, id, "ics")]) {
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Itinerary not found");
    }
    expect(itineraryOf(await read(owner.cookie, id)).title).toBe("Owned trip");
  });

  it("answers 404 for an id that is not a UUID", async () => {
    expect((await read(owner.cookie, "42")).status).toBe(404);
  });

  it.each([
    ["an empty update", {}, "Nothing to update"],
    ["a title too long", { title: "x".repeat(121) }, "Title must be 1 to 120 characters"],
    ["days that are not a list", { days: "monday" }, "An itinerary has 1 to 21 days"],
  ])("refuses %s with 400", async (_case, body, message) => {
    const res = await patch(owner.cookie, id, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("refuses malformed and oversized PATCH bodies", async () => {
    expect((await patch(owner.cookie, id, undefined, { raw: "{" })).status).toBe(400);
    expect((await patch(owner.cookie, id, undefined, { raw: JSON.stringify({ title: "x".repeat(101 * 1024) }) })).status).toBe(413);
  });

  it("updates the title, the notes and the days, recomputing travel between stops", async () => {
    const res = await patch(owner.cookie, id, { title: "Renamed", notes: "Pack an umbrella", days: [{ stops: [{ placeId: louvreId, name: "x", start: "09:00" }, { placeId: eiffelId, name: "x", start: "14:00" }] }] });
    expect(res.status).toBe(200);
    const itinerary = itineraryOf(res);
    expect(itinerary).toMatchObject({ title: "Renamed", notes: "Pack an umbrella", stopCount: 2 });
    expect(itinerary.days[0]!.stops[1]).toMatchObject({ name: "Eiffel Tower", travelMode: "transit" });
    expect(itinerary.days[0]!.stops[1]!.travelMinutes).toBeGreaterThan(10);
  });

  it("shares a read-only link and revokes it", async () => {
    const res = await share(owner.cookie, id);
    expect(res.status).toBe(201);
    const token = String(res.json.shareUrl).split("/").pop()!;
    expect((await getSharedItinerary(token))?.title).toBe("Renamed");
    expect((await unshare(owner.cookie, id)).status).toBe(200);
    expect(await getSharedItinerary(token)).toBeNull();
  });

  it("exports an iCalendar file that parses back to one event per timed stop", async () => {
    const res = await exportAs(owner.cookie, id, "ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const events = parseIcs(res.text);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ SUMMARY: "Louvre Museum", DTSTART: `${future.replace(/-/g, "")}T090000`, GEO: "48.860600;2.337600" });
    expect(events[1]!.LOCATION).toBe("Eiffel Tower\\, Paris\\, France");
    expect(res.text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it("exports GPX waypoints and refuses an unknown format", async () => {
    const gpx = await exportAs(owner.cookie, id, "gpx");
    expect(gpx.status).toBe(200);
    expect(gpx.text.match(/<wpt /g)).toHaveLength(2);
    expect(gpx.text).toContain("<name>Eiffel Tower</name>");
    expect((await exportAs(owner.cookie, id, "pdf")).status).toBe(400);
  });

  it("deletes it for its owner, then answers 404", async () => {
    expect((await remove(owner.cookie, id)).status).toBe(200);
    expect((await read(owner.cookie, id)).status).toBe(404);
  });
});

/** A minimal RFC 5545 reader: unfold lines, then one record per VEVENT. */
function parseIcs(text: string): Array<Record<string, string>> {
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  const lines = text.replace(/\r\n /g, "").split("\r\n");
  const events: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      events.push(current!);
      current = null;
    } else if (current) {
      const at = line.indexOf(":");
      current[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return events;
}

describe("POST /api/itineraries/generate", () => {
  it.each([
    ["0 days", { destination: "paris", days: 0 }, "Trip length must be between 1 and 21 days"],
    ["30 days", { destination: "paris", days: 30 }, "Trip length must be between 1 and 21 days"],
    ["days as text", { destination: "paris", days: "five" }, "Trip length must be between 1 and 21 days"],
    ["a missing destination", { days: 3 }, "Choose a destination"],
    ["a start date in the past", { destination: "paris", days: 3, startDate: "2020-01-01" }, "Start date cannot be in the past"],
    ["a start date that is not a date", { destination: "paris", days: 3, startDate: "soon" }, "Start date must be a date (YYYY-MM-DD)"],
    ["a hostile interest", { destination: "paris", days: 3, interests: ["<img src=x onerror=alert(1)>"] }, "Interests must be a list of: culture, museums, nature, food, nightlife, shopping, beaches"],
    ["an over-long interests list", { destination: "paris", days: 3, interests: Array.from({ length: 50 }, () => "food") }, "Interests must be a list of: culture, museums, nature, food, nightlife, shopping, beaches"],
    ["interests as one text", { destination: "paris", days: 3, interests: "x".repeat(5000) }, "Interests must be a list of: culture, museums, nature, food, nightlife, shopping, beaches"],
  ])("rejects %s with 400", async (_case, body, message) => {
    const res = await generate(owner.cookie, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("answers an unknown destination with suggestions", async () => {
    const res = await generate(owner.cookie, { destination: "Pariss", days: 3 });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('Unknown destination "Pariss"');
    expect((res.json.suggestions as Array<{ slug: string }>).map((s) => s.slug)).toContain("paris");
  });

  it("refuses malformed JSON and form bodies", async () => {
    expect((await generate(owner.cookie, undefined, { raw: "{days" })).status).toBe(400);
    expect((await generate(owner.cookie, undefined, { raw: "days=3", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
  });

  it("plans and saves a 5-day Paris trip, then refuses a second one on the Free plan with the upgrade path", async () => {
    const res = await generate(owner.cookie, { destination: "Paris", days: 5, startDate: future, interests: ["museums", "food"], pace: "moderate", budget: "moderate" });
    expect(res.status).toBe(201);
    const itinerary = itineraryOf(res);
    expect(itinerary).toMatchObject({ title: "5 days in Paris", origin: "builtin", startDate: future });
    expect(itinerary.days).toHaveLength(5);
    for (const day of itinerary.days) for (const stop of day.stops) expect(stop).toMatchObject({ verified: true, latitude: expect.any(Number), longitude: expect.any(Number) });
    const second = await generate(owner.cookie, { destination: "tokyo", days: 3 });
    expect(second.status).toBe(402);
    expect(second.json).toMatchObject({ code: "payment_required", upgrade_url: "/subscription" });
    expect(second.json.message).toContain("Upgrade to Premium");
  });

  it("lets a Premium member generate without limit", async () => {
    for (const [destination, days] of [["tokyo", 3], ["paris", 5], ["london", 2]] as const) {
      const res = await generate(premium.cookie, { destination, days });
      expect(res.status).toBe(201);
      expect(itineraryOf(res).days).toHaveLength(days);
    }
  });
});

describe("GET /api/places", () => {
  it("finds places by name prefix, accents folded, within a destination", async () => {
    const res = await call(placesRoute, { method: "GET", path: "/api/places?q=musee&destination=paris" });
    expect(res.status).toBe(200);
    expect((res.json.places as Array<{ name: string }>).map((p) => p.name)).toEqual(expect.arrayContaining(["Musée d'Orsay", "Musée Rodin"]));
  });

  it("rejects an over-long query and an unknown destination", async () => {
    expect((await call(placesRoute, { method: "GET", path: `/api/places?q=${"x".repeat(81)}` })).status).toBe(400);
    expect((await call(placesRoute, { method: "GET", path: "/api/places?q=x&destination=atlantis" })).status).toBe(400);
  });
});
