/** @jest-environment node */
// The page cache's shared store (shared-copies.ts) against the real PostgreSQL: claims, stored
// copies, waiting for another process's render, the bounds, and freshness by the database's time.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PUBLIC_DATA_CHANNEL, type StoredPage } from "./page-cache";
import { SharedCopies, SharedFreshness } from "./shared-copies";

let pool: pg.Pool;
/** Two server processes sharing the database. */
let first: SharedCopies;
let second: SharedCopies;
const run = randomBytes(4).toString("hex");
let count = 0;
const newKey = (path = "/deals/1") => `${path}?jest=${run}-${++count}`;

function page(html: string, tags = ["deals:1", "deals"]): StoredPage {
  const identity = Buffer.from(html);
  const bodies = { identity, br: Buffer.from(`br:${html}`), gzip: Buffer.from(`gz:${html}`) };
  return { status: 200, headers: { "content-type": "text/html; charset=utf-8", link: "</a.css>; rel=preload" }, bodies, tags, bytes: identity.length * 3 + 6, version: 0, expires: 0, replay: { url: "/deals/1", headers: { host: "localhost", "x-forwarded-for": "203.0.113.9" } } };
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  first = new SharedCopies(pool, `first-${run}`);
  second = new SharedCopies(pool, `second-${run}`);
});

afterAll(async () => {
  await pool.query("DELETE FROM page_copies WHERE key LIKE $1", [`%jest=${run}-%`]);
  await pool.end();
});

describe("SharedCopies: one render at a time across processes", () => {
  it("lets one process claim a page's render, with its start on the database's clock, and not another meanwhile", async () => {
    const key = newKey();
    const before = await first.now();
    const claim = await first.claim(key, null);
    expect(claim).not.toBeNull();
    expect(claim!.startedAt).toBeGreaterThanOrEqual(before);
    expect(await second.claim(key, null)).toBeNull();
    expect(await first.claim(key, null)).toBeNull();
    expect(await second.state(key)).toEqual({ renderedAt: null, claimed: true });
    await first.release(key);
    expect(await second.claim(key, null)).not.toBeNull();
  });

  it("does not let a process release another's claim", async () => {
    const key = newKey();
    await first.claim(key, null);
    await second.release(key);
    expect((await first.state(key)).claimed).toBe(true);
  });

  it("gives the claim to another process once the lease of a process that never finished lapses", async () => {
    const key = newKey();
    expect(await first.claim(key, null, 50)).not.toBeNull();
    expect(await second.claim(key, null)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await second.claim(key, null)).not.toBeNull();
  });

  it("refuses a claim made on a copy that was replaced since it was read (the page would be rendered twice)", async () => {
    const key = newKey();
    const claim = (await first.claim(key, null))!;
    await first.store(key, claim.startedAt, page("<p>one</p>"), 60_000);
    await first.release(key);
    expect(await second.claim(key, null)).toBeNull();
    const { state } = await second.find(key);
    expect(await second.claim(key, state.renderedAt)).not.toBeNull();
  });
});

describe("SharedCopies: the stored copies", () => {
  it("gives every process the copy one stored: status, headers, bodies, tags, replay and its render time", async () => {
    const key = newKey();
    const claim = (await first.claim(key, null))!;
    expect(await first.store(key, claim.startedAt, page("<p>deal</p>"), 60_000)).toBe(true);
    await first.release(key);
    const { state, copy } = await second.find(key);
    expect(state).toEqual({ renderedAt: claim.startedAt, claimed: false });
    expect(copy).toMatchObject({ tags: ["deals:1", "deals"], renderedAt: claim.startedAt, entry: { status: 200, headers: { link: "</a.css>; rel=preload" }, replay: { url: "/deals/1" } } });
    expect(copy!.entry.bodies.identity.toString()).toBe("<p>deal</p>");
    expect(copy!.entry.bodies.br.toString()).toBe("br:<p>deal</p>");
    expect(copy!.entry.bodies.gzip.toString()).toBe("gz:<p>deal</p>");
    // The visitor's address the render was asked from is not kept in the database.
    expect(copy!.entry.replay).toEqual({ url: "/deals/1", headers: { host: "localhost" } });
    expect(copy!.ttlMs).toBeGreaterThan(55_000);
    expect(copy!.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it("finds no copy for a key never stored, nor for one past its max age", async () => {
    expect(await first.find(newKey())).toEqual({ state: { renderedAt: null, claimed: false }, copy: null });
    const key = newKey();
    const claim = (await first.claim(key, null))!;
    await first.store(key, claim.startedAt, page("<p>old</p>"), 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const found = await second.find(key);
    expect(found.copy).toBeNull();
    expect(found.state.renderedAt).toBe(claim.startedAt);
  });

  it("keeps the copy whose render began later, and counts the renders stored", async () => {
    const key = newKey();
    const early = (await first.claim(key, null, 10))!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = (await second.claim(key, null))!;
    expect(await second.store(key, late.startedAt, page("<p>late</p>"), 60_000)).toBe(true);
    expect(await first.store(key, early.startedAt, page("<p>early</p>"), 60_000)).toBe(false);
    expect((await first.find(key)).copy!.entry.bodies.identity.toString()).toBe("<p>late</p>");
    const { rows } = await pool.query("SELECT renders FROM page_copies WHERE key = $1", [key]);
    expect(rows[0].renders).toBe(1);
  });
});

describe("SharedCopies.waitForRender", () => {
  it("tells a waiting process when the claimer stored its copy", async () => {
    const key = newKey();
    const claim = (await first.claim(key, null))!;
    const waiting = second.waitForRender(key, null, Date.now() + 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await first.store(key, claim.startedAt, page("<p>new</p>"), 60_000);
    await first.release(key);
    expect(await waiting).toBe("stored");
  });

  it("tells it when the claimer gave up without a copy (its render failed)", async () => {
    const key = newKey();
    await first.claim(key, null);
    const waiting = second.waitForRender(key, null, Date.now() + 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await first.release(key);
    expect(await waiting).toBe("released");
  });

  it("stops waiting at the deadline", async () => {
    const key = newKey();
    await first.claim(key, null);
    const started = Date.now();
    expect(await second.waitForRender(key, null, started + 150)).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe("SharedCopies.cleanup", () => {
  it("drops copies past their max age and lapsed claims, keeps current copies and claims that hold", async () => {
    const [expired, lapsed, current, held] = [newKey(), newKey(), newKey(), newKey()];
    await pool.query(
      `INSERT INTO page_copies (key, rendered_at, expires_at, identity, br, gzip, bytes) VALUES ($1, now() - interval '1 hour', now() - interval '10 minutes', '\\x00', '\\x00', '\\x00', 3)`,
      [expired],
    );
    await pool.query("INSERT INTO page_copies (key, claimed_by, lease_until) VALUES ($1, 'gone', now() - interval '1 second')", [lapsed]);
    const claim = (await first.claim(current, null))!;
    await first.store(current, claim.startedAt, page("<p>current</p>"), 60_000);
    await first.release(current);
    await second.claim(held, null);
    expect(await first.cleanup()).toBeGreaterThanOrEqual(2);
    const { rows } = await pool.query<{ key: string }>("SELECT key FROM page_copies WHERE key = ANY($1) ORDER BY key", [[expired, lapsed, current, held]]);
    expect(rows.map((row) => row.key).sort()).toEqual([current, held].sort());
  });

  it("keeps the store within its byte budget, the oldest renders dropped first", async () => {
    const keys = [newKey(), newKey(), newKey()];
    for (const key of keys) {
      const claim = (await first.claim(key, null))!;
      await first.store(key, claim.startedAt, page("x".repeat(1000)), 60_000);
      await first.release(key);
    }
    // Room for the two newest of these three (every older copy goes too).
    await first.cleanup(2 * 3006);
    const { rows } = await pool.query<{ key: string }>("SELECT key FROM page_copies WHERE key = ANY($1)", [keys]);
    expect(rows.map((row) => row.key).sort()).toEqual(keys.slice(1).sort());
  });

  it("is done by one process at a time", async () => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1)", [0x70616765]);
      expect(await first.cleanup()).toBeNull();
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
    expect(await first.cleanup()).not.toBeNull();
  });
});

describe("SharedFreshness", () => {
  const T = 1_000_000;

  it("trusts no shared copy before the process listens, nor while it cannot", () => {
    const freshness = new SharedFreshness();
    expect(freshness.isCurrent(["deals:1"], T)).toBe(false);
    freshness.listening(T);
    expect(freshness.isCurrent(["deals:1"], T - 1)).toBe(false);
    expect(freshness.isCurrent(["deals:1"], T + 1)).toBe(true);
    freshness.deaf();
    expect(freshness.isCurrent(["deals:1"], T + 1)).toBe(false);
  });

  it("holds a copy stale from the moment a change of its data is heard until the change's time is known, then by that time", () => {
    const freshness = new SharedFreshness();
    freshness.listening(T);
    freshness.heard("deals:7");
    expect(freshness.isCurrent(["deals:7"], T + 500)).toBe(false);
    freshness.resolved(freshness.take(), T + 100);
    expect(freshness.isCurrent(["deals:7"], T + 50)).toBe(false);
    expect(freshness.isCurrent(["deals:7"], T + 100)).toBe(false);
    expect(freshness.isCurrent(["deals:7"], T + 101)).toBe(true);
  });

  it("scopes a change: a deal's change leaves another deal's page current, the lists not; a whole table's change reaches every row", () => {
    const freshness = new SharedFreshness();
    freshness.listening(T);
    freshness.heard("deals:7,9");
    freshness.resolved(freshness.take(), T + 100);
    expect(freshness.isCurrent(["deals:8", "destinations"], T + 50)).toBe(true);
    expect(freshness.isCurrent(["deals:9"], T + 50)).toBe(false);
    expect(freshness.isCurrent(["deals", "destinations"], T + 50)).toBe(false);
    freshness.heard("deals");
    freshness.resolved(freshness.take(), T + 200);
    expect(freshness.isCurrent(["deals:8"], T + 150)).toBe(false);
    expect(freshness.isCurrent(["deals:8"], T + 201)).toBe(true);
  });

  it("keeps a tag heard again while its first time is asked stale until the second is known", () => {
    const freshness = new SharedFreshness();
    freshness.listening(T);
    freshness.heard("news_articles");
    const asked = freshness.take();
    freshness.heard("news_articles");
    freshness.resolved(asked, T + 100);
    expect(freshness.isCurrent(["news_articles"], T + 150)).toBe(false);
    freshness.resolved(freshness.take(), T + 200);
    expect(freshness.isCurrent(["news_articles"], T + 201)).toBe(true);
  });

  it("forgets its tags past its bound, trusting only copies rendered since", () => {
    const freshness = new SharedFreshness({ maxTags: 4 });
    freshness.listening(T);
    freshness.heard("deals:1,2,3,4,5");
    freshness.resolved(freshness.take(), T + 100);
    expect(freshness.changedAt.size).toBe(0);
    expect(freshness.isCurrent(["authors"], T + 50)).toBe(false);
    expect(freshness.isCurrent(["deals:1"], T + 101)).toBe(true);
  });

  it("judges a copy by the database's time of a real change heard on the channel: rendered before it, stale; after, current", async () => {
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    try {
      const freshness = new SharedFreshness();
      const heardOne = new Promise<void>((resolve) =>
        listener.on("notification", (message) => {
          freshness.heard(message.payload ?? "");
          resolve();
        }),
      );
      await listener.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
      freshness.listening(await first.now(listener));
      const { rows } = await pool.query<{ id: number }>("SELECT id FROM deals ORDER BY id LIMIT 1");
      const id = rows[0]!.id;
      const before = (await first.claim(newKey(`/deals/${id}`), null))!.startedAt;
      await pool.query("UPDATE deals SET price = price WHERE id = $1", [id]);
      await heardOne;
      const tags = freshness.take();
      freshness.resolved(tags, await first.now(listener));
      const after = (await first.claim(newKey(`/deals/${id}`), null))!.startedAt;
      expect(freshness.isCurrent([`deals:${id}`, "destinations"], before)).toBe(false);
      expect(freshness.isCurrent([`deals:${id}`, "destinations"], after)).toBe(true);
    } finally {
      await listener.end();
    }
  });
});
