import { buildSiteGraph } from "@/lib/seo/structured-data";

export const dynamic = "force-static";

// GET /structured-data.json: the site's JSON-LD graph (TravelAgency and WebSite with search).
export function GET() {
  return Response.json(buildSiteGraph(), { headers: { "Content-Type": "application/ld+json; charset=utf-8" } });
}
