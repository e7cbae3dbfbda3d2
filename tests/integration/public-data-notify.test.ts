/** @jest-environment node */
// The database side of the page cache (migration 20261126000000_public_data_notify): a change to a
// table public pages read notifies every listening server process, once per transaction and table;
// a change to a private table or a counter notifies nobody.
import pg from "pg";
import { PUBLIC_DATA_CHANNEL } from "@/scripts/lib/page-cache.mjs";

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

it("notifies the table's name when a deal's price changes", async () => {
  const { rows } = await writer.query<{ id: number; price: string }>("SELECT id, price FROM deals ORDER BY id LIMIT 1");
  const deal = rows[0]!;
  await change("UPDATE deals SET price = price WHERE id = $1", [deal.id]);
  expect(heard).toEqual(["deals"]);
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
