import { expect, test } from "@playwright/test";
import { wcagViolations } from "../support/axe";

// Issue 32: the bundled sample deals the e2e database is seeded with say they are samples.

test("a list of sample deals labels each one and links to the guide on real partner feeds", async ({ page }) => {
  await page.goto("/deals");
  const cards = page.locator("[data-deal-card]");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(await page.locator("[data-deal-card] [data-sample-offer]").count()).toBe(count);
  await expect(cards.first().locator("[data-sample-offer]")).toHaveText("Sample offer");
  // No made-up 'was' price or rating on a sample.
  await expect(page.locator("[data-deal-card] .line-through")).toHaveCount(0);
  await expect(page.locator("[data-deal-card]").getByText(/★|rating/i)).toHaveCount(0);

  const note = page.getByRole("note").filter({ hasText: "demonstration partners" });
  await expect(note).toContainText("Offers marked “Sample offer” come from demonstration partners bundled with this site");
  await note.getByRole("link", { name: "How to connect real partner feeds" }).click();
  await expect(page).toHaveURL(/\/sample-offers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connecting real partner feeds");
  await expect(page.locator("[data-sample-status]")).toHaveAttribute("data-sample-status", "live");
  await expect(page.getByRole("heading", { name: "5. Switch the samples off" })).toBeVisible();
  await expect(page.getByText("SAMPLE_DEALS=0").first()).toBeVisible();
});

test("a sample deal's page says it is a sample, names no airline and shows no 'was' price", async ({ page }) => {
  await page.goto("/flights");
  await page.locator("[data-deal-card] h3 a").first().click();
  await expect(page).toHaveURL(/\/deals\/\d+$/);
  await expect(page.getByRole("note").filter({ hasText: "This is a sample offer" })).toContainText("not from a real partner");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/ on [A-Z]/);
  await expect(page.getByText(/^Was /)).toHaveCount(0);
  // Kept out of search engines: no real partner stands behind it.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Product");
  expect(product.aggregateRating).toBeUndefined();
});

test("searches label sample deals in another language too", async ({ page }) => {
  await page.goto("/de/search?q=barcelona");
  await expect(page.locator("[data-deal-card]").first().locator("[data-sample-offer]")).toHaveText("Beispielangebot");
  await expect(page.getByRole("note").filter({ hasText: "Demo-Partnern" }).getByRole("link", { name: "So werden echte Partner-Feeds angebunden" })).toHaveAttribute("href", /\/de\/sample-offers$/);
});

test("the guide page and a sample deal's page have no WCAG 2.1 A/AA violations", async ({ page }) => {
  await page.goto("/sample-offers");
  expect(await wcagViolations(page)).toEqual([]);
  await page.goto("/hotels");
  await page.locator("[data-deal-card] h3 a").first().click();
  await expect(page.locator("div[data-sample-note]")).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
});
