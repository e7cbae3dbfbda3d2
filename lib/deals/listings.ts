// Every deal listing page in one map: its path, the filters it fixes and its default order.
// One page builder (components/deals/listing-page.tsx) renders them all. Adventures, boat
// charters and events have pages of their own (lib/experiences).
import type { DealThemeValue } from "./kinds";
import type { FixedFilters } from "./queries";
import type { DealSort } from "./schema";

export type ListingConfig = {
  path: string;
  fixed: FixedFilters;
  defaultSort: DealSort;
  /** Parent crumb between Home and this page. */
  parent?: "deals" | "bargain-destinations";
  /** Extra block above the list. */
  extra?: "airlines" | "themes";
};

export const listings = {
  deals: { path: "/deals", fixed: {}, defaultSort: "best" },
  search: { path: "/search", fixed: {}, defaultSort: "best" },
  flights: { path: "/flights", fixed: { kinds: ["flight"] }, defaultSort: "best", parent: "deals" },
  airlines: { path: "/airlines", fixed: { kinds: ["flight"] }, defaultSort: "price", parent: "deals", extra: "airlines" },
  hotels: { path: "/hotels", fixed: { kinds: ["hotel"] }, defaultSort: "best", parent: "deals" },
  "vacation-rentals": { path: "/vacation-rentals", fixed: { kinds: ["vacation_rental"] }, defaultSort: "best", parent: "deals" },
  packages: { path: "/packages", fixed: { kinds: ["package"] }, defaultSort: "best", parent: "deals" },
  cruises: { path: "/cruises", fixed: { kinds: ["cruise"] }, defaultSort: "best", parent: "deals" },
  "rental-cars": { path: "/rental-cars", fixed: { kinds: ["rental_car"] }, defaultSort: "price", parent: "deals" },
  "things-to-do": { path: "/things-to-do", fixed: { kinds: ["activity"] }, defaultSort: "best", parent: "deals" },
  "seasonal-deals": { path: "/seasonal-deals", fixed: { seasonal: true }, defaultSort: "ending", parent: "deals" },
  "bargain-destinations": { path: "/bargain-destinations", fixed: {}, defaultSort: "price", extra: "themes" },
} satisfies Record<string, ListingConfig>;

export type ListingKey = keyof typeof listings;

export const bargainThemes = ["urban", "beach", "historical", "cultural", "nature", "mountain", "food", "wildlife", "island", "hidden", "all", "budget"] as const;
export type BargainTheme = (typeof bargainThemes)[number];

/** A theme page of /bargain-destinations: the theme fixed ("all" fixes none), cheapest first. */
export function bargainThemeListing(theme: BargainTheme): ListingConfig {
  return {
    path: `/bargain-destinations/${theme}`,
    fixed: theme === "all" ? {} : { themesAny: [theme as DealThemeValue] },
    defaultSort: "price",
    parent: "bargain-destinations",
  };
}
