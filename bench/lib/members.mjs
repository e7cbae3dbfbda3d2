// Issue 31's member measurements for `npm run bench` (bench/run.mjs): a signed-in member's pages
// against the anonymous visitor's, in the same run. The member is real: a users row and a session
// token signed with the server's secret, as /api/login issues it (lib/auth/next-auth.ts: the user id
// and session version).
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import pg from "pg";

const WARMUP_SECONDS = 1;
const RUN_SECONDS = 5;

/**
 * A bench member and the Cookie header of their session; remove() deletes them.
 * @param {{ databaseUrl: string, secret: string }} options
 */
export async function benchMember({ databaseUrl, secret }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const name = `bench-member-${process.pid}`;
  try {
    const { rows } = await client.query(
      "INSERT INTO users (id, username, email, password_hash, updated_at) VALUES ($1, $2, $3, 'bench', now()) RETURNING id, session_version",
      [randomUUID(), name, `${name}@bench.invalid`],
    );
    const [user] = rows;
    const token = await encode({ token: { sub: user.id, sv: user.session_version, name }, secret });
    return {
      cookie: `next-auth.session-token=${token}; wb_signed_in=1`,
      async remove() {
        await client.query("DELETE FROM users WHERE id = $1", [user.id]);
        await client.end();
      },
    };
  } catch (error) {
    await client.end();
    throw error;
  }
}

/**
 * Each page at 10 connections as an anonymous visitor, then as the member.
 * @param {{ baseUrl: string, pages: string[], load: Function, cookie: string }} options
 */
export async function measureMembers({ baseUrl, pages, load, cookie }) {
  const rows = [];
  for (const page of pages) {
    const url = `${baseUrl}${page}`;
    await load(url, WARMUP_SECONDS);
    const anonymous = await load(url, RUN_SECONDS);
    await load(url, WARMUP_SECONDS, undefined, { headers: { cookie } });
    const member = await load(url, RUN_SECONDS, undefined, { headers: { cookie } });
    // Asked twice: fetch sends an Accept-Language of its own, a key of its own on an unprefixed address.
    await (await fetch(url, { headers: { cookie } })).arrayBuffer();
    const cache = (await fetch(url, { headers: { cookie } })).headers.get("x-page-cache");
    rows.push({
      page,
      cache,
      anonymousRps: anonymous.requests.average,
      memberRps: member.requests.average,
      memberP99: member.exact.p99,
      errors: member.errors + member.timeouts + member.non2xx,
    });
    process.stdout.write(`  ${page}: anonymous ${Math.round(anonymous.requests.average)} req/s, member ${Math.round(member.requests.average)} req/s (${cache}), p99 ${member.exact.p99} ms\n`);
  }
  return rows;
}
