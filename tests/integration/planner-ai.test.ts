/** @jest-environment node */
// The OpenAI-compatible planner against a local stand-in server speaking the chat-completions
// format: the client (streaming, retries, time-out, size cap), the generate route with AI on
// (verified and unverified stops, the page's language, NDJSON streaming) and every malformed or
// hostile answer falling back to the built-in planner without breaking anything.
import { db } from "@/lib/db";
import { AiError, chatCompletion, extractJson, type AiConfig } from "@/lib/ai/client";
import { POST as generateRoute } from "@/app/api/itineraries/generate/route";
import type { Itinerary } from "@/lib/itineraries/service";
import { piecesOf, startStandIn, type StandIn } from "../support/ai-stand-in";
import { call, ORIGIN } from "../support/api";
import { signedUp } from "../support/saved";
import { SOCKET_ADDRESS_HEADER } from "@/lib/api/client-address";

let standIn: StandIn;
let config: AiConfig;
let premium: Awaited<ReturnType<typeof signedUp>>;
let free: Awaited<ReturnType<typeof signedUp>>;
const saved = { base: process.env.AI_BASE_URL, key: process.env.AI_API_KEY, model: process.env.AI_MODEL, timeout: process.env.AI_TIMEOUT_MS };

const plan = (days: Array<Array<{ name: string; start?: string; minutes?: number; note?: string }>>) => JSON.stringify({ days: days.map((stops, i) => ({ day: i + 1, stops })) });

const generate = (cookie: string, body: unknown) => call(generateRoute, { path: "/api/itineraries/generate", cookie, body });

/** The route with Accept: application/x-ndjson: every line of the streamed answer. */
async function generateStreamed(cookie: string, body: unknown) {
  const res = await generateRoute(
    new Request(`${ORIGIN}/api/itineraries/generate`, {
      method: "POST",
      headers: { origin: ORIGIN, "sec-fetch-site": "same-origin", [SOCKET_ADDRESS_HEADER]: "127.0.0.1", "content-type": "application/json", accept: "application/x-ndjson", cookie },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get("content-type"), lines: text.trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const itineraryOf = (res: { json: Record<string, unknown> }) => res.json.itinerary as Itinerary;

beforeAll(async () => {
  standIn = await startStandIn();
  config = { baseUrl: standIn.url, apiKey: "test-key", model: "stand-in-model" };
  process.env.AI_BASE_URL = standIn.url;
  process.env.AI_API_KEY = "test-key";
  process.env.AI_MODEL = "stand-in-model";
  process.env.AI_TIMEOUT_MS = "1500";
  premium = await signedUp("aipremium");
  free = await signedUp("aifree");
  await db().user.update({ where: { id: premium.id }, data: { isPremiumUser: true } });
});

afterAll(async () => {
  for (const [name, value] of [["AI_BASE_URL", saved.base], ["AI_API_KEY", saved.key], ["AI_MODEL", saved.model], ["AI_TIMEOUT_MS", saved.timeout]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await standIn.close();
  await db().user.deleteMany({ where: { id: { in: [premium.id, free.id] } } });
  await db().$disconnect();
});

describe("the chat-completions client", () => {
  it("streams the content as it arrives and sends the model, the key and the JSON schema", async () => {
    standIn.reply({ kind: "stream", pieces: ['{"a":', " 1", "}"] });
    const seen: string[] = [];
    const text = await chatCompletion({ config, messages: [{ role: "user", content: "hi" }], schema: { name: "thing", schema: { type: "object" } }, onDelta: (delta) => seen.push(delta) });
    expect(text).toBe('{"a": 1}');
    expect(seen).toEqual(['{"a":', " 1", "}"]);
    const request = standIn.requests.at(-1)!;
    expect(request.headers.authorization).toBe("Bearer test-key");
    expect(request.body).toMatchObject({ model: "stand-in-model", stream: true, response_format: { type: "json_schema", json_schema: { name: "thing" } } });
  });

  it("reads a server that answers without streaming", async () => {
    standIn.reply({ kind: "json", content: '{"ok":true}' });
    expect(await chatCompletion({ config, messages: [{ role: "user", content: "hi" }] })).toBe('{"ok":true}');
  });

  it("retries once on a busy server, then gives up with the status", async () => {
    standIn.reply({ kind: "status", status: 503 }, { kind: "stream", pieces: ["fine"] });
    expect(await chatCompletion({ config, messages: [{ role: "user", content: "hi" }] })).toBe("fine");
    standIn.reply({ kind: "status", status: 503 });
    const before = standIn.requests.length;
    await expect(chatCompletion({ config, messages: [{ role: "user", content: "hi" }] })).rejects.toMatchObject({ reason: "http" });
    expect(standIn.requests.length - before).toBe(2);
    standIn.reply({ kind: "status", status: 401 });
    const again = standIn.requests.length;
    await expect(chatCompletion({ config, messages: [{ role: "user", content: "hi" }] })).rejects.toMatchObject({ reason: "http" });
    expect(standIn.requests.length - again).toBe(1);
  });

  it("times out on a server that never finishes", async () => {
    standIn.reply({ kind: "hang" });
    const started = Date.now();
    await expect(chatCompletion({ config, messages: [{ role: "user", content: "hi" }], timeoutMs: 300 })).rejects.toMatchObject({ reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses an answer past the size cap, a broken stream and an unreachable server", async () => {
    standIn.reply({ kind: "stream", pieces: Array.from({ length: 50 }, () => "x".repeat(1000)) });
    await expect(chatCompletion({ config, messages: [{ role: "user", content: "hi" }], maxChars: 10_000 })).rejects.toMatchObject({ reason: "too_large" });
    standIn.reply({ kind: "raw", contentType: "text/event-stream", body: "data: {not json\n\n" });
    await expect(chatCompletion({ config, messages: [{ role: "user", content: "hi" }] })).rejects.toMatchObject({ reason: "malformed" });
    await expect(chatCompletion({ config: { ...config, baseUrl: "http://127.0.0.1:9/v1" }, messages: [{ role: "user", content: "hi" }], attempts: 1 })).rejects.toMatchObject({ reason: "network" });
  });

  it("finds the JSON in a fenced or chatty answer and refuses text that holds none", () => {
    expect(extractJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('Here is your plan: {"a":2} Enjoy!')).toEqual({ a: 2 });
    expect(() => extractJson("I cannot help with that.")).toThrow(AiError);
  });
});

describe("POST /api/itineraries/generate with the AI provider", () => {
  it("keeps the stops it can match to our places and cities (verified, our coordinates) and marks the rest unverified, off the map", async () => {
    standIn.reply({
      kind: "stream",
      pieces: piecesOf(
        plan([
          [
            { name: "Visit the Louvre Museum", start: "09:30", note: "Book a <b>timed</b> ticket" },
            { name: "<script>alert('x')</script>Glass Cathedral of Zorbland", start: "13:00", minutes: 90 },
            { name: "Eiffel Tower", start: "18:00" },
          ],
          [{ name: "Chartres", note: "Cathedral town" }, { name: "Sainte-Chapelle" }],
        ]),
      ),
    });
    const res = await generate(premium.cookie, { destination: "Paris", days: 2, interests: ["museums"], language: "fr" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ provider: "ai", fallback: null });
    const itinerary = itineraryOf(res);
    expect(itinerary).toMatchObject({ origin: "ai", title: "2 days in Paris" });
    const [louvre, invented, eiffel] = itinerary.days[0]!.stops;
    expect(louvre).toMatchObject({ name: "Louvre Museum", verified: true, latitude: 48.8606, longitude: 2.3376, start: "09:30", notes: "Book a timed ticket" });
    expect(invented).toMatchObject({ name: "Glass Cathedral of Zorbland", verified: false, latitude: null, longitude: null, start: "13:00", minutes: 90 });
    expect(JSON.stringify(itinerary)).not.toMatch(/<|script>/);
    expect(eiffel).toMatchObject({ name: "Eiffel Tower", verified: true, latitude: 48.8584, start: "18:00", travelMode: expect.any(String) });
    const [chartres, chapelle] = itinerary.days[1]!.stops;
    expect(chartres).toMatchObject({ name: "Chartres", verified: true, category: "day_trip", latitude: expect.any(Number) });
    expect(chapelle).toMatchObject({ name: "Sainte-Chapelle", verified: true });
    // The page's language and our places went to the model.
    const prompt = JSON.stringify(standIn.requests.at(-1)!.body.messages);
    expect(prompt).toContain("French");
    expect(prompt).toContain("Musée d'Orsay");
  });

  it("streams NDJSON as the plan arrives: the provider, each stop, then the saved plan's page", async () => {
    standIn.reply({ kind: "stream", pieces: piecesOf(plan([[{ name: "Louvre Museum" }, { name: "Musée d'Orsay" }]]), 5), delayMs: 2 });
    const res = await generateStreamed(premium.cookie, { destination: "paris", days: 1, language: "es" });
    expect(res.status).toBe(200);
    expect(res.contentType).toContain("application/x-ndjson");
    expect(res.lines[0]).toEqual({ type: "start", provider: "ai", destination: "Paris" });
    expect(res.lines.filter((l) => l.type === "stop").map((l) => l.name)).toEqual(["Louvre Museum", "Musée d'Orsay"]);
    const done = res.lines.at(-1)!;
    expect(done).toMatchObject({ type: "done", provider: "ai", fallback: null });
    expect(done.url).toBe(`/es/itinerary-view/${(done.itinerary as Itinerary).id}`);
  });

  it.each([
    ["text that is not JSON", { kind: "stream", pieces: ["Sure! Here is a lovely trip to Paris."] }, "malformed"],
    ["JSON of the wrong shape", { kind: "stream", pieces: ['{"itinerary": "Day 1: Louvre"}'] }, "invalid"],
    ["stops that are not objects", { kind: "json", content: '{"days":[{"stops":["Louvre", 42]}]}' }, "invalid"],
    ["too few days", { kind: "json", content: plan([[{ name: "Louvre Museum" }]]) }, "invalid"],
    ["a huge answer", { kind: "stream", pieces: [`{"days":[{"stops":[{"name":"${"A".repeat(40_000)}`, "A".repeat(40_000)] }, "too_large"],
    ["an empty answer", { kind: "stream", pieces: [] }, "empty"],
    ["a server error", { kind: "status", status: 500 }, "http"],
    ["no answer in time", { kind: "hang" }, "timeout"],
  ] as const)("answers with the built-in planner on %s, and says why", async (_case, reply, reason) => {
    standIn.reply(reply);
    const res = await generate(premium.cookie, { destination: "paris", days: 2 });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ provider: "builtin", fallback: reason });
    const itinerary = itineraryOf(res);
    expect(itinerary.origin).toBe("builtin");
    expect(itinerary.days).toHaveLength(2);
    for (const stop of itinerary.days.flatMap((d) => d.stops)) expect(stop).toMatchObject({ verified: true, latitude: expect.any(Number) });
  });

  it("tells a streaming page of the fallback and sends it to the plan with the notice", async () => {
    standIn.reply({ kind: "status", status: 400 });
    const res = await generateStreamed(premium.cookie, { destination: "tokyo", days: 1 });
    expect(res.lines.map((l) => l.type)).toEqual(expect.arrayContaining(["start", "fallback", "stop", "done"]));
    expect(res.lines.find((l) => l.type === "fallback")).toEqual({ type: "fallback", reason: "http" });
    expect(String(res.lines.at(-1)!.url)).toMatch(/^\/itinerary-view\/[0-9a-f-]+\?notice=ai-fallback$/);
  });

  it("cuts hostile stops to size: 15 a day, names of 120 characters, no control characters", async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `Place\u0000${i}\u202e${"x".repeat(300)}`, minutes: 20 }));
    standIn.reply({ kind: "json", content: plan([many]) });
    const res = await generate(premium.cookie, { destination: "paris", days: 1 });
    expect(res.json.provider).toBe("ai");
    const stops = itineraryOf(res).days[0]!.stops;
    expect(stops.length).toBeLessThanOrEqual(15);
    for (const stop of stops) {
      expect(stop.name.length).toBeLessThanOrEqual(120);
      expect(stop.name).not.toMatch(/[\u0000-\u001f\u202e]/);
      expect(stop.verified).toBe(false);
    }
  });

  it("asks the model nothing for a refused request (bad input, the Free plan's limit)", async () => {
    standIn.reply({ kind: "json", content: plan([[{ name: "Louvre Museum" }]]) });
    const before = standIn.requests.length;
    expect((await generate(free.cookie, { destination: "Pariss", days: 1 })).status).toBe(400);
    expect((await generate(free.cookie, { destination: "paris", days: 1, language: "xx" })).status).toBe(400);
    expect((await generate(free.cookie, { destination: "paris", days: 1 })).status).toBe(201);
    expect(standIn.requests.length - before).toBe(1);
    // Refusals answer as JSON errors with their status, streamed or not.
    const refused = await generateStreamed(free.cookie, { destination: "paris", days: 1 });
    expect(refused.status).toBe(402);
    expect(refused.contentType).toContain("application/json");
    expect(refused.lines[0]).toMatchObject({ code: "payment_required", upgrade_url: "/subscription" });
    expect((await generate(free.cookie, { destination: "paris", days: 1 })).status).toBe(402);
    expect(standIn.requests.length - before).toBe(1);
  });
});
