import "server-only";
// The places other pages send to the manual planner with 'Add to a trip'
// (/trip-planner?place=park:yosemite, /trip-planner?place=ski:vail): resolved here, on the server,
// into the stop the planner adds to its first day. Unknown or malformed references add nothing.
import { getPlaceByRef } from "@/lib/outdoors/queries";
import { getResort } from "@/lib/ski/queries";

export type PlaceRefStop = { ref: string; name: string; category: string; latitude: number; longitude: number; minutes: number };

/** A full day for a ski resort, half a day for an outdoor place. */
const SKI_DAY_MINUTES = 6 * 60;
const OUTDOOR_VISIT_MINUTES = 4 * 60;

export async function resolvePlaceRef(ref: unknown): Promise<PlaceRefStop | null> {
  if (typeof ref !== "string" || ref.length > 120) return null;
  if (ref.startsWith("ski:")) {
    const resort = await getResort(ref.slice(4));
    return resort ? { ref, name: resort.name, category: "ski", latitude: resort.latitude, longitude: resort.longitude, minutes: SKI_DAY_MINUTES } : null;
  }
  const place = await getPlaceByRef(ref);
  return place ? { ref, name: place.name, category: place.kind, latitude: place.latitude, longitude: place.longitude, minutes: OUTDOOR_VISIT_MINUTES } : null;
}
