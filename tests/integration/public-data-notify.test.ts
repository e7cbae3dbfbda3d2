/** @jest-environment node */
// The database side of the page cache (migrations 20261126000000_public_data_notify and
// 20261128000000_scoped_public_data_notify): a change to data public pages show notifies every
// listening server process, once per transaction and name: a table's name, or 'deals:ID,...' for
// the few deals a statement touched; a change to account data or a counter notifies nobody.
import pg from "pg";
import { PUBLIC_DATA_CHANNEL } from "@/server/page-cache";

let listener: pg.Client;
let writer: pg.Client;
const heard: string[] = [];

beforeAll(async () => {
  listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
  writer = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await Promise.all([listener.connect(), writer.connect()]);
  listener.on("notification", (message) => heard.push(message.payload ?? ""));
  await listener.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
});

afterAll(async () => {
  await Promise.all([listener.end(), writer.end()]);
});

beforeEach(() => {
  heard.length = 0;
});

/** Runs a statement, then waits until the listener has had time to hear about it (a round trip). */
async function change(sql: string, params: unknown[] = []) {
  await writer.query(sql, params);
  await listener.query("SELECT 1");
}

it("names the deal whose price changes", async () => {
  const { rows } = await writer.query<{ id: number; price: string }>("SELECT id, price FROM deals ORDER BY id LIMIT 1");
  const deal = rows[0]!;
  await change("UPDATE deals SET price = price WHERE id = $1", [deal.id]);
  expect(heard).toEqual([`deals:${deal.id}`]);
});

it("names the deals of a new price in the history, and a few deals changed at once", async () => {
  const { rows } = await writer.query<{ id: number }>("SELECT id FROM deals ORDER BY id LIMIT 3");
  const ids = rows.map((row) => row.id);
  await writer.query("BEGIN");
  const inserted = await writer.query<{ id: string }>("INSERT INTO deal_prices (deal_id, price, currency, price_usd) SELECT id, price, currency, price FROM deals WHERE id = $1 RETURNING id", [ids[0]]);
  await writer.query("DELETE FROM deal_prices WHERE id = $1", [inserted.rows[0]!.id]);
  await change("COMMIT");
  await change("UPDATE deals SET price = price WHERE id = ANY($1)", [ids]);
  expect(heard).toEqual([`deals:${ids[0]}`, `deals:${ids.map(String).sort().join(",")}`]);
});

it("names the deals table alone for a statement of more than 50 deals (an ingestion batch)", async () => {
  await change("UPDATE deals SET price = price WHERE id IN (SELECT id FROM deals ORDER BY id LIMIT 51)");
  expect(heard).toEqual(["deals"]);
});

it("says nothing for a sign-up, a sign-in or a profile change of someone who wrote nothing public", async () => {
  const email = `notify-${Date.now()}@example.com`;
  await change("INSERT INTO users (id, username, email, password_hash, updated_at) VALUES (gen_random_uuid(), $1, $2, 'x', now())", [email.split("@")[0], email]);
  await change("UPDATE users SET name = 'Someone Else', session_version = session_version + 1 WHERE email = $1", [email]);
  await change("DELETE FROM users WHERE email = $1", [email]);
  expect(heard).toEqual([]);
});

it("says 'authors' when an author of a public article, tip or review changes their shown name", async () => {
  const email = `author-${Date.now()}@example.com`;
  const user = await writer.query<{ id: string }>("INSERT INTO users (id, username, email, password_hash, updated_at) VALUES (gen_random_uuid(), $1, $2, 'x', now()) RETURNING id", [email.split("@")[0], email]);
  const authorId = user.rows[0]!.id;
  const review = await writer.query<{ id: number; author_id: string | null }>("SELECT id, author_id FROM destination_reviews ORDER BY id LIMIT 1");
  const { id: reviewId, author_id: previousAuthor } = review.rows[0]!;
  await change("UPDATE destination_reviews SET author_id = $2 WHERE id = $1", [reviewId, authorId]);
  heard.length = 0;
  try {
    await change("UPDATE users SET name = 'Renamed Author' WHERE id = $1", [authorId]);
    await change("UPDATE users SET session_version = session_version + 1 WHERE id = $1", [authorId]);
    expect(heard).toEqual(["authors"]);
  } finally {
    await writer.query("UPDATE destination_reviews SET author_id = $2 WHERE id = $1", [reviewId, previousAuthor]);
    await writer.query("DELETE FROM users WHERE id = $1", [authorId]);
  }
});

it("notifies once for a transaction that changes a table many times", async () => {
  await writer.query("BEGIN");
  await writer.query("UPDATE news_articles SET title = title WHERE id IN (SELECT id FROM news_articles ORDER BY id LIMIT 3)");
  await writer.query("UPDATE news_articles SET summary = summary WHERE id IN (SELECT id FROM news_articles ORDER BY id LIMIT 3)");
  await change("COMMIT");
  expect(heard).toEqual(["news_articles"]);
});

it("says nothing for a change rolled back", async () => {
  await writer.query("BEGIN");
  await writer.query("UPDATE travel_tips SET title = title");
  await change("ROLLBACK");
  expect(heard).toEqual([]);
});

it("says nothing for the tables no public page reads: rate limits, clicks, web vitals", async () => {
  await change("INSERT INTO rate_limits (key, points, expire) VALUES ('notify-test', 1, 0) ON CONFLICT (key) DO UPDATE SET points = 1");
  await change("DELETE FROM rate_limits WHERE key = 'notify-test'");
  await change("INSERT INTO web_vitals (path, metric, value, rating, locale) VALUES ('/__notify-test', 'LCP', 1, 'good', 'en')");
  await change("DELETE FROM web_vitals WHERE path = '/__notify-test'");
  expect(heard).toEqual([]);
});
