-- CreateEnum
CREATE TYPE "PointsProgramKind" AS ENUM ('bank', 'airline', 'hotel');

-- CreateTable
CREATE TABLE "loyalty_programs" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "PointsProgramKind" NOT NULL,
    "currency_name" TEXT NOT NULL,
    "cash_out_cents" DECIMAL(6,3),
    "cash_out_note" TEXT,
    "website" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "as_of" VARCHAR(7) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "loyalty_programs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "points_valuations" (
    "id" SERIAL NOT NULL,
    "program_id" INTEGER NOT NULL,
    "month" DATE NOT NULL,
    "cents_per_point" DECIMAL(6,3) NOT NULL,
    "source" TEXT NOT NULL,

    CONSTRAINT "points_valuations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transfer_partners" (
    "id" SERIAL NOT NULL,
    "from_program_id" INTEGER NOT NULL,
    "to_program_id" INTEGER NOT NULL,
    "from_points" INTEGER NOT NULL,
    "to_points" INTEGER NOT NULL,
    "minimum_points" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "as_of" VARCHAR(7) NOT NULL,

    CONSTRAINT "transfer_partners_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transfer_bonuses" (
    "id" SERIAL NOT NULL,
    "transfer_id" INTEGER NOT NULL,
    "bonus_percent" INTEGER NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "transfer_bonuses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "travel_cards" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "annual_fee_usd" INTEGER NOT NULL,
    "program_id" INTEGER NOT NULL,
    "earn_rates" JSONB NOT NULL,
    "welcome_bonus_points" INTEGER,
    "welcome_spend_usd" INTEGER,
    "welcome_months" INTEGER,
    "foreign_transaction_fee_pct" DECIMAL(4,2) NOT NULL,
    "perks" TEXT[],
    "url" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "as_of" VARCHAR(7) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "travel_cards_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "loyalty_programs_slug_key" ON "loyalty_programs"("slug");

-- CreateIndex
CREATE INDEX "loyalty_programs_kind_idx" ON "loyalty_programs"("kind");

-- CreateIndex
CREATE UNIQUE INDEX "points_valuations_program_id_month_key" ON "points_valuations"("program_id", "month");

-- CreateIndex
CREATE INDEX "transfer_partners_to_program_id_idx" ON "transfer_partners"("to_program_id");

-- CreateIndex
CREATE UNIQUE INDEX "transfer_partners_from_program_id_to_program_id_key" ON "transfer_partners"("from_program_id", "to_program_id");

-- CreateIndex
CREATE INDEX "transfer_bonuses_transfer_id_starts_at_ends_at_idx" ON "transfer_bonuses"("transfer_id", "starts_at", "ends_at");

-- CreateIndex
CREATE UNIQUE INDEX "travel_cards_slug_key" ON "travel_cards"("slug");

-- CreateIndex
CREATE INDEX "travel_cards_annual_fee_usd_idx" ON "travel_cards"("annual_fee_usd");

-- CreateIndex
CREATE INDEX "travel_cards_issuer_idx" ON "travel_cards"("issuer");

-- CreateIndex
CREATE INDEX "travel_cards_program_id_idx" ON "travel_cards"("program_id");

-- AddForeignKey
ALTER TABLE "points_valuations" ADD CONSTRAINT "points_valuations_program_id_fkey" FOREIGN KEY ("program_id") REFERENCES "loyalty_programs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfer_partners" ADD CONSTRAINT "transfer_partners_from_program_id_fkey" FOREIGN KEY ("from_program_id") REFERENCES "loyalty_programs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfer_partners" ADD CONSTRAINT "transfer_partners_to_program_id_fkey" FOREIGN KEY ("to_program_id") REFERENCES "loyalty_programs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transfer_bonuses" ADD CONSTRAINT "transfer_bonuses_transfer_id_fkey" FOREIGN KEY ("transfer_id") REFERENCES "transfer_partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "travel_cards" ADD CONSTRAINT "travel_cards_program_id_fkey" FOREIGN KEY ("program_id") REFERENCES "loyalty_programs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

