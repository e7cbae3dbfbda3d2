import { json, withSession } from "@/lib/api/handler";
import { parseInput } from "@/lib/api/read-json";
import { geotagPlaces, nearestOf } from "@/lib/tools/geotag";
import { getNearestDestinations } from "@/lib/tools/queries";
import { nearestPlaceQuerySchema } from "@/lib/tools/schema";

export const dynamic = "force-dynamic";

const roundKm = (km: number) => Math.round(km * 10) / 10;

// GET /api/tools/nearest-place?lat=&lon=: the nearest of the 10 geotag places and our 3 nearest destinations
export const GET = withSession(async (req) => {
  const params = new URL(req.url).searchParams;
  const { lat, lon } = parseInput(nearestPlaceQuerySchema, { lat: params.get("lat") ?? undefined, lon: params.get("lon") ?? undefined });
  const point = { latitude: lat, longitude: lon };
  const [geotag] = nearestOf(point, geotagPlaces);
  const destinations = await getNearestDestinations(point, 3);
  return json({
    latitude: lat,
    longitude: lon,
    geotag: geotag && { name: geotag.name, slug: geotag.slug, country: geotag.country, region: geotag.region, tags: geotag.tags, km: roundKm(geotag.km) },
    destinations: destinations.map((place) => ({ slug: place.slug, name: place.name, country: place.country, km: roundKm(place.km) })),
  });
});
