// The ski directory's vocabulary, safe on the client: regions and their pages, passes, URLs.

export const skiRegions = ["north-america", "europe", "asia", "southern-hemisphere"] as const;
export type SkiRegion = (typeof skiRegions)[number];

/** Each region's page (docs/features/ski-resorts.md). */
export const regionPath: Record<SkiRegion, string> = {
  "north-america": "/north-america-ski-resorts",
  europe: "/europe-ski-resorts",
  asia: "/asia-ski-resorts",
  "southern-hemisphere": "/southern-hemisphere-ski-resorts",
};

export const SKI_HUB_PATH = "/skiing";

/** One page per resort: /skiing/{slug}. */
export const resortPath = (slug: string) => `${SKI_HUB_PATH}/${slug}`;

export const skiPasses = ["epic", "ikon", "mountain-collective", "dolomiti-superski"] as const;
export type SkiPass = (typeof skiPasses)[number];

/** Pass names are brands: the same in every language. */
export const passNames: Record<SkiPass, string> = {
  epic: "Epic Pass",
  ikon: "Ikon Pass",
  "mountain-collective": "Mountain Collective",
  "dolomiti-superski": "Dolomiti Superski",
};

/** A resort counts as beginner-friendly when at least this share of its terrain is rated easiest. */
export const BEGINNER_FRIENDLY_PCT = 20;

export const isSkiRegion = (value: unknown): value is SkiRegion => skiRegions.includes(value as SkiRegion);
export const isSkiPass = (value: unknown): value is SkiPass => skiPasses.includes(value as SkiPass);

/** The trip planner's place reference, as the outdoor directory sends it (`/trip-planner?place=ski:vail`). */
export const tripPlannerHref = (slug: string) => `/trip-planner?place=ski:${slug}`;

/** The months of a season in order, wrapping the new year (12..4 -> 12, 1, 2, 3, 4). */
export function seasonMonths(start: number, end: number): number[] {
  const months: number[] = [];
  for (let month = start; ; month = (month % 12) + 1) {
    months.push(month);
    if (month === end || months.length === 12) return months;
  }
}
