-- The Americas Outdoor Directory (prisma/schema/outdoors.prisma).
CREATE TYPE "OutdoorKind" AS ENUM ('park', 'forest', 'grassland', 'monument', 'trail', 'campground');

CREATE TABLE "outdoor_places" (
    "id" SERIAL NOT NULL,
    "kind" "OutdoorKind" NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "states" TEXT[],
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "parent_id" INTEGER,
    "summary" TEXT,
    "activities" TEXT[],
    "seasons" TEXT[],
    "acres" INTEGER,
    "established" INTEGER,
    "agencies" TEXT[],
    "visitors" INTEGER,
    "visitors_year" INTEGER,
    "fee_usd" DOUBLE PRECISION,
    "fee_unit" TEXT,
    "airport" VARCHAR(3),
    "highlights" TEXT[],
    "category" TEXT,
    "length_miles" DOUBLE PRECISION,
    "gain_ft" INTEGER,
    "difficulty" TEXT,
    "route_type" TEXT,
    "sites" INTEGER,
    "camp_season" TEXT,
    "reservable" BOOLEAN,
    "amenities" TEXT[],
    "source" TEXT NOT NULL,
    "as_of" TEXT NOT NULL,
    CONSTRAINT "outdoor_places_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "outdoor_places_kind_slug_key" ON "outdoor_places"("kind", "slug");
CREATE INDEX "outdoor_places_parent_id_idx" ON "outdoor_places"("parent_id");
CREATE INDEX "outdoor_places_kind_name_idx" ON "outdoor_places"("kind", "name");
-- Filters by state and activity, and the directory's name search (accent-insensitive substring).
CREATE INDEX "outdoor_places_states_idx" ON "outdoor_places" USING GIN ("states");
CREATE INDEX "outdoor_places_activities_idx" ON "outdoor_places" USING GIN ("activities");
CREATE INDEX "outdoor_places_name_trgm_idx" ON "outdoor_places" USING GIN (f_unaccent(lower("name")) gin_trgm_ops);

ALTER TABLE "outdoor_places" ADD CONSTRAINT "outdoor_places_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "outdoor_places"("id") ON DELETE CASCADE ON UPDATE CASCADE;
