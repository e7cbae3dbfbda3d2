-- The deals of one place in the full best order (discount, then price, then id): a search that names
-- a place ("barcelna" -> Barcelona) ranks that place's deals first, and walks this index for them and
-- stops at the page, instead of reading and sorting every match of the word (7,476 at a million deals).
-- The related deals of a deal page walk it in the same order.
DROP INDEX IF EXISTS "deals_live_destination_best_idx";
CREATE INDEX "deals_live_destination_best_idx" ON "deals" ("destination_id", "discount_pct" DESC, "price_usd", "id") INCLUDE ("valid_until", "kind", "origin_id") WHERE "status" = 'live';
