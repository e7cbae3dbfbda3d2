/** @jest-environment node */
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { SESSION_COOKIES, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookie-names";
import { chooseEncoding, compressForOneAnswer, copyMaxAge, isStorable, localeCookieFor, PageCache, pageCacheKey, pageCopy, pageMaxAge, preferredLocale, SHARED_CACHE_CONTROL, sharedAnswerHeaders, STALE_CACHE_CONTROL, storedPage, type StoredPage } from "./page-cache";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("pageMaxAge", () => {
  it.each(["/deals", "/deals/931", "/fr/deals/931", "/hotels", "/search", "/travel-news/some-article", "/destinations/paris", "/national-parks/yosemite", "/ja/skiing/niseko-united", "/subscription", "/", "/de"])(
    "caches %s",
    (path) => {
      expect(pageMaxAge(path)).toBeGreaterThan(0);
    },
  );

  it.each(["/dashboard", "/account", "/admin", "/premium-management", "/deals/931/extra", "/itinerary-view/abc", "/api/deals", "/auth"])("never caches %s", (path) => {
    expect(pageMaxAge(path)).toBeNull();
  });

  it("keeps search results a shorter time than a deal page", () => {
    expect(pageMaxAge("/search")!).toBeLessThan(pageMaxAge("/deals/1")!);
  });
});

describe("pageCacheKey", () => {
  const request = (headers: Record<string, string> = {}, method = "GET", url = "/deals?kind=hotel") => ({ method, url, headers });

  it("keys a prefixed address by itself, whatever the visitor's languages", () => {
    expect(pageCacheKey(request({ "accept-language": "fr" }, "GET", "/es/deals"))).toBe(pageCacheKey(request({ "accept-language": "de" }, "GET", "/es/deals")));
  });

  it("keys an English address by the Accept-Language that decides its language", () => {
    expect(pageCacheKey(request({ "accept-language": "fr" }))).not.toBe(pageCacheKey(request({ "accept-language": "en-US" })));
    expect(pageCacheKey(request({}, "GET", "/deals?kind=hotel"))).not.toBe(pageCacheKey(request({}, "GET", "/deals?kind=flight")));
  });

  it("ignores the cookies the browser alone reads, and keys an English address by the locale cookie", () => {
    expect(pageCacheKey(request({ cookie: "wb_consent_preferences=%7B%7D; wb_currency=EUR" }))).toBe(pageCacheKey(request()));
    expect(pageCacheKey(request({ cookie: "NEXT_LOCALE=fr" }))).not.toBe(pageCacheKey(request({ cookie: "NEXT_LOCALE=en" })));
    expect(pageCacheKey(request({ cookie: "NEXT_LOCALE=fr" }, "GET", "/ja/deals"))).toBe(pageCacheKey(request({}, "GET", "/ja/deals")));
  });

  const refused: [string, ReturnType<typeof request>][] = [
    ...SESSION_COOKIES.map((name) => [`the cookie ${name} without the signed-in hint`, request({ cookie: `wb_theme=dark; ${name}=abc` })] as [string, ReturnType<typeof request>]),
    ["the signed-in hint without a session (the proxy drops it)", request({ cookie: `wb_theme=dark; ${SIGNED_IN_HINT_COOKIE}=1` })],
    ["a session on the Compass's address of their own result", request({ cookie: `${SESSION_COOKIES[0]}=abc; ${SIGNED_IN_HINT_COOKIE}=1` }, "GET", "/travel-points-compass?result=abc.def")],
    ["a session on the planner's address of their trip to edit", request({ cookie: `${SESSION_COOKIES[0]}=abc; ${SIGNED_IN_HINT_COOKIE}=1` }, "GET", "/fr/trip-planner?place=paris&edit=5b2c")],
    ["a session on a page of no family", request({ cookie: `${SESSION_COOKIES[0]}=abc; ${SIGNED_IN_HINT_COOKIE}=1` }, "GET", "/dashboard")],
    ["credentials", request({ authorization: "Bearer x" })],
    ["a client-side navigation", request({ rsc: "1" })],
    ["a server action", request({ "next-action": "abc" })],
    ["a POST", request({}, "POST")],
    ["an over-long address", request({}, "GET", `/search?q=${"a".repeat(2000)}`)],
    ["an over-long Accept-Language", request({ "accept-language": "x".repeat(300) })],
  ];
  it.each(refused)("gives no key to a request with %s", (_label, req) => {
    expect(pageCacheKey(req)).toBeNull();
  });

  it("gives a member the visitors' key on every page of a family, the points, tools and planner pages too", () => {
    for (const name of SESSION_COOKIES) {
      const member = { cookie: `${name}=abc; ${SIGNED_IN_HINT_COOKIE}=1` };
      expect(pageCacheKey(request(member, "GET", "/deals/931"))).toBe(pageCacheKey(request({}, "GET", "/deals/931")));
      expect(pageCacheKey(request(member, "GET", "/fr/national-parks/yosemite"))).toBe("/fr/national-parks/yosemite");
      for (const path of ["/en/credit-cards?sort=value-desc", "/en/travel-points-compass?kind=airline", "/en/budget-calculator?place=Paris&days=3", "/en/trip-planner?place=paris"]) {
        expect(pageCacheKey(request(member, "GET", path))).toBe(path);
      }
    }
    // A visitor's address with someone's result token is the same page as without it (no session is read).
    expect(pageCacheKey(request({}, "GET", "/en/travel-points-compass?result=abc"))).toBe("/en/travel-points-compass?result=abc");

  });
});

describe("isStorable", () => {
  const html = { "content-type": "text/html; charset=utf-8" };

  it("stores a cached page's 200 and any page's 404 screen", () => {
    expect(isStorable("/deals/1", 200, html)).toBe(true);
    expect(isStorable("/no-such-page", 404, html)).toBe(true);
  });

  it("refuses an unlisted page, a redirect, an error, JSON, and a cookie other than the locale", () => {
    expect(isStorable("/dashboard", 200, html)).toBe(false);
    expect(isStorable("/deals", 307, html)).toBe(false);
    expect(isStorable("/deals", 500, html)).toBe(false);
    expect(isStorable("/deals", 200, { "content-type": "application/json" })).toBe(false);
    expect(isStorable("/deals", 200, { ...html, "set-cookie": ["NEXT_LOCALE=en; Path=/", "session=abc; Path=/"] })).toBe(false);
    expect(isStorable("/deals", 200, { ...html, "set-cookie": "NEXT_LOCALE=fr; Path=/; SameSite=lax" })).toBe(true);
  });
});

describe("pageCopy and storedPage", () => {
  const nonce = "IKYefNazLW9UPcuw0nab/Q==";
  const data = 'self.__next_f.push([1,"payload"])';
  const init = "document.documentElement.dataset.init=1";
  const html = `<!DOCTYPE html><html><head><script>${init}</script><link rel="stylesheet" href="/a.css"></head><body><h1>Deal</h1><script nonce="${nonce}">${data}</script><script type="application/ld+json">{"@type":"Offer"}</script></body></html>`;
  const headers = {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}' ${sha256(init)}; object-src 'none'`,
    link: `</a.css>; rel=preload; as="style"; nonce="${nonce}"`,
    "set-cookie": ["NEXT_LOCALE=en; Path=/"],
    "content-length": "999",
    "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
    "x-middleware-rewrite": "/en/deals/1",
    "x-nextjs-cache": "MISS",
    vary: "rsc",
  };
  const page = pageCopy({ pathname: "/deals/1", status: 200, headers, html, now: 1_000 });

  it("takes the per-request nonce out and allows each runnable inline script by hash instead", () => {
    const body = page.identity.toString("utf8");
    expect(body).not.toContain(nonce);
    expect(body).toContain(`<script>${data}</script>`);
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).not.toContain("nonce");
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"))!.split(" ");
    expect(scriptSrc.sort()).toEqual(["script-src", "'self'", sha256(init), sha256(data)].sort());
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(page.headers.link).toBe('</a.css>; rel=preload; as="style"');
  });

  it("keeps the page's headers but no cookie, caching policy, length or internal header of Next", () => {
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    for (const name of ["set-cookie", "content-length", "cache-control", "vary", "x-middleware-rewrite", "x-nextjs-cache"]) expect(page.headers[name]).toBeUndefined();
  });

  it("knows the data it shows: the deal itself, not the other deals", () => {
    expect(page.tags).toContain("deals:1");
    expect(page.tags).not.toContain("deals");
    expect(page.tags).not.toContain("users");
  });

  it("compresses once, Brotli and gzip, to the same HTML, keeping the copy's status, headers and life", async () => {
    const compressing = storedPage(page);
    const stored = await compressing.stored;
    expect(await compressing.body("br")).toBe(stored.bodies.br);
    expect(await compressing.body("identity")).toBe(page.identity);
    expect(zlib.brotliDecompressSync(stored.bodies.br).toString("utf8")).toBe(page.identity.toString("utf8"));
    expect(zlib.gunzipSync(stored.bodies.gzip).toString("utf8")).toBe(page.identity.toString("utf8"));
    expect(stored.bodies.identity).toBe(page.identity);
    expect(stored.bytes).toBe(stored.bodies.br.length + stored.bodies.gzip.length + stored.bodies.identity.length);
    expect(stored).toMatchObject({ status: 200, headers: page.headers, expires: page.expires });
  });

  it("lives as long as its page allows, a 404 screen its own time", () => {
    expect(page.expires).toBe(1_000 + pageMaxAge("/deals/1")!);
    const notFound = pageCopy({ pathname: "/no-such-page", status: 404, headers: { "content-type": "text/html" }, html: "<p>Not found</p>", now: 0 });
    expect(notFound.status).toBe(404);
    expect(notFound.expires).toBeGreaterThan(0);
  });
});

describe("copyMaxAge", () => {
  it("keeps a page its family's max age, the 404 screen of any path ten minutes", () => {
    expect(copyMaxAge("/deals/7", 200)).toBe(pageMaxAge("/deals/7"));
    expect(copyMaxAge("/no-such-page", 404)).toBe(600_000);
    expect(copyMaxAge("/deals/7", 404)).toBe(600_000);
  });
});

describe("compressForOneAnswer", () => {
  const html = "<!DOCTYPE html><p>Deal</p>".repeat(200);
  it("answers Brotli or gzip that decompress to the page, and the page itself when neither is asked", async () => {
    expect(zlib.brotliDecompressSync(await compressForOneAnswer(html, "br")).toString("utf8")).toBe(html);
    expect(zlib.gunzipSync(await compressForOneAnswer(html, "gzip")).toString("utf8")).toBe(html);
    expect((await compressForOneAnswer(html, "identity")).toString("utf8")).toBe(html);
    expect((await compressForOneAnswer(html, "br")).length).toBeLessThan(html.length / 10);
  });
});

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, then plain", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("")).toBe("identity");
  });
});

describe("PageCache", () => {
  const entry = (bytes: number, { expires = 10_000, version = 0, tags = ["deals"] }: { expires?: number; version?: number; tags?: string[] } = {}): StoredPage => ({
    bytes,
    expires,
    version,
    tags,
    status: 200,
    headers: {},
    bodies: { br: Buffer.alloc(0), gzip: Buffer.alloc(0), identity: Buffer.alloc(0) },
  });
  const enabled = (options?: ConstructorParameters<typeof PageCache>[0]) => {
    const cache = new PageCache(options);
    cache.setEnabled(true);
    return cache;
  };

  it("serves nothing while switched off, and empties when switched off", () => {
    const cache = new PageCache();
    cache.set("a", entry(10));
    expect(cache.lookup("a", 0)).toBeNull();
    cache.setEnabled(true);
    cache.set("a", entry(10));
    expect(cache.lookup("a", 0)).toMatchObject({ fresh: true });
    cache.setEnabled(false);
    cache.setEnabled(true);
    expect(cache.lookup("a", 0)).toBeNull();
  });

  it("drops a copy past its max age (what changes with the clock is rendered anew)", () => {
    const cache = enabled();
    cache.set("a", entry(10, { expires: 500 }));
    expect(cache.lookup("a", 499)).toMatchObject({ fresh: true });
    expect(cache.lookup("a", 500)).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it("marks stale only the copies that show the data a change names", () => {
    const cache = enabled();
    cache.set("/deals/7", entry(10, { tags: ["deals:7", "partners"] }));
    cache.set("/deals/8", entry(10, { tags: ["deals:8", "partners"] }));
    cache.set("/hotels", entry(10, { tags: ["deals", "destinations"] }));
    cache.set("/travel-news/a", entry(10, { tags: ["news_articles", "authors"] }));
    cache.invalidate("deals:7");
    expect(cache.lookup("/deals/7", 0)).toMatchObject({ fresh: false });
    expect(cache.lookup("/deals/8", 0)).toMatchObject({ fresh: true });
    expect(cache.lookup("/hotels", 0)).toMatchObject({ fresh: false });
    expect(cache.lookup("/travel-news/a", 0)).toMatchObject({ fresh: true });
  });

  it("marks every deal's page stale when the deals change wholesale (a table notified without ids)", () => {
    const cache = enabled();
    cache.set("/deals/7", entry(10, { tags: ["deals:7"] }));
    cache.set("/travel-news/a", entry(10, { tags: ["news_articles"] }));
    cache.invalidate("deals");
    expect(cache.lookup("/deals/7", 0)).toMatchObject({ fresh: false });
    expect(cache.lookup("/travel-news/a", 0)).toMatchObject({ fresh: true });
  });

  it("leaves every copy fresh for a change to data no page shows", () => {
    const cache = enabled();
    cache.set("/deals/7", entry(10, { tags: ["deals:7", "partners"] }));
    cache.invalidate("exchange_rates");
    expect(cache.lookup("/deals/7", 0)).toMatchObject({ fresh: true });
  });

  it("counts a copy whose render began before a change as stale, and keeps the newer of two copies", () => {
    const cache = enabled();
    const renderBegan = cache.version;
    cache.invalidate("deals:7");
    cache.set("/deals/7", entry(10, { version: renderBegan, tags: ["deals:7"] }));
    expect(cache.lookup("/deals/7", 0)).toMatchObject({ fresh: false });
    cache.set("/deals/7", entry(20, { version: cache.version, tags: ["deals:7"] }));
    expect(cache.lookup("/deals/7", 0)).toMatchObject({ fresh: true, entry: { bytes: 20 } });
    cache.set("/deals/7", entry(30, { version: renderBegan, tags: ["deals:7"] }));
    expect(cache.lookup("/deals/7", 0)).toMatchObject({ entry: { bytes: 20 } });
  });

  it("forgets tags beyond its bound by counting every earlier copy as changed", () => {
    const cache = enabled();
    cache.set("/travel-news/a", entry(10, { tags: ["news_articles"] }));
    for (let batch = 0; batch < 2_001; batch += 1) cache.invalidate(`deals:${Array.from({ length: 50 }, (_, i) => batch * 50 + i).join(",")}`);
    expect(cache.tagVersions.size).toBeLessThanOrEqual(100_000);
    expect(cache.lookup("/travel-news/a", 0)).toMatchObject({ fresh: false });
  });

  it("runs one render per page at a time: a second asker gets the first render's promise", async () => {
    const cache = enabled();
    const first = cache.beginRender("/deals/7");
    expect(cache.pendingRender("/deals/7")).toBe(first);
    expect(cache.beginRender("/deals/7")).toBe(first);
    const copy = entry(10);
    first.settle(copy);
    first.settle(null);
    await expect(first.promise).resolves.toBe(copy);
    expect(cache.pendingRender("/deals/7")).toBeUndefined();
  });

  it("revalidates a stale copy once, and after a failure waits before trying again", () => {
    const cache = enabled();
    const copy = entry(10);
    cache.set("/deals", copy);
    expect(cache.needsRevalidation("/deals", copy, 0)).toBe(true);
    const render = cache.beginRender("/deals");
    expect(cache.needsRevalidation("/deals", copy, 0)).toBe(false);
    cache.revalidationFailed(copy, 1_000);
    render.settle(null);
    expect(cache.needsRevalidation("/deals", copy, 1_001)).toBe(false);
    expect(cache.needsRevalidation("/deals", copy, 6_000)).toBe(true);
  });

  it("evicts the least recently used copies beyond its byte budget", () => {
    const cache = enabled({ maxBytes: 800 });
    for (const key of ["a", "b", "c", "d"]) cache.set(key, entry(100));
    cache.lookup("a", 0);
    for (const key of ["e", "f", "g", "h", "i"]) cache.set(key, entry(100));
    expect(cache.bytes).toBeLessThanOrEqual(800);
    expect(cache.lookup("a", 0)).not.toBeNull();
    expect(cache.lookup("b", 0)).toBeNull();
    expect(cache.lookup("i", 0)).not.toBeNull();
  });

  it("drops one copy on demand", () => {
    const cache = enabled();
    cache.set("a", entry(10));
    cache.delete("a");
    expect(cache.lookup("a", 0)).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it("stores an address without a query at its first request", () => {
    const cache = new PageCache();
    expect(cache.admits("/deals/7", "/deals/7", 0)).toBe(true);
    expect(cache.admits("/deals\nfr\nfr-FR", "/deals", 0)).toBe(true);
  });

  it("stores an address with a query from its second request within the page's max age", () => {
    const cache = new PageCache();
    const key = "/search?q=beach";
    expect(cache.admits(key, "/search", 0)).toBe(false);
    expect(cache.admits("/search?q=lisbon", "/search", 1)).toBe(false);
    expect(cache.admits(key, "/search", 59_999)).toBe(true);
    // Asked again a minute (search's max age) after its first request: asked once anew.
    expect(cache.admits("/search?q=lisbon", "/search", 60_001)).toBe(false);
    expect(cache.admits("/search?q=lisbon", "/search", 60_002)).toBe(true);
  });

  it("keys with a language part are told apart by their address alone", () => {
    const cache = new PageCache();
    // The language part after the address never makes an address without a query look like one.
    expect(cache.admits("/search\nq=x?\nfr", "/search", 0)).toBe(true);
    expect(cache.admits("/search?q=x\nfr\nfr-FR", "/search", 0)).toBe(false);
    expect(cache.admits("/search?q=x\nde\nde-DE", "/search", 0)).toBe(false);
    expect(cache.admits("/search?q=x\nfr\nfr-FR", "/search", 1)).toBe(true);
  });

  it("tells whether a render would be stored (wouldAdmit) without counting it as an asking", () => {
    const cache = new PageCache();
    expect(cache.wouldAdmit("/deals/7", 0)).toBe(true);
    expect(cache.wouldAdmit("/deals\nfr\nfr-FR", 0)).toBe(true);
    expect(cache.wouldAdmit("/search?q=x", 0)).toBe(false);
    expect(cache.wouldAdmit("/search?q=x", 0)).toBe(false);
    expect(cache.admits("/search?q=x", "/search", 0)).toBe(false);
    expect(cache.wouldAdmit("/search?q=x", 1)).toBe(true);
    expect(cache.wouldAdmit("/search?q=x", 60_001)).toBe(false);
  });

  it("remembers a bounded number of addresses asked once, forgetting the oldest", () => {
    const cache = new PageCache({ maxAskedOnce: 3 });
    for (const q of ["a", "b", "c", "d"]) expect(cache.admits(`/search?q=${q}`, "/search", 0)).toBe(false);
    expect(cache.askedOnce.size).toBe(3);
    expect(cache.admits("/search?q=a", "/search", 1)).toBe(false);
    expect(cache.admits("/search?q=d", "/search", 1)).toBe(true);
  });

  it("never stores one copy larger than an eighth of its budget", () => {
    const cache = enabled({ maxBytes: 800 });
    cache.set("big", entry(101));
    expect(cache.lookup("big", 0)).toBeNull();
  });
});

describe("preferredLocale", () => {
  it.each([
    ["fr-FR,fr;q=0.9,en;q=0.8", "fr"],
    ["en-US,en;q=0.9", "en"],
    ["nl-NL, de;q=0.5", "de"],
    ["de;q=0.4, ja;q=0.8", "ja"],
    ["zh-TW", "zh"],
    ["es;q=0, it", "it"],
    ["", "en"],
    ["xx, yy", "en"],
  ])("reads %s as %s", (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });
});

describe("localeCookieFor", () => {
  const request = (headers: Record<string, string>) => ({ headers });

  it("sets nothing when the page's language is the one remembered or, without a cookie, preferred", () => {
    expect(localeCookieFor(request({ cookie: "NEXT_LOCALE=es" }), "/es/deals/1")).toBeNull();
    expect(localeCookieFor(request({ "accept-language": "es-ES" }), "/es/deals/1")).toBeNull();
    expect(localeCookieFor(request({}), "/deals/1")).toBeNull();
    expect(localeCookieFor(request({ cookie: "theme=dark; NEXT_LOCALE=en" }), "/deals/1")).toBeNull();
  });

  it("remembers a language the visitor changed to", () => {
    expect(localeCookieFor(request({ cookie: "NEXT_LOCALE=en" }), "/fr/deals/1")).toBe("NEXT_LOCALE=fr; Path=/; Max-Age=31536000; SameSite=lax");
    expect(localeCookieFor(request({ "accept-language": "en-US" }), "/ja")).toMatch(/^NEXT_LOCALE=ja;/);
    expect(localeCookieFor(request({ cookie: "NEXT_LOCALE=de" }), "/deals/1", true)).toBe("NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=lax; Secure");
  });

  it("sets nothing for what is not a document (a prefetch, an image)", () => {
    expect(localeCookieFor(request({ cookie: "NEXT_LOCALE=en", "sec-fetch-dest": "empty" }), "/fr/deals/1")).toBeNull();
  });
});

describe("sharedAnswerHeaders", () => {
  const copy = { "content-type": "text/html; charset=utf-8", "content-security-policy": "default-src 'self'" };

  it("lets a shared cache keep an anonymous page, with its surrogate keys and Vary on the encoding alone", () => {
    const headers = sharedAnswerHeaders(copy, { pathname: "/fr/deals/7", tags: ["deals:7", "partners"], cookie: null });
    expect(headers).toMatchObject({ ...copy, "cache-control": SHARED_CACHE_CONTROL, "surrogate-key": "deals:7 partners", vary: "Accept-Encoding" });
    expect(SHARED_CACHE_CONTROL).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(headers["set-cookie"]).toBeUndefined();
  });

  it("varies an address without a locale prefix on the language it is negotiated from", () => {
    expect(sharedAnswerHeaders(copy, { pathname: "/deals/7", tags: [], cookie: null })).toMatchObject({ vary: "Accept-Encoding, Accept-Language" });
    expect(sharedAnswerHeaders(copy, { pathname: "/deals/7", tags: [], cookie: null })["surrogate-key"]).toBeUndefined();
  });

  it("tells a shared cache a stale copy is not fresh for it either, though it may serve it while asking again", () => {
    const headers = sharedAnswerHeaders(copy, { pathname: "/fr/deals/7", tags: [], cookie: null, stale: true });
    expect(headers["cache-control"]).toBe(STALE_CACHE_CONTROL);
    expect(STALE_CACHE_CONTROL).toMatch(/^public, .*s-maxage=0, stale-while-revalidate=\d+$/);
  });

  it("makes the one answer that sets the visitor's locale cookie private", () => {
    const headers = sharedAnswerHeaders(copy, { pathname: "/fr", tags: [], cookie: "NEXT_LOCALE=fr; Path=/" });
    expect(headers["cache-control"]).toMatch(/^private, /);
    expect(headers["set-cookie"]).toBe("NEXT_LOCALE=fr; Path=/");
  });
});
