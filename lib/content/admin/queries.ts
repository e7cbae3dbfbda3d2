import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  newsInclude,
  reviewInclude,
  tipInclude,
  toNewsItem,
  toReviewItem,
  toTipItem,
  type DestinationOption,
  type NewsItem,
  type ReviewItem,
  type TipItem,
} from "../serialize";

// Reads for the admin screens and GET /api/admin/*: drafts included, newest first.

export async function listAdminNews(): Promise<NewsItem[]> {
  const rows = await db().newsArticle.findMany({ include: newsInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toNewsItem);
}

export async function listAdminReviews(): Promise<ReviewItem[]> {
  const rows = await db().destinationReview.findMany({ include: reviewInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toReviewItem);
}

export async function listAdminTips(): Promise<TipItem[]> {
  const rows = await db().travelTip.findMany({ include: tipInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toTipItem);
}

export const DESTINATION_PICKER_LIMIT = 20;
export const DESTINATION_PICKER_MAX = 100;

/**
 * The review picker's destinations: by name or country, ignoring case and accents ("sao"
 * finds São Paulo), names starting with the text first, then the most populous. Without text,
 * the most populous.
 */
export async function searchDestinations({ q = "", limit = DESTINATION_PICKER_LIMIT }: { q?: string; limit?: number } = {}): Promise<DestinationOption[]> {
  const take = Math.min(Math.max(1, Math.trunc(limit)), DESTINATION_PICKER_MAX);
  const text = q.trim().slice(0, 100);
  if (!text) {
    return db().destination.findMany({ select: { id: true, name: true, country: true }, orderBy: [{ population: { sort: "desc", nulls: "last" } }, { name: "asc" }], take });
  }
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db().$queryRaw<DestinationOption[]>(Prisma.sql`
    SELECT id, name, country FROM destinations
    WHERE unaccent(lower(name)) LIKE '%' || unaccent(lower(${escaped})) || '%'
       OR unaccent(lower(country)) LIKE '%' || unaccent(lower(${escaped})) || '%'
    ORDER BY (unaccent(lower(name)) LIKE unaccent(lower(${escaped})) || '%') DESC, population DESC NULLS LAST, name ASC
    LIMIT ${take}`);
  return rows.map((row) => ({ id: Number(row.id), name: row.name, country: row.country }));
}
