import type { MetadataRoute } from "next";
import { buildRobots } from "@/lib/seo/robots";

export const dynamic = "force-static";

// GET /robots.txt: crawl everything public; skip the API and signed-in pages; name the sitemaps.
export default function robots(): MetadataRoute.Robots {
  return buildRobots();
}
