/** @jest-environment node */
// The second wave of hostile input, through the real routes and the test database: control
// characters and non-characters (refused at input; cleaned and escaped by both exports, which are
// parsed back strictly), impossible dates, bytes that are not UTF-8, cursor pagination of the
// trips, and the rate limits on costly work with their 429 and Retry-After.
import { db } from "@/lib/db";
import { GET as listRoute, POST as createRoute } from "@/app/api/itineraries/route";
import { PATCH as patchRoute } from "@/app/api/itineraries/[id]/route";
import { POST as shareRoute } from "@/app/api/itineraries/[id]/share/route";
import { GET as exportRoute } from "@/app/api/itineraries/[id]/export/route";
import { POST as generateRoute } from "@/app/api/itineraries/generate/route";
import { POST as calculateRoute } from "@/app/api/points/calculate/route";
import { POST as budgetRoute } from "@/app/api/tools/budget/route";
import { SOCKET_ADDRESS_HEADER } from "@/lib/api/client-address";
import { parseEnv } from "@/lib/env";
import type { Itinerary, ItinerarySummary } from "@/lib/itineraries/service";
import { addDays, type PlannedDay } from "@/lib/planner/engine";
import type { Prisma } from "@/lib/generated/prisma/client";
import { call, freshAddress, ORIGIN } from "../support/api";
import { callWith, signedUp } from "../support/saved";
import { icalValue, parseStrictIcal } from "../support/strict-ical";
import { parseStrictXml, xmlElements } from "../support/strict-xml";

type Member = Awaited<ReturnType<typeof signedUp>>;

let owner: Member;
let eiffelId: number;
const future = addDays(new Date().toISOString().slice(0, 10), 30);
const created: string[] = [];

const manual = (extra: object = {}) => ({ title: "Paris", destination: "paris", startDate: future, days: [{ stops: [{ placeId: eiffelId, name: "x", start: "10:00" }, { name: "Dinner", start: "19:30", notes: "Book ahead" }] }], ...extra });
const create = (member: Member, body: unknown, address = freshAddress()) => call(createRoute, { path: "/api/itineraries", cookie: member.cookie, body, address });
const patch = (member: Member, id: string, body: unknown, address = freshAddress()) => callWith(patchRoute, { id }, { method: "PATCH", path: `/api/itineraries/${id}`, cookie: member.cookie, body, address });
const exportAs = async (member: Member, id: string, format: "ics" | "gpx") => {
  const res = await callWith(exportRoute, { id }, { method: "GET", path: `/api/itineraries/${id}/export?format=${format}`, cookie: member.cookie });
  return { status: res.status, type: res.headers.get("content-type"), text: String(res.json.text ?? "") };
};
const itineraryOf = (res: { json: Record<string, unknown> }) => res.json.itinerary as Itinerary;
const countOf = (member: Member) => db().itinerary.count({ where: { userId: member.id } });

/** Sends raw bytes as a JSON body, as a client that does not encode UTF-8 would. */
async function postBytes(member: Member, bytes: Uint8Array<ArrayBuffer>) {
  const req = new Request(`${ORIGIN}/api/itineraries`, {
    method: "POST",
    headers: { origin: ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/json", cookie: member.cookie, [SOCKET_ADDRESS_HEADER]: freshAddress() },
    body: bytes,
  });
  const res = await createRoute(req, { params: Promise.resolve({}) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  owner = await signedUp("hostile");
  eiffelId = (await db().place.findUniqueOrThrow({ where: { slug: "paris-eiffel-tower" } })).id;
});

afterAll(async () => {
  await db().user.deleteMany({ where: { id: { in: created } } });
  await db().user.deleteMany({ where: { id: owner.id } });
  await db().$disconnect();
});

async function member(prefix: string): Promise<Member> {
  const m = await signedUp(prefix);
  created.push(m.id);
  return m;
}

describe("text that would break an export", () => {
  const UNSAFE = "Text must not contain control characters or invalid Unicode";
  const payloads: Array<[string, string]> = [
    ["U+0001", "a\u0001b"],
    ["an ANSI escape", "red\u001b[31m"],
    ["a backspace", "a\bb"],
    ["a form feed", "a\fb"],
    ["DEL", "a\u007fb"],
    ["the C1 control U+009B", "a\u009bb"],
    ["the non-character U+FFFE", "a\ufffeb"],
    ["the non-character U+FFFF", "a\uffffb"],
    ["the non-character U+FDD0", "a\ufdd0b"],
    ["the non-character U+10FFFF", "a\udbff\udfffb"],
    ["NUL", "a\u0000b"],
  ];

  it.each(payloads)("refuses %s in a title, a stop name, stop notes and day notes, creating and changing, with 400", async (_case, text) => {
    const before = await countOf(owner);
    const bodies = [
      manual({ title: text }),
      manual({ days: [{ stops: [{ name: text }] }] }),
      manual({ days: [{ stops: [{ name: "Walk", notes: text }] }] }),
      manual({ days: [{ notes: text, stops: [] }] }),
      manual({ notes: text }),
    ];
    for (const body of bodies) {
      const res = await create(owner, body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: UNSAFE, code: "bad_request" });
    }
    expect(await countOf(owner)).toBe(before);
    const id = itineraryOf(await create(owner, manual({ title: "Kept" }))).id;
    for (const body of [{ title: text }, { notes: text }, { days: [{ stops: [{ name: text }] }] }]) {
      const res = await patch(owner, id, body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(UNSAFE);
    }
    expect((await db().itinerary.findUniqueOrThrow({ where: { id } })).title).toBe("Kept");
  });

  it.each([
    ["a bare carriage return", "Lisbon\rEND:VCALENDAR"],
    ["a line feed", "Lisbon\nday two"],
    ["CRLF", "Lisbon\r\nBEGIN:VEVENT"],
    ["a line separator", "Lisbon\u2028two"],
    ["a next-line character", "Lisbon\u0085two"],
  ])("refuses %s in a title or a stop name, which are single lines", async (_case, text) => {
    for (const body of [manual({ title: text }), manual({ days: [{ stops: [{ name: text }] }] })]) {
      const res = await create(owner, body);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/single line|control characters/);
    }
  });

  it("keeps tabs and line breaks in notes, and exports them escaped", async () => {
    const res = await create(owner, manual({ title: "Tabs\tand; commas, \\ quotes \" <tags> & 'apos' ]]>", days: [{ stops: [{ name: "Café; \"Le Procope\", <Paris> & more \\", start: "12:00", notes: "line one\r\nline two\rline three\nline four\tEND:VEVENT\r\nBEGIN:VEVENT" }] }] }));
    expect(res.status).toBe(201);
    const id = itineraryOf(res).id;
    const ics = await exportAs(owner, id, "ics");
    expect(ics.status).toBe(200);
    const calendar = parseStrictIcal(ics.text);
    expect(icalValue(calendar, "X-WR-CALNAME")).toBe("Tabs\tand; commas, \\ quotes \" <tags> & 'apos' ]]>");
    const events = calendar.components.filter((c) => c.name === "VEVENT");
    expect(events).toHaveLength(1);
    expect(icalValue(events[0]!, "SUMMARY")).toBe("Café; \"Le Procope\", <Paris> & more \\");
    expect(icalValue(events[0]!, "DESCRIPTION")).toBe("Tabs\tand; commas, \\ quotes \" <tags> & 'apos' ]]>, day 1\nline one\nline two\nline three\nline four\tEND:VEVENT\nBEGIN:VEVENT\nUnverified place");
    const gpx = parseStrictXml((await exportAs(owner, id, "gpx")).text);
    expect(xmlElements(gpx, "metadata")[0]!.children[0]!.text).toBe("Tabs\tand; commas, \\ quotes \" <tags> & 'apos' ]]>");
  });

  it("folds long lines of many-byte text at 75 octets without splitting a character", async () => {
    const title = "東京と京都の旅😀".repeat(8);
    const res = await create(owner, manual({ title, days: [{ stops: [{ name: "😀".repeat(60), start: "09:00", notes: "é".repeat(500) }] }] }));
    expect(res.status).toBe(201);
    const calendar = parseStrictIcal((await exportAs(owner, itineraryOf(res).id, "ics")).text);
    expect(icalValue(calendar, "X-WR-CALNAME")).toBe(title);
    expect(icalValue(calendar.components[0]!, "SUMMARY")).toBe("😀".repeat(60));
  });

  it("cleans what was saved before the checks (or written by an AI model) out of both exports, which stay well-formed", async () => {
    const id = itineraryOf(await create(owner, manual())).id;
    const row = await db().itinerary.findUniqueOrThrow({ where: { id } });
    const days = row.days as unknown as PlannedDay[];
    const dirty = "A\u0001B\u001bC\u007fD\u0085E\u009bF\ufffeG\uffffH\rI\u2028J\u000bK\u000cL";
    const stops = days[0]!.stops.map((stop) => ({ ...stop, name: `${stop.name} ${dirty}`, notes: dirty, category: `museum${dirty}` }));
    await db().itinerary.update({ where: { id }, data: { title: `Trip ${dirty}`, days: [{ ...days[0]!, stops }] as unknown as Prisma.InputJsonValue } });

    const ics = await exportAs(owner, id, "ics");
    expect(ics.status).toBe(200);
    const calendar = parseStrictIcal(ics.text);
    expect(icalValue(calendar, "X-WR-CALNAME")).toBe("Trip ABCD\nEFGH\nI\nJKL");
    const events = calendar.components.filter((c) => c.name === "VEVENT");
    expect(events).toHaveLength(2);
    expect(icalValue(events[0]!, "SUMMARY")).toBe("Eiffel Tower ABCD\nEFGH\nI\nJKL");

    const gpx = await exportAs(owner, id, "gpx");
    expect(gpx.type).toContain("application/gpx+xml");
    const root = parseStrictXml(gpx.text);
    expect(root.name).toBe("gpx");
    expect(root.attributes.xmlns).toBe("http://www.topografix.com/GPX/1/1");
    expect(xmlElements(root, "metadata")[0]!.children[0]!.text).toBe("Trip ABCD\nEFGH\nI\nJKL");
    const [waypoint] = xmlElements(root, "wpt");
    expect(waypoint!.attributes).toEqual({ lat: "48.858400", lon: "2.294500" });
    expect(xmlElements(waypoint!, "name")[0]!.text).toBe("Eiffel Tower ABCD\nEFGH\nI\nJKL");
    expect(xmlElements(waypoint!, "type")[0]!.text).toBe("museumABCD\nEFGH\nI\nJKL");
  });

  it("the strict readers refuse what the old exports wrote", () => {
    expect(() => parseStrictXml('<?xml version="1.0" encoding="UTF-8"?>\n<gpx><name>a\u0001b</name></gpx>')).toThrow(/U\+0001/);
    expect(() => parseStrictXml("<gpx><name>a & b</name></gpx>")).toThrow(/bare &/);
    expect(() => parseStrictXml("<gpx><name>a</gpx>")).toThrow(/closes/);
    expect(() => parseStrictXml('<gpx a="1" a="2"/>')).toThrow(/twice/);
    expect(() => parseStrictXml("<gpx>&#1;</gpx>")).toThrow(/reference/);
    expect(() => parseStrictIcal("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nX-WR-CALNAME:a\rb\r\nEND:VCALENDAR\r\n")).toThrow(/bare CR/);
    expect(() => parseStrictIcal("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nX-WR-CALNAME:a\u0001b\r\nEND:VCALENDAR\r\n")).toThrow(/control character/);
    expect(() => parseStrictIcal("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nX-WR-CALNAME:a,b\r\nEND:VCALENDAR\r\n")).toThrow(/unescaped/);
    expect(() => parseStrictIcal(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nX-WR-CALNAME:${"x".repeat(80)}\r\nEND:VCALENDAR\r\n`)).toThrow(/octets/);
  });
});

describe("impossible dates", () => {
  const INVALID = "startDate must be a real calendar date between 1900 and 2199";
  it.each(["2026-13-45", "2026-02-30", "2027-02-29", "2026-04-31", "2026-00-10", "2026-06-00", "0000-01-01", "9999-12-31"])("answers %s with 400 and a clear message when creating, changing and generating", async (date) => {
    const before = await countOf(owner);
    const res = await create(owner, manual({ startDate: date }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: INVALID, code: "bad_request" });
    expect(await countOf(owner)).toBe(before);

    const trip = itineraryOf(await create(owner, manual()));
    const changed = await patch(owner, trip.id, { startDate: date });
    expect(changed.status).toBe(400);
    expect(changed.json.message).toBe(INVALID);
    const stored = await db().itinerary.findUniqueOrThrow({ where: { id: trip.id } });
    expect(stored.startDate?.toISOString().slice(0, 10)).toBe(future);

    if (date >= future) {
      const generated = await call(generateRoute, { path: "/api/itineraries/generate", cookie: owner.cookie, body: { destination: "paris", days: 1, startDate: date }, address: freshAddress() });
      expect(generated.status).toBe(400);
      expect(generated.json.message).toBe("Start date must be a real calendar date between 1900 and 2199");
    }
  });

  it("keeps the shape message for text that is no date", async () => {
    for (const startDate of ["next week", "2026-6-1", "2026-06-15T00:00:00Z", 20260615]) {
      const res = await create(owner, manual({ startDate }));
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("startDate must be a date (YYYY-MM-DD)");
    }
  });

  it("saves a real leap day as that day, never shifted", async () => {
    const res = await create(owner, manual({ startDate: "2028-02-29" }));
    expect(res.status).toBe(201);
    expect(itineraryOf(res).startDate).toBe("2028-02-29");
    expect(itineraryOf(res).days[0]!.date).toBe("2028-02-29");
  });
});

describe("bytes that are not UTF-8", () => {
  it.each([
    ["0xFF", [0xff]],
    ["a broken sequence", [0xc3, 0x28]],
    ["an overlong encoding", [0xc0, 0xaf]],
    ["an encoded surrogate", [0xed, 0xa0, 0x80]],
  ])("answers %s in a JSON body with 400 and saves nothing", async (_case, bad) => {
    const before = await countOf(owner);
    const encoded = new TextEncoder().encode(JSON.stringify(manual({ title: "Trip XX" })));
    const at = encoded.indexOf(0x58);
    const bytes = new Uint8Array([...encoded.slice(0, at), ...bad, ...encoded.slice(at + 2)]);
    const res = await postBytes(owner, bytes);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: "Request body is not valid UTF-8", code: "bad_request" });
    expect(await countOf(owner)).toBe(before);
  });
});

describe("GET /api/itineraries pages through every trip", () => {
  let traveller: Member;
  const list = (query = "") => call(listRoute, { method: "GET", path: `/api/itineraries${query}`, cookie: traveller.cookie });

  beforeAll(async () => {
    traveller = await member("manytrips");
    const base = Date.now() - 86_400_000;
    // 230 trips: some changed at the same millisecond, so the order's tie-break is exercised too.
    await db().itinerary.createMany({ data: Array.from({ length: 230 }, (_, i) => ({ userId: traveller.id, title: `Trip ${i}`, days: [], createdAt: new Date(base), updatedAt: new Date(base + Math.floor(i / 3) * 1000) })) });
  });

  it("answers 50 at a time, newest first, with a cursor until the last page, and every trip once", async () => {
    const seen: ItinerarySummary[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(cursor ? `?cursor=${encodeURIComponent(cursor)}` : "");
      expect(res.status).toBe(200);
      const page = res.json.itineraries as ItinerarySummary[];
      expect(page.length).toBeLessThanOrEqual(50);
      seen.push(...page);
      cursor = res.json.nextCursor as string | null;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(230);
    expect(new Set(seen.map((trip) => trip.id)).size).toBe(230);
    const times = seen.map((trip) => trip.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("takes a page size from 1 to 100", async () => {
    const res = await list("?limit=100");
    expect((res.json.itineraries as unknown[]).length).toBe(100);
    const next = await list(`?limit=100&cursor=${encodeURIComponent(String(res.json.nextCursor))}`);
    const last = await list(`?limit=100&cursor=${encodeURIComponent(String(next.json.nextCursor))}`);
    expect((last.json.itineraries as unknown[]).length).toBe(30);
    expect(last.json.nextCursor).toBeNull();
  });

  it.each([
    ["a cursor that was never issued", "?cursor=garbage", "cursor is not valid: use the nextCursor of the previous page"],
    ["a cursor with a forged date", `?cursor=${Buffer.from("2026-02-30T00:00:00.000Z_00000000-0000-4000-8000-000000000000").toString("base64url")}`, "cursor is not valid: use the nextCursor of the previous page"],
    ["a cursor with markup", "?cursor=%3Cscript%3E", "cursor is not valid: use the nextCursor of the previous page"],
    ["a page size of 0", "?limit=0", "limit must be a whole number from 1 to 100"],
    ["a page size of 101", "?limit=101", "limit must be a whole number from 1 to 100"],
    ["a page size that is no number", "?limit=ten", "limit must be a whole number from 1 to 100"],
  ])("answers %s with 400", async (_case, query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, code: "bad_request" });
  });

  it("shows another member nothing of these trips, whatever cursor they send", async () => {
    const first = await list("?limit=1");
    const other = await member("nocursor");
    const res = await call(listRoute, { method: "GET", path: `/api/itineraries?cursor=${encodeURIComponent(String(first.json.nextCursor))}`, cookie: other.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ itineraries: [], nextCursor: null });
  });
});

describe("limits on costly work", () => {
  const saved = process.env.RATE_LIMITS;
  afterEach(() => {
    if (saved === undefined) delete process.env.RATE_LIMITS;
    else process.env.RATE_LIMITS = saved;
  });

  function expectLimited(res: { status: number; json: Record<string, unknown>; headers: Headers }, seconds: number, message = "Too many attempts. Please try again later.") {
    expect(res.status).toBe(429);
    expect(res.json).toEqual({ message, code: "rate_limited" });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(seconds);
  }

  it("limits trip creation per account, then refuses with 429 and Retry-After and saves nothing", async () => {
    process.env.RATE_LIMITS = "trip_create_account=3/60";
    const planner = await member("createlimit");
    for (let i = 0; i < 3; i += 1) expect((await create(planner, manual())).status).toBe(201);
    expectLimited(await create(planner, manual()), 60);
    expect(await countOf(planner)).toBe(3);
  });

  it("limits trip creation per address across accounts", async () => {
    process.env.RATE_LIMITS = "trip_create_address=2/120";
    const address = freshAddress();
    const [a, b] = [await member("addrlimita"), await member("addrlimitb")];
    expect((await create(a, manual(), address)).status).toBe(201);
    expect((await create(b, manual(), address)).status).toBe(201);
    expectLimited(await create(a, manual(), address), 120);
    expect((await create(a, manual(), freshAddress())).status).toBe(201);
  });

  it("limits writes to trips (changes and share links)", async () => {
    process.env.RATE_LIMITS = "trip_write_account=4/60";
    const planner = await member("writelimit");
    const id = itineraryOf(await create(planner, manual())).id; // the creation counts as one write
    expect((await patch(planner, id, { title: "One" })).status).toBe(200);
    expect((await patch(planner, id, { title: "Two" })).status).toBe(200);
    expect((await callWith(shareRoute, { id }, { path: `/api/itineraries/${id}/share`, cookie: planner.cookie, address: freshAddress() })).status).toBe(201);
    expectLimited(await patch(planner, id, { title: "Three" }), 60);
    expect((await db().itinerary.findUniqueOrThrow({ where: { id } })).title).toBe("Two");
  });

  it("keeps a daily AI ceiling per account, even for Premium, stated in the answer", async () => {
    process.env.RATE_LIMITS = "ai_daily_account=2/86400";
    const premium = await member("aiceiling");
    await db().user.update({ where: { id: premium.id }, data: { isPremiumUser: true } });
    const generate = () => call(generateRoute, { path: "/api/itineraries/generate", cookie: premium.cookie, body: { destination: "paris", days: 1 }, address: freshAddress() });
    expect((await generate()).status).toBe(201);
    expect((await generate()).status).toBe(201);
    expectLimited(await generate(), 86_400, "Daily AI limit reached: 2 AI requests per account a day. Please try again tomorrow.");
    expect(await countOf(premium)).toBe(2);
  });

  it("limits AI generation per minute per address", async () => {
    process.env.RATE_LIMITS = "ai_address=1/60";
    const address = freshAddress();
    const [a, b] = [await member("aiaddra"), await member("aiaddrb")];
    await db().user.updateMany({ where: { id: { in: [a.id, b.id] } }, data: { isPremiumUser: true } });
    expect((await call(generateRoute, { path: "/api/itineraries/generate", cookie: a.cookie, body: { destination: "paris", days: 1 }, address })).status).toBe(201);
    expectLimited(await call(generateRoute, { path: "/api/itineraries/generate", cookie: b.cookie, body: { destination: "paris", days: 1 }, address }), 60);
  });

  it("limits the points and budget calculators, for members and visitors", async () => {
    process.env.RATE_LIMITS = "calculator_account=2/60,calculator_address=2/60";
    const calculator = await member("calclimit");
    await db().user.update({ where: { id: calculator.id }, data: { isPremiumUser: true } });
    const points = () => call(calculateRoute, { path: "/api/points/calculate", cookie: calculator.cookie, body: { kind: "balance", program: "world-of-hyatt", balance: 1000 }, address: freshAddress() });
    expect((await points()).status).toBe(200);
    expect((await points()).status).toBe(200);
    expectLimited(await points(), 60);
    const address = freshAddress();
    const budget = () => call(budgetRoute, { path: "/api/tools/budget", body: { stops: [{ place: "Paris", days: 2 }], travellers: 1, style: "budget" }, address });
    expect((await budget()).status).toBe(200);
    expect((await budget()).status).toBe(200);
    expectLimited(await budget(), 60);
  });

  it("reads RATE_LIMITS strictly", () => {
    expect(() => parseEnv({ RATE_LIMITS: "ai_account=20/60,ai_daily_account=100/86400" })).not.toThrow();
    expect(() => parseEnv({ RATE_LIMITS: "ai_acount=20/60" })).toThrow(/RATE_LIMITS "ai_acount" is not a rate limit/);
    expect(() => parseEnv({ RATE_LIMITS: "ai_account=20" })).toThrow(/is not name=points\/seconds/);
    expect(() => parseEnv({ RATE_LIMITS: "ai_account=0/60" })).toThrow(/at least 1 point/);
  });
});
