import { db } from "@/lib/db";
import { ingestFeed } from "@/lib/deals/ingest/pipeline";
import type { PartnerDefinition } from "@/lib/deals/partners";
import { COUNT_CAP, searchDeals } from "@/lib/deals/queries";
import { parseDealSearch } from "@/lib/deals/schema";
import { loadEvents } from "@/lib/experiences/data";
import { getAdventureCount, getAdventureCounts, getCharterFields, getCharterOptions, getDealsAroundDates, getDealsAtDestination, getEvent, getEventFilterOptions, listEventSlugs, listUpcomingEvents } from "@/lib/experiences/queries";
import { charterFilterOf, parseCharterSearch, parseEventSearch } from "@/lib/experiences/schema";
import { seedExperiences } from "@/prisma/seed/experiences";

// A partner of its own, so the bundled deals the other suites rely on stay put.
const partner: PartnerDefinition = {
  slug: "test-charter-partner",
  name: "Test Charter Partner",
  website: "https://charters.test.example",
  linkTemplate: "https://charters.test.example/{externalId}",
  feed: "test-charter-partner.csv",
};
const HEADER =
  "external_id,kind,title,description,provider,origin,destination,start_date,end_date,valid_until,price,original_price,currency,includes,images,rating,themes,season,boat_type,skippered,cabins,guests,charter_days,departure_marina";
const charter = (id: string, fields: string, kind = "boat_charter") =>
  `${id},${kind},"Test charter ${id}","A test charter",,,split,2027-06-01,2027-06-08,2099-12-31,1000,,EUR,"{}",,4.5,beach,summer,${fields}`;

async function cleanUp() {
  await db().deal.deleteMany({ where: { partner: { slug: partner.slug } } });
  await db().ingestionRun.deleteMany({ where: { partner: { slug: partner.slug } } });
}

afterAll(async () => {
  await cleanUp();
  await db().partner.deleteMany({ where: { slug: partner.slug } });
  await db().$disconnect();
});

describe("charter fields on ingestion", () => {
  beforeEach(cleanUp);

  it("stores a charter's boat type, crew, cabins, guests, days and marina from the feed's own columns", async () => {
    const result = await ingestFeed(db(), {
      partner,
      feed: "test",
      format: "csv",
      text: [HEADER, charter("C-1", "catamaran,false,4,8,7,ACI Marina Split"), charter("C-2", "gulet,yes,6,12,5,ACI Marina Split"), charter("C-3", ",,,,,")].join("\n"),
    });
    expect(result.status).toBe("succeeded");
    expect(result.skipped).toBe(0);
    const stored = await db().deal.findMany({ where: { partner: { slug: partner.slug } }, orderBy: { externalId: "asc" } });
    expect(stored.map((deal) => [deal.externalId, deal.boatType, deal.skippered, deal.cabins, deal.guests, deal.charterDays, deal.marina])).toEqual([
      ["C-1", "catamaran", false, 4, 8, 7, "ACI Marina Split"],
      ["C-2", "gulet", true, 6, 12, 5, "ACI Marina Split"],
      ["C-3", null, null, null, null, null, null],
    ]);
  });

  it("skips a charter with an unknown boat type or a negative cabin count, and keeps no charter fields on other kinds", async () => {
    const result = await ingestFeed(db(), {
      partner,
      feed: "test",
      format: "csv",
      text: [HEADER, charter("C-4", "submarine,true,2,4,3,Somewhere"), charter("C-5", "catamaran,true,-1,4,3,Somewhere"), charter("C-6", "catamaran,true,2,4,3,Somewhere", "activity")].join("\n"),
    });
    expect(result.skipped).toBe(2);
    expect(result.problems.map((problem) => problem.message).join("\n")).toMatch(/charter\.boatType/);
    const stored = await db().deal.findMany({ where: { partner: { slug: partner.slug } } });
    expect(stored.map((deal) => [deal.externalId, deal.boatType, deal.marina])).toEqual([["C-6", null, null]]);
  });

  it("updates the fields when the partner changes them", async () => {
    await ingestFeed(db(), { partner, feed: "test", format: "csv", text: [HEADER, charter("C-7", "sailing_yacht,false,3,6,7,ACI Marina Split")].join("\n") });
    await ingestFeed(db(), { partner, feed: "test", format: "csv", text: [HEADER, charter("C-7", "sailing_yacht,true,3,8,7,ACI Marina Split")].join("\n") });
    const deal = await db().deal.findFirstOrThrow({ where: { partner: { slug: partner.slug }, externalId: "C-7" } });
    expect([deal.skippered, deal.guests]).toEqual([true, 8]);
  });

  it("stores an activity's adventure category from a JSON offer", async () => {
    const offer = (id: string, category: string | null) => ({
      offerId: id, type: "activity", name: `Test activity ${id}`, summary: "", operator: null, from: null, to: "split",
      travel: { start: "2027-06-01", end: "2027-06-01" }, expires: "2099-12-31", pricing: { amount: 50, was: null, currency: "EUR" },
      includes: {}, category, media: [], rating: 4, tags: [], season: "summer",
    });
    // A partner whose offers carry no category field at all is read as before.
    const plain: Record<string, unknown> = offer("A-3", null);
    delete plain.category;
    const result = await ingestFeed(db(), { partner, feed: "test", format: "json", text: JSON.stringify({ offers: [offer("A-1", "water_activity"), offer("A-2", null), plain] }) });
    expect(result.skipped).toBe(0);
    const stored = await db().deal.findMany({ where: { partner: { slug: partner.slug } }, orderBy: { externalId: "asc" } });
    expect(stored.map((deal) => deal.adventureCategory)).toEqual(["water_activity", null, null]);
  });
});

describe("the bundled charters and adventures in the database", () => {
  it("stored every bundled charter with its fields", async () => {
    const [row] = await db().$queryRaw<Array<{ total: number; missing: number }>>`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE boat_type IS NULL OR departure_marina IS NULL OR charter_days IS NULL)::int AS missing
      FROM deals d JOIN partners p ON p.id = d.partner_id WHERE p.slug = 'harborsail'`;
    expect(row!.total).toBeGreaterThanOrEqual(200);
    expect(row!.missing).toBe(0);
  });

  it("counts live adventure activities in one figure that matches the per-category counts and the database", async () => {
    const total = await getAdventureCount();
    const counts = await getAdventureCounts();
    expect(total).toBeGreaterThanOrEqual(1000);
    expect(counts.adventure_tour + counts.water_activity + counts.day_excursion).toBe(total);
    const [row] = await db().$queryRaw<Array<{ total: number }>>`
      SELECT count(*)::int AS total FROM deals WHERE kind = 'activity' AND adventure_category IS NOT NULL AND status = 'live' AND valid_until >= now()`;
    expect(total).toBe(row!.total);
    const all = await searchDeals(parseDealSearch({}), { kinds: ["activity"], adventure: ["adventure_tour", "water_activity", "day_excursion"], exactCount: true });
    expect(all.total).toBe(total);
  });

  it("counts the all-adventures list up to COUNT_CAP, as the deal search does (its page says 'More than 500 deals')", async () => {
    const total = await getAdventureCount();
    const all = await searchDeals(parseDealSearch({}), { kinds: ["activity"], adventure: ["adventure_tour", "water_activity", "day_excursion"] });
    expect(total).toBeGreaterThan(COUNT_CAP);
    expect(all).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(all.deals).toHaveLength(24);
    // A page past the cap still reads its own rows, in the list's order.
    const later = await searchDeals(parseDealSearch({ page: "30" }), { kinds: ["activity"], adventure: ["adventure_tour", "water_activity", "day_excursion"] });
    expect(later.totalCapped).toBe(true);
    expect(later.deals.length).toBeGreaterThan(0);
    expect(later.deals.map((deal) => deal.id)).not.toContain(all.deals[0]!.id);
  });

  it("lists only one adventure category on its view", async () => {
    const water = await searchDeals(parseDealSearch({}), { kinds: ["activity"], adventure: ["water_activity"] });
    expect(water.total).toBe((await getAdventureCounts()).water_activity);
    const rows = await db().deal.findMany({ where: { id: { in: water.deals.map((deal) => deal.id) } }, select: { adventureCategory: true } });
    expect(new Set(rows.map((row) => row.adventureCategory))).toEqual(new Set(["water_activity"]));
  });
});

describe("charter filters", () => {
  const search = (params: Record<string, string>) => searchDeals(parseDealSearch({}), { kinds: ["boat_charter"], charter: charterFilterOf(parseCharterSearch(params)) });
  const fieldsOf = async (params: Record<string, string>) => {
    const result = await search(params);
    return { total: result.total, fields: [...(await getCharterFields(result.deals.map((deal) => deal.id))).values()] };
  };

  it("combines boat type, crew, cabins, guests, length and marina", async () => {
    const all = await search({});
    const catamarans = await fieldsOf({ boat: "catamaran" });
    const bareboatCatamarans = await fieldsOf({ boat: "catamaran", crew: "bareboat" });
    expect(catamarans.total).toBeGreaterThan(0);
    expect(catamarans.total).toBeLessThan(all.total);
    expect(bareboatCatamarans.total).toBeGreaterThan(0);
    expect(bareboatCatamarans.total).toBeLessThan(catamarans.total);
    for (const fields of bareboatCatamarans.fields) expect([fields.boatType, fields.skippered]).toEqual(["catamaran", false]);

    const big = await fieldsOf({ cabins: "4", guests: "8", days: "5-7" });
    expect(big.total).toBeGreaterThan(0);
    for (const fields of big.fields) {
      expect(fields.cabins).toBeGreaterThanOrEqual(4);
      expect(fields.guests).toBeGreaterThanOrEqual(8);
      expect(fields.days).toBeGreaterThanOrEqual(5);
      expect(fields.days).toBeLessThanOrEqual(7);
    }

    const { marinas, total } = await getCharterOptions();
    expect(total).toBe(all.total);
    const marina = marinas[0]!;
    const atMarina = await fieldsOf({ marina: marina.marina });
    expect(atMarina.total).toBe(marina.total);
    for (const fields of atMarina.fields) expect(fields.marina).toBe(marina.marina);
  });

  it("drops hostile and over-long values instead of failing", async () => {
    const hostile = { boat: "'; DROP TABLE deals; --", crew: "captain", cabins: "-3", guests: "1e9", days: "forever", marina: "x".repeat(5000) };
    expect(parseCharterSearch(hostile)).toEqual({});
    expect((await search(hostile)).total).toBe((await search({})).total);
    // A well-formed marina nobody sails from simply matches nothing.
    expect((await search({ marina: "Atlantis Marina" })).total).toBe(0);
  });
});

describe("events", () => {
  const today = new Date("2027-03-01T12:00:00Z");

  it("seeds every event of the data set once, again and again", async () => {
    const expected = loadEvents().length;
    await seedExperiences(db());
    expect(await db().event.count()).toBe(expected);
    expect((await listEventSlugs()).length).toBe(expected);
  });

  it("lists upcoming dates only, soonest first: past ones drop off by themselves", async () => {
    const events = await listUpcomingEvents({}, today);
    expect(events.length).toBeGreaterThan(100);
    expect(events.every((event) => event.endDate >= "2027-03-01")).toBe(true);
    expect(events.map((event) => event.startDate)).toEqual([...events.map((event) => event.startDate)].sort());
    expect(events.some((event) => event.slug === "rio-carnival")).toBe(false);
    expect(events.some((event) => event.slug === "oktoberfest")).toBe(true);
    const later = await listUpcomingEvents({}, new Date("2027-10-04T00:00:00Z"));
    expect(later.some((event) => event.slug === "oktoberfest")).toBe(false);
  });

  it("filters by category, destination and month, combined", async () => {
    const sports = await listUpcomingEvents({ category: "sports" }, today);
    expect(sports.length).toBeGreaterThan(10);
    expect(sports.every((event) => event.category === "sports")).toBe(true);
    const london = await listUpcomingEvents({ destination: "london" }, today);
    expect(london.length).toBeGreaterThan(2);
    expect(london.every((event) => event.destinationSlug === "london")).toBe(true);
    const londonSportsInJuly = await listUpcomingEvents({ destination: "london", category: "sports", month: "2027-07" }, today);
    expect(londonSportsInJuly.map((event) => event.slug)).toContain("wimbledon");
    expect(londonSportsInJuly.every((event) => event.startDate <= "2027-07-31" && event.endDate >= "2027-07-01")).toBe(true);
    expect(parseEventSearch({ category: "<script>", destination: "../../etc", month: "2027-13" })).toEqual({});
  });

  it("offers the destinations and months that have upcoming events", async () => {
    const options = await getEventFilterOptions(today);
    expect(options.total).toBeGreaterThan(100);
    expect(options.months[0]).toBe("2027-03");
    expect(options.destinations.some((place) => place.slug === "munich")).toBe(true);
  });

  it("reads one event with its upcoming dates, and nothing for an unknown or malformed slug", async () => {
    const event = await getEvent("oktoberfest", today);
    expect(event).toMatchObject({ name: "Oktoberfest", destinationSlug: "munich", category: "festival", url: "https://www.oktoberfest.de" });
    expect(event!.occurrences[0]).toEqual({ startDate: "2027-09-18", endDate: "2027-10-03", approximate: false });
    expect(await getEvent("no-such-event")).toBeNull();
    expect(await getEvent("x".repeat(500))).toBeNull();
    expect(await getEvent("'; DROP TABLE events; --")).toBeNull();
  });

  it("finds hotels and things to do at the destination around an event's dates", async () => {
    const [withDeals] = (await listUpcomingEvents({}, new Date("2026-12-01T00:00:00Z"))).filter((event) => event.nearbyDeals > 0);
    expect(withDeals).toBeDefined();
    const deals = await getDealsAroundDates(withDeals!.destinationSlug, withDeals!.startDate, withDeals!.endDate, 50);
    expect(deals.length).toBe(Math.min(50, withDeals!.nearbyDeals));
    const start = Date.parse(withDeals!.startDate);
    const end = Date.parse(withDeals!.endDate);
    for (const deal of deals) {
      expect(["hotel", "activity"]).toContain(deal.kind);
      expect(deal.destinationSlug).toBe(withDeals!.destinationSlug);
      expect(Date.parse(deal.startDate!)).toBeGreaterThanOrEqual(start - 30 * 86_400_000);
      expect(Date.parse(deal.startDate!)).toBeLessThanOrEqual(end + 30 * 86_400_000);
    }
  });

  it("falls back to what the destination offers on other dates", async () => {
    const deals = await getDealsAtDestination("munich", 3);
    expect(deals.length).toBeGreaterThan(0);
    for (const deal of deals) {
      expect(deal.destinationSlug).toBe("munich");
      expect(["hotel", "activity"]).toContain(deal.kind);
      expect(deal.status).toBe("live");
    }
  });
});
