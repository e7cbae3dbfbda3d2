import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";
import { wcagViolations } from "../support/axe";

// The Americas Outdoor Directory against the seeded data (prisma/data/outdoors).

// Several pages per test on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(data) ? data : [data];
  });
}

test("the hub's counts equal the rows in the database, each linking to its list", async ({ page }) => {
  const response = await page.goto("/americas-outdoor-directory");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Americas Outdoor Directory" })).toBeVisible();
  const rows = await query<{ kind: string; count: number }>("SELECT kind::text AS kind, count(*)::int AS count FROM outdoor_places GROUP BY kind");
  expect(rows).toHaveLength(6);
  for (const { kind, count } of rows) {
    await expect(page.getByTestId(`count-${kind}`)).toHaveText(count.toLocaleString("en-US"));
  }
  await expect(page.locator('[data-kind="park"]')).toHaveAttribute("href", "/national-parks");
  // The parks map: every marker is a link to the park's page.
  const marker = page.locator('svg a[href="/national-parks/yosemite"]');
  await expect(marker).toHaveCount(1);
  await expect(marker).toHaveAttribute("aria-label", "Yosemite National Park (CA)");
});

test("search and filters combine as a plain GET form, and results link to their pages", async ({ page }) => {
  await page.goto("/americas-outdoor-directory");
  const form = page.getByRole("search");
  await form.getByLabel("State").selectOption("UT");
  await form.getByLabel("Kind").selectOption("park");
  await form.getByRole("button", { name: "Show places" }).click();
  await expect(page).toHaveURL(/state=UT/);
  await expect(page).toHaveURL(/kind=park/);
  await expect(page.getByTestId("results-count")).toHaveText("5 places match");
  await page.getByTestId("results").getByRole("link", { name: "Zion National Park", exact: true }).click();
  await expect(page).toHaveURL(/\/national-parks\/zion$/);
  await expect(page.getByRole("heading", { level: 1, name: "Zion National Park" })).toBeVisible();
});

test("a hostile or over-long search renders a normal page", async ({ page }) => {
  for (const q of ["<script>alert(1)</script>", "%' OR 1=1 --", "a".repeat(3000)]) {
    const response = await page.goto(`/americas-outdoor-directory?q=${encodeURIComponent(q)}&state=zz&kind=nope`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("results-count")).toHaveText("No places match");
  }
});

test("a park page shows its facts, map, trails, campgrounds, structured data and the trip link", async ({ page }) => {
  const response = await page.goto("/national-parks/yosemite");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Yosemite National Park" })).toBeVisible();
  await expect(page).toHaveTitle(/Yosemite National Park/);
  const facts = page.locator("dl");
  await expect(facts).toContainText("1890");
  await expect(facts).toContainText("$35 per vehicle");
  // The nearest airport with scheduled flights (OurAirports): Merced, nearer than Fresno.
  await expect(facts).toContainText("MCE");
  await expect(page.getByRole("heading", { name: "Trails in Yosemite National Park" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Half Dome via Mist Trail" })).toHaveAttribute("href", "/trail-detail/half-dome-trail");
  await expect(page.getByRole("link", { name: "Upper Pines Campground" })).toHaveAttribute("href", "/campgrounds/upper-pines");
  await expect(page.getByRole("link", { name: "Add to a trip" })).toHaveAttribute("href", "/trip-planner?place=park:yosemite");
  await expect(page.locator('svg a[href="/national-parks/yosemite"] circle')).toHaveAttribute("fill", "#dc2626");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/national-parks\/yosemite$/);
  const park = (await jsonLd(page)).find((block) => Array.isArray(block["@type"]) && (block["@type"] as string[]).includes("Park"));
  expect(park).toMatchObject({ name: "Yosemite National Park", geo: { "@type": "GeoCoordinates", latitude: 37.83, longitude: -119.5 } });
  expect(await wcagViolations(page)).toEqual([]);
});

test("trail and campground pages show their own facts and link back to their park", async ({ page }) => {
  await page.goto("/trail-detail/angels-landing-trail");
  await expect(page.getByRole("heading", { level: 1, name: "Angels Landing" })).toBeVisible();
  await expect(page.locator("dl")).toContainText("5.4 mi");
  await expect(page.locator("dl").getByRole("link", { name: "Zion National Park" })).toHaveAttribute("href", "/national-parks/zion");
  await page.goto("/campgrounds/mather-campground");
  const camp = (await jsonLd(page)).find((block) => block["@type"] === "Campground");
  expect(camp).toMatchObject({ name: "Mather Campground", geo: { "@type": "GeoCoordinates" } });
  await expect(page.locator("dl")).toContainText("327");
});

test("list pages filter with crawlable links and show a map", async ({ page }) => {
  const redirected = await page.goto("/national-parks-map");
  expect(page.url()).toMatch(/\/national-parks$/);
  expect(redirected?.status()).toBe(200);
  await expect(page.getByTestId("list-count")).toHaveText("63 places shown");
  await expect(page.locator("svg a")).toHaveCount(61); // American Samoa and the Virgin Islands are listed under the map
  await expect(page.getByText("Outside the map:")).toBeVisible();

  await page.goto("/national-trails?category=historic");
  await expect(page.getByRole("link", { name: "Oregon National Historic Trail", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Angels Landing", exact: true })).toHaveCount(0);
  await page.goto("/campgrounds?state=WY&reservable=yes&amenity=showers");
  await expect(page.getByRole("link", { name: "Colter Bay Campground", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Slough Creek Campground", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/campgrounds");

  // The map shows every campground (past 250, as dots: the table links them); the table 50 a page,
  // with crawlable page links that keep the filters.
  await page.goto("/campgrounds");
  const shown = Number((await page.getByTestId("list-count").textContent())!.match(/\d+/)![0]);
  expect(shown).toBeGreaterThan(250);
  const dots = await page.locator("svg path[data-dots]").evaluateAll((paths) => paths.reduce((sum, path) => sum + Number(path.getAttribute("data-dots")), 0));
  // Those the projection cannot place (the Virgin Islands) are linked under the map.
  const offMap = await page.locator("figure > p a").count();
  expect(offMap).toBeGreaterThan(0);
  expect(dots + offMap).toBe(shown);
  await expect(page.getByRole("img", { name: "Map of the Campgrounds" })).toBeVisible();
  await expect(page.locator("table tbody tr")).toHaveCount(50);
  const pages = page.getByRole("navigation", { name: "Result pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/campgrounds\?page=2$/);
  await expect(page.locator("table tbody tr")).toHaveCount(50);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  await page.goto(`/campgrounds?page=${Math.ceil(shown / 50)}`);
  await expect(page.locator("table tbody tr")).toHaveCount(shown - 50 * (Math.ceil(shown / 50) - 1));
  await page.goto("/campgrounds?state=CA&page=2");
  const inCalifornia = Number((await page.getByTestId("list-count").textContent())!.match(/\d+/)![0]);
  expect(inCalifornia).toBeGreaterThan(50);
  await expect(pages.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/campgrounds?state=CA");
  await expect(page.locator("table tbody tr")).toHaveCount(Math.min(50, inCalifornia - 50));

  for (const path of ["/national-forests-map", "/national-grasslands", "/national-monuments", "/trails-directory"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await page.locator("svg a").count(), path).toBeGreaterThan(10);
  }
});

test("an unknown park, forest, trail or campground answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/national-parks/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  for (const path of ["/national-forests/nowhere", "/trail-detail/no-such-trail", "/campgrounds/no-such-camp", "/national-monuments/x", "/es/national-parks/atlantis"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

/** Bytes of JavaScript a page loads as it opens (each script fetched again to measure it). */
async function scriptBytes(page: Page, request: APIRequestContext, path: string): Promise<number> {
  const urls = new Set<string>();
  const collect = (req: { resourceType(): string; url(): string }) => {
    if (req.resourceType() === "script") urls.add(req.url());
  };
  page.on("request", collect);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("request", collect);
  let total = 0;
  for (const url of urls) {
    const response = await request.get(url);
    total += (await response.body()).length;
  }
  return total;
}

test("the map pages load no more JavaScript than a text page, and the base map is one cached SVG", async ({ page, request }) => {
  const textPage = await scriptBytes(page, request, "/travel-tips");
  // No map script: the same shared chunks as a text page, give or take the route's own chunk (a few KB).
  // The place pages add only the deal cards' islands (saving a deal, prices in the visitor's currency).
  for (const path of ["/national-parks", "/americas-outdoor-directory", "/national-forests-map"]) {
    expect(await scriptBytes(page, request, path), path).toBeLessThanOrEqual(textPage + 8 * 1024);
  }
  const svg = await request.get("/maps/us-states.svg");
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  expect(svg.headers()["cache-control"]).toContain("max-age");
});

test("the place pages are in the sitemap and translated in every language", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemaps/outdoors/sitemap.xml")).text();
  expect(sitemap).toContain("/national-parks/yosemite</loc>");
  expect(sitemap).toContain("/es/campgrounds/upper-pines</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("/sitemaps/outdoors/sitemap.xml");
  await page.goto("/es/national-parks/yosemite");
  await expect(page.getByRole("link", { name: "Añadir a un viaje" })).toHaveAttribute("href", "/es/trip-planner?place=park:yosemite");
  await expect(page.getByText("Parque nacional", { exact: true })).toBeVisible();
});

test("the North Rim Campground is shown closed since the 2025 fire, with the reason and no services", async ({ page }) => {
  expect((await page.goto("/campgrounds/north-rim-campground"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "North Rim Campground" })).toBeVisible();
  await expect(page.locator("dl")).toContainText("Closed until further notice");
  await expect(page.getByText(/Closed since the Dragon Bravo Fire of July 2025/).first()).toBeVisible();
  await expect(page.locator("dl")).not.toContainText("Showers");
});
