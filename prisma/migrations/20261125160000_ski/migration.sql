-- Ski resorts by region (prisma/schema/ski.prisma).
CREATE TABLE "ski_resorts" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "country_code" VARCHAR(2) NOT NULL,
    "area" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "base_m" INTEGER,
    "summit_m" INTEGER,
    "vertical_m" INTEGER,
    "runs" INTEGER,
    "terrain_beginner_pct" INTEGER,
    "terrain_intermediate_pct" INTEGER,
    "terrain_advanced_pct" INTEGER,
    "lifts" INTEGER,
    "skiable_ha" INTEGER,
    "piste_km" INTEGER,
    "season_start" SMALLINT NOT NULL,
    "season_end" SMALLINT NOT NULL,
    "airport" VARCHAR(3),
    "transfer_minutes" INTEGER,
    "passes" TEXT[],
    "website" TEXT,
    "liftie_id" TEXT,
    "destination_id" INTEGER,
    "destination_km" DOUBLE PRECISION,
    "source" TEXT NOT NULL,
    "as_of" TEXT NOT NULL,
    CONSTRAINT "ski_resorts_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "ski_resorts_slug_key" ON "ski_resorts"("slug");
CREATE INDEX "ski_resorts_region_name_idx" ON "ski_resorts"("region", "name");
CREATE INDEX "ski_resorts_country_code_idx" ON "ski_resorts"("country_code");
CREATE INDEX "ski_resorts_destination_id_idx" ON "ski_resorts"("destination_id");
-- The pass filter.
CREATE INDEX "ski_resorts_passes_idx" ON "ski_resorts" USING GIN ("passes");

ALTER TABLE "ski_resorts" ADD CONSTRAINT "ski_resorts_destination_id_fkey" FOREIGN KEY ("destination_id") REFERENCES "destinations"("id") ON DELETE SET NULL ON UPDATE CASCADE;
