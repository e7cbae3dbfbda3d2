// The public pages the production server treats specially, by family, in one table: how long a
// family's anonymous copy lives in the page cache (page-cache.ts: pageMaxAge), the data it shows
// as tags (pageTags: a change notified under one of them revalidates the copy), and whether its
// pages delay their JavaScript to the visitor's first intent (request-edge.ts: defersHydration).
// One table, so a new family gets both decisions in one place (the outdoor list pages were once
// cached but not deferred because two lists had drifted apart).

import { unlocalizePath } from "@/lib/i18n/paths";

const MINUTE = 60_000;
const SLUG = "[a-z0-9-]+";
const family = (names: string[], { slug }: { slug: "none" | "optional" | "required" }) => new RegExp(`^/(${names.join("|")})${slug === "optional" ? `(/${SLUG})?` : slug === "required" ? `/${SLUG}` : ""}$`);

const KINDS = ["flights", "hotels", "packages", "cruises", "rental-cars", "vacation-rentals", "things-to-do", "airlines", "seasonal-deals", "bargain-destinations"];
const CONTENT = ["travel-news", "travel-tips", "destination-reviews", "destinations"];
const OUTDOOR_KINDS = ["national-parks", "national-forests", "national-grasslands", "national-monuments", "trail-detail", "campgrounds"];
const OUTDOOR_LISTS = ["americas-outdoor-directory", "national-forests-map", "national-trails"];
const SKI_REGIONS = ["north-america-ski-resorts", "europe-ski-resorts", "asia-ski-resorts", "southern-hemisphere-ski-resorts"];

// Tags are the names PostgreSQL notifies (migrations *_public_data_notify): a table's name, 'deals:ID'
// for one deal (a row of deals or deal_prices), 'authors' when an author's shown name changes.
/** The tables of the public pages' reference data: everything a page shows but the deals. */
export const REFERENCE_TABLES = [
  "airports", "authors", "cities", "city_guides", "country_costs", "destination_costs", "destination_reviews", "destinations",
  "etiquette_guides", "event_occurrences", "events", "loyalty_programs", "news_articles", "outdoor_places", "partners", "places",
  "points_valuations", "search_words", "ski_resorts", "transfer_bonuses", "transfer_partners", "travel_cards", "travel_tips",
];
/** Notified tables no stored page shows: prices are converted in the browser from /api rates. */
export const UNSHOWN_TABLES = ["exchange_rates"];
/** What a data page shows: the deals (its lists, cards and counts) and the reference data. */
const DATA_TAGS = (): string[] => ["deals", ...REFERENCE_TABLES];
/** What one deal's page shows: that deal, its partner and destination, and the points valuations. */
const DEAL_PAGE_TAGS = (path: string) => [`deals:${path.split("/")[2]}`, "partners", "destinations", "points_valuations", "loyalty_programs", "transfer_partners", "transfer_bonuses", "travel_cards"];
/** Prerendered at build time: no data change reaches them, only a new build. */
const BUILT = (): string[] => [];

/**
 * Each family: its paths without the locale prefix, its copy's max age (null: never cached), its
 * tags, whether it defers hydration, and example pages the bench measures (bench/lib/families.mjs:
 * {deal} and {article} stand for a live deal's id and a published article's slug). The first
 * match decides. No family's render reads the session: every stored copy serves members too, their
 * own parts (user menu, hearts, Premium figures, usage, trips) filled in by the browser in one
 * request (docs/caching.md, Members).
 */
export type PageFamily = {
  pattern: RegExp;
  maxAgeMs: number | null;
  tags: (path: string) => string[];
  defers: boolean;
  examples: string[];
};

const PAGE_FAMILIES: PageFamily[] = [
  // The home page is prerendered, its deferral done by the build (scripts/lib/build.mjs): stored
  // to be compressed once. The legal documents are rendered on request.
  { pattern: /^\/$/, maxAgeMs: 60 * MINUTE, tags: BUILT, defers: false, examples: ["/", "/es"] },
  { pattern: family(["legal", "privacy", "terms", "affiliate-partnerships"], { slug: "none" }), maxAgeMs: 60 * MINUTE, tags: BUILT, defers: true, examples: ["/legal"] },
  // Deals: the listing and its filters, one deal, the kind and theme pages.
  { pattern: /^\/deals$/, maxAgeMs: 10 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/deals"] },
  { pattern: /^\/deals\/\d+$/, maxAgeMs: 10 * MINUTE, tags: DEAL_PAGE_TAGS, defers: true, examples: ["/deals/{deal}"] },
  { pattern: family(KINDS, { slug: "optional" }), maxAgeMs: 10 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/hotels", "/bargain-destinations/beach"] },
  // Search depends on the query: its frequent first pages live a minute.
  { pattern: /^\/search$/, maxAgeMs: MINUTE, tags: DATA_TAGS, defers: true, examples: ["/search?q=beach&kind=hotel&max=1500&sort=price"] },
  // Articles, tips, reviews and destinations.
  { pattern: family(CONTENT, { slug: "optional" }), maxAgeMs: 10 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/travel-news/{article}", "/destinations/paris"] },
  // Experiences (events drop off by date: a shorter life); their filters are GET forms.
  { pattern: family(["adventures", "boat-charters"], { slug: "optional" }), maxAgeMs: 10 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/adventures", "/boat-charters"] },
  { pattern: family(["events"], { slug: "optional" }), maxAgeMs: 5 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/events"] },
  // The outdoor directory: the kinds' lists and detail pages, the hub and the map lists.
  { pattern: family(OUTDOOR_KINDS, { slug: "optional" }), maxAgeMs: 30 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/national-parks/yosemite", "/campgrounds"] },
  { pattern: family(OUTDOOR_LISTS, { slug: "none" }), maxAgeMs: 30 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/americas-outdoor-directory"] },
  // The ski directory: resort pages (a minute: they show live lift status, itself kept a minute:
  // lib/ski/liftie.ts) and region lists.
  { pattern: /^\/skiing$/, maxAgeMs: 30 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/skiing"] },
  { pattern: family(["skiing"], { slug: "required" }), maxAgeMs: MINUTE, tags: DATA_TAGS, defers: true, examples: ["/skiing/vail"] },
  { pattern: family(SKI_REGIONS, { slug: "none" }), maxAgeMs: 30 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/europe-ski-resorts"] },
  // The points and cards pages, the travel tools and the planners: the signed-out visitor's page for
  // everybody, a member's own figures, usage or trips filled in by islands (components/members/).
  // Their forms post or get without React.
  { pattern: family(["credit-cards", "travel-points-compass", "budget-calculator"], { slug: "none" }), maxAgeMs: 30 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/credit-cards", "/travel-points-compass", "/budget-calculator"] },
  // The manual planner and the photo place finder are React through and through (the planner's
  // fields are React's state; the photo is read in the browser). They defer like the rest: React
  // loads at the first focus or press, and what is typed or chosen before it hydrates is told to it
  // then (lib/shell/page-init-script.ts), so nothing is lost.
  { pattern: family(["trip-planner"], { slug: "none" }), maxAgeMs: 30 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/trip-planner"] },
  { pattern: family(["image-analysis"], { slug: "none" }), maxAgeMs: 30 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/image-analysis"] },
  { pattern: family(["transit-planner", "ai-trip-planner"], { slug: "none" }), maxAgeMs: 30 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/transit-planner", "/ai-trip-planner"] },
  { pattern: family(["cultural-etiquette", "getting-around"], { slug: "optional" }), maxAgeMs: 30 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/cultural-etiquette", "/getting-around"] },
  // What the sample offers are, and the coming-soon page.
  { pattern: family(["sample-offers", "coming-soon"], { slug: "none" }), maxAgeMs: 30 * MINUTE, tags: DATA_TAGS, defers: true, examples: ["/sample-offers"] },
  // The Premium plan's page, as a signed-out visitor sees it.
  { pattern: /^\/subscription$/, maxAgeMs: 30 * MINUTE, tags: BUILT, defers: true, examples: ["/subscription"] },
];

/** Every family's example pages, in the table's order: what the bench measures to cover them all. */
export function familyExamples(): string[] {
  return PAGE_FAMILIES.flatMap((family) => family.examples);
}

/** The family of a page path (in any locale: "/fr/deals" is "/deals"), or null for a page treated like any other. */
export function pageFamily(pathname: string): PageFamily | null {
  const path = unlocalizePath(pathname);
  return PAGE_FAMILIES.find(({ pattern }) => pattern.test(path)) ?? null;
}

/**
 * The data a page shows, as the tags a change is notified under; [] for a page no data change
 * reaches (prerendered, or not a page of a family).
 */
export function pageTags(pathname: string): string[] {
  return pageFamily(pathname)?.tags(unlocalizePath(pathname)) ?? [];
}
