import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { parseCsv } from "@/lib/deals/ingest/csv";
import { ingestFeed } from "@/lib/deals/ingest/pipeline";
import { bundledFeedsDir } from "@/lib/deals/ingest/seed";
import { partnerDefinitions, type PartnerDefinition } from "@/lib/deals/partners";
import { recurringJobs } from "@/lib/jobs/registry";

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

describe("the scheduled ingestion job (deals-ingest)", () => {
  const harborsail = partnerDefinitions.find((candidate) => candidate.slug === "harborsail")!;
  const bundled = fs.readFileSync(path.join(bundledFeedsDir, harborsail.feed), "utf8");
  let feedsDir = "";

  beforeAll(() => {
    feedsDir = fs.mkdtempSync(path.join(os.tmpdir(), "feeds-"));
  });

  afterAll(async () => {
    delete process.env.DEAL_FEEDS_DIR;
    fs.rmSync(feedsDir, { recursive: true, force: true });
    // Put the bundled catalogue back for the other suites.
    await ingestFeed(db(), { partner: harborsail, feed: `bundled:${harborsail.feed}`, format: "csv", text: bundled });
  });

  it("is declared hourly, one run at a time", () => {
    expect(recurringJobs.find((job) => job.name === "deals-ingest")).toMatchObject({ cron: "15 * * * *", policy: "singleton" });
  });

  it("ends in the right state when two workers run it at once: one price change, one expiry, no duplicates", async () => {
    const [header, first, second, ...rest] = parseCsv(bundled).records.map((record) => record.cells);
    const firstId = first![0]!;
    const droppedId = second![0]!;
    const partnerId = (await db().partner.findUniqueOrThrow({ where: { slug: "harborsail" } })).id;
    const before = await db().deal.findUniqueOrThrow({ where: { partnerId_externalId: { partnerId, externalId: firstId } }, include: { prices: true } });
    // The partner's next file: the first charter 10% cheaper, the second one gone.
    const cells = [...first!];
    const priceIndex = header!.indexOf("price");
    cells[priceIndex] = (Number(cells[priceIndex]) * 0.9).toFixed(2);
    const line = (row: string[]) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",");
    fs.writeFileSync(path.join(feedsDir, harborsail.feed), [header!, cells, ...rest].map(line).join("\n"));
    process.env.DEAL_FEEDS_DIR = feedsDir;

    const job = recurringJobs.find((candidate) => candidate.name === "deals-ingest")!;
    const summaries = await Promise.all([job.run(), job.run()]);
    for (const summary of summaries) expect(summary).toMatch(/^harborsail succeeded/);

    const stored = await db().deal.findMany({ where: { partner: { slug: "harborsail" } }, include: { prices: true } });
    expect(stored).toHaveLength(rest.length + 2);
    expect(new Set(stored.map((deal) => deal.externalId)).size).toBe(stored.length);
    const changed = stored.find((deal) => deal.externalId === firstId)!;
    expect(Number(changed.price)).toBeCloseTo(Number(cells[priceIndex]), 2);
    expect(changed.prices).toHaveLength(before.prices.length + 1);
    expect(stored.find((deal) => deal.externalId === droppedId)!.status).toBe("expired");
    expect(stored.filter((deal) => deal.status === "live")).toHaveLength(rest.length + 1);

    // Both runs are in the run log; together they made the change once.
    const runs = await db().ingestionRun.findMany({ where: { feed: { endsWith: harborsail.feed }, partner: { slug: "harborsail" } }, orderBy: { id: "desc" }, take: 2 });
    expect(runs.map((run) => run.status)).toEqual(["succeeded", "succeeded"]);
    expect(runs.reduce((sum, run) => sum + run.priceChanged, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBe(1);
  });
});
