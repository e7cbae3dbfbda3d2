import type { MetadataRoute } from "next";
import { locales } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { listSkiSitemapEntries } from "@/lib/ski/queries";
import { resortPath } from "@/lib/ski/regions";
import { languageAlternates } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";

// Read from the database per request, never at build time.
export const dynamic = "force-dynamic";

// GET /sitemaps/ski/sitemap.xml: every ski resort page in every locale (the hub and region pages
// are in the main sitemap, from the route registry).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await listSkiSitemapEntries()).flatMap(({ slug }) => {
    const path = resortPath(slug);
    const languages = languageAlternates(path);
    return locales.map((locale) => ({
      url: `${siteUrl()}${localizePath(path, locale)}`,
      changeFrequency: "weekly" as const,
      priority: 0.6,
      alternates: { languages },
    }));
  });
}
