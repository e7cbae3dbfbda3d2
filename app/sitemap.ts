import type { MetadataRoute } from "next";
import { sitemapChunk } from "@/lib/seo/sitemap";

// Built once: the registry and locales only change with a deploy.
export const dynamic = "force-static";

// GET /sitemap.xml: every public page in every locale; URLs past 50,000 go to app/sitemaps/sitemap.ts.
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapChunk(0);
}
