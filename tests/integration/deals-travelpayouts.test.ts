import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { GET } from "@/app/go/[dealId]/route";
import { db } from "@/lib/db";
import { ingestFeed } from "@/lib/deals/ingest/pipeline";
import { ingestConfiguredFeeds } from "@/lib/deals/ingest/scheduled";
import { fetchTravelpayouts, TRAVELPAYOUTS_MAX_RESPONSE_BYTES, TRAVELPAYOUTS_PAGE_SIZE, travelpayoutsConfig, travelpayoutsPartner } from "@/lib/deals/ingest/travelpayouts";
import { parseEnv, type Env } from "@/lib/env";

// A local stand-in for api.travelpayouts.com that replays the responses under
// tests/fixtures/travelpayouts (the documented prices_for_dates shape), one per route.
const fixtures = path.join(process.cwd(), "tests", "fixtures", "travelpayouts");
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");
// `chunks`: the body sent piece by piece without a declared length (chunked encoding).
type Reply = { status: number; body: string } | { status: number; chunks: string[] } | "hang";
let replies: Record<string, Reply> = {};
const requests: Array<{ url: string; token: string | undefined }> = [];

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const token = request.headers["x-access-token"];
  requests.push({ url: url.pathname + url.search, token: typeof token === "string" ? token : undefined });
  if (url.pathname !== "/aviasales/v3/prices_for_dates") {
    response.writeHead(404).end();
    return;
  }
  const reply = token === "good-token" ? replies[`${url.searchParams.get("origin")}-${url.searchParams.get("destination")}`] : { status: 401, body: fixture("error-401.json") };
  if (reply === "hang") return; // never answers: the client's timeout must end the request
  if (reply && "chunks" in reply) {
    response.writeHead(reply.status, { "Content-Type": "application/json" });
    // The client may drop the connection part way: writes after that are simply lost.
    response.on("error", () => {});
    for (const chunk of reply.chunks) response.write(chunk);
    response.end();
    return;
  }
  const { status, body } = reply ?? { status: 200, body: '{"success":true,"data":[],"currency":"usd"}' };
  response.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) }).end(body);
});

let base = "";
const env = (extra: Record<string, string> = {}): Env =>
  parseEnv({
  TRAVELPAYOUTS_TOKEN: "good-token",
  TRAVELPAYOUTS_MARKER: "123456",
  TRAVELPAYOUTS_API_BASE: base,
  TRAVELPAYOUTS_ROUTES: "NYC-BCN,LON-BCN",
    TRAVELPAYOUTS_TIMEOUT_MS: "500",
    ...extra,
  });
const partner = travelpayoutsPartner("123456");

async function run(extra: Record<string, string> = {}) {
  const config = travelpayoutsConfig(env(extra))!;
  return ingestFeed(db(), { partner, feed: "travelpayouts:test", format: "travelpayouts", read: await fetchTravelpayouts(config) });
}

async function deals() {
  return db().deal.findMany({ where: { partner: { slug: partner.slug } }, include: { prices: true }, orderBy: { externalId: "asc" } });
}

async function cleanUp() {
  await db().deal.deleteMany({ where: { partner: { slug: partner.slug } } });
  await db().ingestionRun.deleteMany({ where: { partner: { slug: partner.slug } } });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(async () => {
  await cleanUp();
  requests.length = 0;
  replies = { "NYC-BCN": { status: 200, body: fixture("NYC-BCN.json") }, "LON-BCN": { status: 200, body: fixture("LON-BCN.json") } };
});

afterAll(async () => {
  await cleanUp();
  await db().partner.deleteMany({ where: { slug: partner.slug } });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db().$disconnect();
});

describe("Travelpayouts adapter", () => {
  it("is off without TRAVELPAYOUTS_TOKEN and reads its routes, marker and base URL from the environment", () => {
    expect(travelpayoutsConfig({})).toBeNull();
    expect(travelpayoutsConfig(env())).toMatchObject({ token: "good-token", marker: "123456", apiBase: base, routes: [["NYC", "BCN"], ["LON", "BCN"]], timeoutMs: 500 });
  });

  it("ingests the recorded fares: places from IATA codes, prices in US dollars, one deal per search link, bad fares skipped", async () => {
    const result = await run();
    expect(result.status).toBe("succeeded");
    expect(requests.map((request) => request.token)).toEqual(["good-token", "good-token"]);
    expect(requests[0]!.url).toMatch(/^\/aviasales\/v3\/prices_for_dates\?origin=(NYC|LON)&destination=BCN&currency=usd/);

    // NYC-BCN: the Delta fare shares the Iberia fare's search link and costs more, so it is
    // folded into it; a price that is not a number, an unknown airport and a missing link are skipped.
    expect(result.created).toBe(4);
    const messages = result.problems.map((problem) => `${problem.ref}: ${problem.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^NYC-BCN fare 4: price: /),
        "NYC-BCN fare 5: unknown airport GRX",
        "NYC-BCN fare 6: link: not an Aviasales search path",
      ]),
    );
    expect(result.skipped).toBe(3);

    const stored = await deals();
    expect(stored.map((deal) => deal.externalId)).toEqual(["LON1202BCN15021", "LON1902BCN24021", "NYC1003BCN18031", "NYC1503BCN22031"]);
    const iberia = stored.find((deal) => deal.externalId === "NYC1003BCN18031")!;
    expect(iberia).toMatchObject({ kind: "flight", title: "Round trip New York to Barcelona on Iberia", provider: "Iberia", currency: "USD", status: "live" });
    expect(Number(iberia.price)).toBe(389);
    expect(iberia.startDate?.toISOString().slice(0, 10)).toBe("2027-03-10");
    expect(iberia.endDate?.toISOString().slice(0, 10)).toBe("2027-03-18");
    const places = await db().destination.findMany({ where: { id: { in: [iberia.originId!, iberia.destinationId] } }, select: { slug: true } });
    expect(places.map((place) => place.slug).sort()).toEqual(["barcelona", "new-york"]);

    const easyjet = stored.find((deal) => deal.externalId === "LON1202BCN15021")!;
    const eurRate = (await db().exchangeRate.findUniqueOrThrow({ where: { code: "EUR" } })).rate;
    expect(easyjet.currency).toBe("EUR");
    expect(Number(easyjet.priceUsd)).toBeCloseTo(86 / eurRate, 1);

    // The click-out goes to the fare's Aviasales search with our marker.
    const response = await GET(new Request(`http://localhost/go/${iberia.id}`), { params: Promise.resolve({ dealId: String(iberia.id) }) });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://www.aviasales.com/search/NYC1003BCN18031?marker=123456");
  });

  it("keeps price history and expires fares the API no longer returns", async () => {
    await run();
    const cheaper = JSON.parse(fixture("LON-BCN.json")) as { data: Array<{ price: number }> };
    cheaper.data[0]!.price = 79;
    replies["LON-BCN"] = { status: 200, body: JSON.stringify({ ...cheaper, data: [cheaper.data[0]] }) };
    const again = await run();
    expect(again).toMatchObject({ status: "succeeded", created: 0, priceChanged: 1, expired: 1 });
    const stored = await deals();
    const easyjet = stored.find((deal) => deal.externalId === "LON1202BCN15021")!;
    expect(easyjet.prices.map((price) => Number(price.price))).toEqual(expect.arrayContaining([86, 79]));
    expect(stored.find((deal) => deal.externalId === "LON1902BCN24021")!.status).toBe("expired");
  });

  it("records a refused token as a failed run and changes nothing", async () => {
    await run();
    const result = await run({ TRAVELPAYOUTS_TOKEN: "bad-token" });
    expect(result.status).toBe("failed");
    expect(result.error).toMatch(/HTTP 401: the token was refused/);
    const logged = await db().ingestionRun.findUniqueOrThrow({ where: { id: result.runId } });
    expect(logged.status).toBe("failed");
    expect(JSON.stringify(logged.errors)).toMatch(/HTTP 401/);
    expect((await deals()).every((deal) => deal.status === "live")).toBe(true);
  });

  it("records a rate limit and a timeout per route, keeps the other routes' fares and expires nothing", async () => {
    await run();
    replies["NYC-BCN"] = { status: 429, body: fixture("error-429.json") };
    const limited = await run();
    expect(limited.status).toBe("succeeded");
    expect(limited.expired).toBe(0);
    expect(limited.problems.map((problem) => problem.message)).toContain("NYC-BCN: HTTP 429: rate limited, try again later");

    replies["NYC-BCN"] = "hang";
    replies["LON-BCN"] = { status: 200, body: '{"success":false,"data":null,"error":"Internal error"}' };
    const started = Date.now();
    const stalled = await run();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(stalled.status).toBe("failed");
    expect(stalled.problems.map((problem) => problem.message)).toEqual(expect.arrayContaining(["NYC-BCN: timed out after 500 ms", "LON-BCN: Internal error"]));
    expect((await deals()).filter((deal) => deal.status === "live")).toHaveLength(4);
  });

  it("asks one bounded page per route and drops a response past its byte cap, naming the route and the reason", async () => {
    await run();
    expect(requests.every((request) => new URL(request.url, base).searchParams.get("limit") === String(TRAVELPAYOUTS_PAGE_SIZE))).toBe(true);
    // A page far past any page of fares: declared up front, then sent unannounced in pieces.
    const fare = JSON.parse(fixture("NYC-BCN.json")).data[0];
    const huge = JSON.stringify({ success: true, currency: "usd", data: Array.from({ length: 4000 }, () => fare) });
    expect(huge.length).toBeGreaterThan(TRAVELPAYOUTS_MAX_RESPONSE_BYTES);
    replies["NYC-BCN"] = { status: 200, body: huge };
    const declared = await run();
    expect(declared.status).toBe("succeeded");
    expect(declared.expired).toBe(0);
    expect(declared.problems.map((problem) => problem.message)).toContain(
      `NYC-BCN: response too large (${Buffer.byteLength(huge)} bytes; at most ${TRAVELPAYOUTS_MAX_RESPONSE_BYTES} read for a page of ${TRAVELPAYOUTS_PAGE_SIZE} fares): not read`,
    );
    replies["NYC-BCN"] = { status: 200, chunks: huge.match(/[^]{1,16384}/g)! };
    const streamed = await run();
    expect(streamed.status).toBe("succeeded");
    expect(streamed.problems.map((problem) => problem.message)).toContain(
      `NYC-BCN: response too large (more than ${TRAVELPAYOUTS_MAX_RESPONSE_BYTES} bytes; at most ${TRAVELPAYOUTS_MAX_RESPONSE_BYTES} read for a page of ${TRAVELPAYOUTS_PAGE_SIZE} fares): not read`,
    );
    // The other route's fares are kept, and the run is logged with the reason.
    expect((await deals()).filter((deal) => deal.status === "live")).toHaveLength(4);
    const logged = await db().ingestionRun.findUniqueOrThrow({ where: { id: streamed.runId } });
    expect(JSON.stringify(logged.errors)).toMatch(/NYC-BCN: response too large/);
    // A page within the cap, sent in pieces, reads as a whole.
    replies["NYC-BCN"] = { status: 200, chunks: fixture("NYC-BCN.json").match(/[^]{1,64}/g)! };
    const pieces = await run();
    expect(pieces.problems.filter((problem) => problem.ref === "feed")).toEqual([]);
  });

  it("runs in the scheduled ingestion when its token is set", async () => {
    const emptyFeeds = fs.mkdtempSync(path.join(os.tmpdir(), "feeds-"));
    try {
      const withToken = await ingestConfiguredFeeds(db(), env({ DEAL_FEEDS_DIR: emptyFeeds }));
      expect(withToken).toMatch(/^travelpayouts succeeded \(4 new/);
      const without = await ingestConfiguredFeeds(db(), { DEAL_FEEDS_DIR: emptyFeeds });
      expect(without).toBe("travelpayouts skipped (TRAVELPAYOUTS_TOKEN is not set)");
    } finally {
      fs.rmSync(emptyFeeds, { recursive: true, force: true });
    }
  });
});
