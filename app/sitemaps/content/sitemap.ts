import type { MetadataRoute } from "next";
import { listContentSitemapPaths } from "@/lib/content/public";
import { locales } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { languageAlternates } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";

// Articles are published and destinations added at any time: built per request (a few hundred
// rows), never at build time, when there may be no database.
export const dynamic = "force-dynamic";

// GET /sitemaps/content/sitemap.xml: every published article and every destination in every locale.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await listContentSitemapPaths();
  return pages.flatMap(({ path, lastModified }) => {
    const languages = languageAlternates(path);
    return locales.map((locale) => ({
      url: `${siteUrl()}${localizePath(path, locale)}`,
      ...(lastModified ? { lastModified } : {}),
      changeFrequency: "weekly" as const,
      priority: path.startsWith("/travel-news/") ? 0.6 : 0.5,
      alternates: { languages },
    }));
  });
}
