import type { MetadataRoute } from "next";
import { locales } from "@/lib/i18n/locales";
import { sitemapRoutes, type RouteEntry } from "@/lib/routes";
import { languageAlternates } from "./metadata";
import { localizePath } from "@/lib/i18n/paths";
import { siteUrl } from "./site-url";

/** The sitemaps.org limit of URLs in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** One entry per route per locale, each naming every language version plus x-default. */
export function buildSitemapEntries(entries: readonly RouteEntry[] = sitemapRoutes()): MetadataRoute.Sitemap {
  return entries.flatMap((route) => {
    const languages = languageAlternates(route.path);
    return locales.map((locale) => ({
      url: `${siteUrl()}${localizePath(route.path, locale)}`,
      changeFrequency: route.path === "/" ? ("daily" as const) : ("weekly" as const),
      priority: route.path === "/" ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}

/** Splits entries into sitemap files of at most `limit` URLs; there is always at least one. */
export function chunkSitemap(
  entries: MetadataRoute.Sitemap,
  limit: number = SITEMAP_URL_LIMIT,
): MetadataRoute.Sitemap[] {
  const chunks: MetadataRoute.Sitemap[] = [];
  for (let start = 0; start < entries.length; start += limit) chunks.push(entries.slice(start, start + limit));
  return chunks.length > 0 ? chunks : [[]];
}

/** The entries of sitemap file `index`: 0 is /sitemap.xml, 1 and up are /sitemaps/sitemap/{index}.xml. */
export function sitemapChunk(index: number): MetadataRoute.Sitemap {
  return chunkSitemap(buildSitemapEntries())[index] ?? [];
}

/** Ids of the overflow sitemaps (none while every URL fits in /sitemap.xml). */
export function overflowSitemapIds(): number[] {
  const count = chunkSitemap(buildSitemapEntries()).length;
  return Array.from({ length: count - 1 }, (_, offset) => offset + 1);
}

/** The sitemap of database pages (articles, destinations): app/sitemaps/content/sitemap.ts. */
export const CONTENT_SITEMAP_PATH = "/sitemaps/content/sitemap.xml";

/** The sitemap of the travel tools' detail pages (etiquette by country, city transit guides). */
export const TOOLS_SITEMAP_PATH = "/sitemaps/tools/sitemap.xml";
/** The sitemap of the outdoor directory's place pages: app/sitemaps/outdoors/sitemap.ts. */
export const OUTDOORS_SITEMAP_PATH = "/sitemaps/outdoors/sitemap.xml";
/** The sitemap of the event pages: app/sitemaps/events/sitemap.ts. */
export const EVENTS_SITEMAP_PATH = "/sitemaps/events/sitemap.xml";
/** The sitemap of the ski directory's resort pages: app/sitemaps/ski/sitemap.ts. */
export const SKI_SITEMAP_PATH = "/sitemaps/ski/sitemap.xml";

/** Absolute URLs of every sitemap file, for robots.txt. */
export function sitemapUrls(): string[] {
  return [
    `${siteUrl()}/sitemap.xml`,
    ...overflowSitemapIds().map((id) => `${siteUrl()}/sitemaps/sitemap/${id}.xml`),
    `${siteUrl()}${CONTENT_SITEMAP_PATH}`,
    `${siteUrl()}${TOOLS_SITEMAP_PATH}`,
    `${siteUrl()}${OUTDOORS_SITEMAP_PATH}`,
    `${siteUrl()}${EVENTS_SITEMAP_PATH}`,
    `${siteUrl()}${SKI_SITEMAP_PATH}`,
  ];
}
