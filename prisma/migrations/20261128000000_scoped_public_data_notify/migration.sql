-- Scoped notifications for the page cache (scripts/lib/page-cache.mjs, docs/caching.md): a stored page
-- is revalidated only when data it shows changes.
-- - deals and deal_prices: one notification per statement naming the deals it touched,
--   'deals:12,15' (at most 50 ids, while a larger statement, such as an ingestion batch, notifies 'deals'
--   alone, which revalidates every page that shows deals).
-- - users: a sign-up, a sign-in or a profile change notifies nothing, only a change of the name an
--   author of an article, tip or review is shown under notifies 'authors'.
-- - news_articles, travel_tips, destination_reviews: only a statement that changed rows notifies (the
--   foreign keys' ON DELETE SET NULL runs an UPDATE on each of them when any account is deleted,
--   which a plain statement trigger would announce even when it touches nothing).
-- Prisma's schema engine splits a migration at every semicolon, even inside a function's body: the
-- body's own semicolons are written as the Unicode escape \003B.
DROP TRIGGER IF EXISTS users_public_data_changed ON users;
DROP TRIGGER IF EXISTS deals_public_data_changed ON deals;
DROP TRIGGER IF EXISTS deal_prices_public_data_changed ON deal_prices;
DROP TRIGGER IF EXISTS news_articles_public_data_changed ON news_articles;
DROP TRIGGER IF EXISTS travel_tips_public_data_changed ON travel_tips;
DROP TRIGGER IF EXISTS destination_reviews_public_data_changed ON destination_reviews;

CREATE OR REPLACE FUNCTION notify_public_rows_changed() RETURNS trigger LANGUAGE plpgsql AS U&'DECLARE changed integer\003B ids text\003B BEGIN IF TG_OP = ''INSERT'' THEN EXECUTE format(''SELECT count(DISTINCT %1$I), string_agg(DISTINCT %1$I::text, '''','''') FROM new_rows'', TG_ARGV[0]) INTO changed, ids\003B ELSIF TG_OP = ''DELETE'' THEN EXECUTE format(''SELECT count(DISTINCT %1$I), string_agg(DISTINCT %1$I::text, '''','''') FROM old_rows'', TG_ARGV[0]) INTO changed, ids\003B ELSE EXECUTE format(''SELECT count(DISTINCT v), string_agg(DISTINCT v::text, '''','''') FROM (SELECT %1$I AS v FROM new_rows UNION SELECT %1$I FROM old_rows) AS touched'', TG_ARGV[0]) INTO changed, ids\003B END IF\003B IF changed = 0 THEN RETURN NULL\003B END IF\003B IF changed <= 50 THEN PERFORM pg_notify(''public_data_changed'', ''deals:'' || ids)\003B ELSE PERFORM pg_notify(''public_data_changed'', ''deals'')\003B END IF\003B RETURN NULL\003B END';

CREATE OR REPLACE FUNCTION notify_public_table_changed() RETURNS trigger LANGUAGE plpgsql AS U&'BEGIN PERFORM pg_notify(''public_data_changed'', TG_ARGV[0])\003B RETURN NULL\003B END';

CREATE OR REPLACE FUNCTION notify_public_rows_touched() RETURNS trigger LANGUAGE plpgsql AS U&'BEGIN IF TG_OP = ''DELETE'' THEN PERFORM 1 FROM old_rows LIMIT 1\003B ELSE PERFORM 1 FROM new_rows LIMIT 1\003B END IF\003B IF FOUND THEN PERFORM pg_notify(''public_data_changed'', TG_TABLE_NAME)\003B END IF\003B RETURN NULL\003B END';

CREATE OR REPLACE FUNCTION notify_author_renamed() RETURNS trigger LANGUAGE plpgsql AS U&'BEGIN IF EXISTS (SELECT 1 FROM news_articles WHERE author_id = NEW.id) OR EXISTS (SELECT 1 FROM travel_tips WHERE author_id = NEW.id) OR EXISTS (SELECT 1 FROM destination_reviews WHERE author_id = NEW.id) THEN PERFORM pg_notify(''public_data_changed'', ''authors'')\003B END IF\003B RETURN NULL\003B END';

CREATE TRIGGER deals_inserted_public_data_changed AFTER INSERT ON deals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_changed('id');
CREATE TRIGGER deals_updated_public_data_changed AFTER UPDATE ON deals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_changed('id');
CREATE TRIGGER deals_deleted_public_data_changed AFTER DELETE ON deals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_changed('id');
CREATE TRIGGER deals_truncated_public_data_changed AFTER TRUNCATE ON deals FOR EACH STATEMENT EXECUTE FUNCTION notify_public_table_changed('deals');
CREATE TRIGGER deal_prices_inserted_public_data_changed AFTER INSERT ON deal_prices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_changed('deal_id');
CREATE TRIGGER deal_prices_updated_public_data_changed AFTER UPDATE ON deal_prices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_changed('deal_id');
CREATE TRIGGER deal_prices_deleted_public_data_changed AFTER DELETE ON deal_prices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_changed('deal_id');
CREATE TRIGGER deal_prices_truncated_public_data_changed AFTER TRUNCATE ON deal_prices FOR EACH STATEMENT EXECUTE FUNCTION notify_public_table_changed('deals');
CREATE TRIGGER users_author_renamed_public_data_changed AFTER UPDATE OF name, username ON users FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.username IS DISTINCT FROM NEW.username) EXECUTE FUNCTION notify_author_renamed();
CREATE TRIGGER news_articles_inserted_public_data_changed AFTER INSERT ON news_articles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_touched();
CREATE TRIGGER news_articles_updated_public_data_changed AFTER UPDATE ON news_articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_touched();
CREATE TRIGGER news_articles_deleted_public_data_changed AFTER DELETE ON news_articles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_touched();
CREATE TRIGGER news_articles_truncated_public_data_changed AFTER TRUNCATE ON news_articles FOR EACH STATEMENT EXECUTE FUNCTION notify_public_table_changed('news_articles');
CREATE TRIGGER travel_tips_inserted_public_data_changed AFTER INSERT ON travel_tips REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_touched();
CREATE TRIGGER travel_tips_updated_public_data_changed AFTER UPDATE ON travel_tips REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_touched();
CREATE TRIGGER travel_tips_deleted_public_data_changed AFTER DELETE ON travel_tips REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_touched();
CREATE TRIGGER travel_tips_truncated_public_data_changed AFTER TRUNCATE ON travel_tips FOR EACH STATEMENT EXECUTE FUNCTION notify_public_table_changed('travel_tips');
CREATE TRIGGER destination_reviews_inserted_public_data_changed AFTER INSERT ON destination_reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_touched();
CREATE TRIGGER destination_reviews_updated_public_data_changed AFTER UPDATE ON destination_reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_touched();
CREATE TRIGGER destination_reviews_deleted_public_data_changed AFTER DELETE ON destination_reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows_touched();
CREATE TRIGGER destination_reviews_truncated_public_data_changed AFTER TRUNCATE ON destination_reviews FOR EACH STATEMENT EXECUTE FUNCTION notify_public_table_changed('destination_reviews');
