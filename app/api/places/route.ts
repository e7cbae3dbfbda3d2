import { AppError } from "@/lib/api/errors";
import { json, withSession } from "@/lib/api/handler";
import { searchPlaces } from "@/lib/places/queries";
import { resolveDestination } from "@/lib/places/resolve";

// GET /api/places?q=tower[&destination=paris]: our places by name, for the manual planner
export const GET = withSession(async (req) => {
  const url = new URL(req.url);
  const q = url.searchParams.get("q") ?? "";
  if (q.length > 80) throw new AppError("bad_request", { message: "q must be at most 80 characters" });
  const slug = url.searchParams.get("destination");
  const destination = slug ? await resolveDestination(slug) : null;
  if (slug && !destination) throw new AppError("bad_request", { message: "Unknown destination" });
  const places = await searchPlaces(q, { destinationId: destination?.id, limit: 12 });
  return json({
    places: places.map(({ id, slug: placeSlug, name, category, latitude, longitude, visitMinutes, priceLevel, summary }) => ({
      id, slug: placeSlug, name, category, latitude, longitude, visitMinutes, priceLevel, summary,
    })),
  });
});
