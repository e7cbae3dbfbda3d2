export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };
export class TokenBuckets {
  constructor(options: { perMinute: number; burst: number; maxKeys?: number });
  buckets: Map<string, { tokens: number; at: number }>;
  level(key: string, now: number): number;
  take(keys: string[], now: number): Verdict;
}
type Resolver = { reverse(address: string): Promise<string[]>; lookup(name: string, options: { all: true }): Promise<{ address: string }[]> };
export class CrawlerCheck {
  constructor(options?: { resolver?: Resolver; maxEntries?: number });
  verified(userAgent: string | undefined, address: string, now: number): string | null;
  verify(crawler: { name: string; domains: string[] }, address: string): Promise<boolean>;
}
export class RenderBudget {
  constructor(options: { clients: TokenBuckets; crawlers: TokenBuckets; exempt?: Set<string>; crawlerCheck?: CrawlerCheck });
  take(client: { address: string; userAgent?: string; cookie?: string }, now?: number): Verdict;
}
export function renderBudgetFromEnv(env?: Record<string, string | undefined>): RenderBudget;
