import { renderOgImage } from "@/lib/seo/og";
import { isPageType, pageTypes } from "@/lib/seo/page-types";

// Each card is drawn once at build time; a new deploy gets a new build, so a day's browser
// cache and a year's CDN cache are safe.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return pageTypes.map((type) => ({ type }));
}

// GET /og/[type]: the 1200x630 PNG share card of a page type (docs/features/site-wide.md).
export async function GET(_request: Request, { params }: RouteContext<"/og/[type]">) {
  const { type } = await params;
  if (!isPageType(type)) return new Response("Not found", { status: 404 });
  return renderOgImage({ type, headers: { "Cache-Control": "public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400" } });
}
