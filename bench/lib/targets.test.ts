import { checked, missedCacheTargets, missedFamilyTargets, missedFloodTargets, missedMemberTargets, missedSingleTarget, missedTargets, targetOf, targetText } from "./targets.mjs";

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

describe("missedFamilyTargets", () => {
  const family = { page: "/events", rps: 4000, nginxRps: 10000, gzipBytes: 0, errors: 0 };
  const run = { families: [family], lighthouse: [{ page: "/events", score: 99, error: null }], firstTap: [{ page: "/deals/1", control: "currency picker", ms: 120 }] };

  it("passes a run within every target", () => {
    expect(missedFamilyTargets(run)).toEqual([]);
  });

  it("names each page that misses, and why", () => {
    expect(
      missedFamilyTargets({
        families: [{ ...family, rps: 2000, gzipBytes: 150_000 }],
        lighthouse: [{ page: "/events", score: 61, error: null }],
        firstTap: [{ page: "/deals/1", control: "currency picker", ms: 3200 }],
      }),
    ).toEqual([
      "/events: 150000 B of script at load",
      "/events: 20% of nginx's rate < 30%",
      "/events: Lighthouse 61 < 98",
      "/deals/1: first tap on the currency picker 3200 ms > 300",
    ]);
  });

  it("fails a run that could not measure", () => {
    expect(missedFamilyTargets({ ...run, families: [{ ...family, nginxRps: null }], lighthouse: null })).toEqual([
      "/events: nginx was not measured (install Debian's nginx)",
      "Lighthouse was not measured (the lighthouse package is missing)",
    ]);
  });
});

describe("missedMemberTargets", () => {
  it("passes a member at half the anonymous rate or more with p99 within 100 ms, and names each miss", () => {
    expect(missedMemberTargets([{ page: "/deals", anonymousRps: 6000, memberRps: 4000, memberP99: 12, errors: 0 }])).toEqual([]);
    expect(missedMemberTargets([{ page: "/deals", anonymousRps: 6000, memberRps: 40, memberP99: 660, errors: 2 }])).toEqual([
      "/deals: 2 errors as a member",
      "/deals: a member at 1% of the anonymous rate < 50%",
      "/deals: a member's p99 660 ms > 100",
    ]);
  });
});

describe("missedFloodTargets", () => {
  it("passes a flood the budget refused while the other client kept its pace", () => {
    expect(missedFloodTargets({ flooder429: 4200, storedP99: 12, ownSearchP95: 90, ownSearchRefused: 0 })).toEqual([]);
  });

  it("names every miss: no 429 for the flooder, a slow stored page, slow or refused searches of the other client", () => {
    expect(missedFloodTargets({ flooder429: 0, storedP99: 267, ownSearchP95: 561, ownSearchRefused: 3 })).toEqual([
      "the flooding client met no 429",
      "the other client's stored deal page p99 267 ms > 50",
      "the other client's new search p95 561 ms > 300",
      "3 of the other client's searches refused",
    ]);
  });
});
