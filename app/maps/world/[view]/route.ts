import { worldBaseMapSvg, worldViews } from "@/lib/maps/world-projection";

// Built once per view: the base maps of the ski directory, cached by browsers for a day.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return worldViews.map((view) => ({ view: `${view}.svg` }));
}

// GET /maps/world/{view}.svg: the world or one skiing region, land and country borders, no markers.
export async function GET(_request: Request, { params }: { params: Promise<{ view: string }> }) {
  const { view } = await params;
  const name = view.replace(/\.svg$/, "");
  const svg = worldViews.find((candidate) => candidate === name);
  if (!svg || !view.endsWith(".svg")) return new Response("Not found", { status: 404 });
  return new Response(worldBaseMapSvg(svg), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" },
  });
}
