import { liveContent } from "../support/live-content";
import { unsubscribeToken } from "../support/price-alerts";
import { expect, test, type Page } from "@playwright/test";

// A page is never worse than no JavaScript: with the script files blocked (a flaky connection, a
// blocked CDN) the init script lets native forms, links and the consent banner work, and with
// JavaScript off a page's main content is in its HTML.


const SCRIPT_FILES = /\/_next\/static\/.*\.js(\?.*)?$/;

async function blockScripts(page: Page) {
  await page.route(SCRIPT_FILES, (route) => route.abort("failed"));
}

/** A member with one active price alert; returns it and the e-mailed unsubscribe link's token, signed out. */
async function alertWithUnsubscribeLink(page: Page) {
  const username = `nojs${Date.now().toString(36)}`;
  const account = { username, email: `${username}@example.com`, password: "no script password" };
  expect((await page.request.post("/api/register", { data: account })).status()).toBe(201);
  expect((await page.request.post("/api/login", { data: { identifier: username, password: account.password } })).status()).toBe(200);
  const created = await page.request.post("/api/price-alerts", { data: { destination: "porto" } });
  expect(created.status()).toBe(201);
  const alertId = ((await created.json()) as { alert: { id: number } }).alert.id;
  await page.context().clearCookies();
  return { account, alertId, token: unsubscribeToken(alertId) };
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

  test("the search page's form submits, and a <details> answer opens", async ({ page }) => {
    await blockScripts(page);
    await page.goto("/search?q=beach");
    const search = page.getByRole("search").getByRole("searchbox").first();
    await expect(search).toHaveValue("beach");
    await search.fill("island");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?(.*&)?q=island/);
    await expect(page.getByRole("search").getByRole("searchbox").first()).toHaveValue("island");

    await page.goto("/subscription");
    const answer = page.locator("main details").first();
    await answer.locator("summary").click();
    await expect(answer).toHaveAttribute("open", "");
    await expect(answer.locator("p")).toBeVisible();
  });

  test("the price alert's unsubscribe confirmation posts and shows its result", async ({ page }) => {
    const { account, alertId, token } = await alertWithUnsubscribeLink(page);
    await blockScripts(page);
    await page.goto(`/price-alerts/unsubscribe?token=${token}`);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/\/price-alerts\/unsubscribe\?done=1$/);
    await expect(page.getByText("You are unsubscribed: this price alert is paused and sends no more e-mails.")).toBeVisible();

    await page.request.post("/api/login", { data: { identifier: account.username, password: account.password } });
    const alerts = ((await (await page.request.get("/api/price-alerts")).json()) as { alerts: Array<{ id: number; active: boolean }> }).alerts;
    expect(alerts.find((alert) => alert.id === alertId)?.active).toBe(false);
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

test.describe("with the script files stalled (never arriving, never failing)", () => {
  test("past the time limit an arrow key scrolls as without JavaScript, and the consent banner records a choice", async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.route(SCRIPT_FILES, () => undefined);
    await page.goto("/deals", { waitUntil: "domcontentloaded" });
    const html = page.locator("html");
    const toggle = page.locator("[data-theme-choice]").first();
    await toggle.focus();
    // Before the time limit the key waits for React (it would open a menu there).
    await page.keyboard.press("ArrowDown");
    await expect(html).toHaveAttribute("data-hydrating", "");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(html).not.toHaveAttribute("data-hydrating", "", { timeout: 10_000 });
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    const banner = page.getByTestId("consent-banner");
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    const saved = (await context.cookies()).find((cookie) => cookie.name === "wb_consent_preferences");
    expect(JSON.parse(decodeURIComponent(saved!.value))).toMatchObject({ analytics_storage: true, ad_storage: true });
    expect(await html.getAttribute("data-hydrated")).toBeNull();
    await page.unrouteAll({ behavior: "ignoreErrors" });
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
