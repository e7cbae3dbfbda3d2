// The page cache's shared store: one render of a page serves every server process (and machine)
// on the same PostgreSQL. docs/caching.md ("Across processes and machines") has the design.
//
// - The copies: the UNLOGGED table page_copies (migration 20261128100000_shared_page_copies), one
//   row per key with the page's tags, when its render began as the database's clock saw it, its
//   headers and its bodies (plain, Brotli, gzip), written by the process that rendered it. A process
//   reads it only when it has no current copy in memory (a miss, or a stale copy): the hot path, a
//   fresh copy in memory, never asks the database.
// - One render at a time: the render of a key is claimed in the same row (claimed_by, lease_until:
//   an INSERT ... ON CONFLICT DO UPDATE that only takes an expired or absent claim, and only while the
//   stored copy is the one the claimer saw). The others serve their stale copy, or wait for the
//   winner's copy (polling the row's render time), up to a deadline after which they render.
// - Freshness (SharedFreshness): a copy is current for a process when none of its tags changed
//   since its render began. A process knows when a change reached it in the database's time: after
//   each batch of notifications it asks PostgreSQL for clock_timestamp() on the listening
//   connection, which is at or after the change's commit. A copy whose render began before that
//   time is stale (a change committed before its render began may be counted too: one render more,
//   never a stale copy taken for current). No process clock is compared with another's.
// - Bounds: rows past their max age are deleted, and beyond MAX_SHARED_BYTES the oldest renders go
//   first (cleanup, run by each process every minute, the work done by whoever takes a lock).
import type pg from "pg";
import type { Headers, StoredPage } from "./page-cache";

/** How long a claim holds (a render takes tens of milliseconds; a process that died frees it at the end). */
export const LEASE_MS = 10_000;
/** The bodies kept in the store altogether, beyond which the oldest renders are dropped. */
export const MAX_SHARED_BYTES = 256 * 1024 * 1024;
/** A copy past its max age is kept this long more, then deleted. */
const EXPIRED_GRACE = "1 minute";
/** The advisory lock a cleanup holds, so one process does it at a time ('page_copies' in ASCII). */
const CLEANUP_LOCK = 0x70616765;

/** Microseconds since 1970 on the database's clock. */
export type DbTime = number;

/** A stored copy as read from the store, with when its render began and how long it has left. */
export type SharedCopy = { tags: string[]; renderedAt: DbTime; ttlMs: number; entry: Omit<StoredPage, "version" | "expires"> };

/** The state of a key's row: the render time of its copy (null: none) and whether a claim holds. */
export type SharedState = { renderedAt: DbTime | null; claimed: boolean };

/** A won claim: its owner and when the render began (database time). */
export type Claim = { owner: string; startedAt: DbTime };

const dbTime = (value: unknown): DbTime | null => (value === null || value === undefined ? null : Number(value));
const AT = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;
const US = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint`;

/**
 * Whether shared copies are current, by the database's time of the changes this process heard
 * (see the file's head). A payload is what PUBLIC_DATA_CHANNEL carries: 'table' or 'table:1,2'.
 */
export class SharedFreshness {
  /** Copies rendered before this time are not trusted (changes then were not heard): none until listening. */
  since: DbTime = Number.POSITIVE_INFINITY;
  /** Each tag's last change: the database time it was known by, undefined while that is being asked. */
  changedAt = new Map<string, DbTime | undefined>();
  /** Tags heard and not yet given a time. */
  unsent: string[] = [];
  maxTags: number;

  constructor({ maxTags = 100_000 }: { maxTags?: number } = {}) {
    this.maxTags = maxTags;
  }

  /** Listening (again) since `at`: what was heard before says nothing of what was missed. */
  listening(at: DbTime): void {
    this.since = at;
    this.changedAt.clear();
    this.unsent = [];
  }

  /** Not listening: no shared copy is current until listening() again. */
  deaf(): void {
    this.since = Number.POSITIVE_INFINITY;
  }

  /** A notification: its tags are changed as of a time being asked (stale meanwhile). */
  heard(payload: string): void {
    const [table = "", ids] = String(payload).split(":");
    const tags = ids === undefined ? [table, `${table}:*`] : [table, ...ids.split(",").map((id) => `${table}:${id}`)];
    for (const tag of tags) {
      this.changedAt.set(tag, undefined);
      this.unsent.push(tag);
    }
  }

  /** The tags heard since the last call, whose time is asked now (then resolved with it). */
  take(): string[] {
    const taken = this.unsent;
    this.unsent = [];
    return taken;
  }

  /** `tags` (from take()) changed at or before `at`, the database's time asked after they were heard. */
  resolved(tags: string[], at: DbTime): void {
    const again = new Set(this.unsent);
    for (const tag of tags) if (!again.has(tag)) this.changedAt.set(tag, at);
    if (this.changedAt.size > this.maxTags && this.unsent.length === 0) this.listening(at);
  }

  /** Whether a copy of `tags` rendered from `renderedAt` shows the data as this process knows it. */
  isCurrent(tags: string[], renderedAt: DbTime): boolean {
    if (!(renderedAt > this.since)) return false;
    for (const tag of tags) {
      const colon = tag.indexOf(":");
      for (const each of colon > 0 ? [tag, `${tag.slice(0, colon)}:*`] : [tag]) {
        if (!this.changedAt.has(each)) continue;
        const at = this.changedAt.get(each);
        if (at === undefined || at >= renderedAt) return false;
      }
    }
    return true;
  }
}

/**
 * What a copy keeps of the request it was rendered for (to render it anew: app-server.ts), as
 * stored for every process: without the visitor's address, which the database does not keep.
 */
function sharedReplay(replay: StoredPage["replay"]): string | null {
  if (!replay) return null;
  const headers = Object.fromEntries(Object.entries(replay.headers).filter(([name]) => name !== "x-forwarded-for"));
  return JSON.stringify({ url: replay.url, headers });
}

/** The shared store's queries, on a pg pool of the server's (app-server.ts). */
export class SharedCopies {
  pool: pg.Pool;
  /** This process, as it signs its claims. */
  owner: string;

  constructor(pool: pg.Pool, owner: string) {
    this.pool = pool;
    this.owner = owner;
  }

  /** The database's time now. */
  async now(client: pg.Pool | pg.Client = this.pool): Promise<DbTime> {
    const { rows } = await client.query(`SELECT ${US("clock_timestamp()")} AS now`);
    return Number(rows[0].now);
  }

  /**
   * The row of `key`: its state, and its copy when one is stored within its max age (null
   * otherwise). One query: a process asks it on a local miss or a stale copy only.
   */
  async find(key: string): Promise<{ state: SharedState; copy: SharedCopy | null }> {
    const { rows } = await this.pool.query(
      `SELECT tags, ${US("rendered_at")} AS rendered_at, (lease_until > clock_timestamp()) AS claimed,
        (extract(epoch from expires_at - clock_timestamp()) * 1000)::float8 AS ttl_ms, status, headers, replay,
        CASE WHEN expires_at > clock_timestamp() THEN identity END AS identity, CASE WHEN expires_at > clock_timestamp() THEN br END AS br,
        CASE WHEN expires_at > clock_timestamp() THEN gzip END AS gzip
       FROM page_copies WHERE key = $1`,
      [key],
    );
    const row = rows[0];
    const state: SharedState = { renderedAt: dbTime(row?.rendered_at), claimed: row?.claimed === true };
    if (!row?.identity || !row.br || !row.gzip) return { state, copy: null };
    const bodies = { identity: row.identity as Buffer, br: row.br as Buffer, gzip: row.gzip as Buffer };
    const copy: SharedCopy = {
      tags: row.tags,
      renderedAt: Number(row.rendered_at),
      ttlMs: Number(row.ttl_ms),
      entry: {
        status: row.status,
        headers: row.headers as Headers,
        bodies,
        tags: row.tags,
        bytes: bodies.identity.length + bodies.br.length + bodies.gzip.length,
        ...(row.replay ? { replay: row.replay } : {}),
      },
    };
    return { state, copy };
  }

  /** The render time of `key`'s copy and whether its render is claimed now (no bodies read). */
  async state(key: string): Promise<SharedState> {
    const { rows } = await this.pool.query(
      `SELECT ${US("rendered_at")} AS rendered_at, (lease_until > clock_timestamp()) AS claimed FROM page_copies WHERE key = $1`,
      [key],
    );
    return { renderedAt: dbTime(rows[0]?.rendered_at), claimed: rows[0]?.claimed === true };
  }

  /**
   * Claims the render of `key` for LEASE_MS, when no claim holds and the stored copy is still the
   * one rendered at `seen` (null: none), so a copy stored since is not rendered again. null: lost.
   */
  async claim(key: string, seen: DbTime | null, leaseMs = LEASE_MS): Promise<Claim | null> {
    const { rows } = await this.pool.query(
      `INSERT INTO page_copies AS c (key, claimed_by, lease_until) VALUES ($1, $2, clock_timestamp() + $3 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET claimed_by = excluded.claimed_by, lease_until = excluded.lease_until
       WHERE (c.lease_until IS NULL OR c.lease_until <= clock_timestamp()) AND ${US("c.rendered_at")} IS NOT DISTINCT FROM $4::bigint
       RETURNING ${US("clock_timestamp()")} AS started_at`,
      [key, this.owner, leaseMs, seen],
    );
    return rows[0] ? { owner: this.owner, startedAt: Number(rows[0].started_at) } : null;
  }

  /**
   * Stores the copy a claimed (or unclaimed) render made, unless a copy whose render began later is
   * there already; `maxAgeMs` counts from the render's start.
   */
  async store(key: string, startedAt: DbTime, entry: StoredPage, maxAgeMs: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO page_copies AS c (key, tags, rendered_at, expires_at, stored_at, status, headers, replay, identity, br, gzip, bytes, renders)
       VALUES ($1, $2, ${AT("$3")}, ${AT("$3")} + $4 * interval '1 millisecond', clock_timestamp(), $5, $6, $7, $8, $9, $10, $11, 1)
       ON CONFLICT (key) DO UPDATE SET tags = excluded.tags, rendered_at = excluded.rendered_at, expires_at = excluded.expires_at,
         stored_at = excluded.stored_at, status = excluded.status, headers = excluded.headers, replay = excluded.replay,
         identity = excluded.identity, br = excluded.br, gzip = excluded.gzip, bytes = excluded.bytes, renders = c.renders + 1
       WHERE c.rendered_at IS NULL OR c.rendered_at < excluded.rendered_at`,
      [key, entry.tags, startedAt, maxAgeMs, entry.status, JSON.stringify(entry.headers), sharedReplay(entry.replay), entry.bodies.identity, entry.bodies.br, entry.bodies.gzip, entry.bytes],
    );
    return rowCount === 1;
  }

  /** Gives up this process's claim of `key` (its render stored a copy, or failed). */
  async release(key: string): Promise<void> {
    await this.pool.query("UPDATE page_copies SET claimed_by = NULL, lease_until = NULL WHERE key = $1 AND claimed_by = $2", [key, this.owner]);
  }

  /**
   * Waits until `key` has a copy rendered after `seen`, its claim is released without one (the render
   * failed), or `deadline` (Date.now() time) passes; polls the row, 20 ms at first, then up to 200 ms.
   */
  async waitForRender(key: string, seen: DbTime | null, deadline: number): Promise<"stored" | "released" | "timeout"> {
    let pause = 20;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) return "timeout";
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
      pause = Math.min(pause * 2, 200);
      const state = await this.state(key);
      if (state.renderedAt !== null && (seen === null || state.renderedAt > seen)) return "stored";
      if (!state.claimed) return "released";
    }
  }

  /**
   * Bounds the store: drops copies past their max age (and a grace) with no claim holding, claims
   * that lapsed without a copy, then the copies of the oldest renders beyond `maxBytes`. One process at a time (an
   * advisory lock); returns the rows deleted, or null when another process was cleaning.
   */
  async cleanup(maxBytes = MAX_SHARED_BYTES): Promise<number | null> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query("SELECT pg_try_advisory_xact_lock($1) AS locked", [CLEANUP_LOCK]);
      if (!rows[0].locked) {
        await client.query("ROLLBACK");
        return null;
      }
      const expired = await client.query(
        `DELETE FROM page_copies WHERE (lease_until IS NULL OR lease_until <= clock_timestamp())
           AND (expires_at IS NULL OR expires_at < clock_timestamp() - interval '${EXPIRED_GRACE}')`,
      );
      const over = await client.query(
        `DELETE FROM page_copies WHERE key IN (
           SELECT key FROM (SELECT key, sum(bytes) OVER (ORDER BY rendered_at DESC, key) AS kept FROM page_copies WHERE identity IS NOT NULL) AS ranked
           WHERE kept > $1)`,
        [maxBytes],
      );
      await client.query("COMMIT");
      return (expired.rowCount ?? 0) + (over.rowCount ?? 0);
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
