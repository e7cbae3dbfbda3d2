import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { wcagViolations } from "../support/axe";
import { jpegWithCorruptExif, jpegWithExif, jpegWithoutExif } from "../support/exif-jpeg";

// The travel tools against the seeded data: etiquette guides, the budget calculator (a plain GET
// form, tried without JavaScript), getting around and the transit planner, and the photo finder
// with real JPEGs built in the test.

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return (Array.isArray(data) ? data : [data]).map((item) => String(item["@type"]));
  });
}

test.describe("cultural etiquette", () => {
  test("lists every country in the database with crawlable links", async ({ page }) => {
    const count = (await query<{ count: number }>("SELECT count(*)::int AS count FROM etiquette_guides"))[0]!.count;
    expect(count).toBeGreaterThanOrEqual(60);
    expect((await page.goto("/cultural-etiquette"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Cultural etiquette guide" })).toBeVisible();
    await expect(page.getByText(`in ${count} countries`)).toBeVisible();
    await expect(page.getByRole("list", { name: "Countries" }).getByRole("link")).toHaveCount(count);
    await expect(page.getByRole("link", { name: "Japan" })).toHaveAttribute("href", "/cultural-etiquette/japan");
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["ItemList", "BreadcrumbList"]));
  });

  test("a country page shows customs, phrases and practical facts, with hreflang", async ({ page }) => {
    expect((await page.goto("/cultural-etiquette/japan"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Etiquette in Japan" })).toBeVisible();
    for (const heading of ["Greetings", "Tipping", "Dress", "Dining", "Topics to avoid", "Religious sites", "Photography", "Practical facts"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("row", { name: /Thank you/ })).toContainText("Arigatō gozaimasu");
    await expect(page.getByText("110 (police), 119 (fire, ambulance)")).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", /\/fr\/cultural-etiquette\/japan$/);
    expect(await jsonLdTypes(page)).toContain("Article");
  });

  test("answers 404 for an unknown country, and speaks French under /fr", async ({ page }) => {
    expect((await page.goto("/cultural-etiquette/atlantis"))?.status()).toBe(404);
    expect((await page.goto("/fr/cultural-etiquette/japan"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Savoir-vivre : Japon" })).toBeVisible();
    await expect(page.getByRole("main").locator('[lang="en"]').first()).toBeVisible();
  });
});

test.describe("budget calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form prices a two-stop trip per category and in total, in euros", async ({ page }) => {
    await page.goto("/budget-calculator");
    await page.getByLabel("Place 1").fill("Paris");
    await page.getByLabel("Days").first().fill("3");
    await page.getByLabel("Place 2").fill("Thailand");
    await page.getByLabel("Days").nth(1).fill("2");
    await page.getByLabel("Travellers").fill("2");
    await page.getByLabel("Travel style").selectOption("mid-range");
    await page.getByLabel("Currency", { exact: true }).selectOption("EUR");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/place=Paris/);
    await expect(page.getByRole("heading", { name: "Your estimate: 5 days, 2 travellers" })).toBeVisible();
    // Paris 1545 USD (see the integration test); Thailand 0.45, mid-range, 2 days, 2 travellers:
    // 81 x 2 = 162, 32 x 4 = 128, 9 x 4 = 36, 18 x 4 = 72; 398 USD. 1943 USD in all.
    const rate = (await query<{ rate: number }>("SELECT rate FROM exchange_rates WHERE code = 'EUR'"))[0]!.rate;
    const euros = (usd: number) => Math.round(usd * rate * 100) / 100;
    const categories = [633 + 162, 492 + 128, 138 + 36, 282 + 72].map(euros);
    const total = categories.reduce((a, b) => a + b, 0);
    const format = (value: number) => `€${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(page.getByRole("row", { name: /Accommodation/ })).toContainText(format(categories[0]!));
    await expect(page.getByTestId("budget-total")).toHaveText(format(Math.round(total * 100) / 100));
    await expect(page.getByRole("heading", { name: "Cheapest live deals for this trip" })).toBeVisible();
    await expect(page.getByText(/Cheapest flight/).first()).toBeVisible();
  });

  test("saves an estimate to a new trip after signing in, then into that trip in yen", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const calculator = "/budget-calculator?place=Paris&days=3&place=Rome&days=2&travellers=2&style=mid-range&currency=EUR";
    await page.goto(calculator);
    const signIn = page.getByRole("link", { name: "Sign in to save this estimate to a trip" });
    await expect(signIn).toHaveAttribute("href", /\/auth\?redirect=%2Fbudget-calculator%3Fplace%3DParis/);

    const stamp = `budget${Date.now().toString(36)}`;
    const account = { username: stamp, email: `${stamp}@example.com`, password: "budget password 1" };
    expect((await page.request.post("/api/register", { data: account })).status()).toBe(201);
    expect((await page.request.post("/api/login", { data: { identifier: stamp, password: account.password } })).status()).toBe(200);
    await page.goto(calculator);
    const total = await page.getByTestId("budget-total").textContent();
    await page.getByLabel("Trip", { exact: true }).selectOption({ label: "A new trip" });
    await page.getByRole("button", { name: "Save to trip" }).click();
    await expect(page).toHaveURL(/\/itinerary-view\/[0-9a-f-]{36}#budget$/);
    await expect(page.getByRole("heading", { level: 1, name: "Paris, France → Rome, Italy" })).toBeVisible();
    const saved = page.getByTestId("trip-budget");
    await expect(saved.getByRole("row", { name: /Total/ })).toContainText(total!);
    const tripUrl = page.url();

    await page.getByRole("link", { name: "Price this trip again with today's figures" }).click();
    await expect(page.getByTestId("budget-total")).toHaveText(total!);
    // The stored estimate page is everybody's: a member's own trips to save into come with JavaScript
    // (an island, from the page's one member request); without it they save to a new trip, as above.
    await page.goto(calculator.replace("EUR", "JPY"));
    await expect(page.getByLabel("Trip", { exact: true }).locator("option")).toHaveText(["A new trip"]);
    const scripted = await browser.newContext({ javaScriptEnabled: true, storageState: await page.context().storageState() });
    try {
      const withJs = await scripted.newPage();
      await withJs.goto(calculator.replace("EUR", "JPY"));
      await withJs.getByLabel("Trip", { exact: true }).selectOption({ label: "Paris, France → Rome, Italy" });
      await withJs.getByRole("button", { name: "Save to trip" }).click();
      await expect(withJs).toHaveURL(tripUrl);
      await expect(withJs.getByTestId("trip-budget").getByRole("row", { name: /Total/ })).toContainText(/¥[\d,]+$/);
    } finally {
      await scripted.close();
    }
  });

  test("yen and yuan have no decimals", async ({ page }) => {
    await page.goto("/budget-calculator?place=Tokyo&days=4&travellers=1&style=budget&currency=JPY");
    await expect(page.getByTestId("budget-total")).toHaveText(/^¥[\d,]+$/);
    await page.goto("/budget-calculator?place=Tokyo&days=4&travellers=1&style=budget&currency=CNY");
    await expect(page.getByTestId("budget-total")).toHaveText(/^CN¥[\d,]+$/);
  });

  for (const [name, query, message] of [
    ["0 days", "place=Rome&days=0&travellers=1&style=budget", "Days in Rome must be a whole number from 1 to 365."],
    ["400 days", "place=Rome&days=400&travellers=1&style=budget", "Days in Rome must be a whole number from 1 to 365."],
    ["negative travellers", "place=Rome&days=3&travellers=-2&style=budget", "Travellers must be a whole number from 1 to 20."],
    ["an unknown place", "place=Atlantis&days=3&travellers=1&style=budget", "We don't know a place called “Atlantis”."],
  ] as const) {
    test(`explains ${name} clearly`, async ({ page }) => {
      const response = await page.goto(`/budget-calculator?${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("alert")).toContainText(message);
      await expect(page.getByTestId("budget-total")).toHaveCount(0);
    });
  }
});

test.describe("getting around and the transit planner", () => {
  test("lists the city guides and opens one with its airport transfers", async ({ page }) => {
    const count = (await query<{ count: number }>("SELECT count(*)::int AS count FROM city_guides"))[0]!.count;
    expect(count).toBeGreaterThanOrEqual(50);
    await page.goto("/getting-around");
    await expect(page.getByRole("heading", { level: 1, name: "Getting around" })).toBeVisible();
    await expect(page.getByText(`Transit guides for ${count} cities`)).toBeVisible();
    await page.getByRole("link", { name: /^Tokyo/ }).click();
    await expect(page).toHaveURL(/\/getting-around\/tokyo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Getting around Tokyo" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Keikyu line/ })).toContainText("15–30 min");
    await expect(page.getByRole("link", { name: "OurAirports" })).toHaveAttribute("href", "https://ourairports.com/data/");
    expect((await page.goto("/getting-around/atlantis"))?.status()).toBe(404);
  });

  test("compares the ways to go from Paris to London with the assumptions stated", async ({ page }) => {
    await page.goto("/getting-around");
    await page.getByLabel("From", { exact: true }).fill("Paris");
    await page.getByLabel("To", { exact: true }).fill("London");
    await page.getByRole("button", { name: "Show the ways to go" }).click();
    await expect(page).toHaveURL(/\/transit-planner\?from=Paris&to=London/);
    await expect(page.getByRole("heading", { name: "Paris, France to London, United Kingdom" })).toBeVisible();
    const table = page.getByTestId("route-options");
    for (const mode of ["Flight", "Train", "Bus", "Car"]) await expect(table.getByRole("rowheader", { name: mode })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Ferry" })).toHaveCount(0);
    await expect(page.getByText("344 km in a straight line.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "How we calculate" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Flight deals to London, United Kingdom" })).toHaveAttribute("href", "/flights?destination=london&origin=paris");
  });

  test("explains unknown and missing places, and keeps the old planner address", async ({ page }) => {
    await page.goto("/transit-planner?from=Atlantis&to=");
    const problems = page.getByRole("alert").filter({ hasText: "Please fix the following:" });
    await expect(problems).toContainText("We don't know a place called “Atlantis”.");
    await expect(problems).toContainText("Enter where you are going.");
    const response = await page.request.get("/transit-enhanced-planner", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/transit-planner$/);
  });
});

test.describe("photo place finder", () => {
  const choose = (page: Page, name: string, mimeType: string, buffer: Buffer) => page.getByLabel(/Choose a photo/).setInputFiles({ name, mimeType, buffer });

  test("finds where a JPEG with GPS EXIF was taken, with its date and camera", async ({ page }) => {
    await page.goto("/image-analysis");
    await choose(page, "eiffel.jpg", "image/jpeg", await jpegWithExif({ latitude: 48.8584, longitude: 2.2945, takenAt: "2026:05:17 14:30:00", make: "Wander", model: "Bold One" }));
    await expect(page.getByTestId("nearest-destination")).toHaveText("Paris, France");
    await expect(page.getByTestId("nearest-geotag")).toHaveText("Paris, France");
    const result = page.getByTestId("photo-result");
    await expect(result).toContainText("Wander Bold One");
    await expect(result).toContainText("May 17, 2026");
    await expect(result).toContainText("48.85840, 2.29450");
    await expect(result.getByRole("link", { name: "Paris, France" })).toHaveAttribute("href", "/destinations/paris");
  });

  test("leads with the real nearest destination, the nearest of the ten world cities second", async ({ page }) => {
    await page.goto("/image-analysis");
    // The Blue Mosque: Istanbul is ours; of the built-in ten cities the nearest is Cairo, some 1,230 km away.
    await choose(page, "sultanahmet.jpg", "image/jpeg", await jpegWithExif({ latitude: 41.0054, longitude: 28.9768 }));
    const lead = page.getByTestId("nearest-destination");
    await expect(lead).toHaveText("Istanbul, Turkey");
    await expect(lead).toHaveAttribute("href", "/destinations/istanbul");
    await expect(page.getByTestId("geotag-line")).toHaveText(/^Nearest famous place: Cairo, Egypt \d{1},\d{3}(\.\d)? km away$/);
    // The lead comes first in the result, the world city after it.
    const leadBox = await lead.boundingBox();
    const geotagBox = await page.getByTestId("geotag-line").boundingBox();
    expect(leadBox!.y).toBeLessThan(geotagBox!.y);
  });

  test("says so for a photo without GPS, damaged EXIF and a non-image", async ({ page }) => {
    await page.goto("/image-analysis");
    const alert = page.getByTestId("photo-result").getByRole("alert");
    await choose(page, "plain.jpg", "image/jpeg", await jpegWithoutExif());
    await expect(alert).toContainText("This photo has no GPS data");
    await choose(page, "broken.jpg", "image/jpeg", await jpegWithCorruptExif());
    await expect(alert).toHaveText("The photo's EXIF data is damaged and cannot be read.");
    await choose(page, "notes.jpg", "image/jpeg", Buffer.from("these are not the pixels you are looking for"));
    await expect(alert).toContainText("This file is not an image we can read.");
  });

  test("refuses a photo over 5 MB before reading it", async ({ page }) => {
    // Handing 5 MB to the browser takes a while on a busy machine.
    test.setTimeout(90_000);
    await page.goto("/image-analysis");
    const big = Buffer.concat([await jpegWithExif({ latitude: 48.8584, longitude: 2.2945 }), Buffer.alloc(5 * 1024 * 1024)]);
    await choose(page, "huge.jpg", "image/jpeg", big);
    await expect(page.getByTestId("photo-result").getByRole("alert")).toHaveText("This file is larger than 5 MB. Please choose a smaller photo.");
    await expect(page.getByTestId("nearest-geotag")).toHaveCount(0);
  });
});

test("the tools' detail pages are in their sitemap", async ({ request }) => {
  const body = await (await request.get("/sitemaps/tools/sitemap.xml")).text();
  expect(body).toContain("/cultural-etiquette/japan</loc>");
  expect(body).toContain("/getting-around/paris</loc>");
  const main = await (await request.get("/sitemap.xml")).text();
  expect(main).toContain("/budget-calculator</loc>");
});

for (const path of [
  "/cultural-etiquette",
  "/cultural-etiquette/japan",
  "/budget-calculator?place=Paris&days=3&place=Thailand&days=2&travellers=2&style=mid-range&currency=EUR",
  "/getting-around/tokyo",
  "/transit-planner?from=Paris&to=London",
  "/image-analysis",
]) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    // axe walks every node of these long pages: slow on a busy machine.
    test.setTimeout(120_000);
    await page.goto(path);
    expect(await wcagViolations(page)).toEqual([]);
  });
}
