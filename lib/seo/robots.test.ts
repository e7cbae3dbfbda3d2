import robots from "@/app/robots";
import { locales } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import { localizePath } from "@/lib/i18n/paths";
import { signedInPathPrefixes } from "./robots";
import { siteUrl } from "./site-url";

const rules = robots().rules;
const rule = Array.isArray(rules) ? rules[0] : rules;
const disallow = [rule?.disallow ?? []].flat();

/** Whether a crawler obeying robots.txt prefix matching skips `path`. */
function isDisallowed(path: string): boolean {
  return disallow.some((prefix) => path.startsWith(prefix));
}

describe("robots.txt", () => {
  it("allows the site, disallows the API and names the sitemap", () => {
    expect(rule?.userAgent).toBe("*");
    expect(rule?.allow).toBe("/");
    expect(disallow).toContain("/api/");
    expect([robots().sitemap].flat()).toContain(`${siteUrl()}/sitemap.xml`);
  });

  const signedIn = routes.filter((route) => route.auth || route.admin).flatMap((route) => [route.path, ...(route.aliases ?? [])]);

  it.each(signedIn)("disallows %s and its child paths in every locale", (path) => {
    for (const locale of locales) {
      expect(isDisallowed(localizePath(path, locale))).toBe(true);
      expect(isDisallowed(localizePath(`${path}/123`, locale))).toBe(true);
    }
  });

  it("names the signed-in pages", () => {
    for (const path of ["/admin/", "/admin-tools", "/dashboard", "/settings", "/favorites", "/price-alerts", "/premium-management", "/analytics", "/itinerary-view"]) {
      expect(signedInPathPrefixes()).toContain(path);
      expect(disallow).toContain(path);
      expect(disallow).toContain(`/es${path}`);
    }
  });

  it("leaves public pages crawlable in every locale", () => {
    for (const path of ["/", "/legal", "/auth", "/admin-login", "/deals/42", "/subscription"]) {
      for (const locale of locales) expect(isDisallowed(localizePath(path, locale))).toBe(false);
    }
  });
});
