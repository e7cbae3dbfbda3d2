import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { parseEnv } from "@/lib/env";
import { ingestFeed } from "@/lib/deals/ingest/pipeline";
import { ingestConfiguredFeeds } from "@/lib/deals/ingest/scheduled";
import { seedBundledFeeds } from "@/lib/deals/ingest/seed";
import { travelpayoutsPartner } from "@/lib/deals/ingest/travelpayouts";
import { partnerDefinitions, type PartnerDefinition } from "@/lib/deals/partners";
import { getDeal, hasLiveSampleDeals, searchDeals } from "@/lib/deals/queries";
import { parseDealSearch } from "@/lib/deals/schema";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { priceAlertMail } from "@/lib/saved/alert-mail";

// Issue 32: deals from the bundled sample feeds are marked as samples, keep no made-up 'was' price
// or rating, name no airline; real feeds (Travelpayouts, files in DEAL_FEEDS_DIR) are never
// marked; SAMPLE_DEALS=0 expires the samples and loads none.

const partner: PartnerDefinition = {
  slug: "test-sample-partner",
  name: "Test Sample Partner",
  website: "https://sample-test.example",
  linkTemplate: "https://sample-test.example/deal/{externalId}",
  feed: "test-sample-partner.csv",
};
const HEADER = "external_id,kind,title,description,provider,origin,destination,start_date,end_date,valid_until,price,original_price,currency,includes,images,rating,themes,season";
const CSV = [HEADER, `TS-1,hotel,"Test hotel","Two nights",,,barcelona,2027-05-01,2027-05-03,2099-12-31,300,400,EUR,"{""nights"":2}",,4.5,beach,spring`].join("\n");
const aviasales = travelpayoutsPartner("");

async function cleanUp() {
  for (const slug of [partner.slug, aviasales.slug]) {
    await db().deal.deleteMany({ where: { partner: { slug } } });
    await db().ingestionRun.deleteMany({ where: { partner: { slug } } });
  }
}

/** Runs `work` in a transaction that is rolled back, so the bundled deals other suites use stay live. */
async function inRolledBackTransaction(work: (tx: PrismaClient) => Promise<void>) {
  const rollback = new Error("rollback");
  await expect(
    db().$transaction(async (tx) => {
      await work(tx as unknown as PrismaClient);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

beforeEach(cleanUp);
afterAll(async () => {
  await cleanUp();
  await db().partner.deleteMany({ where: { slug: partner.slug } });
  await db().$disconnect();
});

describe("bundled sample deals", () => {
  it("are all marked as samples, with no 'was' price, discount or rating, and flights name no airline", async () => {
    const slugs = partnerDefinitions.map((definition) => definition.slug);
    const bundled = await db().deal.findMany({
      where: { partner: { slug: { in: slugs } } },
      select: { sample: true, rating: true, originalPrice: true, originalPriceUsd: true, discountPct: true, kind: true, provider: true, title: true },
    });
    expect(bundled.length).toBeGreaterThan(4000);
    expect(bundled.filter((deal) => !deal.sample)).toEqual([]);
    expect(bundled.filter((deal) => deal.rating !== null || deal.originalPrice !== null || deal.originalPriceUsd !== null || deal.discountPct !== 0)).toEqual([]);
    const flights = bundled.filter((deal) => deal.kind === "flight");
    expect(flights.length).toBeGreaterThan(500);
    expect(flights.filter((deal) => deal.provider !== null || / on [A-Z]/.test(deal.title))).toEqual([]);
    expect(await hasLiveSampleDeals()).toBe(true);
  });

  it("reach searches and deal pages with their sample mark", async () => {
    const result = await searchDeals(parseDealSearch({ kind: "hotel" }), {}, "price");
    expect(result.deals.length).toBeGreaterThan(0);
    expect(result.deals.every((deal) => deal.sample === true && deal.rating === null && deal.originalPriceUsd === null)).toBe(true);
    const deal = await getDeal(result.deals[0]!.id);
    expect(deal).toMatchObject({ sample: true, rating: null, originalPrice: null, discountPct: 0 });
  });
});

describe("the ingestion pipeline", () => {
  it("marks a bundled feed's rows as samples and drops their 'was' price and rating", async () => {
    const result = await ingestFeed(db(), { partner, feed: `bundled:${partner.feed}`, format: "csv", text: CSV });
    expect(result).toMatchObject({ status: "succeeded", created: 1 });
    const stored = await db().deal.findFirstOrThrow({ where: { partner: { slug: partner.slug } } });
    expect(stored).toMatchObject({ sample: true, rating: null, originalPrice: null, originalPriceUsd: null, discountPct: 0 });
  });

  it("never marks a real feed file (DEAL_FEEDS_DIR) and keeps its published figures", async () => {
    await ingestFeed(db(), { partner, feed: `bundled:${partner.feed}`, format: "csv", text: CSV });
    // The same offer arriving from the partner's real file takes the sample mark off.
    const result = await ingestFeed(db(), { partner, feed: "/srv/feeds/test-sample-partner.csv", format: "csv", text: CSV });
    expect(result).toMatchObject({ status: "succeeded", updated: 1 });
    const stored = await db().deal.findFirstOrThrow({ where: { partner: { slug: partner.slug } } });
    expect(stored).toMatchObject({ sample: false, rating: 4.5, discountPct: 25 });
    expect(Number(stored.originalPrice)).toBe(400);
  });

  it("never marks Travelpayouts fares", async () => {
    const text = fs.readFileSync(path.join(process.cwd(), "tests", "fixtures", "travelpayouts", "NYC-BCN.json"), "utf8");
    const result = await ingestFeed(db(), { partner: aviasales, feed: "travelpayouts:prices_for_dates", format: "travelpayouts", text });
    expect(result.status).toBe("succeeded");
    const fares = await db().deal.findMany({ where: { partner: { slug: aviasales.slug } }, select: { sample: true, provider: true } });
    expect(fares.length).toBeGreaterThan(0);
    expect(fares.every((fare) => fare.sample === false)).toBe(true);
  });
});

describe("SAMPLE_DEALS=0", () => {
  it("makes the seed load no sample feed and expire every live sample deal", async () => {
    await inRolledBackTransaction(async (tx) => {
      const live = await tx.deal.count({ where: { sample: true, status: "live" } });
      expect(live).toBeGreaterThan(4000);
      const summary = await seedBundledFeeds(tx, { SAMPLE_DEALS: "0" });
      expect(summary).toBe(`sample feeds skipped (SAMPLE_DEALS=0), ${live} sample deals expired`);
      expect(await tx.deal.count({ where: { sample: true, status: "live" } })).toBe(0);
      // Real deals are left alone.
      expect(await tx.deal.count({ where: { sample: false, status: "expired", updatedAt: { gte: new Date(Date.now() - 60_000) } } })).toBe(0);
    });
    expect(await hasLiveSampleDeals()).toBe(true);
  });

  it("makes the hourly run skip the bundled feeds and still read DEAL_FEEDS_DIR", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "real-feeds-"));
    try {
      await inRolledBackTransaction(async (tx) => {
        const summary = await ingestConfiguredFeeds(tx, parseEnv({ SAMPLE_DEALS: "0" }));
        expect(summary).toMatch(/^sample feeds skipped \(SAMPLE_DEALS=0\), \d+ sample deals expired; travelpayouts skipped/);
        expect(await tx.deal.count({ where: { sample: true, status: "live" } })).toBe(0);
        // A second run finds nothing left to expire and still ingests no bundled feed.
        expect(await ingestConfiguredFeeds(tx, parseEnv({ SAMPLE_DEALS: "0", DEAL_FEEDS_DIR: dir }))).toBe(
          "sample feeds skipped (SAMPLE_DEALS=0); travelpayouts skipped (TRAVELPAYOUTS_TOKEN is not set)",
        );
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is checked like every other flag", () => {
    expect(() => parseEnv({ SAMPLE_DEALS: "no" })).toThrow('Invalid environment variable: SAMPLE_DEALS must be "0" or "1"');
  });
});

describe("price-alert e-mails", () => {
  const deal = { id: 7, title: "Test hotel", priceUsd: 320, originName: null, destinationName: "Barcelona", startDate: null, endDate: null };

  it("label a sample offer and link to the guide on real partner feeds", async () => {
    const mail = await priceAlertMail({ to: "a@b.test", name: "Ana", locale: "en", alertId: 1, destinationName: "Barcelona", deals: [{ ...deal, sample: true }] });
    expect(mail.text).toContain("[Sample offer] Test hotel: $320.00");
    expect(mail.text).toMatch(/come from demonstration partners.*How to connect real partner feeds: http\S+\/sample-offers/);
    expect(mail.html).toContain("Sample offer</strong> · <a");
    expect(mail.html).toMatch(/href="http[^"]+\/sample-offers"/);
  });

  it("say nothing of samples when every deal is real, in the alert's language", async () => {
    const real = await priceAlertMail({ to: "a@b.test", name: "Ana", locale: "en", alertId: 1, destinationName: "Barcelona", deals: [{ ...deal, sample: false }] });
    expect(real.text).not.toMatch(/Sample offer|sample-offers/);
    expect(real.html).not.toMatch(/Sample offer|sample-offers/);
    const german = await priceAlertMail({ to: "a@b.test", name: "Ana", locale: "de", alertId: 1, destinationName: "Barcelona", deals: [{ ...deal, sample: true }] });
    expect(german.text).toContain("[Beispielangebot] Test hotel");
  });
});
