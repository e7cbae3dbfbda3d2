import { getClickReport } from "@/lib/admin/click-report";
import { db } from "@/lib/db";

// Clicks are inserted around a fixed moment years ahead, so clicks recorded by other tests (at
// the real time) fall outside every period measured here.
const NOW = new Date("2031-03-01T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

let first: { id: number; partnerId: number; title: string };
let second: { id: number; partnerId: number; title: string };
let firstPartner: string;
let secondPartner: string;

beforeAll(async () => {
  const partners = await db().partner.findMany({ orderBy: { id: "asc" }, take: 2, include: { deals: { take: 1, orderBy: { id: "asc" } } } });
  expect(partners).toHaveLength(2);
  first = partners[0]!.deals[0]!;
  second = partners[1]!.deals[0]!;
  firstPartner = partners[0]!.name;
  secondPartner = partners[1]!.name;
  const clicks = [
    ...[0.1, 2, 6.5].map((days) => ({ deal: first, at: daysAgo(days) })),
    { deal: first, at: daysAgo(10) },
    { deal: first, at: daysAgo(60) },
    { deal: first, at: daysAgo(100) },
    { deal: second, at: daysAgo(20) },
    { deal: second, at: daysAgo(25) },
    // After the moment of the report: never counted.
    { deal: second, at: new Date(NOW.getTime() + 60_000) },
  ];
  await db().dealClick.createMany({ data: clicks.map(({ deal, at }) => ({ dealId: deal.id, partnerId: deal.partnerId, createdAt: at })) });
});

afterAll(async () => {
  await db().dealClick.deleteMany({ where: { createdAt: { gte: daysAgo(200) } } });
  await db().$disconnect();
});

const clicksOf = (report: Awaited<ReturnType<typeof getClickReport>>, name: string) => report.partners.find((row) => row.name === name)?.clicks;

describe("getClickReport", () => {
  it("counts the last 7 days per partner and lists every partner, with zero when none", async () => {
    const report = await getClickReport({ days: 7, now: NOW });
    expect(report.days).toBe(7);
    expect(report.since).toEqual(daysAgo(7));
    expect(report.total).toBe(3);
    expect(clicksOf(report, firstPartner)).toBe(3);
    expect(clicksOf(report, secondPartner)).toBe(0);
    expect(report.partners[0]!.name).toBe(firstPartner);
    expect(report.deals).toEqual([{ dealId: first.id, title: first.title, kind: expect.any(String), partnerName: firstPartner, clicks: 3 }]);
  });

  it("widens to 30 and 90 days, top deals first", async () => {
    const month = await getClickReport({ days: 30, now: NOW });
    expect(month.total).toBe(6);
    expect(clicksOf(month, firstPartner)).toBe(4);
    expect(clicksOf(month, secondPartner)).toBe(2);
    expect(month.deals.map((row) => [row.dealId, row.clicks])).toEqual([
      [first.id, 4],
      [second.id, 2],
    ]);
    expect(month.partners.find((row) => row.name === firstPartner)?.deals).toBe(1);

    const quarter = await getClickReport({ days: 90, now: NOW });
    expect(quarter.total).toBe(7);
    expect(clicksOf(quarter, firstPartner)).toBe(5);
  });

  it("limits the deal list to the requested number of top deals", async () => {
    const report = await getClickReport({ days: 30, now: NOW, topDeals: 1 });
    expect(report.deals).toHaveLength(1);
    expect(report.deals[0]!.dealId).toBe(first.id);
  });

  it("reports nothing for a period without clicks", async () => {
    const report = await getClickReport({ days: 7, now: daysAgo(150) });
    expect(report.total).toBe(0);
    expect(report.deals).toEqual([]);
    expect(report.partners.length).toBeGreaterThanOrEqual(2);
  });

  it("answers the period from an index on deal_clicks, never a scan of the whole table", async () => {
    const plans = await db().$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      const partner = await tx.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(
        `EXPLAIN SELECT count(*) FROM deal_clicks WHERE partner_id = ${first.partnerId} AND created_at >= now() - interval '7 days'`,
      );
      const deal = await tx.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(
        "EXPLAIN SELECT deal_id, count(*) FROM deal_clicks WHERE created_at >= now() - interval '7 days' GROUP BY deal_id",
      );
      return { partner: partner.map((row) => row["QUERY PLAN"]).join("\n"), deal: deal.map((row) => row["QUERY PLAN"]).join("\n") };
    });
    expect(plans.partner).toMatch(/deal_clicks_partner_id_created_at_idx/);
    expect(plans.deal).toMatch(/Index (Only )?Scan on deal_clicks_(deal|partner)_id_created_at_idx/);
  });
});
