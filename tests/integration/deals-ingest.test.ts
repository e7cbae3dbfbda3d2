import { db } from "@/lib/db";
import { ingestFeed } from "@/lib/deals/ingest/pipeline";
import type { PartnerDefinition } from "@/lib/deals/partners";

// A partner of its own, so the bundled deals the other suites and the e2e tests rely on stay put.
const partner: PartnerDefinition = {
  slug: "test-feed-partner",
  name: "Test Feed Partner",
  website: "https://test.example",
  linkTemplate: "https://test.example/deal/{externalId}?ref=wb",
  feed: "test-feed-partner.csv",
};

const HEADER = "external_id,kind,title,description,provider,origin,destination,start_date,end_date,valid_until,price,original_price,currency,includes,images,rating,themes,season";
const row = (id: string, price: string, { currency = "EUR", destination = "barcelona", title = `Test hotel ${id}` } = {}) =>
  `${id},hotel,"${title}","Three nights, ""breakfast"" included",,,${destination},2027-05-01,2027-05-04,2099-12-31,${price},400,${currency},"{""nights"":3}",,4.5,beach|food,spring`;

async function ingest(lines: string[]) {
  return ingestFeed(db(), { partner, feed: "test", format: "csv", text: [HEADER, ...lines].join("\n") });
}

async function deals() {
  return db().deal.findMany({ where: { partner: { slug: partner.slug } }, include: { prices: true }, orderBy: { externalId: "asc" } });
}

async function cleanUp() {
  await db().deal.deleteMany({ where: { partner: { slug: partner.slug } } });
  await db().ingestionRun.deleteMany({ where: { partner: { slug: partner.slug } } });
}

beforeEach(cleanUp);
afterAll(async () => {
  await cleanUp();
  await db().partner.deleteMany({ where: { slug: partner.slug } });
  await db().$disconnect();
});

describe("ingestFeed", () => {
  it("skips and reports malformed rows, a currency without a rate and a duplicate, and keeps the rest", async () => {
    const result = await ingest([
      row("T-1", "300"),
      'T-2,hotel,bad"quote,x',
      "T-3,hotel,too,few,fields",
      row("T-4", "not-a-number"),
      row("T-5", "250", { currency: "XYZ" }),
      row("T-6", "250", { destination: "atlantis" }),
      row("T-1", "999"),
      row("T-7", "120", { currency: "JPY" }),
    ]);
    expect(result.status).toBe("succeeded");
    expect(result.created).toBe(2);
    expect(result.skipped).toBe(6);
    const messages = result.problems.map((problem) => problem.message).join("\n");
    expect(messages).toMatch(/no exchange rate for currency XYZ/);
    expect(messages).toMatch(/duplicate external id/);
    expect(messages).toMatch(/unknown destination "atlantis"/);
    expect(messages).toMatch(/expected 18 fields/);

    const stored = await deals();
    expect(stored.map((deal) => deal.externalId)).toEqual(["T-1", "T-7"]);
    const eurRate = (await db().exchangeRate.findUniqueOrThrow({ where: { code: "EUR" } })).rate;
    expect(Number(stored[0]!.priceUsd)).toBeCloseTo(300 / eurRate, 1);
    expect(stored[0]!.description).toBe('Three nights, "breakfast" included');
    expect(stored[0]!.discountPct).toBe(25);

    const run = await db().ingestionRun.findUniqueOrThrow({ where: { id: result.runId } });
    expect(run).toMatchObject({ status: "succeeded", created: 2, skipped: 6 });
    expect(run.durationMs).not.toBeNull();
    expect(run.errors).toHaveLength(6);
  });

  it("appends price history only when the price changes", async () => {
    await ingest([row("T-1", "300"), row("T-2", "200")]);
    const again = await ingest([row("T-1", "300"), row("T-2", "180")]);
    expect(again).toMatchObject({ created: 0, unchanged: 1, priceChanged: 1, expired: 0 });
    const [first, second] = await deals();
    expect(first!.prices).toHaveLength(1);
    expect(second!.prices).toHaveLength(2);
    expect(Number(second!.price)).toBe(180);
  });

  it("expires the deals a partner drops, and brings one back when it returns", async () => {
    await ingest([row("T-1", "300"), row("T-2", "200")]);
    const dropped = await ingest([row("T-1", "300")]);
    expect(dropped.expired).toBe(1);
    expect((await deals()).map((deal) => [deal.externalId, deal.status])).toEqual([
      ["T-1", "live"],
      ["T-2", "expired"],
    ]);
    await ingest([row("T-1", "300"), row("T-2", "200")]);
    expect((await deals()).every((deal) => deal.status === "live")).toBe(true);
  });

  it("expires nothing when a feed has no readable rows", async () => {
    await ingest([row("T-1", "300")]);
    const broken = await ingest(['T-9,"unclosed']);
    expect(broken.expired).toBe(0);
    expect((await deals())[0]!.status).toBe("live");
  });

  it("ends in the right state when two runs of the same feed go at once", async () => {
    await ingest([row("T-1", "300"), row("T-2", "200")]);
    const lines = [row("T-1", "250"), row("T-3", "150")];
    const results = await Promise.all([ingest(lines), ingest(lines)]);
    expect(results.map((result) => result.status)).toEqual(["succeeded", "succeeded"]);
    const stored = await deals();
    expect(stored.map((deal) => [deal.externalId, deal.status, Number(deal.price)])).toEqual([
      ["T-1", "live", 250],
      ["T-2", "expired", 200],
      ["T-3", "live", 150],
    ]);
    // One price change and one new deal, recorded once however the runs interleaved.
    expect(stored[0]!.prices).toHaveLength(2);
    expect(stored[2]!.prices).toHaveLength(1);
    expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(1);
  });
});
