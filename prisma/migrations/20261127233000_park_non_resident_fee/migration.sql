-- The per-person surcharge that visitors who are not US residents pay at the busiest national
-- parks from 1 January 2026 (prisma/data/outdoors/parks.txt, issue 32).
ALTER TABLE "outdoor_places" ADD COLUMN "non_resident_fee_usd" DOUBLE PRECISION;
