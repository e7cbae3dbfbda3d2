// Pure data shared by the feeds, the server and the UI: adventure categories, boat types and
// event categories (the enums of prisma/schema/events.prisma), and the adventure guide's views.

export const adventureCategories = ["adventure_tour", "water_activity", "day_excursion"] as const;
export type AdventureCategoryValue = (typeof adventureCategories)[number];

export const boatTypes = ["sailing_yacht", "catamaran", "motor_yacht", "gulet", "fishing_boat"] as const;
export type BoatTypeValue = (typeof boatTypes)[number];

export const eventCategories = ["festival", "music", "sports", "market"] as const;
export type EventCategoryValue = (typeof eventCategories)[number];

/**
 * The adventure guide's four views (the home page's four buttons): each its own page under
 * /adventures; "all" lists every adventure category.
 */
export const adventureViews = {
  "adventure-tours": "adventure_tour",
  "water-activities": "water_activity",
  "day-excursions": "day_excursion",
  all: null,
} as const satisfies Record<string, AdventureCategoryValue | null>;
export type AdventureView = keyof typeof adventureViews;
export const adventureViewSlugs = Object.keys(adventureViews) as AdventureView[];
export const isAdventureView = (value: string): value is AdventureView => Object.hasOwn(adventureViews, value);

/** Where each of the home page's adventure buttons should land. */
export const homeAdventureLinks = {
  findAdventureTours: "/adventures/adventure-tours",
  exploreWaterActivities: "/adventures/water-activities",
  findDayExcursions: "/adventures/day-excursions",
  viewAllAdventures: "/adventures/all",
} as const;
