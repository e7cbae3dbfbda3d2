import http from "node:http";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";
import { wcagViolations } from "../support/axe";

// The ski directory against the seeded data (prisma/data/ski/resorts.json).

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

async function countOf(sql: string, params: unknown[] = []): Promise<number> {
  return (await query<{ count: number }>(sql, params))[0]!.count;
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(data) ? data : [data];
  });
}

const REGIONS = {
  "north-america": { path: "/north-america-ski-resorts", title: "North America ski resorts" },
  europe: { path: "/europe-ski-resorts", title: "Europe ski resorts" },
  asia: { path: "/asia-ski-resorts", title: "Asia ski resorts" },
  "southern-hemisphere": { path: "/southern-hemisphere-ski-resorts", title: "Southern Hemisphere ski resorts" },
} as const;

let liftie: http.Server | null = null;

test.beforeAll(async () => {
  const url = process.env.LIFTIE_URL;
  if (!url) return;
  liftie = http.createServer((request, response) => {
    if (request.url !== "/api/resort/vail") return void response.writeHead(404).end();
    response.writeHead(200, { "Content-Type": "application/json" }).end(
      JSON.stringify({ id: "vail", lifts: { status: { "Gondola One": "open", "Avanti Express": "open", "Born Free Express": "closed", "Riva Bahn Express": "hold" } } }),
    );
  });
  await new Promise<void>((resolve) => liftie!.listen(Number(new URL(url).port), "127.0.0.1", resolve));
});

test.afterAll(async () => {
  if (!liftie) return;
  liftie.closeAllConnections();
  await new Promise((resolve) => liftie!.close(resolve));
});

/** Resorts a page of the table (lib/maps/marker-map.tsx: LIST_TABLE_PAGE_SIZE). */
const PAGE_SIZE = 50;

const matchText = (count: number) => (count === 0 ? "No resorts match" : count === 1 ? "1 resort matches" : `${count} resorts match`);

test("the hub's counts equal the rows in the database, per region and in all", async ({ page }) => {
  const response = await page.goto("/skiing");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Ski resorts" })).toBeVisible();
  const rows = await query<{ region: string; count: number }>("SELECT region, count(*)::int AS count FROM ski_resorts GROUP BY region");
  expect(rows).toHaveLength(4);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  expect(total).toBeGreaterThanOrEqual(100);
  for (const { region, count } of rows) {
    await expect(page.getByTestId(`count-${region}`)).toHaveText(String(count));
    await expect(page.locator(`[data-region="${region}"]`)).toHaveAttribute("href", REGIONS[region as keyof typeof REGIONS].path);
  }
  await expect(page.getByTestId("region-total")).toContainText(`Compare ${total} ski resorts`);
  await expect(page.getByTestId("results-count")).toHaveText(matchText(total));
  // The world map is an overview of every resort: dots, one path per colour, an image; the table
  // links each resort, 50 a page.
  const map = page.getByRole("img", { name: "Map of ski resorts worldwide" });
  await expect(map).toBeVisible();
  await expect(map.locator("a")).toHaveCount(0);
  const dots = await map.locator("path[data-dots]").evaluateAll((paths) => paths.reduce((sum, path) => sum + Number(path.getAttribute("data-dots")), 0));
  expect(dots).toBe(total);
  await expect(page.getByTestId("resort-table").locator("tbody tr")).toHaveCount(Math.min(total, PAGE_SIZE));
  expect(await wcagViolations(page)).toEqual([]);
});

test("the hub's table is paged 50 resorts a page with crawlable links; a further page is indexable, a filtered one not", async ({ page }) => {
  const slugs = (await query<{ slug: string }>("SELECT slug FROM ski_resorts ORDER BY name, slug")).map((row) => row.slug);
  const pages = Math.ceil(slugs.length / PAGE_SIZE);
  expect(pages).toBeGreaterThan(1);
  await page.goto("/skiing");
  const pagination = page.getByRole("navigation", { name: "Result pages" });
  await expect(pagination.getByRole("link", { name: "2", exact: true })).toHaveAttribute("href", "/skiing?page=2");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  // Every resort is on exactly one page of the table, in the list's order.
  const seen: string[] = [];
  for (let number = 1; number <= pages; number++) {
    const response = await page.goto(number === 1 ? "/skiing" : `/skiing?page=${number}`);
    expect(response?.status()).toBe(200);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText(String(number));
    seen.push(...(await page.getByTestId("resort-table").locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-slug") ?? ""))));
    if (number > 1) await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    // The ItemList lists the rows of this page, numbered from the first of the page.
    const list = (await jsonLd(page)).find((block) => block["@type"] === "ItemList") as { itemListElement: Array<{ position: number }> };
    expect(list.itemListElement[0]!.position).toBe((number - 1) * PAGE_SIZE + 1);
  }
  expect(seen).toEqual(slugs);

  // A sort link starts again at page 1 and keeps the filters; the page links keep filter and sort.
  await page.goto("/skiing?pass=ikon&sort=vertical&page=2");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Summit" })).toHaveAttribute("href", "/skiing?pass=ikon&sort=summit");
  const ikon = await countOf("SELECT count(*)::int AS count FROM ski_resorts WHERE 'ikon' = ANY(passes)");
  if (ikon > PAGE_SIZE) await expect(pagination.getByRole("link", { name: "1", exact: true })).toHaveAttribute("href", "/skiing?pass=ikon&sort=vertical");
  // A page past the last, or not a page, shows the first.
  for (const value of ["999", "0", "two"]) {
    expect((await page.goto(`/skiing?page=${value}`))?.status()).toBe(200);
    await expect(page.getByTestId("resort-table").locator("tbody tr").first()).toHaveAttribute("data-slug", slugs[0]!);
  }
});

test("each region page lists exactly its resorts from the database", async ({ page }) => {
  for (const [region, { path, title }] of Object.entries(REGIONS)) {
    const count = await countOf("SELECT count(*)::int AS count FROM ski_resorts WHERE region = $1", [region]);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("results-count")).toHaveText(matchText(count));
    await expect(page.getByTestId("resort-table").locator("tbody tr")).toHaveCount(Math.min(count, PAGE_SIZE));
    await expect(page.locator("figure svg a")).toHaveCount(count);
    await expect(page.getByTestId(`count-${region}`)).toHaveText(String(count));
    await expect(page.locator('svg a').first()).toHaveAttribute("href", /^\/skiing\/[a-z0-9-]+$/);
  }
});

test("the old ski paths redirect to the hub", async ({ page }) => {
  for (const path of ["/ski-resorts", "/skiing-page", "/enhanced-ski-resorts"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname, path).toBe("/skiing");
  }
});

test("filters combine as a plain GET form, and sort links keep them", async ({ page }) => {
  await page.goto("/north-america-ski-resorts");
  const form = page.getByRole("search");
  await form.getByLabel("Pass").selectOption("ikon");
  await form.getByLabel("Vertical drop").selectOption("800");
  await form.getByLabel("Runs").selectOption("100");
  await form.getByRole("button", { name: "Show resorts" }).click();
  await expect(page).toHaveURL(/pass=ikon/);
  await expect(page).toHaveURL(/vertical=800/);
  await expect(page).toHaveURL(/runs=100/);
  const count = await countOf(
    "SELECT count(*)::int AS count FROM ski_resorts WHERE region = 'north-america' AND 'ikon' = ANY(passes) AND vertical_m >= 800 AND runs >= 100",
  );
  expect(count).toBeGreaterThan(1);
  await expect(page.getByTestId("results-count")).toHaveText(matchText(count));

  const sortLink = page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Vertical drop" });
  await expect(sortLink).toHaveAttribute("href", "/north-america-ski-resorts?pass=ikon&vertical=800&runs=100&sort=vertical");
  await sortLink.click();
  // A client-side navigation to a page read per request: slow on a busy machine.
  await expect(page).toHaveURL(/sort=vertical/, { timeout: 30_000 });
  await expect(page).toHaveURL(/pass=ikon/);
  const [top] = await query<{ slug: string }>(
    "SELECT slug FROM ski_resorts WHERE region = 'north-america' AND 'ikon' = ANY(passes) AND vertical_m >= 800 AND runs >= 100 ORDER BY vertical_m DESC, name LIMIT 1",
  );
  await expect(page.getByTestId("resort-table").locator("tbody tr").first()).toHaveAttribute("data-slug", top!.slug);

  // Beginner-friendly narrows the list again; the same URL typed by hand gives the same page.
  await page.goto("/skiing?region=europe&country=FR");
  const french = await countOf("SELECT count(*)::int AS count FROM ski_resorts WHERE region = 'europe' AND country_code = 'FR'");
  await expect(page.getByTestId("results-count")).toHaveText(matchText(french));
  await page.goto("/skiing?beginner=1&pass=ikon");
  const easy = await countOf("SELECT count(*)::int AS count FROM ski_resorts WHERE terrain_beginner_pct >= 20 AND 'ikon' = ANY(passes)");
  await expect(page.getByTestId("results-count")).toHaveText(matchText(easy));
  await expect(page.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/skiing");
});

test("hostile or over-long filter values render a normal page", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const count = await countOf("SELECT count(*)::int AS count FROM ski_resorts");
  const urls = ["<script>alert(1)</script>", "%' OR 1=1 --", "../../etc/passwd\u0000"].map((value) => {
    const encoded = encodeURIComponent(value);
    return `/skiing?country=${encoded}&pass=${encoded}&vertical=${encoded}&runs=-5&beginner=${encoded}&sort=${encoded}&region=${encoded}`;
  });
  urls.push(`/skiing?country=${"a".repeat(3000)}&sort=${"b".repeat(3000)}`);
  for (const url of urls) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Ski resorts" })).toBeVisible();
    await expect(page.getByTestId("results-count")).toHaveText(matchText(count));
  }
  const response = await page.goto(`/europe-ski-resorts?country=${"x".repeat(5000)}`);
  expect(response?.status()).toBe(200);
  expect(dialogs).toBe(0);
});

test("an unknown resort answers 404", async ({ page }) => {
  const response = await page.goto("/skiing/atlantis-peak");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  for (const path of ["/skiing/VAIL", "/skiing/a%20b", `/skiing/${"x".repeat(300)}`, "/fr/skiing/nowhere"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a resort page shows its facts, season, map, deals, structured data and the trip link in the HTML", async ({ page }) => {
    const response = await page.goto("/skiing/vail");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Vail" })).toBeVisible();
    await expect(page).toHaveTitle(/Vail ski resort/);
    const facts = page.getByTestId("resort-facts");
    await expect(facts).toContainText("2,475 m (8,120 ft)");
    await expect(facts).toContainText("3,527 m");
    await expect(facts).toContainText("1,052 m");
    await expect(facts).toContainText("195");
    await expect(facts).toContainText("18% beginner, 29% intermediate, 53% advanced");
    await expect(facts).toContainText("EGE, about 45 min transfer");
    await expect(facts).toContainText("Epic Pass");
    await expect(facts).toContainText("November – April");
    await expect(page.locator('li[data-open="true"]')).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Add to a trip" })).toHaveAttribute("href", "/trip-planner?place=ski:vail");
    await expect(page.locator('svg a[href="/skiing/vail"] circle')).toHaveAttribute("fill", "#dc2626");
    await expect(page.locator('svg a[href="/skiing/beaver-creek"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Beaver Creek" }).first()).toHaveAttribute("href", "/skiing/beaver-creek");

    // The nearest destination with deals, and its hotel, package and flight deals.
    const [destination] = await query<{ name: string; slug: string }>(
      "SELECT d.name, d.slug FROM ski_resorts s JOIN destinations d ON d.id = s.destination_id WHERE s.slug = 'vail'",
    );
    await expect(facts.getByRole("link", { name: destination!.name })).toHaveAttribute("href", `/destinations/${destination!.slug}`);
    const deals = await countOf(
      "SELECT count(*)::int AS count FROM deals x JOIN destinations d ON d.id = x.destination_id WHERE d.slug = $1 AND x.kind IN ('hotel','package','flight') AND x.status = 'live' AND x.valid_until >= now()",
      [destination!.slug],
    );
    if (deals > 0) await expect(page.locator("[data-deal-kind]").first()).toBeVisible();
    else await expect(page.getByText("No live deals near Vail right now.")).toBeVisible();

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/skiing\/vail$/);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de\/skiing\/vail$/);
    const resort = (await jsonLd(page)).find((block) => block["@type"] === "SkiResort");
    expect(resort).toMatchObject({ name: "Vail", geo: { "@type": "GeoCoordinates", elevation: 3527 }, address: { addressCountry: "US", addressRegion: "Colorado" } });
    const crumbs = (await jsonLd(page)).find((block) => block["@type"] === "BreadcrumbList");
    expect(JSON.stringify(crumbs)).toContain("/north-america-ski-resorts");
  });

  test("the hub and a filtered region page render their lists without script", async ({ page }) => {
    await page.goto("/asia-ski-resorts?country=JP&sort=summit");
    const count = await countOf("SELECT count(*)::int AS count FROM ski_resorts WHERE region = 'asia' AND country_code = 'JP'");
    await expect(page.getByTestId("results-count")).toHaveText(matchText(count));
    await expect(page.getByTestId("resort-table").getByRole("link", { name: "Niseko United" })).toHaveAttribute("href", "/skiing/niseko-united");
    await expect(page.locator('svg a[href="/skiing/niseko-united"]')).toHaveCount(1);
  });
});

test("the resort pages speak the visitor's language and are in the sitemap", async ({ page, request }) => {
  await page.goto("/de/skiing");
  await expect(page.getByRole("heading", { level: 1, name: "Skigebiete" })).toBeVisible();
  await page.goto("/ja/skiing/niseko-united");
  await expect(page.getByRole("link", { name: "旅行に追加" })).toHaveAttribute("href", "/ja/trip-planner?place=ski:niseko-united");
  const sitemap = await (await request.get("/sitemaps/ski/sitemap.xml")).text();
  expect(sitemap).toContain("/skiing/vail</loc>");
  expect(sitemap).toContain("/es/skiing/zermatt</loc>");
  const main = await (await request.get("/sitemap.xml")).text();
  for (const { path } of Object.values(REGIONS)) expect(main).toContain(`${path}</loc>`);
  const map = await request.get("/maps/world/europe.svg");
  expect(map.status()).toBe(200);
  expect(map.headers()["content-type"]).toContain("image/svg+xml");
});

// Live lift status: with LIFTIE_URL set, a local stand-in for a Liftie server answers there for the
// whole file (the resort pages keep its answers a minute); without LIFTIE_URL the section is absent.
test("live lift status appears exactly when LIFTIE_URL is configured", async ({ page }) => {
  await page.goto("/skiing/vail");
  await expect(page.getByRole("heading", { level: 1, name: "Vail" })).toBeVisible();
  if (!process.env.LIFTIE_URL) {
    await expect(page.getByTestId("lift-status")).toHaveCount(0);
  } else {
    const section = page.getByTestId("lift-status");
    await expect(section).toContainText("2 of 4 lifts open");
    await expect(section).toContainText("Gondola One");
    // A resort Liftie does not know renders without the section.
    await page.goto("/skiing/zermatt");
    await expect(page.getByRole("heading", { level: 1, name: "Zermatt Matterhorn" })).toBeVisible();
    await expect(page.getByTestId("lift-status")).toHaveCount(0);
    await page.goto("/skiing/vail");
  }
  expect(await wcagViolations(page)).toEqual([]);
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
  for (const url of urls) total += (await (await request.get(url)).body()).length;
  return total;
}

test("the ski pages load no more script than comparable pages: maps, filters and sorts are plain HTML", async ({ page, request }) => {
  const textPage = await scriptBytes(page, request, "/travel-tips");
  for (const path of ["/skiing", "/europe-ski-resorts?pass=ikon&sort=vertical"]) {
    expect(await scriptBytes(page, request, path), path).toBeLessThanOrEqual(textPage + 8 * 1024);
  }
  // A resort page adds only what a park page with deal cards (their save buttons) loads.
  const parkPage = await scriptBytes(page, request, "/national-parks/yosemite");
  expect(await scriptBytes(page, request, "/skiing/vail")).toBeLessThanOrEqual(parkPage + 8 * 1024);
});
