import { checked, missedCacheTargets, missedSingleTarget, missedTargets, targetOf, targetText } from "./targets.mjs";

describe("the bench's targets (issue 16)", () => {
  it("give the cached pages a rate and p50, text searches a rate, p95 and a one-at-a-time p95", () => {
    for (const page of ["/deals", "/deals/931", "/hotels", "/travel-news/flexible-dates-beat-flash-sales", "/destinations/paris"]) {
      expect(targetText(page)).toBe(">= 300/s, p50 < 30 ms");
    }
    expect(targetText("/search?q=beach&kind=hotel")).toBe(">= 100/s, p95 < 150 ms");
    expect(targetOf("/search?q=barcelna")?.singleP95).toBe(50);
    for (const page of ["/", "/search", "/search?page=50", "/deals/931/x", "/subscription"]) expect(targetOf(page)).toBeNull();
  });

  it("say what a page below its target misses, and nothing within it", () => {
    expect(missedTargets({ page: "/deals/1", rps: 299.6, p50: 30, p95: 80 })).toEqual(["300 requests/s < 300", "p50 30 ms >= 30"]);
    expect(missedTargets({ page: "/deals/1", rps: 300, p50: 29, p95: 900 })).toEqual([]);
    expect(missedTargets({ page: "/search?q=x", rps: 120, p50: 90, p95: 150 })).toEqual(["p95 150 ms >= 150"]);
    expect(missedTargets({ page: "/search", rps: 1, p50: 999, p95: 999 })).toEqual([]);
    expect(missedSingleTarget({ page: "/search?q=x", p95: 50 })).toEqual(["one at a time: p95 50 ms >= 50"]);
    expect(missedSingleTarget({ page: "/search?q=x", p95: 49 })).toEqual([]);
    expect(missedSingleTarget({ page: "/search?page=50", p95: 500 })).toEqual([]);
  });

  it("mark a miss OVER TARGET in the tables", () => {
    expect(checked(["p50 31 ms >= 30"])).toBe("OVER TARGET (p50 31 ms >= 30)");
    expect(checked([])).toBe("within target");
  });
});

describe("the bench's caching targets (issue 30)", () => {
  const within = { quietRps: 5_000, churnRps: 3_600, churnP99: 250, afterChangeP99: 480, afterChangeErrors: 0, storedRps: 3_000, nginxRps: 9_000 };

  it("pass a run within every ratio and bound", () => {
    expect(missedCacheTargets(within)).toEqual([]);
  });

  it("name each miss: the share under changes, the tails, errors, and the rate against nginx", () => {
    expect(missedCacheTargets({ ...within, churnRps: 3_400 })).toEqual(["under changes 68% of the quiet rate < 70%"]);
    expect(missedCacheTargets({ ...within, churnP99: 251, afterChangeP99: 501, afterChangeErrors: 3 })).toEqual([
      "under changes p99 251 ms > 250",
      "after a change at 300 connections p99 501 ms > 500",
      "after a change at 300 connections 3 errors",
    ]);
    expect(missedCacheTargets({ ...within, storedRps: 2_600 })).toEqual(["29% of nginx's rate < 30%"]);
    expect(missedCacheTargets({ ...within, nginxRps: null })).toEqual(["nginx was not measured (install Debian's nginx)"]);
  });
});
