-- Sample offers (issue 32): deals ingested from the bundled sample feeds (prisma/feeds) are marked,
-- so that every page, list, search and e-mail can say so. Real feeds (Travelpayouts, files in
-- DEAL_FEEDS_DIR) write false. The index answers "does any sample deal still run?".
ALTER TABLE "deals" ADD COLUMN "sample" BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX "deals_sample_status_valid_until_idx" ON "deals"("sample", "status", "valid_until");
-- Deals already ingested from a bundled feed (a partner whose last successful run read one) become
-- samples, without the made-up 'was' prices and ratings that the pipeline no longer stores for them.
UPDATE "deals" SET "sample" = true, "rating" = NULL, "original_price" = NULL, "original_price_usd" = NULL, "discount_pct" = 0
WHERE "partner_id" IN (
  SELECT "partner_id" FROM (
    SELECT DISTINCT ON ("partner_id") "partner_id", "feed" FROM "ingestion_runs"
    WHERE "status" = 'succeeded' AND "partner_id" IS NOT NULL ORDER BY "partner_id", "started_at" DESC
  ) AS "last_runs" WHERE "feed" LIKE 'bundled:%'
);
