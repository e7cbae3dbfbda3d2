import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DealSummary } from "@/lib/deals/queries";

// Every query here is scoped by the signed-in user's id: a favorite is reachable only through
// (userId, dealId), so no one can read, add to or remove from another user's list.

export type SavedDeal = DealSummary & { savedAt: string; isExpired: boolean };

/** The user's saved deal ids, optionally only among `ids` (the hearts visible on a page). */
export async function listFavoriteIds(userId: string, ids?: readonly number[]): Promise<number[]> {
  const rows = await db().favorite.findMany({
    where: { userId, ...(ids ? { dealId: { in: [...ids] } } : {}) },
    select: { dealId: true },
    orderBy: { createdAt: "desc" },
  });
  return rows.map((row) => row.dealId);
}

/** Saves a deal; saving it again changes nothing. 404 when the deal does not exist. */
export async function addFavorite(userId: string, dealId: number): Promise<{ created: boolean }> {
  const rows = await db().$queryRaw<Array<{ deal_id: number }>>`
    INSERT INTO favorites (user_id, deal_id)
    SELECT ${userId}::uuid, d.id FROM deals d WHERE d.id = ${dealId}
    ON CONFLICT (user_id, deal_id) DO NOTHING
    RETURNING deal_id`;
  if (rows.length > 0) return { created: true };
  const exists = await db().deal.count({ where: { id: dealId } });
  if (!exists) throw new AppError("not_found", { message: "Deal not found" });
  return { created: false };
}

/** Removes one of the user's own saved deals; 404 when it is not in their list. */
export async function removeFavorite(userId: string, dealId: number): Promise<void> {
  const { count } = await db().favorite.deleteMany({ where: { userId, dealId } });
  if (count === 0) throw new AppError("not_found", { message: "This deal is not in your saved deals" });
}

/** The user's saved deals, newest first, live and expired (marked). */
export async function listFavoriteDeals(userId: string, { limit = 200 }: { limit?: number } = {}): Promise<SavedDeal[]> {
  const rows = await db().$queryRaw<SavedDeal[]>(Prisma.sql`
    SELECT d.id, d.kind::text AS kind, d.title, d.provider, d.price_usd::float8 AS "priceUsd",
      d.original_price_usd::float8 AS "originalPriceUsd", d.discount_pct AS "discountPct", d.rating,
      to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate",
      to_char(d.valid_until, 'YYYY-MM-DD') AS "validUntil", d.themes::text[] AS themes, d.season::text AS season,
      d.status::text AS status, dest.name AS "destinationName", dest.country AS "destinationCountry",
      dest.slug AS "destinationSlug", orig.name AS "originName", p.name AS "partnerName", p.slug AS "partnerSlug", d.sample,
      to_char(f.created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "savedAt",
      (d.status = 'expired' OR d.valid_until < now()) AS "isExpired"
    FROM favorites f
    JOIN deals d ON d.id = f.deal_id
    JOIN destinations dest ON dest.id = d.destination_id
    LEFT JOIN destinations orig ON orig.id = d.origin_id
    JOIN partners p ON p.id = d.partner_id
    WHERE f.user_id = ${userId}::uuid
    ORDER BY f.created_at DESC, d.id DESC
    LIMIT ${limit}`);
  return rows;
}
