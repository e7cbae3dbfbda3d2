-- The live deals both to and from places a search names (issue 36): 'united states' names 42
-- places, and its domestic flights (10,240 at a million deals) were read through two bitmaps and
-- the word's GIN entry, then sorted (0.3 to 0.7 s). Keyed by destination and origin, with the best
-- order's columns alongside, they are read from this index alone (about 2 ms for the 10,240), and
-- a city's few (a cruise back to its port) as cheaply. Only deals with an origin (flights,
-- packages, cruises) are in it.
CREATE INDEX IF NOT EXISTS "deals_live_destination_origin_idx" ON "deals" ("destination_id", "origin_id") INCLUDE ("discount_pct", "price_usd", "id", "valid_until") WHERE "status" = 'live' AND "origin_id" IS NOT NULL;
