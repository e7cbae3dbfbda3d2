// The one registry of every path the product has (docs/features/site-wide.md, Routes and menus). Menus, the sign-in guard, redirects
// and the sitemap all read it, so a path is added or changed here and nowhere else.

/** The product area that serves a route; a route answers 404 until its area has landed. */
export type Feature =
  | "shell"
  | "accounts"
  | "admin"
  | "premium"
  | "deals"
  | "saved-deals"
  | "content"
  | "planners"
  | "points"
  | "outdoors"
  | "ski"
  | "experiences"
  | "tools"
  | "demo";

export type RouteEntry = {
  /** Canonical path (English, without locale prefix). */
  path: string;
  feature: Feature;
  /** Paths that answer a permanent redirect to this one. */
  aliases?: readonly string[];
  /** Signed-out visitors are sent to /auth?redirect=<path>. */
  auth?: boolean;
  /** Only administrators may use it (checked again on the server). */
  admin?: boolean;
  /** Listed in /sitemap.xml once its feature has landed. */
  sitemap?: boolean;
  /** Has child paths (/deals/{id}); the guard and active rule match them too. */
  dynamic?: boolean;
  /** Exists only when DEMO_MODE=1. */
  demo?: boolean;
};

/** Areas whose pages exist in this build. Each issue adds its area when it lands. */
export const landedFeatures: ReadonlySet<Feature> = new Set<Feature>(["shell", "accounts", "premium", "deals", "saved-deals", "content", "admin", "tools", "points", "outdoors", "planners", "experiences", "ski"]);

const publicPage = (path: string, feature: Feature, aliases?: readonly string[]): RouteEntry => ({
  path,
  feature,
  aliases,
  sitemap: true,
});

export const routes: readonly RouteEntry[] = [
  // Shell: home and legal pages.
  publicPage("/", "shell"),
  publicPage("/legal", "shell"),
  publicPage("/privacy", "shell"),
  publicPage("/terms", "shell", ["/terms-of-service"]),
  publicPage("/affiliate-partnerships", "shell", ["/affiliate"]),
  publicPage("/coming-soon", "shell"),

  // Accounts.
  { path: "/auth", feature: "accounts", aliases: ["/auth-page-new"] },
  { path: "/admin-login", feature: "accounts" },
  { path: "/forgot-password", feature: "accounts" },
  { path: "/reset-password", feature: "accounts" },
  { path: "/verify-email", feature: "accounts" },
  { path: "/verification-success", feature: "accounts" },
  { path: "/account/delete", feature: "accounts" },
  { path: "/dashboard", feature: "accounts", auth: true, aliases: ["/user-dashboard"] },
  { path: "/dashboard/trips", feature: "planners", auth: true },
  { path: "/dashboard/saved", feature: "saved-deals", auth: true },
  { path: "/settings", feature: "accounts", auth: true, aliases: ["/user-settings-page"] },
  { path: "/demo-login", feature: "demo", demo: true },

  // Admin.
  {
    path: "/admin/dashboard",
    feature: "admin",
    auth: true,
    admin: true,
    aliases: ["/admin-dashboard", "/admin/users"],
  },
  { path: "/admin/content-manager", feature: "admin", auth: true, admin: true, aliases: ["/admin/content"] },
  { path: "/admin-tools", feature: "admin", auth: true, admin: true },
  { path: "/analytics", feature: "admin", auth: true, admin: true, aliases: ["/direct-analytics"] },
  { path: "/admin/points", feature: "points", auth: true, admin: true },

  // Premium.
  publicPage("/subscription", "premium", ["/subscription-page", "/premium", "/pricing"]),
  { path: "/subscription-checkout", feature: "premium", aliases: ["/checkout", "/payment"] },
  { path: "/subscription/success", feature: "premium", aliases: ["/checkout-success"] },
  { path: "/subscription/cancel", feature: "premium", aliases: ["/checkout-cancel"] },
  { path: "/cancel-subscription", feature: "premium", auth: true },
  { path: "/premium-management", feature: "premium", auth: true },

  // Deals.
  { ...publicPage("/deals", "deals"), dynamic: true },
  publicPage("/flights", "deals"),
  publicPage("/airlines", "deals"),
  publicPage("/hotels", "deals"),
  publicPage("/vacation-rentals", "deals", ["/vacation-rentals-page", "/vrbo-rentals"]),
  publicPage("/packages", "deals"),
  publicPage("/cruises", "deals", ["/cruise-deals"]),
  publicPage("/rental-cars", "deals", ["/rental-cars-page", "/car-rentals"]),
  publicPage("/things-to-do", "deals", ["/things-to-do-page", "/activities"]),
  // Experiences: the adventure guide and its four views, charters, events (/events/{slug}).
  publicPage("/adventures", "experiences"),
  publicPage("/adventures/adventure-tours", "experiences"),
  publicPage("/adventures/water-activities", "experiences"),
  publicPage("/adventures/day-excursions", "experiences"),
  publicPage("/adventures/all", "experiences"),
  publicPage("/boat-charters", "experiences"),
  { ...publicPage("/events", "experiences"), dynamic: true },
  publicPage("/seasonal-deals", "deals"),
  publicPage("/search", "deals", ["/search-results", "/search-all"]),
  publicPage("/bargain-destinations", "deals"),
  publicPage("/bargain-destinations/urban", "deals"),
  publicPage("/bargain-destinations/beach", "deals"),
  publicPage("/bargain-destinations/historical", "deals"),
  publicPage("/bargain-destinations/cultural", "deals"),
  publicPage("/bargain-destinations/nature", "deals"),
  publicPage("/bargain-destinations/mountain", "deals"),
  publicPage("/bargain-destinations/food", "deals"),
  publicPage("/bargain-destinations/wildlife", "deals"),
  publicPage("/bargain-destinations/island", "deals"),
  publicPage("/bargain-destinations/hidden", "deals"),
  publicPage("/bargain-destinations/all", "deals"),
  publicPage("/bargain-destinations/budget", "deals"),
  // What the sample offers are and how an operator connects real partner feeds (not in the sitemap).
  { path: "/sample-offers", feature: "deals" },
  { path: "/favorites", feature: "saved-deals", auth: true },
  { path: "/price-alerts", feature: "saved-deals", auth: true },

  // Editorial content.
  { ...publicPage("/travel-news", "content"), dynamic: true },
  publicPage("/travel-tips", "content"),
  publicPage("/destination-reviews", "content"),
  { ...publicPage("/destinations", "content"), dynamic: true },

  // Trip planners and travel tools.
  publicPage("/ai-trip-planner", "planners", [
    "/ai-trip-planner-enhanced",
    "/ai-trip-planner-enhanced-new",
    "/ai-trip-planner-marketing",
    "/global-trip-planner",
    "/clean-trip-planner",
  ]),
  publicPage("/trip-planner", "planners", [
    "/simple-trip-planner",
    "/basic-trip-planner",
    "/quick-trip-planner",
    "/simple-trip-form",
  ]),
  { path: "/itinerary-view", feature: "planners", auth: true, dynamic: true },
  // A read-only itinerary behind a revocable share link (not in the sitemap).
  { path: "/shared-trip", feature: "planners", dynamic: true },
  // A companion's e-mailed invitation to a trip (lib/companions): it explains itself signed out.
  { path: "/trip-invitation", feature: "planners" },
  publicPage("/travel-points-compass", "points"),
  publicPage("/budget-calculator", "tools"),
  { ...publicPage("/cultural-etiquette", "tools"), dynamic: true },
  publicPage("/credit-cards", "points", ["/travel-cards"]),
  { ...publicPage("/getting-around", "tools"), dynamic: true },
  publicPage("/transit-planner", "tools", ["/transit-enhanced-planner"]),
  publicPage("/image-analysis", "tools"),

  // Outdoor and ski directories.
  // Detail pages: /national-parks/{slug}, /national-forests/{slug}, /national-grasslands/{slug},
  // /national-monuments/{slug}, /trail-detail/{slug}, /campgrounds/{slug} (their own sitemap).
  publicPage("/americas-outdoor-directory", "outdoors"),
  { ...publicPage("/national-parks", "outdoors", ["/national-parks-map"]), dynamic: true },
  publicPage("/national-forests-map", "outdoors"),
  { path: "/national-forests", feature: "outdoors", dynamic: true },
  { ...publicPage("/national-grasslands", "outdoors"), dynamic: true },
  { ...publicPage("/national-monuments", "outdoors"), dynamic: true },
  publicPage("/national-trails", "outdoors", [
    "/trails-directory",
    "/enhanced-trails-directory",
    "/trails-complete-directory",
  ]),
  { path: "/trail-detail", feature: "outdoors", dynamic: true },
  { ...publicPage("/campgrounds", "outdoors"), dynamic: true },
  // Resort pages: /skiing/{slug} (their own sitemap).
  { ...publicPage("/skiing", "ski", ["/ski-resorts", "/skiing-page", "/enhanced-ski-resorts"]), dynamic: true },
  publicPage("/north-america-ski-resorts", "ski"),
  publicPage("/europe-ski-resorts", "ski"),
  publicPage("/asia-ski-resorts", "ski"),
  publicPage("/southern-hemisphere-ski-resorts", "ski"),

  // Demo and test routes: only with DEMO_MODE=1.
  ...[
    "/premium-test",
    "/premium-test-flow",
    "/test-premium",
    "/quick-login",
    "/premium-activation",
    "/premium-journey",
    "/affiliate-demo",
    "/affiliate-links-demo",
    "/render-failure-test",
  ].map((path): RouteEntry => ({ path, feature: "demo", demo: true })),
];

/** Redirects that point into a page section rather than to a page of their own. */
const anchorRedirects: Record<string, string> = {
  "/disclaimer": "/legal#earnings",
  "/gdpr": "/legal#gdpr",
  "/cookie-policy": "/legal#cookies",
};

/** Every permanent redirect: alias path -> target (path, possibly with a #fragment). */
export const redirects: ReadonlyMap<string, string> = new Map([
  ...routes.flatMap((route) => (route.aliases ?? []).map((alias) => [alias, route.path] as [string, string])),
  ...Object.entries(anchorRedirects),
]);

const byPath = new Map(routes.map((route) => [route.path, route]));

/** The registry entry that serves a path (exact, or the nearest dynamic parent). */
export function findRoute(pathname: string): RouteEntry | undefined {
  const exact = byPath.get(pathname);
  if (exact) return exact;
  const dynamic = routes.filter((route) => route.dynamic && pathname.startsWith(`${route.path}/`));
  return dynamic.sort((a, b) => b.path.length - a.path.length)[0];
}

export function isSignInRequired(pathname: string): boolean {
  return Boolean(findRoute(pathname)?.auth);
}

/**
 * The active rule (docs/features/site-wide.md): a nav item is active when the current path equals its link or starts
 * with it followed by a slash.
 */
export function isActivePath(current: string, link: string): boolean {
  if (link === "/") return current === "/";
  return current === link || current.startsWith(`${link}/`);
}

export function isLanded(route: RouteEntry): boolean {
  return landedFeatures.has(route.feature);
}

/** Routes the sitemap lists: public, landed, not demo. */
export function sitemapRoutes(): RouteEntry[] {
  return routes.filter((route) => route.sitemap && !route.auth && !route.demo && isLanded(route));
}
