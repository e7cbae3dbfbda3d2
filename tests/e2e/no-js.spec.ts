import { liveContent } from "../support/live-content";
import { expect, test, type Page } from "@playwright/test";

// A page is never worse than no JavaScript: with the script files blocked (a flaky connection, a
// blocked CDN) the init script lets native forms, links and the consent banner work, and with
// JavaScript off a page's main content is in its HTML.


async function blockScripts(page: Page) {
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort("failed"));
}

test.describe("with the script files blocked", () => {
  test("the deals search submits by Enter and by its button", async ({ page }) => {
    await blockScripts(page);
    await page.goto("/deals");
    const search = page.getByRole("search").getByRole("searchbox").or(page.getByRole("search").getByRole("textbox")).first();
    await search.fill("rome");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/deals\?(.*&)?q=rome/);
    const again = page.getByRole("search").getByRole("searchbox").or(page.getByRole("search").getByRole("textbox")).first();
    await again.fill("paris");
    await page.getByRole("search").getByRole("button", { name: /search/i }).first().click();
    await expect(page).toHaveURL(/\/deals\?(.*&)?q=paris/);
  });

  test("links work, and the consent banner's buttons record a choice", async ({ page, context }) => {
    await blockScripts(page);
    await page.goto("/legal");
    const banner = page.getByTestId("consent-banner");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Reject All" }).click();
    await expect(banner).toBeHidden({ timeout: 10_000 });
    const saved = (await context.cookies()).find((cookie) => cookie.name === "wb_consent_preferences");
    expect(JSON.parse(decodeURIComponent(saved!.value))).toMatchObject({ analytics_storage: false, ad_storage: false, functionality_storage: true, security_storage: true });
    await page.locator("footer").getByRole("link", { name: "Travel News" }).first().click();
    await expect(page).toHaveURL(/\/travel-news$/);
  });

  test("a held click runs natively once the scripts have failed, and holding stops", async ({ page }) => {
    await blockScripts(page);
    await page.goto("/deals");
    await page.waitForLoadState("load");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrating", "");
    const search = page.getByRole("search").getByRole("textbox").or(page.getByRole("search").getByRole("searchbox")).first();
    await search.fill("lisbon");
    await page.getByRole("search").getByRole("button", { name: /search/i }).first().click();
    await expect(page).toHaveURL(/q=lisbon/);
  });
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("a deal page, a listing, an article and the search page show their main content", async ({ page }) => {
    const { dealId, slug } = await liveContent();
    await page.goto(`/deals/${dealId}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Loading...")).toBeHidden();

    await page.goto("/deals");
    await expect(page.locator("[data-deal-card]").first()).toBeVisible();

    await page.goto(`/travel-news/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("article").first()).toBeVisible();

    await page.goto("/search?q=beach");
    await expect(page.locator("[data-deal-card]").first()).toBeVisible();
  });
});
