import { expect, test, type Page } from "@playwright/test";
import { wcagViolations } from "../support/axe";
import pg from "pg";

// The public content pages against the seeded articles, tips, reviews and destinations; drafts and
// unsafe articles are inserted here directly in the database and removed afterwards.
const PREFIX = "e2e-content-";

async function query(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

async function insertArticle(slug: string, title: string, content: string, published: boolean) {
  await query(
    `INSERT INTO news_articles (slug, title, content, category, published, featured, tags, published_at, updated_at)
     VALUES ($1, $2, $3, 'general', $4, false, '{}', now(), now()) ON CONFLICT (slug) DO NOTHING`,
    [slug, title, content, published],
  );
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(data) ? data : [data];
  });
}

test.afterAll(async () => {
  await query("DELETE FROM news_articles WHERE slug LIKE $1", [`${PREFIX}%`]);
});

test("/travel-news lists published articles, featured first, with crawlable links and breadcrumbs", async ({ page }) => {
  const response = await page.goto("/travel-news");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Travel News" })).toBeVisible();
  const cards = page.locator("[data-article-card]");
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(cards.first()).toContainText("Featured");
  await expect(page.getByRole("link", { name: "Why flexible dates save more than flash sales" })).toHaveAttribute("href", "/travel-news/flexible-dates-beat-flash-sales");
  expect((await jsonLd(page)).some((data) => data["@type"] === "BreadcrumbList")).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/travel-news$/);
});

test("the category filter shows only that category and marks the current choice", async ({ page }) => {
  await page.goto("/travel-news");
  await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Guides" }).click();
  await expect(page).toHaveURL(/\/travel-news\?category=guides$/);
  await expect(page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Guides" })).toHaveAttribute("aria-current", "page");
  const cards = page.locator("[data-article-card]");
  expect(await cards.count()).toBeGreaterThan(0);
  for (const text of await cards.allInnerTexts()) expect(text).toContain("Guides");
  await expect(page.getByRole("link", { name: "Why flexible dates save more than flash sales" })).toHaveCount(0);
});

test("pagination links are real links, and a page past the last answers 404", async ({ page }) => {
  await page.goto("/travel-news");
  const pagination = page.getByRole("navigation", { name: "Result pages" });
  await pagination.getByRole("link", { name: "2" }).click();
  await expect(page).toHaveURL(/\/travel-news\?page=2$/);
  await expect(page.locator("[data-article-card]").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Previous" })).toHaveAttribute("rel", "prev");
  expect((await page.goto("/travel-news?page=40"))?.status()).toBe(404);
  expect((await page.goto("/destinations?page=2"))?.status()).toBe(200);
  expect((await page.goto("/destinations?q=paris&page=7"))?.status()).toBe(404);
});

test("an article page has Article JSON-LD, its share image, breadcrumbs and related articles", async ({ page }) => {
  await page.goto("/travel-news");
  await page.getByRole("link", { name: "Kyoto in autumn: seeing the leaves without the crowds" }).first().click();
  await expect(page).toHaveURL(/\/travel-news\/kyoto-in-autumn-seeing-the-leaves-without-the-crowds$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kyoto in autumn: seeing the leaves without the crowds" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Timing" })).toBeVisible();
  const data = await jsonLd(page);
  const article = data.find((item) => item["@type"] === "NewsArticle")!;
  expect(article.headline).toBe("Kyoto in autumn: seeing the leaves without the crowds");
  expect(Date.parse(String(article.datePublished))).not.toBeNaN();
  expect(Date.parse(String(article.dateModified))).not.toBeNaN();
  expect(article.author).toBeTruthy();
  expect(String((article.image as string[])[0])).toMatch(/\/og\/news$/);
  const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: Array<{ name: string }> };
  expect(crumbs.itemListElement.map((item) => item.name)).toEqual(["Home", "Travel News", "Kyoto in autumn: seeing the leaves without the crowds"]);
  await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
  // The head as crawlers and link previews get it: a first load of the page (after a client-side
  // move the list page's tags may stay in the DOM beside the article's).
  await page.reload();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /\/og\/news$/);
});

test("a draft article and an unknown slug answer 404", async ({ page }) => {
  await insertArticle(`${PREFIX}draft`, "An unpublished draft", "Secret plans.", false);
  const draft = await page.goto(`/travel-news/${PREFIX}draft`);
  expect(draft?.status()).toBe(404);
  await expect(page.getByText("Secret plans.")).toHaveCount(0);
  expect((await page.goto("/travel-news/no-such-article"))?.status()).toBe(404);
  await page.goto("/travel-news");
  await expect(page.getByRole("link", { name: "An unpublished draft" })).toHaveCount(0);
});

test("an article's raw HTML and javascript: links render as harmless text", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await insertArticle(
    `${PREFIX}unsafe`,
    "Markdown safety check",
    'Before <script>alert(1)</script> <img src="x" onerror="alert(2)"> after.\n\n[click me](javascript:alert(3)) and [a site](https://example.com).',
    true,
  );
  expect((await page.goto(`/travel-news/${PREFIX}unsafe`))?.status()).toBe(200);
  const body = page.locator("article");
  await expect(body.getByText("click me")).toBeVisible();
  await expect(body.getByRole("link", { name: "click me" })).toHaveCount(0);
  await expect(body.getByRole("link", { name: "a site" })).toHaveAttribute("rel", "nofollow noopener");
  expect(await body.locator("img[onerror], script").count()).toBe(0);
  expect(dialogs).toBe(0);
});

test("/travel-tips shows tips, featured first, with a working category filter", async ({ page }) => {
  expect((await page.goto("/travel-tips"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Travel Tips" })).toBeVisible();
  await expect(page.locator("[data-tip-card]").first()).toContainText("Featured");
  await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Packing" }).click();
  await expect(page).toHaveURL(/category=packing/);
  const cards = page.locator("[data-tip-card]");
  expect(await cards.count()).toBeGreaterThan(0);
  for (const text of await cards.allInnerTexts()) expect(text).toContain("Packing");
  await expect(page.getByRole("heading", { name: "Pack with a 5-4-3-2-1 list" })).toBeVisible();
});

test("/destination-reviews shows ratings as text, pros and cons, visit dates and AggregateRating JSON-LD", async ({ page }) => {
  expect((await page.goto("/destination-reviews"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Destination Reviews" })).toBeVisible();
  const first = page.locator("[data-review-card]").first();
  await expect(first.getByText(/^Rated [1-5] out of 5$/)).toHaveCount(1);
  await expect(first.getByText("Pros")).toBeVisible();
  await expect(first.getByText("Cons")).toBeVisible();
  await expect(first.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  const ratings = (await jsonLd(page)).filter((item) => item.aggregateRating);
  expect(ratings.length).toBeGreaterThan(0);
  expect((ratings[0]!.aggregateRating as { reviewCount: number }).reviewCount).toBeGreaterThan(0);
});

test("/destinations searches by name without accents and links to the destination", async ({ page }) => {
  expect((await page.goto("/destinations"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Destinations" })).toBeVisible();
  await expect(page.getByText(/GeoNames/)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search destinations" }).fill("sao paulo");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/destinations\?q=sao\+paulo$/);
  await page.getByRole("link", { name: "São Paulo" }).first().click();
  await expect(page).toHaveURL(/\/destinations\/sao-paulo$/);
  await expect(page.getByRole("heading", { level: 1, name: "São Paulo" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Brazil").first()).toBeVisible();
});

test("a destination page shows its reviews, tips, rating and a link to its live deals", async ({ page }) => {
  expect((await page.goto("/destinations/london"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "London" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reviews of London" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "London on a long weekend" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "London: pay as you go with a contactless card" })).toBeVisible();
  await expect(page.getByRole("link", { name: /See deals to London|Search all deals/ })).toHaveAttribute("href", /^\/deals(\?destination=london)?$/);
  const place = (await jsonLd(page)).find((item) => item["@type"] === "TouristDestination")!;
  expect(place.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  expect(place.geo).toMatchObject({ "@type": "GeoCoordinates" });
  expect((await page.goto("/destinations/no-such-place"))?.status()).toBe(404);
});

test("the pages speak the visitor's language and declare their alternates", async ({ page }) => {
  expect((await page.goto("/fr/travel-news"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Actualités voyage" })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de\/travel-news$/);
  await page.getByRole("link", { name: "Why flexible dates save more than flash sales" }).click();
  await expect(page).toHaveURL(/\/fr\/travel-news\/flexible-dates-beat-flash-sales$/);
  expect((await page.goto("/ja/destinations/tokyo"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Tokyoのレビュー" })).toBeVisible();
});

test("the content sitemap lists articles and destinations, and robots.txt names it", async ({ request }) => {
  const sitemap = await request.get("/sitemaps/content/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain("/travel-news/kyoto-in-autumn-seeing-the-leaves-without-the-crowds</loc>");
  expect(xml).toContain("/es/destinations/paris</loc>");
  expect(xml).not.toContain(`${PREFIX}draft`);
  expect(await (await request.get("/robots.txt")).text()).toContain("/sitemaps/content/sitemap.xml");
});

for (const path of ["/travel-news", "/travel-news/flexible-dates-beat-flash-sales", "/travel-tips", "/destination-reviews", "/destinations", "/destinations/paris", "/ar/destinations/paris"]) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    expect(await wcagViolations(page)).toEqual([]);
  });
}
