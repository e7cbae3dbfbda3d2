/** @jest-environment node */
// The deal ranking the places data test measures its coverage against (computed from the bundled
// feeds without a database) is the one a fresh seed stores: the same count of deals for every
// destination, so the "150 destinations with the most deals" are the same in both.
import { db } from "@/lib/db";
import { partnerDefinitions } from "@/lib/deals/partners";
import { bundledDealsByDestination } from "@/lib/places/deal-destinations";

afterAll(async () => {
  await db().$disconnect();
});

describe("the destinations with the most deals", () => {
  it("are counted from the feeds exactly as the seeded database holds the bundled partners' deals", async () => {
    const rows = await db().$queryRaw<Array<{ slug: string; deals: number }>>`
      SELECT dst.slug, count(*)::int AS deals
      FROM deals d JOIN partners p ON p.id = d.partner_id JOIN destinations dst ON dst.id = d.destination_id
      WHERE p.slug = ANY(${partnerDefinitions.map((partner) => partner.slug)}::text[])
      GROUP BY dst.slug`;
    const stored = new Map(rows.map((row) => [row.slug, row.deals]));
    const computed = bundledDealsByDestination();
    expect(computed.length).toBeGreaterThanOrEqual(150);
    expect(new Map(computed.map((entry) => [entry.slug, entry.deals]))).toEqual(stored);
  });
});
