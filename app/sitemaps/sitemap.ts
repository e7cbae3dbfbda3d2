import type { MetadataRoute } from "next";
import { overflowSitemapIds, sitemapChunk } from "@/lib/seo/sitemap";

// Overflow sitemaps for URLs past the 50,000 that /sitemap.xml holds; robots.txt lists each.
// generateSitemaps lives here rather than in app/sitemap.ts because it would move /sitemap.xml.

export const dynamic = "force-static";

export function generateSitemaps() {
  return overflowSitemapIds().map((id) => ({ id }));
}

// GET /sitemaps/sitemap/{id}.xml: the id-th block of 50,000 sitemap URLs.
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapChunk(Number(await id));
}
