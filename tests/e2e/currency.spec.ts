import { expect, test, type Page } from "@playwright/test";
import pg from "pg";

const RATES_PATH = "/api/travel-costs/exchange-rates";
const PREMIUM_USD = 1.99;

async function storedRate(page: Page, code: string): Promise<number> {
  const response = await page.request.get(RATES_PATH);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { rates: Record<string, number> };
  return body.rates[code]!;
}

const format = (value: number, digits: number) =>
  new Intl.NumberFormat("en-u-nu-latn", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

const premiumPrice = (page: Page) => page.getByTestId("premium-price");
const picker = (page: Page) => page.locator("header [data-currency-picker]");
const currencyList = (page: Page) => page.getByRole("group", { name: "Select a currency" });

async function chooseCurrency(page: Page, code: string) {
  await picker(page).click();
  const list = currencyList(page);
  await expect(list).toBeVisible();
  await list.getByRole("button", { name: new RegExp(`^${code}`) }).click();
  await expect(picker(page)).toHaveAttribute("data-currency-picker", code);
}

test.describe("currency", () => {
  test("the rates endpoint answers all 20 currencies with an hour of caching", async ({ request }) => {
    const response = await request.get(RATES_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/max-age=3600/);
    const body = (await response.json()) as { base: string; rates: Record<string, number>; updatedAt: string; source: string };
    expect(body.base).toBe("USD");
    expect(Object.keys(body.rates)).toHaveLength(20);
  });

  test("lists popular currencies first and the rest under More Currencies, at most 240 px high", async ({ page }) => {
    await page.goto("/");
    await picker(page).click();
    const list = currencyList(page);
    await expect(list).toBeVisible();
    const groups = list.getByRole("group");
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0).getByRole("button")).toHaveCount(6);
    expect(await groups.nth(0).getByRole("button").evaluateAll((options) => options.map((o) => o.getAttribute("data-currency")))).toEqual([
      "USD", "EUR", "GBP", "JPY", "CAD", "AUD",
    ]);
    await expect(groups.nth(1).getByRole("button")).toHaveCount(14);
    const box = await list.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(240);
    // The 'More Currencies' heading shows without scrolling the list (toBeVisible alone passes
    // for a heading scrolled out of the list's 240 px).
    const heading = await list.getByText("More Currencies").boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(box!.y);
    expect(heading!.y + heading!.height).toBeLessThanOrEqual(box!.y + box!.height);
  });

  test("choosing JPY shows the upsell price without decimals", async ({ page }) => {
    await page.goto("/");
    await expect(premiumPrice(page)).toHaveText("$1.99/month");
    const rate = await storedRate(page, "JPY");
    await chooseCurrency(page, "JPY");
    const expected = `¥${format(PREMIUM_USD * rate, 0)}/month`;
    await expect(premiumPrice(page)).toHaveText(expected);
    expect(expected).not.toContain(".");
  });

  test("EUR converts with the stored rate", async ({ page }) => {
    await page.goto("/");
    const rate = await storedRate(page, "EUR");
    await chooseCurrency(page, "EUR");
    await expect(premiumPrice(page)).toHaveText(`€${format(PREMIUM_USD * rate, 2)}/month`);
  });

  test("can be chosen with the keyboard", async ({ page }) => {
    await page.goto("/");
    const rate = await storedRate(page, "GBP");
    await picker(page).focus();
    await page.keyboard.press("ArrowDown");
    const list = currencyList(page);
    await expect(list.getByRole("button", { name: /^USD/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(list).toBeHidden();
    await expect(picker(page)).toBeFocused();
    await expect(picker(page)).toHaveAccessibleName(/British Pound \(GBP\)/);
    await expect(premiumPrice(page)).toHaveText(`£${format(PREMIUM_USD * rate, 2)}/month`);
    await picker(page).press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(picker(page)).toHaveAttribute("data-currency-picker", "GBP");
  });

  test("the choice persists across a reload through localStorage 'preferredCurrency'", async ({ page }) => {
    await page.goto("/");
    const rate = await storedRate(page, "EUR");
    await chooseCurrency(page, "EUR");
    expect(await page.evaluate(() => localStorage.getItem("preferredCurrency"))).toBe("EUR");
    await page.reload();
    await expect(picker(page)).toHaveAttribute("data-currency-picker", "EUR");
    await expect(premiumPrice(page)).toHaveText(`€${format(PREMIUM_USD * rate, 2)}/month`);
  });

  test("an unsupported stored code falls back to USD", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("preferredCurrency", "XYZ"));
    await page.goto("/");
    await expect(picker(page)).toHaveAttribute("data-currency-picker", "USD");
    await expect(premiumPrice(page)).toHaveText("$1.99/month");
  });

  test("a failed rate fetch shows one toast and keeps prices in USD", async ({ page }) => {
    await page.route(`**${RATES_PATH}`, (route) => route.fulfill({ status: 500, body: "down" }));
    await page.addInitScript(() => localStorage.setItem("preferredCurrency", "EUR"));
    await page.goto("/");
    await expect(page.getByText("Failed to fetch exchange rates")).toHaveCount(1);
    await expect(premiumPrice(page)).toHaveText("$1.99/month");
    await expect(picker(page)).toHaveAttribute("data-currency-picker", "USD");
    await picker(page).click();
    await expect(currencyList(page).getByRole("button")).toHaveCount(1);
  });

  test("the header keeps its layout while the picker mounts", async ({ page }) => {
    await page.goto("/");
    await expect(picker(page)).toBeVisible();
    const box = await picker(page).boundingBox();
    expect(Math.round(box!.height)).toBe(40);
    expect(Math.round(box!.width)).toBe(76);
  });
});

test.describe("web vitals", () => {
  async function collectVitals(page: Page): Promise<string[]> {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/vitals") posts.push(request.postData() ?? "");
    });
    return posts;
  }

  async function exercise(page: Page) {
    await page.goto("/");
    await page.mouse.click(5, 300);
    await page.mouse.wheel(0, 600);
    // Past the idle callback's 4 s timeout, then a navigation so pending metrics would be sent.
    await page.waitForTimeout(4500);
    await page.goto("/legal");
    await page.waitForTimeout(500);
  }

  test("sends no vitals request without a consent cookie", async ({ page }) => {
    const posts = await collectVitals(page);
    await exercise(page);
    expect(posts).toEqual([]);
  });

  test("sends no vitals request when analytics consent is refused", async ({ page, context, baseURL }) => {
    const posts = await collectVitals(page);
    const refused = { analytics_storage: false, functionality_storage: true, security_storage: true };
    await context.addCookies([{ name: "wb_consent_preferences", value: encodeURIComponent(JSON.stringify(refused)), url: baseURL! }]);
    await exercise(page);
    expect(posts).toEqual([]);
  });

  test("sends no vitals request with an unparsable consent cookie", async ({ page, context, baseURL }) => {
    const posts = await collectVitals(page);
    await context.addCookies([{ name: "wb_consent_preferences", value: "not-json{", url: baseURL! }]);
    await exercise(page);
    expect(posts).toEqual([]);
  });

  test("reports vitals once analytics consent is given", async ({ page, context, baseURL }) => {
    const posts = await collectVitals(page);
    const consent = {
      ad_storage: false,
      ad_user_data: false,
      ad_personalization: false,
      analytics_storage: true,
      functionality_storage: true,
      personalization_storage: false,
      security_storage: true,
    };
    await context.addCookies([{ name: "wb_consent_preferences", value: encodeURIComponent(JSON.stringify(consent)), url: baseURL! }]);
    const since = new Date(Date.now() - 1000);
    await page.goto("/legal");
    await expect.poll(() => posts.length, { timeout: 10_000 }).toBeGreaterThan(0);

    // Beacon bodies are not visible to Playwright: read what the server stored instead.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const stored = async () =>
        (
          await client.query<{ metric: string; rating: string; locale: string; path: string }>(
            "SELECT metric::text, rating::text, locale, path FROM web_vitals WHERE created_at >= ($1::timestamptz AT TIME ZONE 'UTC') ORDER BY id",
            [since.toISOString()],
          )
        ).rows;
      await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBeGreaterThan(0);
      for (const row of await stored()) {
        expect(["TTFB", "FCP", "LCP", "CLS", "INP", "FID"]).toContain(row.metric);
        expect(["good", "needs-improvement", "poor"]).toContain(row.rating);
        expect(row).toMatchObject({ path: "/legal", locale: "en" });
      }
    } finally {
      await client.end();
    }
  });
});
