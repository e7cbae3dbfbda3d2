import "server-only";
import { db } from "@/lib/db";
import { buildPartnerUrl } from "./partners";

/**
 * Records a click-out (deal, partner, time: no personal data) and returns the partner URL, or
 * null when there is no such deal. An expired deal sends the traveller back to its page instead.
 */
export async function recordClickOut(dealId: number): Promise<{ url: string; expired: boolean } | null> {
  if (!Number.isSafeInteger(dealId) || dealId < 1 || dealId > 2_147_483_647) return null;
  const deal = await db().deal.findUnique({
    where: { id: dealId },
    select: { id: true, externalId: true, partnerId: true, status: true, validUntil: true, partner: { select: { linkTemplate: true } } },
  });
  if (!deal) return null;
  const expired = deal.status === "expired" || deal.validUntil < new Date();
  if (expired) return { url: `/deals/${deal.id}`, expired };
  await db().dealClick.create({ data: { dealId: deal.id, partnerId: deal.partnerId } });
  return { url: buildPartnerUrl(deal.partner.linkTemplate, deal), expired };
}
