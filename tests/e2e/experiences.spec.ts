import { expect, test, type Page } from "@playwright/test";
import pg from "pg";

// Adventures, boat charters and events against the seeded data (bundled feeds, prisma/data/events).

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

const views = [
  ["adventure-tours", "Adventure tours"],
  ["water-activities", "Water activities"],
  ["day-excursions", "Day excursions"],
  ["all", "All adventures"],
] as const;

test("the adventure guide states the measured count and leads to its four views", async ({ page }) => {
  const response = await page.goto("/adventures");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Adventures" })).toBeVisible();
  const [row] = await query<{ total: number }>(
    "SELECT count(*)::int AS total FROM deals WHERE kind = 'activity' AND adventure_category IS NOT NULL AND status = 'live' AND valid_until >= now()",
  );
  const total = row!.total;
  expect(total).toBeGreaterThanOrEqual(1000);
  await expect(page.locator("[data-adventure-total]")).toHaveAttribute("data-adventure-total", String(total));
  await expect(page.locator("[data-adventure-total]")).toContainText(total.toLocaleString("en-US"));
  for (const [view, title] of views) await expect(page.locator(`a[data-adventure-view="${view}"]`)).toContainText(title);
  await expect(page.locator("[data-deal-card]").first()).toBeVisible();
});

for (const [view, title] of views) {
  test(`/adventures/${view} is its own view with its own title and canonical URL`, async ({ page }) => {
    const response = await page.goto(`/adventures/${view}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/adventures/${view}$`));
    await expect(page).toHaveTitle(new RegExp(view === "all" ? "All adventure activities" : title));
    await expect(page.locator("[data-deal-card]").first()).toBeVisible();
  });
}

test("an unknown adventure view answers 404", async ({ page }) => {
  expect((await page.goto("/adventures/no-such-view"))?.status()).toBe(404);
  // The not-found screen is in the HTML itself, not drawn later by a script.
  const html = await (await page.request.get("/adventures/no-such-view")).text();
  expect(html).toContain("404 Page Not Found");
});

test("charter filters combine, as a plain GET form", async ({ page }) => {
  await page.goto("/boat-charters");
  const total = Number(await page.locator("#results-heading").getAttribute("data-total"));
  expect(total).toBeGreaterThanOrEqual(200);
  const form = page.getByRole("form", { name: "Charter filters" });
  await form.getByLabel("Boat type").selectOption("catamaran");
  await form.getByLabel("Crew").selectOption("bareboat");
  await form.getByRole("button", { name: "Show charters" }).click();
  await expect(page).toHaveURL(/boat=catamaran/);
  await expect(page).toHaveURL(/crew=bareboat/);
  const filtered = Number(await page.locator("#results-heading").getAttribute("data-total"));
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  const cards = page.locator("[data-charter-card]");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.locator("[data-boat-type]")).toHaveAttribute("data-boat-type", "catamaran");
    await expect(card.locator("[data-crew]")).toHaveAttribute("data-crew", "bareboat");
  }

  await page.goto("/boat-charters?cabins=4&guests=8&days=5-7&sort=price");
  const sized = page.locator("[data-charter-card]");
  await expect(sized.first()).toBeVisible();
  for (const card of await sized.all()) {
    expect(Number(await card.locator("[data-cabins]").getAttribute("data-cabins"))).toBeGreaterThanOrEqual(4);
    expect(Number(await card.locator("[data-guests]").getAttribute("data-guests"))).toBeGreaterThanOrEqual(8);
    const days = Number(await card.locator("[data-days]").getAttribute("data-days"));
    expect(days >= 5 && days <= 7).toBe(true);
  }

  const [busiest] = await query<{ marina: string; count: number }>(
    "SELECT departure_marina AS marina, count(*)::int AS count FROM deals WHERE kind = 'boat_charter' AND status = 'live' AND valid_until >= now() GROUP BY departure_marina ORDER BY count(*) DESC LIMIT 1",
  );
  await page.goto(`/boat-charters?marina=${encodeURIComponent(busiest!.marina)}`);
  await expect(page.locator("#results-heading")).toHaveAttribute("data-total", String(busiest!.count));
});

test("a hostile or over-long filter value renders a normal page", async ({ page }) => {
  const unfiltered = await (await page.goto("/boat-charters"))!.text();
  expect(unfiltered).toContain("Boat charters");
  const total = await page.locator("#results-heading").getAttribute("data-total");
  for (const params of [
    `boat=${encodeURIComponent("'; DROP TABLE deals; --")}&crew=captain&cabins=-1&guests=abc&days=forever`,
    `marina=${"x".repeat(3000)}&boat=${"y".repeat(2000)}`,
    `marina=${encodeURIComponent("<script>alert(1)</script>")}`,
  ]) {
    const response = await page.goto(`/boat-charters?${params}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Boat charters" })).toBeVisible();
    if (!params.includes("script")) await expect(page.locator("#results-heading")).toHaveAttribute("data-total", total!);
  }
  for (const path of [`/events?category=${"z".repeat(3000)}&month=2027-99`, `/adventures/water-activities?q=${"x".repeat(3000)}&min=abc`]) {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.locator("h1")).toBeVisible();
  }
});

test("/events lists upcoming events by month with filters, and Event JSON-LD", async ({ page }) => {
  const response = await page.goto("/events");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const monthsOf = () => page.locator("[data-month]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-month")!));
  const months = await monthsOf();
  expect(months.length).toBeGreaterThanOrEqual(2);
  expect(months).toEqual([...months].sort());
  // 48 events a page; the count is of every upcoming event, and the next pages go on in date order.
  const total = Number(await page.locator("#events-heading").getAttribute("data-total"));
  expect(total).toBeGreaterThan(48);
  await expect(page.locator("[data-event]")).toHaveCount(48);
  const pages = page.getByRole("navigation", { name: "Result pages" });
  await expect(pages.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/events?page=2");
  const lastPage = Math.ceil(total / 48);
  await page.goto(`/events?page=${lastPage}`);
  await expect(page.locator("[data-event]")).toHaveCount(total - 48 * (lastPage - 1));
  await expect(page.locator("[data-deal-card]")).toHaveCount(0);
  const later = await monthsOf();
  expect(later[0]! >= months.at(-1)!).toBe(true);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  await page.goto("/events");
  await expect(page.locator("[data-event]").first()).toBeVisible();
  await expect(page.locator("[data-approximate]").first()).toContainText("Usual dates");
  await expect(page.locator("[data-deal-card]").first()).toBeVisible();
  const events = (await jsonLd(page)).filter((data) => data["@type"] === "Event");
  expect(events.length).toBeGreaterThan(20);
  for (const event of events) {
    expect(String(event.endDate) >= today).toBe(true);
    expect(event.location).toMatchObject({ "@type": "Place" });
  }

  const form = page.getByRole("form", { name: "Event filters" });
  await form.getByLabel("Category").selectOption("sports");
  await form.getByRole("button", { name: "Show events" }).click();
  await expect(page).toHaveURL(/category=sports/);
  const categories = await page.locator("[data-event]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-category")));
  expect(categories.length).toBeGreaterThan(5);
  expect(new Set(categories)).toEqual(new Set(["sports"]));

  await page.goto("/events?destination=munich&category=festival");
  await expect(page.locator('[data-event="oktoberfest"]').first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("an event page shows its dates, official site, deals around its dates and Event JSON-LD", async ({ page }) => {
  const response = await page.goto("/events/oktoberfest");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Oktoberfest" })).toBeVisible();
  await expect(page.locator('a[href="https://www.oktoberfest.de"]')).toHaveAttribute("rel", /noopener/);
  await expect(page.getByRole("heading", { name: "Hotels and things to do around these dates" })).toBeVisible();
  // Partners list a few months ahead: until they reach September, the page shows Munich's offers on other dates.
  const deals = page.locator('section[aria-labelledby="event-deals"]');
  if (await deals.getByText("No live hotels or things to do around these dates yet.").count()) {
    await expect(deals.getByRole("heading", { name: "Live offers in Munich on other dates" })).toBeVisible();
  }
  await expect(deals.locator("[data-deal-card]").first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/events\/oktoberfest$/);
  const [event] = (await jsonLd(page)).filter((data) => data["@type"] === "Event");
  expect(event).toMatchObject({ name: "Oktoberfest", startDate: "2027-09-18", endDate: "2027-10-03" });
});

test("an unknown event answers 404", async ({ page }) => {
  expect((await page.goto("/events/no-such-event"))?.status()).toBe(404);
  expect((await page.goto(`/events/${"x".repeat(400)}`))?.status()).toBe(404);
  expect((await page.goto("/es/events/no-such-event"))?.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the content is in the HTML", async ({ page }) => {
    await page.goto("/adventures/water-activities");
    await expect(page.locator("[data-deal-card]").first()).toBeVisible();
    await page.goto("/boat-charters?boat=gulet");
    await expect(page.locator('[data-boat-type="gulet"]').first()).toBeVisible();
    await page.goto("/events");
    await expect(page.locator("[data-event]").first()).toBeVisible();
    await page.goto("/events/notting-hill-carnival");
    await expect(page.getByRole("heading", { level: 1, name: "Notting Hill Carnival" })).toBeVisible();
  });
});

test("the pages are in the sitemaps, in every language", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/adventures", "/adventures/water-activities", "/boat-charters", "/events", "/de/adventures/day-excursions"]) expect(sitemap).toContain(path);
  const events = await (await request.get("/sitemaps/events/sitemap.xml")).text();
  expect(events).toContain("/events/oktoberfest");
  expect(events).toContain("/ja/events/gion-matsuri");
  expect(await (await request.get("/robots.txt")).text()).toContain("/sitemaps/events/sitemap.xml");
});
