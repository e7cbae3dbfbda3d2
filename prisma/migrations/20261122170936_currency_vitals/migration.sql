-- CreateEnum
CREATE TYPE "ExchangeRateRefreshStatus" AS ENUM ('succeeded', 'failed');

-- CreateEnum
CREATE TYPE "WebVitalMetric" AS ENUM ('CLS', 'FID', 'LCP', 'FCP', 'TTFB', 'INP');

-- CreateEnum
CREATE TYPE "WebVitalRating" AS ENUM ('good', 'needs-improvement', 'poor');

-- CreateTable
CREATE TABLE "exchange_rates" (
    "code" VARCHAR(3) NOT NULL,
    "rate" DOUBLE PRECISION NOT NULL,
    "source" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "exchange_rates_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "exchange_rate_refreshes" (
    "id" UUID NOT NULL,
    "source" TEXT NOT NULL,
    "status" "ExchangeRateRefreshStatus" NOT NULL,
    "rates_date" TIMESTAMP(3),
    "updated_codes" TEXT[],
    "missing_codes" TEXT[],
    "error" TEXT,
    "started_at" TIMESTAMP(3) NOT NULL,
    "finished_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "exchange_rate_refreshes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "web_vitals" (
    "id" BIGSERIAL NOT NULL,
    "path" TEXT NOT NULL,
    "metric" "WebVitalMetric" NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "rating" "WebVitalRating" NOT NULL,
    "locale" VARCHAR(8) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "web_vitals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "exchange_rate_refreshes_finished_at_idx" ON "exchange_rate_refreshes"("finished_at");

-- CreateIndex
CREATE INDEX "web_vitals_metric_created_at_idx" ON "web_vitals"("metric", "created_at");

-- CreateIndex
CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals"("created_at");

