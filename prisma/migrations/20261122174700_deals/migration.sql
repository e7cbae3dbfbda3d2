-- CreateEnum
CREATE TYPE "DealKind" AS ENUM ('flight', 'hotel', 'vacation_rental', 'package', 'cruise', 'rental_car', 'activity', 'boat_charter');

-- CreateEnum
CREATE TYPE "DealStatus" AS ENUM ('live', 'expired');

-- CreateEnum
CREATE TYPE "DealTheme" AS ENUM ('urban', 'beach', 'historical', 'cultural', 'nature', 'mountain', 'food', 'wildlife', 'island', 'hidden', 'budget');

-- CreateEnum
CREATE TYPE "DealSeason" AS ENUM ('spring', 'summer', 'autumn', 'winter', 'all_year');

-- CreateEnum
CREATE TYPE "IngestionRunStatus" AS ENUM ('running', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "destinations" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "country_code" VARCHAR(2) NOT NULL,
    "slug" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "description" TEXT,

    CONSTRAINT "destinations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partners" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "website" TEXT NOT NULL,
    "link_template" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "partners_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deals" (
    "id" SERIAL NOT NULL,
    "partner_id" INTEGER NOT NULL,
    "external_id" TEXT NOT NULL,
    "kind" "DealKind" NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "provider" TEXT,
    "origin_id" INTEGER,
    "destination_id" INTEGER NOT NULL,
    "start_date" DATE,
    "end_date" DATE,
    "valid_until" TIMESTAMP(3) NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "original_price" DECIMAL(12,2),
    "currency" VARCHAR(3) NOT NULL,
    "price_usd" DECIMAL(12,2) NOT NULL,
    "original_price_usd" DECIMAL(12,2),
    "discount_pct" INTEGER NOT NULL DEFAULT 0,
    "includes" JSONB NOT NULL DEFAULT '{}',
    "images" TEXT[],
    "rating" DOUBLE PRECISION,
    "themes" "DealTheme"[],
    "season" "DealSeason" NOT NULL DEFAULT 'all_year',
    "status" "DealStatus" NOT NULL DEFAULT 'live',
    "search_text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deal_prices" (
    "id" BIGSERIAL NOT NULL,
    "deal_id" INTEGER NOT NULL,
    "price" DECIMAL(12,2) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "price_usd" DECIMAL(12,2) NOT NULL,
    "recorded_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deal_prices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ingestion_runs" (
    "id" SERIAL NOT NULL,
    "partner_id" INTEGER,
    "feed" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "status" "IngestionRunStatus" NOT NULL DEFAULT 'running',
    "rows_total" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "price_changed" INTEGER NOT NULL DEFAULT 0,
    "expired" INTEGER NOT NULL DEFAULT 0,
    "skipped" INTEGER NOT NULL DEFAULT 0,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),
    "duration_ms" INTEGER,

    CONSTRAINT "ingestion_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deal_clicks" (
    "id" BIGSERIAL NOT NULL,
    "deal_id" INTEGER NOT NULL,
    "partner_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deal_clicks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "destinations_slug_key" ON "destinations"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "partners_slug_key" ON "partners"("slug");

-- CreateIndex
CREATE INDEX "deals_status_kind_price_usd_idx" ON "deals"("status", "kind", "price_usd");

-- CreateIndex
CREATE INDEX "deals_status_discount_pct_idx" ON "deals"("status", "discount_pct");

-- CreateIndex
CREATE INDEX "deals_status_valid_until_idx" ON "deals"("status", "valid_until");

-- CreateIndex
CREATE INDEX "deals_status_created_at_idx" ON "deals"("status", "created_at");

-- CreateIndex
CREATE INDEX "deals_destination_id_idx" ON "deals"("destination_id");

-- CreateIndex
CREATE INDEX "deals_origin_id_idx" ON "deals"("origin_id");

-- CreateIndex
CREATE UNIQUE INDEX "deals_partner_id_external_id_key" ON "deals"("partner_id", "external_id");

-- CreateIndex
CREATE INDEX "deal_prices_deal_id_recorded_at_idx" ON "deal_prices"("deal_id", "recorded_at");

-- CreateIndex
CREATE INDEX "ingestion_runs_feed_started_at_idx" ON "ingestion_runs"("feed", "started_at");

-- CreateIndex
CREATE INDEX "deal_clicks_deal_id_created_at_idx" ON "deal_clicks"("deal_id", "created_at");

-- CreateIndex
CREATE INDEX "deal_clicks_partner_id_created_at_idx" ON "deal_clicks"("partner_id", "created_at");

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_origin_id_fkey" FOREIGN KEY ("origin_id") REFERENCES "destinations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_destination_id_fkey" FOREIGN KEY ("destination_id") REFERENCES "destinations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_prices" ADD CONSTRAINT "deal_prices_deal_id_fkey" FOREIGN KEY ("deal_id") REFERENCES "deals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ingestion_runs" ADD CONSTRAINT "ingestion_runs_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_clicks" ADD CONSTRAINT "deal_clicks_deal_id_fkey" FOREIGN KEY ("deal_id") REFERENCES "deals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_clicks" ADD CONSTRAINT "deal_clicks_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Search indexes (hand-written). unaccent() is only STABLE, so an IMMUTABLE wrapper with a
-- SQL-standard body (no semicolon: the migration runner splits statements on it) lets
-- expression indexes fold accents. Queries must use the same expressions to hit the indexes.
CREATE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT RETURN public.unaccent('public.unaccent', $1);

-- Full-text search over title, places, partner and kind.
CREATE INDEX "deals_search_fts_idx" ON "deals" USING GIN (to_tsvector('simple', f_unaccent("search_text")));

-- Trigram indexes for typo-tolerant matching ('barcelna' finds Barcelona).
CREATE INDEX "deals_search_trgm_idx" ON "deals" USING GIN (f_unaccent(lower("search_text")) gin_trgm_ops);
CREATE INDEX "destinations_name_trgm_idx" ON "destinations" USING GIN (f_unaccent(lower("name")) gin_trgm_ops);
CREATE INDEX "destinations_country_trgm_idx" ON "destinations" USING GIN (f_unaccent(lower("country")) gin_trgm_ops);
