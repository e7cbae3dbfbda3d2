/** @jest-environment node */
import { SECURE_SESSION_COOKIE } from "@/lib/auth/cookie-names";
import { CrawlerCheck, RefusalDelay, RenderBudget, refusalDelayFromEnv, renderBudgetFromEnv, TokenBuckets } from "./render-budget";

describe("TokenBuckets", () => {
  it("allows a burst, then one render per refill interval, and says when to come back", () => {
    const buckets = new TokenBuckets({ perMinute: 120, burst: 3 });
    for (let i = 0; i < 3; i++) expect(buckets.take(["a"], 0)).toEqual({ ok: true });
    expect(buckets.take(["a"], 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    // 120 a minute: one token every 500 ms.
    expect(buckets.take(["a"], 499)).toMatchObject({ ok: false });
    expect(buckets.take(["a"], 500)).toEqual({ ok: true });
    expect(buckets.take(["b"], 500)).toEqual({ ok: true });
  });

  it("takes from every key or from none", () => {
    const buckets = new TokenBuckets({ perMinute: 60, burst: 1 });
    expect(buckets.take(["address:a", "session:s"], 0)).toEqual({ ok: true });
    // Another address on the same session is refused, and its own bucket is left full.
    expect(buckets.take(["address:b", "session:s"], 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(buckets.take(["address:b"], 0)).toEqual({ ok: true });
  });

  it("remembers a bounded number of clients", () => {
    const buckets = new TokenBuckets({ perMinute: 60, burst: 5, maxKeys: 2 });
    for (const key of ["a", "b", "c"]) buckets.take([key], 0);
    expect(buckets.buckets.size).toBe(2);
  });
});

const resolver = (names: Record<string, string[]>, addresses: Record<string, string[]>) => ({
  reverse: async (address: string) => names[address] ?? Promise.reject(new Error("ENOTFOUND")),
  lookup: async (name: string) => (addresses[name] ?? []).map((address) => ({ address })),
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("CrawlerCheck", () => {
  const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

  it("verifies a crawler by reverse DNS to its domain and forward DNS back to the address", async () => {
    const check = new CrawlerCheck({ resolver: resolver({ "66.249.66.1": ["crawl-66-249-66-1.googlebot.com"] }, { "crawl-66-249-66-1.googlebot.com": ["66.249.66.1"] }) });
    expect(check.verified(GOOGLEBOT, "66.249.66.1", 0)).toBeNull();
    await settle();
    expect(check.verified(GOOGLEBOT, "66.249.66.1", 1)).toBe("google");
  });

  it("does not believe a user agent alone, a foreign domain, or a name that points elsewhere", async () => {
    const check = new CrawlerCheck({
      resolver: resolver({ "10.0.0.1": ["googlebot.com.evil.example"], "10.0.0.2": ["crawl.googlebot.com"] }, { "crawl.googlebot.com": ["66.249.66.9"] }),
    });
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) check.verified(GOOGLEBOT, address, 0);
    await settle();
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) expect(check.verified(GOOGLEBOT, address, 1)).toBeNull();
    expect(check.verified("curl/8", "66.249.66.1", 1)).toBeNull();
  });
});

describe("RenderBudget", () => {
  const budget = (exempt: string[] = []) =>
    new RenderBudget({
      clients: new TokenBuckets({ perMinute: 60, burst: 2 }),
      crawlers: new TokenBuckets({ perMinute: 600, burst: 10 }),
      exempt: new Set(exempt),
      crawlerCheck: new CrawlerCheck({ resolver: resolver({ "40.77.167.1": ["msnbot-40-77-167-1.search.msn.com"] }, { "msnbot-40-77-167-1.search.msn.com": ["40.77.167.1"] }) }),
    });

  it("refuses a client past its burst, with the seconds to wait", () => {
    const limits = budget();
    expect(limits.take({ address: "203.0.113.5" }, 0).ok).toBe(true);
    expect(limits.take({ address: "203.0.113.5" }, 0).ok).toBe(true);
    expect(limits.take({ address: "203.0.113.5" }, 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limits.take({ address: "203.0.113.6" }, 0).ok).toBe(true);
  });

  it("counts a session across the addresses it comes from", () => {
    const limits = budget();
    const cookie = "theme=dark; next-auth.session-token=abc.def";
    expect(limits.take({ address: "203.0.113.1", cookie }, 0).ok).toBe(true);
    expect(limits.take({ address: "203.0.113.2", cookie }, 0).ok).toBe(true);
    // The same session over HTTPS (the cookie's __Host- name: lib/auth/cookie-names.ts).
    expect(limits.take({ address: "203.0.113.3", cookie: `${SECURE_SESSION_COOKIE}=abc.def` }, 0).ok).toBe(false);
  });

  it("never counts an exempt address", () => {
    const limits = budget(["127.0.0.1"]);
    for (let i = 0; i < 10; i++) expect(limits.take({ address: "127.0.0.1" }, 0).ok).toBe(true);
  });

  it("gives a verified crawler its own, larger allowance", async () => {
    const limits = budget();
    const bingbot = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
    limits.take({ address: "40.77.167.1", userAgent: bingbot }, 0);
    await settle();
    for (let i = 0; i < 10; i++) expect(limits.take({ address: "40.77.167.1", userAgent: bingbot }, 1).ok).toBe(true);
  });

  it("reads its allowance from the environment, shared among the server processes", () => {
    const limits = renderBudgetFromEnv({ RENDER_BUDGET_PER_MINUTE: "60", RENDER_BUDGET_BURST: "4", WB_SERVER_PROCESSES: "2", RENDER_BUDGET_EXEMPT: " 10.0.0.9 ,10.0.0.8" });
    expect(limits.take({ address: "198.51.100.1" }, 0).ok).toBe(true);
    expect(limits.take({ address: "198.51.100.1" }, 0).ok).toBe(true);
    expect(limits.take({ address: "198.51.100.1" }, 0).ok).toBe(false);
    for (let i = 0; i < 5; i++) expect(limits.take({ address: "10.0.0.8" }, 0).ok).toBe(true);
  });

  it("falls back to the documented defaults for missing or nonsense values", () => {
    const limits = renderBudgetFromEnv({ RENDER_BUDGET_PER_MINUTE: "lots", RENDER_BUDGET_BURST: "-3" });
    for (let i = 0; i < 30; i++) expect(limits.take({ address: "198.51.100.2" }, 0).ok).toBe(true);
    expect(limits.take({ address: "198.51.100.2" }, 0).ok).toBe(false);
  });
});

describe("RefusalDelay", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("sends a refusal after the delay, and at once when too many wait", () => {
    const delay = new RefusalDelay({ delayMs: 1000, maxHeld: 2 });
    const sent: string[] = [];
    for (const name of ["a", "b", "c"]) delay.hold(() => sent.push(name), () => undefined);
    // The third found two waiting: it went at once.
    expect(sent).toEqual(["c"]);
    expect(delay.held).toBe(2);
    jest.advanceTimersByTime(999);
    expect(sent).toEqual(["c"]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual(["c", "a", "b"]);
    expect(delay.held).toBe(0);
  });

  it("drops the refusal of a client that has gone, and frees its place", () => {
    const delay = new RefusalDelay({ delayMs: 1000, maxHeld: 1 });
    const sent: string[] = [];
    let close = () => {};
    delay.hold(() => sent.push("gone"), (cancel) => (close = cancel));
    close();
    expect(delay.held).toBe(0);
    delay.hold(() => sent.push("next"), () => undefined);
    jest.advanceTimersByTime(1000);
    expect(sent).toEqual(["next"]);
    // A close after the refusal was sent changes nothing.
    close();
    expect(delay.held).toBe(0);
  });

  it("reads RENDER_BUDGET_REFUSAL_DELAY_MS: 0 sends at once, nonsense keeps the default, at most 10 s", () => {
    expect(refusalDelayFromEnv({}).delayMs).toBe(1000);
    expect(refusalDelayFromEnv({ RENDER_BUDGET_REFUSAL_DELAY_MS: "0" }).delayMs).toBe(0);
    expect(refusalDelayFromEnv({ RENDER_BUDGET_REFUSAL_DELAY_MS: "abc" }).delayMs).toBe(1000);
    expect(refusalDelayFromEnv({ RENDER_BUDGET_REFUSAL_DELAY_MS: "-5" }).delayMs).toBe(1000);
    expect(refusalDelayFromEnv({ RENDER_BUDGET_REFUSAL_DELAY_MS: "600000" }).delayMs).toBe(10_000);
    const sent: string[] = [];
    refusalDelayFromEnv({ RENDER_BUDGET_REFUSAL_DELAY_MS: 0 }).hold(() => sent.push("now"), () => undefined);
    expect(sent).toEqual(["now"]);
  });
});
