// The built-in planner: offline and deterministic. Picks places by the traveller's interests,
// pace and budget, groups them by geography into days (balanced clusters, so a day stays in one
// part of town), orders each day by nearest neighbour while keeping evening places for the evening,
// and schedules start times with travel times between stops. Pure: no database, no clock.
import { distanceKm } from "@/lib/geo/distance";
import type { BestTime, PlaceCategory, PlaceSetting } from "@/lib/places/data";
import type { Interest, Pace, BudgetLevel } from "./schema";

export type PlannerPlace = {
  id: number;
  slug: string;
  name: string;
  category: PlaceCategory;
  latitude: number;
  longitude: number;
  visitMinutes: number;
  priceLevel: number;
  setting: PlaceSetting;
  bestTime: BestTime;
  summary: string;
};

export type PlanOptions = {
  center: { latitude: number; longitude: number };
  days: number;
  /** ISO date of the first day, or null for an undated plan. */
  startDate: string | null;
  interests: readonly Interest[];
  pace: Pace;
  budget: BudgetLevel;
};

export type TravelMode = "walk" | "transit";

export type PlannedStop = {
  placeId: number | null;
  slug: string | null;
  name: string;
  category: string;
  latitude: number | null;
  longitude: number | null;
  /** "HH:MM" on the day, or null for an untimed stop. */
  start: string | null;
  minutes: number;
  priceLevel: number | null;
  /** Matched to a place of our data (coordinates are ours). */
  verified: boolean;
  travelMinutes: number | null;
  travelMode: TravelMode | null;
  distanceKm: number | null;
  notes?: string;
};

export type PlannedDay = { day: number; date: string | null; dayTrip: boolean; stops: PlannedStop[]; notes?: string };

export const PACE_STOPS: Record<Pace, number> = { relaxed: 3, moderate: 4, packed: 6 };
const DAY_START = 9 * 60;
const DAY_END: Record<Pace, number> = { relaxed: 18 * 60, moderate: 20 * 60, packed: 22 * 60 };
const LUNCH_AT = 12 * 60 + 30;
const LUNCH_MINUTES = 60;
const EVENING_FROM = 18 * 60;
/** Streets are not straight lines: walking and transit distance from the great-circle one. */
const DETOUR = 1.3;
const WALK_KMH = 4.5;
const WALK_LIMIT_KM = 1.5;
const TRANSIT_KMH = 20;
const TRANSIT_WAIT = 10;

const CATEGORY_WEIGHT: Record<PlaceCategory, number> = {
  landmark: 3,
  religious: 2.2,
  museum: 2.4,
  viewpoint: 2,
  park: 1.8,
  neighbourhood: 1.8,
  market: 1.6,
  food: 1.4,
  beach: 1.5,
  nightlife: 0.8,
  day_trip: 0,
};

const INTEREST_CATEGORIES: Record<Interest, readonly PlaceCategory[]> = {
  culture: ["landmark", "religious", "neighbourhood"],
  museums: ["museum"],
  nature: ["park", "viewpoint", "beach"],
  food: ["food", "market"],
  nightlife: ["nightlife", "neighbourhood"],
  shopping: ["market", "neighbourhood"],
  beaches: ["beach"],
};

/** Travel between two points: mode, minutes (rounded up to 5) and the route distance. */
export function travelBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const km = distanceKm(a, b) * DETOUR;
  if (km <= WALK_LIMIT_KM) return { mode: "walk" as const, minutes: Math.max(5, Math.ceil(((km / WALK_KMH) * 60) / 5) * 5), km };
  return { mode: "transit" as const, minutes: Math.ceil((TRANSIT_WAIT + (km / TRANSIT_KMH) * 60) / 5) * 5, km };
}

/** How much the traveller would want this place; the data's own order breaks ties (earlier = better known). */
export function scorePlace(place: PlannerPlace, rank: number, options: Pick<PlanOptions, "interests" | "budget">): number {
  let score = CATEGORY_WEIGHT[place.category];
  for (const interest of options.interests) if (INTEREST_CATEGORIES[interest].includes(place.category)) score += 2.5;
  if (options.budget === "budget") score -= place.priceLevel >= 3 ? 3 : place.priceLevel === 2 ? 0.8 : 0;
  if (options.budget === "luxury" && place.priceLevel >= 2) score += 0.3;
  if (place.category === "nightlife" && !options.interests.includes("nightlife")) score -= 1;
  return score - rank * 0.04;
}

type Point = { latitude: number; longitude: number };

const centroid = (points: readonly Point[]): Point => ({
  latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
  longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
});

/**
 * Splits points into k groups of nearly equal size, each as compact as it can be: farthest-point
 * seeds, then rounds of capacity-bounded assignment (closest pairs first) and re-centring.
 */
export function balancedClusters<T extends Point>(points: readonly T[], k: number): T[][] {
  if (k <= 1 || points.length <= 1) return [points.slice()];
  const groups = Math.min(k, points.length);
  const centre = centroid(points);
  const seeds: Point[] = [];
  let first = 0;
  points.forEach((p, i) => {
    if (distanceKm(p, centre) > distanceKm(points[first]!, centre)) first = i;
  });
  seeds.push(points[first]!);
  while (seeds.length < groups) {
    let best = 0;
    let bestDistance = -1;
    points.forEach((p, i) => {
      const nearest = Math.min(...seeds.map((s) => distanceKm(p, s)));
      if (nearest > bestDistance) {
        bestDistance = nearest;
        best = i;
      }
    });
    seeds.push(points[best]!);
  }
  let centres = seeds;
  let assignment: number[] = [];
  for (let round = 0; round < 12; round++) {
    const capacity = Math.ceil(points.length / groups);
    const pairs: Array<[number, number, number]> = [];
    points.forEach((p, i) => centres.forEach((c, j) => pairs.push([distanceKm(p, c), i, j])));
    pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    const next = new Array<number>(points.length).fill(-1);
    const sizes = new Array<number>(groups).fill(0);
    for (const [, i, j] of pairs) {
      if (next[i] !== -1 || sizes[j]! >= capacity) continue;
      next[i] = j;
      sizes[j]!++;
    }
    const same = next.every((value, i) => value === assignment[i]);
    assignment = next;
    centres = centres.map((c, j) => {
      const members = points.filter((_, i) => assignment[i] === j);
      return members.length ? centroid(members) : c;
    });
    if (same) break;
  }
  // Swaps between groups that bring both points nearer their group's centre (sizes stay equal).
  for (let pass = 0; pass < 6; pass++) {
    let improved = false;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const [gi, gj] = [assignment[i]!, assignment[j]!];
        if (gi === gj) continue;
        const before = distanceKm(points[i]!, centres[gi]!) + distanceKm(points[j]!, centres[gj]!);
        const after = distanceKm(points[i]!, centres[gj]!) + distanceKm(points[j]!, centres[gi]!);
        if (after < before - 0.01) {
          assignment[i] = gj;
          assignment[j] = gi;
          improved = true;
        }
      }
    }
    centres = centres.map((c, g) => {
      const members = points.filter((_, i) => assignment[i] === g);
      return members.length ? centroid(members) : c;
    });
    if (!improved) break;
  }
  const result: T[][] = Array.from({ length: groups }, () => []);
  points.forEach((p, i) => result[assignment[i]!]!.push(p));
  return result.filter((group) => group.length > 0);
}

const TIME_ORDER: Record<BestTime, number> = { morning: 0, any: 1, afternoon: 1, evening: 2 };

/**
 * Orders one day's places: morning places first, evening places last, nearest neighbour within
 * each part, starting from the morning end farthest from the day's centre (so the walk sweeps
 * across the area instead of crossing it twice).
 */
export function orderDay(places: readonly PlannerPlace[]): PlannerPlace[] {
  if (places.length <= 1) return places.slice();
  const centre = centroid(places);
  const ordered: PlannerPlace[] = [];
  for (const part of [0, 1, 2]) {
    const remaining = places.filter((p) => TIME_ORDER[p.bestTime] === part);
    while (remaining.length) {
      const last = ordered.at(-1);
      let bestIndex = 0;
      remaining.forEach((p, i) => {
        const current = remaining[bestIndex]!;
        if (last) {
          if (distanceKm(last, p) < distanceKm(last, current)) bestIndex = i;
        } else if (distanceKm(p, centre) > distanceKm(current, centre)) bestIndex = i;
      });
      ordered.push(remaining.splice(bestIndex, 1)[0]!);
    }
  }
  return ordered;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Start times, travel legs and a lunch break; places that no longer fit before the day's end are dropped. */
export function scheduleDay(places: readonly PlannerPlace[], pace: Pace): PlannedStop[] {
  const stops: PlannedStop[] = [];
  let now = DAY_START;
  let lunched = false;
  let previous: PlannerPlace | null = null;
  for (const place of places) {
    const leg: ReturnType<typeof travelBetween> | null = previous ? travelBetween(previous, place) : null;
    let start = now + (leg?.minutes ?? 0);
    if (!lunched && start >= LUNCH_AT) {
      start += LUNCH_MINUTES;
      lunched = true;
    }
    if (place.bestTime === "evening" && start < EVENING_FROM && stops.length > 0) start = EVENING_FROM;
    if (start + place.visitMinutes > DAY_END[pace] && stops.length > 0) continue;
    stops.push({
      placeId: place.id,
      slug: place.slug,
      name: place.name,
      category: place.category,
      latitude: place.latitude,
      longitude: place.longitude,
      start: clock(start),
      minutes: place.visitMinutes,
      priceLevel: place.priceLevel,
      verified: true,
      travelMinutes: leg?.minutes ?? null,
      travelMode: leg?.mode ?? null,
      distanceKm: leg ? Math.round(leg.km * 10) / 10 : null,
    });
    now = start + place.visitMinutes;
    previous = place;
  }
  return stops;
}

/** Day trips on long stays: one from four days, two from eight. */
export const dayTripCount = (days: number) => (days >= 8 ? 2 : days >= 4 ? 1 : 0);

/** The whole plan, day by day. Same input, same plan. */
export function buildPlan(places: readonly PlannerPlace[], options: PlanOptions): PlannedDay[] {
  // Outlying sights (far beyond the typical distance from the centre) lose points, so a day
  // is not spent crossing town for one stop unless the traveller's interests ask for it.
  // Measured from the centre of the sights themselves (a city's official point can sit off to one side).
  const city = places.filter((p) => p.category !== "day_trip");
  const middle = city.length ? centroid(city) : options.center;
  const distances = city.map((p) => distanceKm(p, middle)).sort((a, b) => a - b);
  const typical = Math.max(0.5, distances[Math.floor(distances.length / 2)] ?? 1);
  const scored = places
    .map((place, rank) => {
      const outlying = place.category === "day_trip" ? 0 : Math.max(0, distanceKm(place, middle) / typical - 1.5);
      return { place, score: scorePlace(place, rank, options) - outlying };
    })
    .sort((a, b) => b.score - a.score || a.place.id - b.place.id);
  const trips = scored.filter((s) => s.place.category === "day_trip").slice(0, dayTripCount(options.days)).map((s) => s.place);
  const cityDays = Math.max(0, options.days - trips.length);
  const perDay = PACE_STOPS[options.pace];
  const chosen = scored
    .filter((s) => s.place.category !== "day_trip")
    .slice(0, cityDays * perDay)
    .map((s) => s.place);

  const clusters = cityDays > 0 && chosen.length > 0 ? balancedClusters(chosen, cityDays) : [];
  // Days run from the cluster nearest the centre outwards, so day one starts in the middle of town.
  clusters.sort((a, b) => distanceKm(centroid(a), options.center) - distanceKm(centroid(b), options.center));
  const cityPlans: PlannedDay[] = clusters.map((group) => ({ day: 0, date: null, dayTrip: false, stops: scheduleDay(orderDay(group), options.pace) }));
  while (cityPlans.length < cityDays) cityPlans.push({ day: 0, date: null, dayTrip: false, stops: [] });

  const tripPlans: PlannedDay[] = trips.map((place) => ({ day: 0, date: null, dayTrip: true, stops: scheduleDay([place], options.pace) }));
  // Day trips go in the middle of the stay, never first or last.
  const days: PlannedDay[] = [...cityPlans];
  tripPlans.forEach((trip, i) => {
    const at = Math.min(days.length, Math.max(1, Math.round(((i + 1) * days.length) / (tripPlans.length + 1))));
    days.splice(at, 0, trip);
  });
  return days.map((day, i) => ({ ...day, day: i + 1, date: options.startDate ? addDays(options.startDate, i) : null }));
}

/** The longest single hop of a day in kilometres (0 for fewer than two located stops). */
export function longestHopKm(day: Pick<PlannedDay, "stops">): number {
  let longest = 0;
  const located = day.stops.filter((s): s is PlannedStop & { latitude: number; longitude: number } => s.latitude !== null && s.longitude !== null);
  for (let i = 1; i < located.length; i++) longest = Math.max(longest, distanceKm(located[i - 1]!, located[i]!));
  return longest;
}
