import { asNotFoundScreenRequest, decideRequest, defersHydration, isMalformedPath, isNotFoundPage, localeOfPath, NOT_FOUND_PAGE_PATH } from "./request-edge";

describe("decideRequest", () => {
  it.each(["TRACE", "TRACK", "CONNECT", "PROPFIND"])("answers %s with 405 and Allow on pages and the API", (method) => {
    expect(decideRequest({ method, url: "/deals" })).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD" } });
    expect(decideRequest({ method, url: "/api/user" })).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" }, api: true });
  });

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])("answers %s on a page with 405 and Allow: GET, HEAD", (method) => {
    expect(decideRequest({ method, url: "/" })).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD" } });
    expect(decideRequest({ method, url: "/deals?kind=hotel" })).toMatchObject({ status: 405 });
  });

  it("passes ordinary requests on", () => {
    expect(decideRequest({ method: "GET", url: "/deals?q=rome" })).toBeNull();
    expect(decideRequest({ method: "HEAD", url: "/es/travel-news/a-b" })).toBeNull();
    expect(decideRequest({ method: "PATCH", url: "/api/price-alerts/1" })).toBeNull();
    // A server action posts its form to its page.
    expect(decideRequest({ method: "POST", url: "/ai-trip-planner" })).toBeNull();
    expect(decideRequest({ method: "GET", url: "/deals/caf%C3%A9" })).toBeNull();
  });

  it.each(["/%FF", "/go/%C3%28", "/deals/%FF", "/_next/static/%FF", "/uploads/%E0%A4%A", "/deals/%00"])("shows the 404 screen for the malformed page path %s", (url) => {
    expect(decideRequest({ method: "GET", url })).toEqual({ rewrite: NOT_FOUND_PAGE_PATH });
  });

  it("keeps the language of a malformed page path", () => {
    expect(decideRequest({ method: "GET", url: "/es/deals/%FF" })).toEqual({ rewrite: `/es${NOT_FOUND_PAGE_PATH}` });
  });

  it.each(["/api/price-alerts/1%", "/api/admin/users/by-email/%00", "/api/x/%ED%A0%80"])("answers the malformed API path %s with 400 in the error contract", (url) => {
    expect(decideRequest({ method: "PATCH", url })).toMatchObject({ status: 400, api: true, body: { message: "Malformed URL path", code: "bad_request" } });
  });

  it.each(["/%25", "/national-parks/%25", "/abc%25zz", "/%2525", "/deals/%25E0", "/es/%25", "/fr/national-parks/%25zz", "/en/%25"])("shows the 404 screen for the page path %s, which holds a percent sign once decoded", (url) => {
    const locale = url.split("/")[1];
    expect(decideRequest({ method: "GET", url })).toEqual({ rewrite: locale === "es" || locale === "fr" ? `/${locale}${NOT_FOUND_PAGE_PATH}` : NOT_FOUND_PAGE_PATH });
  });

  it("leaves an encoded percent sign in the query string and in API paths to their handlers", () => {
    expect(decideRequest({ method: "GET", url: "/search?q=100%25" })).toBeNull();
    expect(decideRequest({ method: "GET", url: "/api/itineraries/%25" })).toBeNull();
  });

  describe("a POST to a page (a server action)", () => {
    const post = (headers: Record<string, string>) => decideRequest({ method: "POST", url: "/itinerary-view/x", headers: { host: "localhost:3000", ...headers } });

    it.each([
      ["another site's Origin", { origin: "https://evil.example" }],
      ["another port of the same host", { origin: "http://localhost:4000" }],
      ['an opaque "null" Origin', { origin: "null" }],
      ["an Origin that is not a URL", { origin: "javascript" }],
      ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
      ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site", origin: "http://localhost:3000" }],
      ["a forwarded host that differs", { origin: "http://localhost:3000", "x-forwarded-host": "wanderbold.example" }],
    ])("answers 403 for %s", (_case, headers) => {
      expect(post(headers)).toEqual({ status: 403, headers: {}, api: false, body: { message: "Cross-site requests are not allowed", code: "forbidden" } });
    });

    it("passes this site's own posts and clients that are not browsers on", () => {
      expect(post({ origin: "http://localhost:3000", "sec-fetch-site": "same-origin" })).toBeNull();
      expect(post({ origin: "https://wanderbold.example", "x-forwarded-host": "wanderbold.example" })).toBeNull();
      expect(post({})).toBeNull();
      // The API answers cross-site requests itself, in its JSON contract (lib/api/same-origin.ts).
      expect(decideRequest({ method: "POST", url: "/api/itineraries", headers: { host: "localhost:3000", origin: "https://evil.example" } })).toBeNull();
      expect(decideRequest({ method: "GET", url: "/itinerary-view/x", headers: { host: "localhost:3000", origin: "https://evil.example" } })).toBeNull();
    });
  });

  it("drops NUL from the query string", () => {
    expect(decideRequest({ method: "GET", url: "/search?q=rome%00x&kind=hotel%00" })).toEqual({ rewrite: "/search?q=romex&kind=hotel" });
  });
});

describe("asNotFoundScreenRequest", () => {
  it("turns a form post whose page was not found into a GET without its body's headers", () => {
    const req = { method: "POST", headers: { host: "localhost", cookie: "a=1", "content-type": "multipart/form-data; boundary=x", "content-length": "600", "next-action": "abc" } as Record<string, string> };
    expect(asNotFoundScreenRequest(req)).toEqual({ method: "GET", headers: { host: "localhost", cookie: "a=1" } });
  });

  it("leaves GET and HEAD as they are", () => {
    for (const method of ["GET", "HEAD"]) {
      const req = { method, headers: { "content-type": "text/html" } as Record<string, string> };
      expect(asNotFoundScreenRequest(req)).toEqual({ method, headers: { "content-type": "text/html" } });
    }
  });
});

describe("isMalformedPath and localeOfPath", () => {
  it("tells valid encodings from invalid ones", () => {
    expect(isMalformedPath("/a%20b")).toBe(false);
    expect(isMalformedPath("/%E6%9D%B1%E4%BA%AC")).toBe(false);
    expect(isMalformedPath("/%")).toBe(true);
    expect(isMalformedPath("/%C0%AF")).toBe(true);
  });

  it("knows the 404 page in every locale", () => {
    expect(isNotFoundPage("/page-not-found")).toBe(true);
    expect(isNotFoundPage("/es/page-not-found")).toBe(true);
    expect(isNotFoundPage("/en/page-not-found")).toBe(true);
    expect(isNotFoundPage("/deals")).toBe(false);
  });

  it("reads the locale prefix, English otherwise", () => {
    expect(localeOfPath("/ar/deals")).toBe("ar");
    expect(localeOfPath("/deals")).toBe("en");
    expect(localeOfPath("/xx/deals")).toBe("en");
  });
});

describe("defersHydration", () => {
  it.each(["/skiing", "/skiing/vail", "/ja/skiing/niseko-united", "/europe-ski-resorts", "/national-parks", "/americas-outdoor-directory", "/es/national-forests-map", "/national-parks/yosemite", "/es/trail-detail/half-dome", "/campgrounds/upper-pines", "/deals", "/deals/12", "/fr/hotels", "/search", "/travel-news/flexible-dates-beat-flash-sales", "/subscription", "/legal", "/de/privacy", "/events", "/adventures", "/credit-cards", "/fr/travel-points-compass", "/cultural-etiquette/japan", "/sample-offers", "/trip-planner", "/es/image-analysis"])("defers %s", (path) => {
    expect(defersHydration(path)).toBe(true);
  });

  it.each(["/", "/deals/12/extra", "/deals/abc", "/skiing/vail/extra", "/national-parks/yosemite/extra", "/api/health", "/admin", "/es/dashboard", "/auth", "/legal/extra"])("leaves %s alone", (path) => {
    expect(defersHydration(path)).toBe(false);
  });
});
