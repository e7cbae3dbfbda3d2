import sitemap from "@/app/sitemap";
import { generateSitemaps } from "@/app/sitemaps/sitemap";
import { locales } from "@/lib/i18n/locales";
import { sitemapRoutes } from "@/lib/routes";
import { localizePath } from "@/lib/i18n/paths";
import { CONTENT_SITEMAP_PATH, EVENTS_SITEMAP_PATH, OUTDOORS_SITEMAP_PATH, SITEMAP_URL_LIMIT, SKI_SITEMAP_PATH, TOOLS_SITEMAP_PATH, buildSitemapEntries, chunkSitemap, sitemapUrls } from "./sitemap";
import { siteUrl } from "./site-url";

describe("sitemap", () => {
  const entries = sitemap();
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));

  it("lists every sitemap route in every locale, with absolute localized URLs", () => {
    expect(entries).toHaveLength(sitemapRoutes().length * locales.length);
    for (const route of sitemapRoutes()) {
      for (const locale of locales) {
        expect(byUrl.has(`${siteUrl()}${localizePath(route.path, locale)}`)).toBe(true);
      }
    }
    expect(byUrl.has(`${siteUrl()}/legal`)).toBe(true);
    expect(byUrl.has(`${siteUrl()}/es/legal`)).toBe(true);
    expect(byUrl.has(`${siteUrl()}/es`)).toBe(true);
  });

  it("gives each entry 13 alternates: the 12 locales and x-default pointing at English", () => {
    for (const entry of entries) {
      const languages = entry.alternates?.languages ?? {};
      expect(Object.keys(languages).sort()).toEqual([...locales, "x-default"].sort());
    }
    const legal = byUrl.get(`${siteUrl()}/fr/legal`)?.alternates?.languages as Record<string, string>;
    expect(legal["x-default"]).toBe(`${siteUrl()}/legal`);
    expect(legal.ja).toBe(`${siteUrl()}/ja/legal`);
  });

  it("keeps signed-in pages out", () => {
    expect([...byUrl.keys()].some((url) => /\/(dashboard|settings|admin)/.test(url))).toBe(false);
  });

  it("stays one file today and splits into blocks of 50,000 past that", async () => {
    expect(entries.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
    expect(generateSitemaps()).toEqual([]);
    expect(sitemapUrls()).toEqual([`${siteUrl()}/sitemap.xml`, `${siteUrl()}${CONTENT_SITEMAP_PATH}`, `${siteUrl()}${TOOLS_SITEMAP_PATH}`, `${siteUrl()}${OUTDOORS_SITEMAP_PATH}`, `${siteUrl()}${EVENTS_SITEMAP_PATH}`, `${siteUrl()}${SKI_SITEMAP_PATH}`]);

    const many = Array.from({ length: 4 }, () => buildSitemapEntries()).flat();
    const chunks = chunkSitemap(many, 100);
    expect(chunks.every((chunk) => chunk.length <= 100)).toBe(true);
    expect(chunks.flat()).toEqual(many);
    expect(chunkSitemap([], 100)).toEqual([[]]);
  });
});
