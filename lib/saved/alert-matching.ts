import "server-only";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { sendMail } from "@/lib/mail/transport";
import { priceAlertMail, type AlertMailDeal } from "./alert-mail";

// Runs after each successful deal ingestion. For every active alert: live deals to its
// destination (from its origin, of its kind, at or under its maximum price, in its dates) that
// appeared or changed price since the alert was made and were never sent for it. The pair is
// claimed with INSERT ... ON CONFLICT DO NOTHING RETURNING, so when two matchers run at once
// only the one that inserted a row e-mails that deal; one e-mail per alert lists its new deals.

export type MatchSummary = { alerts: number; emails: number; deals: number; failed: number };

type Candidate = { alert_id: number; deal_id: number };

async function findCandidates(prisma: PrismaClient): Promise<Candidate[]> {
  return prisma.$queryRaw<Candidate[]>`
    SELECT a.id AS alert_id, d.id AS deal_id
    FROM price_alerts a
    JOIN deals d ON d.destination_id = a.destination_id
    WHERE a.active
      AND d.status = 'live' AND d.valid_until >= now()
      AND (a.origin_id IS NULL OR d.origin_id = a.origin_id)
      AND (a.kind IS NULL OR d.kind = a.kind)
      AND (a.max_price_usd IS NULL OR d.price_usd <= a.max_price_usd)
      AND (a.start_date IS NULL OR d.start_date IS NULL OR COALESCE(d.end_date, d.start_date) >= a.start_date)
      AND (a.end_date IS NULL OR d.start_date IS NULL OR d.start_date <= a.end_date)
      AND (d.created_at >= a.created_at
        OR EXISTS (SELECT 1 FROM deal_prices p WHERE p.deal_id = d.id AND p.recorded_at >= a.created_at))
      AND NOT EXISTS (SELECT 1 FROM price_alert_matches m WHERE m.alert_id = a.id AND m.deal_id = d.id)
    ORDER BY a.id, d.price_usd, d.id`;
}

async function notifyAlert(prisma: PrismaClient, alertId: number, dealIds: number[]): Promise<number> {
  const claimed = await prisma.$queryRaw<Array<{ deal_id: number }>>`
    INSERT INTO price_alert_matches (alert_id, deal_id)
    SELECT ${alertId}, unnest(${dealIds}::int[])
    ON CONFLICT (alert_id, deal_id) DO NOTHING
    RETURNING deal_id`;
  if (claimed.length === 0) return 0;
  const ids = claimed.map((row) => row.deal_id);
  try {
    const alert = await prisma.priceAlert.findUniqueOrThrow({
      where: { id: alertId },
      select: { locale: true, destination: { select: { name: true } }, user: { select: { email: true, name: true, username: true } } },
    });
    const deals = await prisma.$queryRaw<AlertMailDeal[]>`
      SELECT d.id, d.title, d.price_usd::float8 AS "priceUsd", orig.name AS "originName", dest.name AS "destinationName",
        to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate", d.sample
      FROM deals d JOIN destinations dest ON dest.id = d.destination_id LEFT JOIN destinations orig ON orig.id = d.origin_id
      WHERE d.id = ANY(${ids}::int[])
      ORDER BY d.price_usd, d.id`;
    const mail = await priceAlertMail({
      to: alert.user.email,
      name: alert.user.name ?? alert.user.username,
      locale: alert.locale,
      alertId,
      destinationName: alert.destination.name,
      deals,
    });
    await sendMail(mail);
    return ids.length;
  } catch (error) {
    // Not sent: release the claims so the next run tries again.
    await prisma.priceAlertMatch.deleteMany({ where: { alertId, dealId: { in: ids } } }).catch(() => undefined);
    throw error;
  }
}

/**
 * Matches every active alert against the deals and e-mails the new matches. Never throws: a
 * failure is logged and counted, so the ingestion that called it is never failed by it.
 */
export async function matchPriceAlerts({ prisma = db() }: { prisma?: PrismaClient } = {}): Promise<MatchSummary> {
  const summary: MatchSummary = { alerts: 0, emails: 0, deals: 0, failed: 0 };
  let candidates: Candidate[];
  try {
    candidates = await findCandidates(prisma);
  } catch (error) {
    console.error("price alerts: matching failed:", error instanceof Error ? error.message : error);
    summary.failed += 1;
    return summary;
  }
  const byAlert = new Map<number, number[]>();
  for (const { alert_id, deal_id } of candidates) byAlert.set(alert_id, [...(byAlert.get(alert_id) ?? []), deal_id]);
  summary.alerts = byAlert.size;
  for (const [alertId, dealIds] of byAlert) {
    try {
      const sent = await notifyAlert(prisma, alertId, dealIds);
      if (sent > 0) {
        summary.emails += 1;
        summary.deals += sent;
      }
    } catch (error) {
      summary.failed += 1;
      console.error(`price alerts: alert ${alertId} not e-mailed:`, error instanceof Error ? error.message : error);
    }
  }
  return summary;
}
