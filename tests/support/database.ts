// The test database, for e2e specs that arrange or check rows directly.
import pg from "pg";

/** Runs `work` on a connection of its own to the server's database, then closes it. */
export async function withDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
