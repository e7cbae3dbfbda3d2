import type { MetadataRoute } from "next";
import { locales } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { detailPath } from "@/lib/outdoors/kinds";
import { listOutdoorSitemapEntries } from "@/lib/outdoors/queries";
import { languageAlternates } from "@/lib/seo/metadata";
import { SITEMAP_URL_LIMIT } from "@/lib/seo/sitemap";
import { siteUrl } from "@/lib/seo/site-url";

// Read from the database per request (about a thousand places), never at build time.
export const dynamic = "force-dynamic";

// GET /sitemaps/outdoors/sitemap.xml: every park, forest, grassland, monument, trail and campground
// page in every locale. About 12,000 URLs: under the 50,000 a sitemap file may hold.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = (await listOutdoorSitemapEntries()).flatMap(({ kind, slug }) => {
    const path = detailPath(kind, slug);
    const languages = languageAlternates(path);
    return locales.map((locale) => ({
      url: `${siteUrl()}${localizePath(path, locale)}`,
      changeFrequency: "monthly" as const,
      priority: kind === "park" ? 0.7 : 0.5,
      alternates: { languages },
    }));
  });
  return entries.slice(0, SITEMAP_URL_LIMIT);
}
