import { POST as budget } from "@/app/api/tools/budget/route";
import { GET as nearestPlace } from "@/app/api/tools/nearest-place/route";
import { currencyCodes, currencyDecimals, type CurrencyCode } from "@/lib/currency/currencies";
import { db } from "@/lib/db";
import { getCityGuide, getEtiquetteGuide, getToolsCounts, listToolsSitemapPaths, resolveBudgetPlace, resolveTransitPlace } from "@/lib/tools/queries";
import { seedTools } from "@/prisma/seed/tools";
import { call } from "@/tests/support/api";
import { signedUp } from "@/tests/support/saved";

afterAll(async () => {
  await db().$disconnect();
});

async function storedRate(code: CurrencyCode): Promise<number> {
  if (code === "USD") return 1;
  return (await db().exchangeRate.findUniqueOrThrow({ where: { code } })).rate;
}
const convert = (usd: number, code: CurrencyCode, rate: number) => {
  const scale = 10 ** currencyDecimals(code);
  return Math.round(usd * rate * scale) / scale;
};

// Paris, mid-range, 2 travellers, 3 days: France 0.9 x Paris 1.3 gives daily 211 a room, 82, 23 and
// 47 per person: 633, 492, 138 and 282 US dollars, 1545 in all.
const parisTrip = { stops: [{ place: "Paris", days: 3 }], travellers: 2, style: "mid-range" };
const parisUsd = { accommodation: 633, food: 492, transport: 138, activities: 282 };

describe("tools seed and queries", () => {
  it("loads every data set and is idempotent", async () => {
    const before = await getToolsCounts();
    expect(before).toEqual({ etiquetteCountries: 61, costCountries: 134, costDestinations: 100, airports: expect.any(Number), cityGuides: 52 });
    expect(before.airports).toBeGreaterThan(500);
    await seedTools(db());
    await seedTools(db());
    expect(await getToolsCounts()).toEqual(before);
  });

  it("reads a country's etiquette guide and 404s an unknown one", async () => {
    const japan = await getEtiquetteGuide("japan");
    expect(japan).toMatchObject({ countryCode: "JP", drivingSide: "left", currency: "JPY", plugTypes: ["A", "B"] });
    expect(japan?.content.phrases.thankYou).toMatch(/Arigat/);
    expect(await getEtiquetteGuide("atlantis")).toBeNull();
    expect(await getEtiquetteGuide("../etc")).toBeNull();
  });

  it("resolves budget places: destinations with their factor, countries by name or code, and the unknown", async () => {
    expect(await resolveBudgetPlace("Paris")).toMatchObject({ status: "found", place: { label: "Paris, France", destinationSlug: "paris", priceLevel: 0.9, factor: 1.3 } });
    expect(await resolveBudgetPlace("São Paulo")).toMatchObject({ status: "found", place: { destinationSlug: "sao-paulo", factor: 1.15 } });
    // A destination without a factor of its own costs what its country does.
    expect(await resolveBudgetPlace("Lisbon")).toMatchObject({ status: "found", place: { destinationSlug: "lisbon", priceLevel: 0.65, factor: 1 } });
    expect(await resolveBudgetPlace("thailand")).toMatchObject({ status: "found", place: { label: "Thailand", destinationSlug: null, priceLevel: 0.45 } });
    expect(await resolveBudgetPlace("JP")).toMatchObject({ status: "found", place: { label: "Japan" } });
    // The label the calculator shows reads back as the same place; a wrong country does not.
    expect(await resolveBudgetPlace("Paris, France")).toMatchObject({ status: "found", place: { label: "Paris, France", destinationSlug: "paris" } });
    expect(await resolveBudgetPlace("Paris, Japan")).toEqual({ status: "unknown" });
    expect(await resolveBudgetPlace("Atlantis")).toEqual({ status: "unknown" });
    expect(await resolveBudgetPlace("Pyongyang")).toEqual({ status: "no-data", label: "Pyongyang, North Korea" });
  });

  it("resolves transit places by name and by airport code, and reads city guides", async () => {
    expect(await resolveTransitPlace("cdg")).toMatchObject({ kind: "airport", key: "CDG", countryCode: "FR" });
    expect(await resolveTransitPlace("New York")).toMatchObject({ kind: "destination", key: "new-york", countryCode: "US" });
    expect(await resolveTransitPlace("Nowhere Town")).toBeNull();
    const london = await getCityGuide("london");
    expect(london?.airport.iata).toBe("LHR");
    expect(london?.content.transfers.map((transfer) => transfer.mode)).toContain("Elizabeth line");
    expect(await getCityGuide("atlantis")).toBeNull();
  });

  it("lists every detail page for the sitemap", async () => {
    const paths = await listToolsSitemapPaths();
    expect(paths).toContain("/cultural-etiquette/japan");
    expect(paths).toContain("/getting-around/paris");
    expect(paths).toHaveLength(61 + 52);
  });
});

describe("POST /api/tools/budget", () => {
  it("prices a trip per category and in total, in US dollars for a signed-out visitor", async () => {
    const res = await call(budget, { path: "/api/tools/budget", body: parisTrip });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ currency: "USD", rate: 1, rooms: 1, days: 3, categories: parisUsd, total: 1545 });
    expect(res.json.stops).toEqual([{ place: "Paris, France", destination: "paris", days: 3, dailyUsd: { accommodation: 211, food: 82, transport: 23, activities: 47 }, totalUsd: 1545 }]);
  });

  it("offers the 20 display currencies", () => {
    expect(currencyCodes).toHaveLength(20);
  });

  it.each(currencyCodes)("converts into %s with the stored rate and the display rounding", async (code) => {
    const rate = await storedRate(code);
    const res = await call(budget, { path: "/api/tools/budget", body: { ...parisTrip, currency: code } });
    expect(res.status).toBe(200);
    const categories = Object.fromEntries(Object.entries(parisUsd).map(([key, usd]) => [key, convert(usd, code, rate)]));
    expect(res.json.categories).toEqual(categories);
    const total = res.json.total as number;
    expect(total).toBeCloseTo(Object.values(categories).reduce((a, b) => a + b, 0), 6);
    if (code === "JPY" || code === "CNY") expect(Number.isInteger(total)).toBe(true);
    else expect(Number.isInteger(Math.round(total * 100 * 1e6) / 1e6)).toBe(true);
  });

  it("adds stops and returns the cheapest live flight and hotel deals to the trip's destinations", async () => {
    const res = await call(budget, { path: "/api/tools/budget", body: { stops: [{ place: "Paris", days: 2 }, { place: "Rome", days: 2 }], travellers: 1, style: "budget" } });
    expect(res.status).toBe(200);
    const deals = res.json.deals as Array<{ id: number; kind: string; priceUsd: number; destination: string }>;
    expect(deals.length).toBeGreaterThan(0);
    for (const deal of deals) {
      expect(["flight", "hotel"]).toContain(deal.kind);
      expect(["paris", "rome"]).toContain(deal.destination);
      const cheaper = await db().deal.count({
        where: { kind: deal.kind as "flight" | "hotel", status: "live", validUntil: { gte: new Date() }, destination: { slug: deal.destination }, priceUsd: { lt: deal.priceUsd.toFixed(2) } },
      });
      expect(cheaper).toBe(0);
    }
  });

  it("works the same for a signed-in visitor", async () => {
    const { cookie } = await signedUp("budget");
    const res = await call(budget, { path: "/api/tools/budget", body: parisTrip, cookie });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(1545);
  });

  it.each([
    ["missing fields", {}, 400, /stops/],
    ["missing travellers", { stops: [{ place: "Paris", days: 3 }], style: "budget" }, 400, /travellers must be a number/],
    ["wrong types", { stops: "Paris", travellers: "two", style: 3 }, 400, /stops must be a list/],
    ["days of 0", { ...parisTrip, stops: [{ place: "Paris", days: 0 }] }, 400, /^Days in Paris must be a whole number from 1 to 365\.$/],
    ["400 days", { ...parisTrip, stops: [{ place: "Paris", days: 400 }] }, 400, /^Days in Paris must be a whole number from 1 to 365\.$/],
    ["negative travellers", { ...parisTrip, travellers: -2 }, 400, /^Travellers must be a whole number from 1 to 20\.$/],
    ["an unknown place", { ...parisTrip, stops: [{ place: "Atlantis", days: 3 }] }, 400, /^We don't know a place called "Atlantis"/],
    ["a place without data", { ...parisTrip, stops: [{ place: "Pyongyang", days: 3 }] }, 400, /^We have no cost data for Pyongyang, North Korea yet\.$/],
    ["no place", { ...parisTrip, stops: [{ place: " ", days: 3 }] }, 400, /^Enter at least one place\.$/],
    ["an unknown style", { ...parisTrip, style: "backpacker" }, 400, /travel style/],
    ["an unknown currency", { ...parisTrip, currency: "XYZ" }, 400, /20 supported currencies/],
  ])("answers %s with a clear message", async (_, body, status, message) => {
    const res = await call(budget, { path: "/api/tools/budget", body });
    expect(res.status).toBe(status);
    expect(res.json.code).toBe("bad_request");
    expect(res.json.message).toMatch(message);
  });

  it("refuses malformed JSON, a non-JSON body and an oversized body", async () => {
    const malformed = await call(budget, { path: "/api/tools/budget", raw: "{ stops: [" });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ message: "Malformed JSON body", code: "bad_request" });
    const text = await call(budget, { path: "/api/tools/budget", raw: "place=Paris", headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    const big = await call(budget, { path: "/api/tools/budget", raw: JSON.stringify({ ...parisTrip, padding: "x".repeat(200 * 1024) }) });
    expect(big.status).toBe(413);
    expect(big.json.code).toBe("payload_too_large");
  });

  it("refuses a cross-site request", async () => {
    const res = await call(budget, { path: "/api/tools/budget", body: parisTrip, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/tools/nearest-place", () => {
  const get = (query: string) => call(nearestPlace, { method: "GET", path: `/api/tools/nearest-place${query}` });

  it("finds the nearest geotag place and our nearest destinations for the Eiffel Tower", async () => {
    const res = await get("?lat=48.8584&lon=2.2945");
    expect(res.status).toBe(200);
    expect(res.json.geotag).toMatchObject({ name: "Paris", slug: "paris", country: "France", km: 4.2 });
    const destinations = res.json.destinations as Array<{ slug: string; km: number }>;
    expect(destinations[0]).toMatchObject({ slug: "paris" });
    expect(destinations).toHaveLength(3);
    expect(destinations.map((place) => place.km)).toEqual([...destinations.map((place) => place.km)].sort((a, b) => a - b));
  });

  it("finds Rio de Janeiro for Christ the Redeemer", async () => {
    const res = await get("?lat=-22.9519&lon=-43.2105");
    expect(res.json.geotag).toMatchObject({ name: "Rio de Janeiro" });
    expect((res.json.destinations as Array<{ slug: string }>)[0]?.slug).toBe("rio-de-janeiro");
  });

  it.each([
    ["missing fields", "", /lat is required/],
    ["a missing longitude", "?lat=10", /lon is required/],
    ["wrong types", "?lat=north&lon=east", /lat must be a number/],
    ["a latitude past the pole", "?lat=91&lon=0", /lat must be between -90 and 90/],
    ["a longitude out of range", "?lat=0&lon=-181", /lon must be between -180 and 180/],
  ])("answers %s with 400 and a clear message", async (_, query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("bad_request");
    expect(res.json.message).toMatch(message);
  });
});
