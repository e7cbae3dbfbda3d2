// The directory's vocabulary, safe on the client: kinds, their URL scheme, activities, seasons.

export const outdoorKinds = ["park", "forest", "grassland", "monument", "trail", "campground"] as const;
export type OutdoorKindValue = (typeof outdoorKinds)[number];

/** Area kinds: the places trails and campgrounds belong to. */
export const areaKinds = ["park", "forest", "grassland", "monument"] as const satisfies readonly OutdoorKindValue[];

/** The detail page of each kind lives at `${detailBase[kind]}/${slug}`. */
export const detailBase: Record<OutdoorKindValue, string> = {
  park: "/national-parks",
  forest: "/national-forests",
  grassland: "/national-grasslands",
  monument: "/national-monuments",
  trail: "/trail-detail",
  campground: "/campgrounds",
};

/** The list (and map) page of each kind. */
export const listPath: Record<OutdoorKindValue, string> = {
  park: "/national-parks",
  forest: "/national-forests-map",
  grassland: "/national-grasslands",
  monument: "/national-monuments",
  trail: "/national-trails",
  campground: "/campgrounds",
};

export const detailPath = (kind: OutdoorKindValue, slug: string) => `${detailBase[kind]}/${slug}`;

export const activities = ["hike", "camp", "bike", "boat", "fish", "swim", "climb", "ski", "cave", "wildlife", "stars", "scenic"] as const;
export type Activity = (typeof activities)[number];

export const seasons = ["spring", "summer", "autumn", "winter"] as const;
export const difficulties = ["easy", "moderate", "hard", "strenuous"] as const;
export const routeTypes = ["loop", "out-and-back", "point-to-point"] as const;
export const trailCategories = ["scenic", "historic", "park"] as const;
export const amenities = ["water", "flush", "vault", "showers", "dump", "electric", "store"] as const;

export function isOutdoorKind(value: string): value is OutdoorKindValue {
  return (outdoorKinds as readonly string[]).includes(value);
}

/** The trip planner's place reference (`/trip-planner?place=park:yosemite`). */
export const tripPlannerHref = (kind: OutdoorKindValue, slug: string) => `/trip-planner?place=${kind}:${slug}`;

/** Reads a trip-planner place reference ("park:yosemite"); null when it is not one. */
export function parsePlaceRef(ref: string): { kind: OutdoorKindValue; slug: string } | null {
  const match = /^([a-z]+):([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(ref);
  if (!match || !isOutdoorKind(match[1]!)) return null;
  return { kind: match[1] as OutdoorKindValue, slug: match[2]! };
}
