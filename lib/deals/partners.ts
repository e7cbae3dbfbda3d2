// The affiliate partners whose feeds we ingest (prisma/data/partners.json).
import partners from "../../prisma/data/partners.json";

export type PartnerDefinition = {
  slug: string;
  name: string;
  website: string;
  /** The partner's deal URL with {externalId} (and optionally {dealId}) placeholders. */
  linkTemplate: string;
  /** The bundled feed file under prisma/feeds/. */
  feed: string;
};

export const partnerDefinitions: readonly PartnerDefinition[] = partners;

/** The partner URL of one deal: placeholders filled in, URL-encoded. */
export function buildPartnerUrl(template: string, deal: { externalId: string; id: number }): string {
  return template
    .replace(/\{externalId\}/g, encodeURIComponent(deal.externalId))
    .replace(/\{dealId\}/g, String(deal.id));
}
