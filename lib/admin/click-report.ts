import "server-only";
import { db } from "@/lib/db";
import type { ReportPeriod } from "./periods";

export type PartnerClicks = { partnerId: number; slug: string; name: string; clicks: number; deals: number };
export type DealClicks = { dealId: number; title: string; kind: string; partnerName: string; clicks: number };
export type ClickReport = {
  days: ReportPeriod;
  since: Date;
  total: number;
  partners: PartnerClicks[];
  deals: DealClicks[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Clicks on partner links (deal_clicks) in the last `days` days: per partner (every partner, with
 * zero when none) and the top deals. Each partner's count is a range scan of the
 * (partner_id, created_at) index; the deal counts read the (deal_id, created_at) index only.
 */
export async function getClickReport({ days, now = new Date(), topDeals = 20 }: { days: ReportPeriod; now?: Date; topDeals?: number }): Promise<ClickReport> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [partners, deals] = await Promise.all([
    db().$queryRaw<Array<{ partner_id: number; slug: string; name: string; clicks: number; deals: number }>>`
      SELECT p.id AS partner_id, p.slug, p.name, c.clicks, c.deals
      FROM partners p
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS clicks, count(DISTINCT dc.deal_id)::int AS deals
        FROM deal_clicks dc
        WHERE dc.partner_id = p.id AND dc.created_at >= ${since} AND dc.created_at <= ${now}
      ) c
      ORDER BY c.clicks DESC, p.name ASC`,
    db().$queryRaw<Array<{ deal_id: number; title: string; kind: string; partner_name: string; clicks: number }>>`
      SELECT top.deal_id, d.title, d.kind::text AS kind, p.name AS partner_name, top.clicks
      FROM (
        SELECT dc.deal_id, count(*)::int AS clicks
        FROM deal_clicks dc
        WHERE dc.created_at >= ${since} AND dc.created_at <= ${now}
        GROUP BY dc.deal_id
        ORDER BY clicks DESC, dc.deal_id ASC
        LIMIT ${topDeals}
      ) top
      JOIN deals d ON d.id = top.deal_id
      JOIN partners p ON p.id = d.partner_id
      ORDER BY top.clicks DESC, top.deal_id ASC`,
  ]);
  return {
    days,
    since,
    total: partners.reduce((sum, row) => sum + row.clicks, 0),
    partners: partners.map((row) => ({ partnerId: row.partner_id, slug: row.slug, name: row.name, clicks: row.clicks, deals: row.deals })),
    deals: deals.map((row) => ({ dealId: row.deal_id, title: row.title, kind: row.kind, partnerName: row.partner_name, clicks: row.clicks })),
  };
}
