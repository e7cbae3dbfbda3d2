// A live deal and a published article of the seeded test database, for e2e tests that open them.
import pg from "pg";

export async function liveContent(): Promise<{ dealId: number; slug: string }> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const deal = await client.query<{ id: number }>("SELECT id FROM deals WHERE status = 'live' ORDER BY id LIMIT 1");
    const article = await client.query<{ slug: string }>("SELECT slug FROM news_articles WHERE published ORDER BY id LIMIT 1");
    return { dealId: deal.rows[0]!.id, slug: article.rows[0]!.slug };
  } finally {
    await client.end();
  }
}
