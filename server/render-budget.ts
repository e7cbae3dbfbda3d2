// A render budget per client: the server renders a page for a request no stored copy answers (a
// search nobody asked before, a member's page, a miss), and one client asking many such pages
// could take every process's time from everyone else. Each client (its address, and its session
// when it has one) gets a generous allowance, a token bucket: RENDER_BUDGET_PER_MINUTE renders a
// minute with bursts of RENDER_BUDGET_BURST (defaults 120 and 30, more than a person ever asks).
// Beyond it the server answers 429 with Retry-After and a short page in the visitor's language.
// Stored copies never count. Search engines' crawlers that say who they are and whose address
// verifies (reverse DNS to the engine's domain, then forward to the same address) share a larger
// allowance of their own (RENDER_BUDGET_CRAWLER_PER_MINUTE, default 600). Addresses listed in
// RENDER_BUDGET_EXEMPT (comma-separated, e.g. a monitoring host) are not counted. docs/limits.md.
import { createHash } from "node:crypto";
import dns from "node:dns/promises";
import type { Env } from "@/lib/env";
import { sessionToken } from "./cookies";

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A token bucket per key, in memory, forgetting full buckets (a bounded number of keys). */
export class TokenBuckets {
  ratePerMs: number;
  burst: number;
  maxKeys: number;
  buckets = new Map<string, { tokens: number; at: number }>();

  constructor({ perMinute, burst, maxKeys = 50_000 }: { perMinute: number; burst: number; maxKeys?: number }) {
    this.ratePerMs = perMinute / 60_000;
    this.burst = burst;
    this.maxKeys = maxKeys;
  }

  /** The tokens of `key` at `now` (refilled since its last use). */
  level(key: string, now: number): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.burst;
    return Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.ratePerMs);
  }

  /** Takes one token from every key, or none when one of them is empty. */
  take(keys: string[], now: number): Verdict {
    const levels = keys.map((key) => this.level(key, now));
    const lowest = Math.min(...levels);
    if (lowest < 1) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - lowest) / this.ratePerMs / 1000)) };
    keys.forEach((key, index) => {
      this.buckets.delete(key);
      this.buckets.set(key, { tokens: levels[index]! - 1, at: now });
    });
    for (const oldest of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) break;
      this.buckets.delete(oldest);
    }
    return { ok: true };
  }
}

type Crawler = { name: string; agent: RegExp; domains: string[] };
type Resolver = { reverse(address: string): Promise<string[]>; lookup(name: string, options: { all: true }): Promise<{ address: string }[]> };

const CRAWLERS: Crawler[] = [
  { name: "google", agent: /\bGooglebot\b/i, domains: [".googlebot.com", ".google.com", ".googleusercontent.com"] },
  { name: "bing", agent: /\bbingbot\b/i, domains: [".search.msn.com"] },
];
const VERIFIED_FOR_MS = 60 * 60_000;

/**
 * Verifies that an address claiming a crawler belongs to it: reverse DNS to the engine's domain,
 * then forward DNS of that name back to the address. Results are remembered for an hour; while a
 * look-up is under way the client counts as anyone else.
 */
export class CrawlerCheck {
  resolver: Resolver;
  maxEntries: number;
  known = new Map<string, { crawler: string | null; until: number }>();

  constructor({ resolver = dns, maxEntries = 10_000 }: { resolver?: Resolver; maxEntries?: number } = {}) {
    this.resolver = resolver;
    this.maxEntries = maxEntries;
  }

  /** The crawler `address` is verified as, or null (not claimed, not verified, or not yet). */
  verified(userAgent: string | undefined, address: string, now: number): string | null {
    const crawler = CRAWLERS.find(({ agent }) => agent.test(userAgent ?? ""));
    if (!crawler) return null;
    const known = this.known.get(address);
    if (known && known.until > now) return known.crawler;
    if (!known || known.until <= now) {
      this.known.set(address, { crawler: null, until: now + VERIFIED_FOR_MS });
      this.verify(crawler, address).then((ok) => this.known.set(address, { crawler: ok ? crawler.name : null, until: Date.now() + VERIFIED_FOR_MS }));
      for (const oldest of this.known.keys()) {
        if (this.known.size <= this.maxEntries) break;
        this.known.delete(oldest);
      }
    }
    return null;
  }

  async verify(crawler: Pick<Crawler, "name" | "domains">, address: string): Promise<boolean> {
    try {
      const names = await this.resolver.reverse(address);
      const name = names.find((host) => crawler.domains.some((domain) => host.toLowerCase().endsWith(domain)));
      if (!name) return false;
      const forward = await this.resolver.lookup(name, { all: true });
      return forward.some((entry) => entry.address === address);
    } catch {
      return false;
    }
  }
}

const number = (value: string | number | undefined, fallback: number): number => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);

/** The variables the budget reads (lib/env.ts), as parsed there or as plain strings. */
export type RenderBudgetSettings = Partial<Record<"WB_SERVER_PROCESSES" | "RENDER_BUDGET_PER_MINUTE" | "RENDER_BUDGET_BURST" | "RENDER_BUDGET_CRAWLER_PER_MINUTE", string | number>> &
  Pick<Partial<Env>, "RENDER_BUDGET_EXEMPT">;

/**
 * The server's budget, configured from the environment (env() of lib/env.ts); a value that is not
 * a positive number falls back to its default. Each process keeps its own buckets, so the
 * allowance is shared out among the processes (WB_SERVER_PROCESSES): a client's requests reach
 * them all through the shared port.
 */
export function renderBudgetFromEnv(env: RenderBudgetSettings): RenderBudget {
  const processes = number(env.WB_SERVER_PROCESSES, 1);
  const perMinute = number(env.RENDER_BUDGET_PER_MINUTE, 120);
  const burst = number(env.RENDER_BUDGET_BURST, 30);
  const crawlerPerMinute = number(env.RENDER_BUDGET_CRAWLER_PER_MINUTE, 600);
  return new RenderBudget({
    clients: new TokenBuckets({ perMinute: perMinute / processes, burst: Math.max(1, Math.ceil(burst / processes)) }),
    crawlers: new TokenBuckets({ perMinute: crawlerPerMinute / processes, burst: Math.max(1, Math.ceil(crawlerPerMinute / 4 / processes)) }),
    exempt: new Set((env.RENDER_BUDGET_EXEMPT ?? "").split(",").map((address) => address.trim()).filter(Boolean)),
    crawlerCheck: new CrawlerCheck(),
  });
}

export class RenderBudget {
  clients: TokenBuckets;
  crawlers: TokenBuckets;
  exempt: Set<string>;
  crawlerCheck: CrawlerCheck;

  constructor({ clients, crawlers, exempt = new Set(), crawlerCheck = new CrawlerCheck() }: { clients: TokenBuckets; crawlers: TokenBuckets; exempt?: Set<string>; crawlerCheck?: CrawlerCheck }) {
    this.clients = clients;
    this.crawlers = crawlers;
    this.exempt = exempt;
    this.crawlerCheck = crawlerCheck;
  }

  /** Counts one render for the client of a request; { ok: false, retryAfterSeconds } when over. */
  take({ address, userAgent, cookie }: { address: string; userAgent?: string; cookie?: string }, now = Date.now()): Verdict {
    if (this.exempt.has(address)) return { ok: true };
    const crawler = this.crawlerCheck.verified(userAgent, address, now);
    if (crawler) return this.crawlers.take([`crawler:${crawler}`], now);
    const keys = [`address:${address}`];
    const session = sessionToken(cookie ?? "");
    if (session) keys.push(`session:${createHash("sha256").update(session).digest("base64url").slice(0, 22)}`);
    return this.clients.take(keys, now);
  }
}

/**
 * Refusals held back before they are sent: a client over its budget that keeps asking (a flood on
 * fifty connections) would otherwise get thousands of 429s a second, each one a request the
 * processes must parse and answer, and the other visitors wait behind them. Held `delayMs` (one
 * second by default: RENDER_BUDGET_REFUSAL_DELAY_MS), each of the flooder's connections asks at
 * most about once a second. At most `maxHeld` wait at once (each holds only an idle socket); past
 * that, a refusal goes at once. A refusal whose client has gone is dropped. docs/limits.md.
 */
export class RefusalDelay {
  delayMs: number;
  maxHeld: number;
  held = 0;

  constructor({ delayMs = 1000, maxHeld = 2000 }: { delayMs?: number; maxHeld?: number } = {}) {
    this.delayMs = delayMs;
    this.maxHeld = maxHeld;
  }

  /**
   * Calls `send` after the delay (at once when too many wait, or without a delay), unless the
   * client closes first (`onClose` registers the handler that cancels it).
   */
  hold(send: () => void, onClose: (cancel: () => void) => void): void {
    if (this.delayMs <= 0 || this.held >= this.maxHeld) return send();
    this.held += 1;
    let done = false;
    const finish = () => {
      if (done) return false;
      done = true;
      this.held -= 1;
      return true;
    };
    const timer = setTimeout(() => {
      if (finish()) send();
    }, this.delayMs);
    onClose(() => {
      if (finish()) clearTimeout(timer);
    });
  }
}

/** The refusal delay configured from RENDER_BUDGET_REFUSAL_DELAY_MS (0 sends refusals at once). */
export function refusalDelayFromEnv(env: { RENDER_BUDGET_REFUSAL_DELAY_MS?: string | number }): RefusalDelay {
  const raw = env.RENDER_BUDGET_REFUSAL_DELAY_MS;
  const delayMs = raw !== undefined && raw !== "" && Number.isFinite(Number(raw)) && Number(raw) >= 0 ? Math.min(Number(raw), 10_000) : 1000;
  return new RefusalDelay({ delayMs });
}
