import { usBaseMapSvg } from "@/lib/maps/us-projection";

// Built once: the base map of every US map page, cached by browsers for a day.
export const dynamic = "force-static";

// GET /maps/us-states.svg: the United States (Albers USA) with state borders, no markers.
export function GET() {
  return new Response(usBaseMapSvg(), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" },
  });
}
