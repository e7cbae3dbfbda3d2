import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { ingestFeed, type IngestProgress } from "@/lib/deals/ingest/pipeline";
import { COUNT_CAP, searchDeals } from "@/lib/deals/queries";
import { parseDealSearch } from "@/lib/deals/schema";
import type { PartnerDefinition } from "@/lib/deals/partners";

// Streaming ingestion (issue 36): batches, checkpoints, stop and resume, withdrawals at the end,
// errors naming the feed, the row and the reason; and the search's capped count. A partner of
// its own, so the bundled deals the other suites rely on stay put.
const partner: PartnerDefinition = {
  slug: "test-stream-partner",
  name: "Test Stream Partner",
  website: "https://stream.example",
  linkTemplate: "https://stream.example/deal/{externalId}",
  feed: "test-stream-partner.csv",
};

const HEADER = "external_id,kind,title,description,provider,origin,destination,start_date,end_date,valid_until,price,original_price,currency,includes,images,rating,themes,season";
const row = (id: string, price = "300", title = `Stream lodge ${id}`) => `${id},hotel,"${title}","Two nights",,,lisbon,2027-05-01,2027-05-03,2099-12-31,${price},,USD,,,4.2,,all_year`;
const feedText = (lines: string[]) => [HEADER, ...lines].join("\n");

async function stored() {
  return db().deal.findMany({ where: { partner: { slug: partner.slug } }, include: { prices: true }, orderBy: { externalId: "asc" } });
}

async function cleanUp() {
  await db().deal.deleteMany({ where: { partner: { slug: partner.slug } } });
  await db().ingestionRun.deleteMany({ where: { partner: { slug: partner.slug } } });
}

let dir = "";
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "stream-feeds-"));
});
beforeEach(cleanUp);
afterAll(async () => {
  await cleanUp();
  await db().partner.deleteMany({ where: { slug: partner.slug } });
  fs.rmSync(dir, { recursive: true, force: true });
  await db().$disconnect();
});

describe("streaming ingestion", () => {
  it("reads a file in batches, each committed with the run's checkpoint, and reports progress", async () => {
    const file = path.join(dir, "batches.csv");
    fs.writeFileSync(file, feedText(Array.from({ length: 25 }, (_, index) => row(`B-${index + 1}`))));
    const progress: IngestProgress[] = [];
    const result = await ingestFeed(db(), { partner, feed: "test:batches", format: "csv", file, batchSize: 10, onProgress: (step) => progress.push(step) });
    expect(result).toMatchObject({ status: "succeeded", rowsTotal: 25, created: 25, skipped: 0 });
    expect(progress.map((step) => step.rowsDone)).toEqual([10, 20, 25]);
    expect(progress.at(-1)).toMatchObject({ feed: "test:batches", bytesRead: fs.statSync(file).size, bytesTotal: fs.statSync(file).size });
    expect(await stored()).toHaveLength(25);
    const run = await db().ingestionRun.findUniqueOrThrow({ where: { id: result.runId } });
    expect(run).toMatchObject({ status: "succeeded", rowsDone: 25, rowsTotal: 25 });
  });

  it("names the feed's bad row and the reason in the result and in ingestion_runs, and keeps the other rows", async () => {
    const result = await ingestFeed(db(), {
      partner,
      feed: "test:bad-row",
      format: "csv",
      text: feedText([row("E-1"), row("E-2", "free"), row("E-3"), row("E-1", "250")]),
      batchSize: 2,
    });
    expect(result).toMatchObject({ status: "succeeded", created: 2, skipped: 2 });
    const run = await db().ingestionRun.findUniqueOrThrow({ where: { id: result.runId } });
    expect(run.feed).toBe("test:bad-row");
    // The duplicate is caught in a later batch than its first listing: the first one is kept.
    expect(run.errors).toEqual([
      { ref: "line 3", externalId: "E-2", message: "price: Invalid input: expected number, received NaN" },
      { ref: "line 5", externalId: "E-1", message: "duplicate external id in this feed (first one kept)" },
    ]);
    expect((await stored()).map((deal) => [deal.externalId, Number(deal.price)])).toEqual([
      ["E-1", 300],
      ["E-3", 300],
    ]);
  });

  it("names a JSON offer that is not valid JSON and ingests the others", async () => {
    const offer = (id: string) =>
      JSON.stringify({ offerId: id, type: "hotel", name: `Stream lodge ${id}`, summary: "Two nights", operator: null, from: null, to: "lisbon", travel: null, expires: "2099-12-31", pricing: { amount: 120, was: null, currency: "USD" }, includes: {}, media: [], rating: null, tags: [], season: "all_year" });
    const result = await ingestFeed(db(), { partner, feed: "test:json", format: "json", text: `{"offers":[${offer("J-1")},{"offerId":"J-2",,},${offer("J-3")}]}` });
    expect(result).toMatchObject({ status: "succeeded", created: 2, skipped: 1 });
    expect(result.problems).toEqual([{ ref: "offer 2", message: expect.stringMatching(/^not valid JSON/) }]);
  });

  it("fails a JSON feed cut short before any offer, naming the feed's problem, and withdraws nothing", async () => {
    await ingestFeed(db(), { partner, feed: "test:cut", format: "csv", text: feedText([row("C-1")]) });
    const result = await ingestFeed(db(), { partner, feed: "test:cut", format: "json", text: '{"offers":[{"offerId":"C-1",' });
    expect(result).toMatchObject({ status: "failed", expired: 0, error: "not valid JSON: the feed ends inside the offers array (after offer 0)" });
    const run = await db().ingestionRun.findUniqueOrThrow({ where: { id: result.runId } });
    expect(run.errors).toEqual(expect.arrayContaining([{ ref: "run", message: result.error }]));
    expect((await stored())[0]!.status).toBe("live");
  });

  it("stops after a batch when asked and resumes from its checkpoint: no duplicates, no lost rows", async () => {
    const lines = Array.from({ length: 9 }, (_, index) => row(`R-${index + 1}`, String(100 + index)));
    const text = feedText(lines);
    const controller = new AbortController();
    const stopped = await ingestFeed(db(), {
      partner,
      feed: "test:resume",
      format: "csv",
      text,
      batchSize: 3,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    expect(stopped).toMatchObject({ status: "stopped", created: 3 });
    expect(await stored()).toHaveLength(3);
    expect(await db().ingestionRun.findUniqueOrThrow({ where: { id: stopped.runId } })).toMatchObject({ status: "stopped", rowsDone: 3, finishedAt: null });

    const resumed = await ingestFeed(db(), { partner, feed: "test:resume", format: "csv", text, batchSize: 3 });
    expect(resumed).toMatchObject({ runId: stopped.runId, resumed: true, status: "succeeded", rowsTotal: 9, created: 9, expired: 0 });
    const deals = await stored();
    expect(deals.map((deal) => deal.externalId)).toEqual(lines.map((_, index) => `R-${index + 1}`));
    // One price recorded per deal: the rows before the checkpoint were not written twice.
    expect(deals.every((deal) => deal.prices.length === 1)).toBe(true);
    expect(await db().ingestionRun.count({ where: { feed: "test:resume" } })).toBe(1);
  });

  it("does not resume a stopped run once the feed has changed: it starts over", async () => {
    const controller = new AbortController();
    const first = await ingestFeed(db(), { partner, feed: "test:changed", format: "csv", text: feedText([row("X-1"), row("X-2"), row("X-3")]), batchSize: 1, signal: controller.signal, onProgress: () => controller.abort() });
    expect(first.status).toBe("stopped");
    const second = await ingestFeed(db(), { partner, feed: "test:changed", format: "csv", text: feedText([row("X-1"), row("X-4")]), batchSize: 1 });
    expect(second).toMatchObject({ resumed: false, status: "succeeded", rowsTotal: 2 });
    expect(second.runId).not.toBe(first.runId);
    expect(await db().ingestionRun.findUniqueOrThrow({ where: { id: first.runId } })).toMatchObject({ status: "failed" });
    expect((await stored()).map((deal) => [deal.externalId, deal.status])).toEqual([
      ["X-1", "live"],
      ["X-4", "live"],
    ]);
  });

  it("withdraws the deals a feed drops only at the end of the run: never while it runs, nor when it stops", async () => {
    await ingestFeed(db(), { partner, feed: "test:withdraw", format: "csv", text: feedText([row("W-1"), row("W-2"), row("W-3"), row("W-4")]) });
    const next = feedText([row("W-1", "280"), row("W-2"), row("W-5")]);
    const liveDuring: string[][] = [];
    const controller = new AbortController();
    const watch = async () => {
      const live = await db().deal.findMany({ where: { partner: { slug: partner.slug }, status: "live" }, select: { externalId: true }, orderBy: { externalId: "asc" } });
      liveDuring.push(live.map((deal) => deal.externalId));
    };
    let batches = 0;
    const stopped = await ingestFeed(db(), {
      partner,
      feed: "test:withdraw",
      format: "csv",
      text: next,
      batchSize: 1,
      signal: controller.signal,
      onProgress: () => {
        batches += 1;
        if (batches === 2) controller.abort();
      },
    });
    expect(stopped.status).toBe("stopped");
    await watch();
    // Stopped half-way: the dropped deals are all still live.
    expect(liveDuring.at(-1)).toEqual(["W-1", "W-2", "W-3", "W-4"]);

    const done = await ingestFeed(db(), { partner, feed: "test:withdraw", format: "csv", text: next, batchSize: 1 });
    expect(done).toMatchObject({ status: "succeeded", resumed: true, expired: 2, created: 1 });
    expect((await stored()).map((deal) => [deal.externalId, deal.status])).toEqual([
      ["W-1", "live"],
      ["W-2", "live"],
      ["W-3", "expired"],
      ["W-4", "expired"],
      ["W-5", "live"],
    ]);
  });
});

describe("searchDeals counts stop at what a visitor can page through", () => {
  it("counts exactly up to COUNT_CAP, then says 'more than' and still serves any page, with or without text", async () => {
    const count = COUNT_CAP + 100;
    const file = path.join(dir, "many.csv");
    fs.writeFileSync(file, feedText(Array.from({ length: count }, (_, index) => row(`M-${index + 1}`, String(100 + (index % 900)), `Quokkacap lodge ${index + 1}`))));
    const loaded = await ingestFeed(db(), { partner, feed: "test:many", format: "csv", file });
    expect(loaded).toMatchObject({ status: "succeeded", created: count });

    const all = await searchDeals(parseDealSearch({ partner: partner.slug, sort: "price" }));
    expect(all).toMatchObject({ total: COUNT_CAP, totalCapped: true, pageCount: 200 });
    expect(all.deals).toHaveLength(24);
    expect(all.deals.map((deal) => deal.priceUsd)).toEqual([...all.deals.map((deal) => deal.priceUsd)].sort((a, b) => a - b));

    // Past the cap with text: the page is the right slice of the full order all the same.
    const text = await searchDeals(parseDealSearch({ q: "quokkacap", kind: "hotel", sort: "price", page: "20" }));
    expect(text).toMatchObject({ total: COUNT_CAP, totalCapped: true, page: 20, pageCount: 200 });
    const ordered = await db().deal.findMany({ where: { partner: { slug: partner.slug }, status: "live" }, orderBy: [{ priceUsd: "asc" }, { id: "asc" }], select: { id: true } });
    expect(text.deals.map((deal) => deal.id)).toEqual(ordered.slice(19 * 24, 20 * 24).map((deal) => deal.id));
    // A page past the last match is empty, and says so without an error.
    expect((await searchDeals(parseDealSearch({ q: "quokkacap", page: "200" }))).deals).toEqual([]);

    // A typo still finds them (the vocabulary was filled batch by batch).
    const typo = await searchDeals(parseDealSearch({ q: "quokacap" }));
    expect(typo.totalCapped).toBe(true);

    // Fewer matches than the cap: an exact count, sorted among all of them.
    const few = await searchDeals(parseDealSearch({ q: "quokkacap", max: "105", sort: "price" }));
    const exact = await db().deal.count({ where: { partner: { slug: partner.slug }, status: "live", priceUsd: { lte: 105 } } });
    expect(few).toMatchObject({ total: exact, totalCapped: false, pageCount: Math.ceil(exact / 24) });
    expect(few.deals[0]!.priceUsd).toBe(100);
  }, 120_000);
});
