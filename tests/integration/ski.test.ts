import http from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "@/lib/db";
import { distanceKm } from "@/lib/geo/distance";
import { loadResorts } from "@/lib/ski/data";
import { LIFTIE_TIMEOUT_MS, clearLiftStatusCache, fetchLiftStatus } from "@/lib/ski/liftie";
import { getResort, getResortDeals, getSkiCounts, listNearbyResorts, listResorts, listSkiCountries, listSkiSitemapEntries } from "@/lib/ski/queries";
import { BEGINNER_FRIENDLY_PCT, skiRegions } from "@/lib/ski/regions";
import { parseSkiSearch } from "@/lib/ski/schema";
import { seedSki } from "@/prisma/seed/ski";

afterAll(async () => {
  await db().$disconnect();
});

const rowsByRegion = async () =>
  Object.fromEntries((await db().$queryRaw<Array<{ region: string; count: number }>>`SELECT region, count(*)::int AS count FROM ski_resorts GROUP BY region`).map((row) => [row.region, row.count]));

describe("ski seed and counts", () => {
  it("loads every resort of the data, and running the seed again changes nothing", async () => {
    const data = loadResorts();
    const expected = Object.fromEntries(skiRegions.map((region) => [region, data.filter((row) => row.region === region).length]));
    expect(await rowsByRegion()).toEqual(expected);
    await seedSki(db());
    expect(await rowsByRegion()).toEqual(expected);
  });

  it("counts what the database holds, in all and per region (the hub's, region pages' and home page's figures)", async () => {
    const counts = await getSkiCounts();
    expect(counts.byRegion).toEqual(await rowsByRegion());
    expect(counts.total).toBe(Object.values(await rowsByRegion()).reduce((sum, count) => sum + count, 0));
    expect(counts.byRegion["north-america"]).toBeGreaterThanOrEqual(40);
    expect(counts.byRegion.europe).toBeGreaterThanOrEqual(35);
    expect(counts.byRegion.asia).toBeGreaterThanOrEqual(12);
    expect(counts.byRegion["southern-hemisphere"]).toBeGreaterThanOrEqual(8);
  });

  it("links every resort to the nearest of our destinations that deals go to", async () => {
    const destinations = await db().destination.findMany({ where: { dealsTo: { some: {} } }, select: { id: true, latitude: true, longitude: true } });
    expect(destinations.length).toBeGreaterThan(0);
    const resorts = await db().skiResort.findMany({ select: { slug: true, latitude: true, longitude: true, destinationId: true, destinationKm: true } });
    for (const resort of resorts) {
      const nearest = destinations.map((destination) => ({ id: destination.id, km: distanceKm(resort, destination) })).sort((a, b) => a.km - b.km)[0]!;
      expect([resort.slug, resort.destinationId]).toEqual([resort.slug, nearest.id]);
      expect(resort.destinationKm).toBeCloseTo(nearest.km, 0);
    }
  });
});

describe("ski filters and sorts", () => {
  it("combines region, pass, vertical, runs and beginner filters", async () => {
    const input = parseSkiSearch({ region: "north-america", pass: "ikon", vertical: "800", runs: "100", beginner: "1" });
    const resorts = await listResorts(input);
    expect(resorts.length).toBeGreaterThan(0);
    for (const resort of resorts) {
      expect(resort.region).toBe("north-america");
      expect(resort.passes).toContain("ikon");
      expect(resort.verticalM).toBeGreaterThanOrEqual(800);
      expect(resort.runs).toBeGreaterThanOrEqual(100);
      expect(resort.terrainBeginnerPct).toBeGreaterThanOrEqual(BEGINNER_FRIENDLY_PCT);
    }
    // Each added filter narrows the list.
    const regionOnly = await listResorts(parseSkiSearch({ region: "north-america" }));
    const withPass = await listResorts(parseSkiSearch({ region: "north-america", pass: "ikon" }));
    expect(withPass.length).toBeLessThan(regionOnly.length);
    expect(resorts.length).toBeLessThan(withPass.length);
  });

  it("filters by country and lists the countries of a region with their counts", async () => {
    const french = await listResorts(parseSkiSearch({ country: "fr" }));
    expect(french.length).toBeGreaterThan(5);
    expect(new Set(french.map((resort) => resort.countryCode))).toEqual(new Set(["FR"]));
    const countries = await listSkiCountries("europe");
    expect(countries.find((country) => country.code === "FR")?.count).toBe(french.length);
    expect(countries.some((country) => country.code === "US")).toBe(false);
  });

  it("sorts by vertical drop, largest first, with unknown figures last", async () => {
    const resorts = await listResorts(parseSkiSearch({ region: "europe", sort: "vertical" }));
    const known = resorts.filter((resort) => resort.verticalM !== null).map((resort) => resort.verticalM!);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(resorts.slice(known.length).every((resort) => resort.verticalM === null)).toBe(true);
    const byName = await listResorts(parseSkiSearch({ region: "europe" }));
    expect(byName.map((resort) => resort.name)).toEqual([...byName.map((resort) => resort.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("ignores hostile filter values and lists everything", async () => {
    const all = await listResorts();
    const hostile = await listResorts(parseSkiSearch({ country: "'; DROP TABLE ski_resorts; --", pass: "<b>", vertical: "1e9", runs: "-1", sort: "x".repeat(5000) }));
    expect(hostile).toHaveLength(all.length);
  });
});

describe("ski resort details", () => {
  it("reads a resort with its facts and nearest destination, and nothing for an unknown or malformed slug", async () => {
    const vail = await getResort("vail");
    expect(vail).toMatchObject({ name: "Vail", region: "north-america", countryCode: "US", liftieId: "vail", passes: ["epic"] });
    expect(vail!.summitM! - vail!.baseM!).toBe(vail!.verticalM);
    expect(vail!.destination).not.toBeNull();
    expect(await getResort("no-such-resort")).toBeNull();
    expect(await getResort("../../etc/passwd")).toBeNull();
    expect(await getResort("a".repeat(500))).toBeNull();
  });

  it("lists the nearest resorts of the same region, nearest first", async () => {
    const zermatt = (await getResort("zermatt"))!;
    const nearby = await listNearbyResorts(zermatt, 4);
    expect(nearby).toHaveLength(4);
    expect(nearby.map((resort) => resort.slug)).not.toContain("zermatt");
    expect(nearby.map((resort) => resort.distanceKm)).toEqual([...nearby.map((resort) => resort.distanceKm)].sort((a, b) => a - b));
    expect(nearby.every((resort) => resort.region === "europe")).toBe(true);
  });

  it("finds hotel, package and flight deals to the nearest destination only", async () => {
    const withDeals = await db().$queryRaw<Array<{ slug: string; destination: string }>>`
      SELECT s.slug, d.slug AS destination FROM ski_resorts s JOIN destinations d ON d.id = s.destination_id
      WHERE EXISTS (SELECT 1 FROM deals x WHERE x.destination_id = d.id AND x.kind IN ('hotel', 'package', 'flight')) LIMIT 1`;
    expect(withDeals.length).toBe(1);
    const groups = await getResortDeals(withDeals[0]!.destination);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(["hotel", "package", "flight"]).toContain(group.kind);
      expect(group.deals.length).toBeLessThanOrEqual(3);
      for (const deal of group.deals) expect([deal.kind, deal.destinationSlug]).toEqual([group.kind, withDeals[0]!.destination]);
    }
  });

  it("lists every resort for the sitemap", async () => {
    const entries = await listSkiSitemapEntries();
    expect(entries.map((entry) => entry.slug).sort()).toEqual(loadResorts().map((resort) => resort.slug).sort());
  });
});

describe("Liftie lift status adapter", () => {
  type Reply = { status: number; body: string } | "hang";
  let replies: Record<string, Reply> = {};
  const requested: string[] = [];
  const server = http.createServer((request, response) => {
    requested.push(request.url ?? "");
    const reply = replies[request.url ?? ""];
    if (reply === "hang") return;
    const { status, body } = reply ?? { status: 404, body: "Not found" };
    response.writeHead(status, { "Content-Type": "application/json" }).end(body);
  });
  let base = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    replies = {};
    requested.length = 0;
    clearLiftStatusCache();
  });

  const liftieBody = JSON.stringify({
    id: "vail",
    name: "Vail",
    lifts: {
      status: { "Gondola One": "open", "Avanti Express": "open", "Born Free Express": "closed", "High Noon Express": "hold", "Mountaintop Express": "scheduled", Broken: "weird" },
      stats: { open: 2, hold: 1, scheduled: 1, closed: 1 },
    },
  });

  it("reads the lifts and counts them by state from ${LIFTIE_URL}/api/resort/{id}", async () => {
    replies["/api/resort/vail"] = { status: 200, body: liftieBody };
    const status = await fetchLiftStatus("vail", { baseUrl: base });
    expect(requested).toEqual(["/api/resort/vail"]);
    expect(status?.counts).toEqual({ open: 2, hold: 1, scheduled: 1, closed: 1 });
    expect(status?.lifts).toContainEqual({ name: "Gondola One", state: "open" });
    expect(status?.lifts.map((lift) => lift.name)).not.toContain("Broken");
  });

  it("keeps an answer for a minute instead of asking again on every page view", async () => {
    replies["/api/resort/vail"] = { status: 200, body: liftieBody };
    await fetchLiftStatus("vail", { baseUrl: base });
    replies["/api/resort/vail"] = { status: 500, body: "{}" };
    expect((await fetchLiftStatus("vail", { baseUrl: base }))?.counts.open).toBe(2);
    expect(requested).toEqual(["/api/resort/vail"]);
    clearLiftStatusCache();
    expect(await fetchLiftStatus("vail", { baseUrl: base })).toBeNull();
    expect(requested).toHaveLength(2);
  });

  it("uses LIFTIE_URL from the environment, and does nothing without it", async () => {
    replies["/api/resort/vail"] = { status: 200, body: liftieBody };
    const saved = process.env.LIFTIE_URL;
    try {
      delete process.env.LIFTIE_URL;
      expect(await fetchLiftStatus("vail")).toBeNull();
      expect(requested).toEqual([]);
      process.env.LIFTIE_URL = `${base}/`;
      expect((await fetchLiftStatus("vail"))?.counts.open).toBe(2);
    } finally {
      if (saved === undefined) delete process.env.LIFTIE_URL;
      else process.env.LIFTIE_URL = saved;
    }
  });

  it.each([
    ["an error status", { status: 500, body: "{}" }],
    ["an unknown resort", { status: 404, body: "Not found" }],
    ["malformed JSON", { status: 200, body: "{not json" }],
    ["an unexpected shape", { status: 200, body: JSON.stringify({ lifts: "none" }) }],
    ["no lifts", { status: 200, body: JSON.stringify({ lifts: { status: {} } }) }],
  ] as const)("gives null on %s", async (_name, reply) => {
    replies["/api/resort/vail"] = reply;
    expect(await fetchLiftStatus("vail", { baseUrl: base })).toBeNull();
  });

  it("gives up after the time-out when the server does not answer", async () => {
    replies["/api/resort/vail"] = "hang";
    const started = Date.now();
    expect(await fetchLiftStatus("vail", { baseUrl: base, timeoutMs: 300 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(LIFTIE_TIMEOUT_MS + 1000);
  });

  it("never asks for a resort without an id or with a malformed one, nor an unreachable server", async () => {
    expect(await fetchLiftStatus(null, { baseUrl: base })).toBeNull();
    expect(await fetchLiftStatus("../admin", { baseUrl: base })).toBeNull();
    expect(requested).toEqual([]);
    expect(await fetchLiftStatus("vail", { baseUrl: "http://127.0.0.1:1" })).toBeNull();
  });
});
