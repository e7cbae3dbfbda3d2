import { expect, test, type APIRequestContext } from "@playwright/test";
import { wcagViolations } from "../support/axe";
import { firstLink, signInNewMember } from "../support/pages";

// axe's WCAG 2.1 A and AA rules on the public pages a visitor from a search engine lands on.
const pages = ["/", "/es", "/ar", "/legal", "/privacy", "/auth", "/subscription", "/deals", "/hotels", "/search?q=paris"];

for (const path of pages) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    expect(await wcagViolations(page)).toEqual([]);
  });
}

// One page of every other page family (the route registry's features, lib/routes.ts), detail
// pages included: their slugs come from their list pages.
type FamilyPage = { family: string; path: string | ((request: APIRequestContext) => Promise<string>); signedIn?: boolean };
const families: FamilyPage[] = [
  { family: "a deal", path: (request) => firstLink(request, "/deals", /href="\/deals\/\d+"/) },
  { family: "bargain destinations", path: "/bargain-destinations/beach" },
  { family: "seasonal deals", path: "/seasonal-deals" },
  { family: "news", path: (request) => firstLink(request, "/travel-news", /href="\/travel-news\/[a-z0-9-]+"/) },
  { family: "reviews", path: "/destination-reviews" },
  { family: "tips", path: "/travel-tips" },
  { family: "destinations", path: "/destinations/paris" },
  { family: "events", path: (request) => firstLink(request, "/events", /href="\/events\/[a-z0-9-]+"/) },
  { family: "adventures", path: "/adventures" },
  { family: "boat charters", path: "/boat-charters" },
  { family: "outdoor directory", path: "/americas-outdoor-directory" },
  { family: "a national park", path: (request) => firstLink(request, "/national-parks", /href="\/national-parks\/[a-z0-9-]+"/) },
  { family: "ski resorts", path: "/europe-ski-resorts" },
  { family: "a ski resort", path: (request) => firstLink(request, "/north-america-ski-resorts", /href="\/skiing\/[a-z0-9-]+"/) },
  { family: "trip planner", path: "/trip-planner" },
  { family: "AI trip planner", path: "/ai-trip-planner" },
  { family: "transit planner", path: "/transit-planner?from=Paris&to=London" },
  { family: "budget calculator", path: "/budget-calculator?place=Paris&days=3&travellers=2&style=mid-range&currency=EUR" },
  { family: "photo place finder", path: "/image-analysis" },
  { family: "cultural etiquette", path: (request) => firstLink(request, "/cultural-etiquette", /href="\/cultural-etiquette\/[a-z0-9-]+"/) },
  { family: "getting around", path: (request) => firstLink(request, "/getting-around", /href="\/getting-around\/[a-z0-9-]+"/) },
  { family: "points compass", path: "/travel-points-compass" },
  { family: "credit cards", path: "/credit-cards?compare=chase-sapphire-preferred,amex-gold" },
  { family: "dashboard", path: "/dashboard", signedIn: true },
  { family: "saved deals", path: "/dashboard/saved", signedIn: true },
  { family: "price alerts", path: "/price-alerts", signedIn: true },
  { family: "terms", path: "/terms" },
];

for (const { family, path, signedIn } of families) {
  test(`${family} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    if (signedIn) await signInNewMember(page, "axe");
    const address = typeof path === "string" ? path : await path(page.request);
    const response = await page.goto(address);
    expect(response?.status(), address).toBeLessThan(400);
    expect(await wcagViolations(page)).toEqual([]);
  });
}
