-- Every server process keeps anonymous copies of the public pages in memory (scripts/lib/page-cache.mjs)
-- and listens on the channel 'public_data_changed': each statement that changes a table a public page
-- reads notifies it once per transaction (PostgreSQL folds identical notifications), with the table's
-- name. Tables only signed-in pages read (sessions, favorites, alerts, itineraries, billing), counters
-- (rate limits, clicks, web vitals) and logs are left out, so they never empty the cache.
-- Prisma's schema engine splits a migration at every semicolon, even inside a function's body: the
-- body's own semicolons are written as the Unicode escape \003B.
CREATE OR REPLACE FUNCTION notify_public_data_changed() RETURNS trigger LANGUAGE plpgsql AS U&'BEGIN PERFORM pg_notify(''public_data_changed'', TG_TABLE_NAME)\003B RETURN NULL\003B END';
CREATE TRIGGER airports_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON airports FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER cities_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER city_guides_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON city_guides FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER country_costs_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON country_costs FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER deal_prices_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deal_prices FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER deals_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deals FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER destination_costs_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON destination_costs FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER destination_reviews_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON destination_reviews FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER destinations_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON destinations FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER etiquette_guides_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON etiquette_guides FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER event_occurrences_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_occurrences FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER events_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER exchange_rates_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exchange_rates FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER loyalty_programs_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON loyalty_programs FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER news_articles_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_articles FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER outdoor_places_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON outdoor_places FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER partners_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partners FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER places_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON places FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER points_valuations_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON points_valuations FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER search_words_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_words FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER ski_resorts_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ski_resorts FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER transfer_bonuses_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transfer_bonuses FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER transfer_partners_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transfer_partners FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER travel_cards_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON travel_cards FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER travel_tips_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON travel_tips FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
CREATE TRIGGER users_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
