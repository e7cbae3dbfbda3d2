// Shared helpers of the saved-deals suites: users, a partner feed of their own, routes with params.
import { db } from "@/lib/db";
import { ingestFeed } from "@/lib/deals/ingest/pipeline";
import type { PartnerDefinition } from "@/lib/deals/partners";
import { signUp } from "./accounts";
import { call, type CallOptions } from "./api";

export async function signedUp(prefix = "saver") {
  const { cookie, id, email } = await signUp(prefix);
  return { cookie, id, email };
}

type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** Calls a dynamic route handler with its path parameters. */
export function callWith(handler: RouteHandler, params: Record<string, string>, options: CallOptions) {
  return call((req) => handler(req, { params: Promise.resolve(params) }), options);
}

export function feedPartner(slug: string): PartnerDefinition {
  return { slug, name: `Partner ${slug}`, website: "https://test.example", linkTemplate: "https://test.example/deal/{externalId}", feed: `${slug}.csv` };
}

const HEADER = "external_id,kind,title,description,provider,origin,destination,start_date,end_date,valid_until,price,original_price,currency,includes,images,rating,themes,season";

export type FeedDeal = { id: string; title: string; price: number; kind?: string; destination?: string; origin?: string; start?: string; end?: string; validUntil?: string; currency?: string };

export function feedRow(deal: FeedDeal): string {
  return [
    deal.id,
    deal.kind ?? "hotel",
    `"${deal.title}"`,
    `"A test deal"`,
    "",
    deal.origin ?? "",
    deal.destination ?? "reykjavik",
    deal.start ?? "2027-06-01",
    deal.end ?? "2027-06-05",
    deal.validUntil ?? "2099-12-31",
    String(deal.price),
    "",
    deal.currency ?? "USD",
    `"{}"`,
    "",
    "4.2",
    "nature",
    "summer",
  ].join(",");
}

export function ingestDeals(partner: PartnerDefinition, deals: FeedDeal[]) {
  return ingestFeed(db(), { partner, feed: `test:${partner.slug}`, format: "csv", text: [HEADER, ...deals.map(feedRow)].join("\n") });
}

export async function removePartner(slug: string) {
  await db().deal.deleteMany({ where: { partner: { slug } } });
  await db().ingestionRun.deleteMany({ where: { partner: { slug } } });
  await db().partner.deleteMany({ where: { slug } });
}
