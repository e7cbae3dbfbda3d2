-- Streaming ingestion (issue 36): a run commits batch by batch and can be stopped and resumed.

-- A run stopped on request (or cut off) is resumed by the next run of the same unchanged feed
ALTER TYPE "IngestionRunStatus" ADD VALUE IF NOT EXISTS 'stopped';

-- The run's checkpoint (feed rows read and committed), the feed's fingerprint (size and time of
-- a file, a digest of a text) so that only the same feed is resumed, and when it last progressed
ALTER TABLE "ingestion_runs" ADD COLUMN "rows_done" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "fingerprint" TEXT,
ADD COLUMN "progressed_at" TIMESTAMP(3);

-- The run that last listed the deal: withdrawals at the end of a run are the partner's live deals
-- this run did not list, in one statement, and a feed listing an id twice is caught batch by batch
ALTER TABLE "deals" ADD COLUMN "last_seen_run_id" INTEGER;

CREATE INDEX "ingestion_runs_partner_id_feed_status_idx" ON "ingestion_runs"("partner_id", "feed", "status");

-- Deal page at size (hand-written partial indexes). Related deals: the best live deals of one
-- place, then of one kind, read in order and stopped at the six shown instead of sorting every
-- deal of the kind. The typical price: the live deals of the same kind, place and origin.
CREATE INDEX "deals_live_destination_best_idx" ON "deals" ("destination_id", "discount_pct" DESC, "id") INCLUDE ("valid_until", "kind") WHERE "status" = 'live';
CREATE INDEX "deals_live_kind_best_idx" ON "deals" ("kind", "discount_pct" DESC, "id") INCLUDE ("valid_until", "destination_id") WHERE "status" = 'live';
CREATE INDEX "deals_live_route_idx" ON "deals" ("kind", "destination_id", "origin_id") INCLUDE ("price_usd") WHERE "status" = 'live';
