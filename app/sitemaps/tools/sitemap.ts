import type { MetadataRoute } from "next";
import { locales } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { languageAlternates } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";
import { listToolsSitemapPaths } from "@/lib/tools/queries";

// Read from the database, which the build may not have: built per request.
export const dynamic = "force-dynamic";

// GET /sitemaps/tools/sitemap.xml: every country etiquette page and city transit guide in every locale.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const paths = await listToolsSitemapPaths();
  return paths.flatMap((path) => {
    const languages = languageAlternates(path);
    return locales.map((locale) => ({
      url: `${siteUrl()}${localizePath(path, locale)}`,
      changeFrequency: "monthly" as const,
      priority: 0.5,
      alternates: { languages },
    }));
  });
}
