-- Experiences (issue 20): dated events at our destinations, the adventure category of activity
-- deals and the structured fields of boat charters (from the partner feeds, stored at ingestion).
CREATE TYPE "EventCategory" AS ENUM ('festival', 'music', 'sports', 'market');
CREATE TYPE "AdventureCategory" AS ENUM ('adventure_tour', 'water_activity', 'day_excursion');
CREATE TYPE "BoatType" AS ENUM ('sailing_yacht', 'catamaran', 'motor_yacht', 'gulet', 'fishing_boat');

ALTER TABLE "deals" ADD COLUMN "adventure_category" "AdventureCategory",
ADD COLUMN "boat_type" "BoatType",
ADD COLUMN "charter_skippered" BOOLEAN,
ADD COLUMN "charter_cabins" INTEGER,
ADD COLUMN "charter_guests" INTEGER,
ADD COLUMN "charter_days" INTEGER,
ADD COLUMN "departure_marina" TEXT;

CREATE INDEX "deals_kind_status_adventure_category_idx" ON "deals"("kind", "status", "adventure_category");
CREATE INDEX "deals_kind_status_boat_type_charter_skippered_charter_cabins_idx" ON "deals"("kind", "status", "boat_type", "charter_skippered", "charter_cabins");

CREATE TABLE "events" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "category" "EventCategory" NOT NULL,
    "destination_id" INTEGER NOT NULL,
    "place" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "as_of" TEXT NOT NULL,
    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "events_slug_key" ON "events"("slug");
CREATE INDEX "events_destination_id_idx" ON "events"("destination_id");
CREATE INDEX "events_category_idx" ON "events"("category");
ALTER TABLE "events" ADD CONSTRAINT "events_destination_id_fkey" FOREIGN KEY ("destination_id") REFERENCES "destinations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "event_occurrences" (
    "id" SERIAL NOT NULL,
    "event_id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "approximate" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "event_occurrences_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "event_occurrences_event_id_start_date_key" ON "event_occurrences"("event_id", "start_date");
CREATE INDEX "event_occurrences_end_date_start_date_idx" ON "event_occurrences"("end_date", "start_date");
ALTER TABLE "event_occurrences" ADD CONSTRAINT "event_occurrences_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;
