-- A budget calculator estimate saved to a trip (lib/tools/trip-budget.ts)
ALTER TABLE "itineraries" ADD COLUMN "budget" JSONB;
