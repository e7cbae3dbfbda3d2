// The header menus and footer links (docs/features/site-wide.md, Routes and menus). Labels are message keys in the
// "Nav" namespace; every path is one the route registry knows.

export type NavItem = { key: string; href: string; highlight?: boolean };
export type NavGroup = { key: string; items: readonly NavItem[] };

export const headerMenus: readonly NavGroup[] = [
  {
    key: "deals",
    items: [
      { key: "allDeals", href: "/deals" },
      { key: "flights", href: "/flights" },
      { key: "hotels", href: "/hotels" },
      { key: "vacationRentals", href: "/vrbo-rentals" },
      { key: "packages", href: "/packages" },
      { key: "cruises", href: "/cruises" },
    ],
  },
  {
    key: "newsReviews",
    items: [
      { key: "travelNews", href: "/travel-news" },
      { key: "destinationReviews", href: "/destination-reviews" },
      { key: "travelTips", href: "/travel-tips" },
    ],
  },
  {
    key: "bargainDestinations",
    items: [
      { key: "allBargains", href: "/bargain-destinations" },
      ...(["urban", "beach", "historical", "cultural", "nature", "mountain", "food", "wildlife", "island", "hidden"] as const).map(
        (theme) => ({ key: `theme_${theme}`, href: `/bargain-destinations/${theme}` }),
      ),
      { key: "seasonalDeals", href: "/seasonal-deals" },
    ],
  },
  {
    key: "activities",
    items: [
      { key: "skiResorts", href: "/ski-resorts", highlight: true },
      { key: "outdoorDirectory", href: "/americas-outdoor-directory", highlight: true },
      { key: "adventures", href: "/adventures" },
      { key: "boatCharters", href: "/boat-charters" },
    ],
  },
  {
    key: "transportation",
    items: [
      { key: "gettingAround", href: "/getting-around" },
      { key: "rentalCars", href: "/rental-cars" },
    ],
  },
  {
    key: "tools",
    items: [
      { key: "aiTripGenerator", href: "/ai-trip-planner", highlight: true },
      { key: "tripPlanner", href: "/trip-planner", highlight: true },
      { key: "travelPointsCompass", href: "/travel-points-compass", highlight: true },
      { key: "culturalEtiquette", href: "/cultural-etiquette" },
      { key: "budgetCalculator", href: "/budget-calculator" },
      { key: "creditCards", href: "/travel-cards" },
    ],
  },
];

export const userMenu: readonly NavItem[] = [
  { key: "dashboard", href: "/dashboard" },
  { key: "myTrips", href: "/dashboard/trips" },
  { key: "savedDeals", href: "/dashboard/saved" },
];

export const adminMenu: readonly NavItem[] = [
  { key: "adminDashboard", href: "/admin/dashboard" },
  { key: "contentManager", href: "/admin/content-manager" },
];

export const footerGroups: readonly NavGroup[] = [
  {
    key: "explore",
    items: [
      { key: "home", href: "/" },
      { key: "searchDeals", href: "/search-results" },
      { key: "vacationRentals", href: "/vacation-rentals-page" },
      { key: "rentalCars", href: "/rental-cars-page" },
      { key: "thingsToDo", href: "/things-to-do-page" },
      { key: "adventures", href: "/things-to-do" },
      { key: "destinations", href: "/destinations" },
      { key: "activitiesPartner", href: "/activities" },
    ],
  },
  {
    key: "inspiration",
    items: [
      { key: "travelNews", href: "/travel-news" },
      { key: "travelTips", href: "/travel-tips" },
      { key: "bargainDestinations", href: "/bargain-destinations" },
      { key: "urbanEscapes", href: "/bargain-destinations/urban" },
      { key: "beachGetaways", href: "/bargain-destinations/beach" },
      { key: "outdoorDirectory", href: "/americas-outdoor-directory" },
      { key: "boatCharters", href: "/boat-charters" },
      { key: "skiing", href: "/skiing-page" },
      { key: "trailsDirectory", href: "/trails-complete-directory" },
    ],
  },
  {
    key: "tools",
    items: [
      { key: "aiTripPlanner", href: "/ai-trip-planner" },
      { key: "simpleTripPlanner", href: "/simple-trip-planner" },
      { key: "travelPointsCompass", href: "/travel-points-compass" },
      { key: "budgetCalculator", href: "/budget-calculator" },
      { key: "transitPlanner", href: "/transit-planner" },
      { key: "creditCards", href: "/credit-cards" },
    ],
  },
  {
    key: "company",
    items: [
      { key: "userDashboard", href: "/user-settings-page" },
      { key: "accountSettings", href: "/user-settings-page" },
      { key: "legal", href: "/legal" },
      { key: "advertisingPolicy", href: "/affiliate-partnerships" },
      { key: "termsOfService", href: "/terms-of-service" },
      { key: "privacy", href: "/privacy" },
      { key: "terms", href: "/terms" },
      { key: "sitemap", href: "/sitemap.xml" },
    ],
  },
];
