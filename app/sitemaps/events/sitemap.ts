import type { MetadataRoute } from "next";
import { listEventSlugs } from "@/lib/experiences/queries";
import { locales } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { languageAlternates } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/seo/site-url";

// Read from the database per request, never at build time.
export const dynamic = "force-dynamic";

// GET /sitemaps/events/sitemap.xml: every event page in every locale (about 3,800 URLs).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await listEventSlugs()).flatMap((slug) => {
    const path = `/events/${slug}`;
    const languages = languageAlternates(path);
    return locales.map((locale) => ({
      url: `${siteUrl()}${localizePath(path, locale)}`,
      changeFrequency: "weekly" as const,
      priority: 0.5,
      alternates: { languages },
    }));
  });
}
