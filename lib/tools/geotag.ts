// The photo finder's built-in table of 10 geotag places (docs/features/travel-tools.md), and the
// nearest-first pick over any list of places in memory (pure: used by the photo finder's API, the
// tools' airport and destination lookups, and its tests).
import { distanceKm, type LatLon } from "../geo/distance";

export type GeotagPlace = LatLon & { name: string; country: string; region: string; tags: readonly string[]; slug: string };

export const geotagPlaces: readonly GeotagPlace[] = [
  { name: "Paris", slug: "paris", latitude: 48.8566, longitude: 2.3522, country: "France", region: "Europe", tags: ["city", "culture", "romance"] },
  { name: "Tokyo", slug: "tokyo", latitude: 35.6762, longitude: 139.6503, country: "Japan", region: "Asia", tags: ["city", "food", "technology"] },
  { name: "New York", slug: "new-york", latitude: 40.7128, longitude: -74.006, country: "United States", region: "North America", tags: ["city", "culture", "shopping"] },
  { name: "Rome", slug: "rome", latitude: 41.9028, longitude: 12.4964, country: "Italy", region: "Europe", tags: ["history", "culture", "food"] },
  { name: "Bali", slug: "bali-denpasar", latitude: -8.3405, longitude: 115.092, country: "Indonesia", region: "Asia", tags: ["beach", "island", "nature"] },
  { name: "Sydney", slug: "sydney", latitude: -33.8688, longitude: 151.2093, country: "Australia", region: "Oceania", tags: ["city", "beach", "harbour"] },
  { name: "Cairo", slug: "cairo", latitude: 30.0444, longitude: 31.2357, country: "Egypt", region: "Africa", tags: ["history", "desert", "culture"] },
  { name: "Rio de Janeiro", slug: "rio-de-janeiro", latitude: -22.9068, longitude: -43.1729, country: "Brazil", region: "South America", tags: ["beach", "city", "nature"] },
  { name: "London", slug: "london", latitude: 51.5074, longitude: -0.1278, country: "United Kingdom", region: "Europe", tags: ["city", "history", "culture"] },
  { name: "Cape Town", slug: "cape-town", latitude: -33.9249, longitude: 18.4241, country: "South Africa", region: "Africa", tags: ["nature", "city", "wine"] },
];

/** The `limit` entries of a list nearest to `point` (computed in memory), nearest first, each with its distance in km. */
export function nearestOf<T extends LatLon>(point: LatLon, places: readonly T[], limit = 1): Array<T & { km: number }> {
  return places
    .map((place) => ({ ...place, km: distanceKm(point, place) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, limit);
}
