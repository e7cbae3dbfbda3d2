import fs from "node:fs";
import path from "node:path";
import { findRoute, isActivePath, isSignInRequired, redirects, routes, sitemapRoutes } from "./routes";

// The paths the product promises (docs/features/site-wide.md): the copy committed with the tests,
// or a newer list in a shared folder beside the checkout when one is there.
const sharedList = path.join(__dirname, "..", "..", "shared", "spec-routes.txt");
const specRoutesFile = fs.existsSync(sharedList) ? sharedList : path.join(__dirname, "..", "tests", "fixtures", "spec-routes.txt");

describe("route registry", () => {
  it("knows every promised path, as a page or an alias", () => {
    if (!fs.existsSync(specRoutesFile)) throw new Error(`missing ${specRoutesFile}`);
    const specPaths = fs
      .readFileSync(specRoutesFile, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.startsWith("/") && line !== "/sitemap.xml");
    const known = new Set([...routes.map((route) => route.path), ...redirects.keys()]);
    expect(specPaths.filter((specPath) => !known.has(specPath))).toEqual([]);
  });

  it("has no path listed twice", () => {
    const all = [...routes.map((route) => route.path), ...redirects.keys()];
    expect(all.length).toBe(new Set(all).size);
  });

  it("redirects the legal aliases to their anchors and /ski-resorts to /skiing", () => {
    expect(redirects.get("/disclaimer")).toBe("/legal#earnings");
    expect(redirects.get("/gdpr")).toBe("/legal#gdpr");
    expect(redirects.get("/cookie-policy")).toBe("/legal#cookies");
    expect(redirects.get("/ski-resorts")).toBe("/skiing");
  });

  it("never redirects an alias to another alias", () => {
    for (const target of redirects.values()) {
      expect(redirects.has(target.split("#")[0] ?? "")).toBe(false);
    }
  });

  it.each(["/dashboard", "/settings", "/admin/dashboard", "/price-alerts", "/premium-management", "/itinerary-view/42"])(
    "requires sign-in for %s",
    (pathname) => expect(isSignInRequired(pathname)).toBe(true),
  );

  it.each(["/", "/legal", "/deals/123", "/auth", "/subscription"])("does not require sign-in for %s", (pathname) => {
    expect(isSignInRequired(pathname)).toBe(false);
  });

  it("matches a dynamic child to its parent entry", () => {
    expect(findRoute("/travel-news/some-article")?.path).toBe("/travel-news");
    expect(findRoute("/no-such-page")).toBeUndefined();
  });

  it("keeps signed-in, admin and demo pages out of the sitemap", () => {
    const listed = sitemapRoutes();
    expect(listed.some((route) => route.auth || route.demo)).toBe(false);
    expect(listed.map((route) => route.path)).toEqual(expect.arrayContaining(["/", "/legal", "/privacy", "/terms"]));
  });
});

describe("active nav rule", () => {
  it.each([
    ["/deals", "/deals", true],
    ["/deals/42", "/deals", true],
    ["/dealsx", "/deals", false],
    ["/bargain-destinations/beach", "/bargain-destinations", true],
    ["/", "/", true],
    ["/flights", "/", false],
  ])("current %s against link %s is %s", (current, link, expected) => {
    expect(isActivePath(current, link)).toBe(expected);
  });
});
