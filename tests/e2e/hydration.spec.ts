import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { locales } from "../../lib/i18n/locales";
import { deferredScripts } from "../../lib/shell/deferred-hydration.mjs";
import { servableBuildProblem } from "../../scripts/lib/served-build.mjs";

/** Every script file the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

test.describe("deferred hydration of the home page", () => {
  test("the build being served is one `npm run build` finished, and every locale's home page comes from it without script files or hydration data", async ({ request }) => {
    expect(servableBuildProblem(path.join(process.cwd(), ".next"))).toBeNull();
    for (const locale of locales) {
      const home = locale === "en" ? "/" : `/${locale}`;
      const response = await request.get(home);
      expect(response.status(), home).toBe(200);
      const html = await response.text();
      // Only the legacy polyfill stays, which modern browsers skip (noModule).
      expect([...html.matchAll(/<script src="\/_next\/static\/[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/noModule/i.test(tag)), home).toEqual([]);
      expect(html, home).not.toContain("self.__next_f");
      const scripts = deferredScripts(html);
      // The page's data first (the file the build wrote), then Next's own script files.
      expect(scripts[0], home).toMatch(/^\/_next\/static\/deferred\/[0-9a-f]{20}\.js$/);
      expect(scripts.length, home).toBeGreaterThan(1);
      for (const script of scripts) {
        const file = await request.get(script);
        expect(file.status(), script).toBe(200);
        expect(file.headers()["content-type"], script).toContain("javascript");
      }
      const data = await (await request.get(scripts[0]!)).text();
      expect(data, home).toContain("self.__next_f");
    }
  });

  test("a first visit loads no script file while the visitor reads, scrolls, opens an answer and goes back to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const scripts = recordScripts(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();

    const header = page.locator("header").first();
    const flatShadow = await header.evaluate((element) => getComputedStyle(element).boxShadow);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).not.toHaveCSS("box-shadow", flatShadow);
    const toTop = page.getByRole("button", { name: "Scroll to top" });
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("box-shadow", flatShadow);
    // The FAQ's answers are native disclosure widgets: opening one needs no script either.
    const question = page.locator("main details").first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open", "");

    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
  });

  test("the first click on a control loads the scripts and still takes effect", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const scripts = recordScripts(page);
    await page.goto("/es");
    const toggle = page.locator("[data-theme-choice]").first();
    await expect(toggle).toHaveAttribute("data-theme-choice", "system");
    expect(scripts).toEqual([]);
    // Held until the scripts arrive, with a busy pointer meanwhile.
    const slowScripts = page.waitForRequest("**/_next/static/chunks/*.js");
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await toggle.click();
    await slowScripts;
    await expect(toggle).toHaveCSS("cursor", "progress");
    await expect(toggle).toHaveAttribute("data-theme-choice", "light");
    await expect(toggle).not.toHaveCSS("cursor", "progress");
    expect(scripts.length).toBeGreaterThan(0);
    expect(await isHydrated(page)).toBe(true);
  });

  test("the header's menus open at the first hover or tap and need no script file", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts = recordScripts(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.locator("summary", { hasText: "Tools" }).hover();
    await expect(nav.getByRole("link", { name: /Travel Points Compass/ })).toBeVisible();
    await page.getByTestId("language-picker").click();
    await expect(page.getByRole("list", { name: "Choose a language" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("list", { name: "Choose a language" })).toBeHidden();
    await page.locator("header [data-currency-picker]").click();
    await expect(page.getByRole("group", { name: "Select a currency" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
  });

  test("a currency chosen before React loads is applied once it has", async ({ page }) => {
    await page.goto("/deals");
    await page.locator("header [data-currency-picker]").click();
    await page.getByRole("group", { name: "Select a currency" }).getByRole("button", { name: /^EUR/ }).click();
    await expect(page.locator("header [data-currency-picker]")).toHaveAttribute("data-currency-picker", "EUR");
    expect(await page.evaluate(() => localStorage.getItem("preferredCurrency"))).toBe("EUR");
  });

  test("a returning visitor with a saved choice gets React at once, so the page shows it", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
    const scripts = recordScripts(page);
    await page.goto("/");
    await expect.poll(() => isHydrated(page)).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    await expect(page.locator("[data-theme-choice]").first()).toHaveAttribute("data-theme-choice", "dark");
  });

  test("a corrupted consent cookie shows the banner before React loads, and does not load React", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "wb_consent_preferences", value: "%7Bnot-json", url: baseURL ?? "" }]);
    const scripts = recordScripts(page);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
  });

  test("other pages load their scripts at once", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/auth");
    await expect.poll(() => isHydrated(page)).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
  });
});

test.describe("clicks before hydration", () => {
  test("are held and replayed once React has hydrated, on any page", async ({ page, context }) => {
    // Scripts arrive late, so the click certainly comes first.
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/auth", { waitUntil: "domcontentloaded" });
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Accept All" }).click();
    expect(await isHydrated(page)).toBe(false);
    await expect(banner).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name === "wb_consent_preferences")).toBe(true);
  });
});

test("two clicks before hydration replay in order, the second seeing what the first did", async ({ page }) => {
  // /subscription loads React at the first intent; its scripts wait until both clicks are made, so both are held.
  let release = () => {};
  const clicked = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto("/subscription", { waitUntil: "domcontentloaded" });
  await page.getByRole("radio", { name: /Annual/ }).click();
  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get("redirect")!)).toBe("/subscription-checkout?plan=premium&cycle=annual");
});

test.describe("deferred hydration of the ski and outdoor pages rendered on request", () => {
  for (const path of ["/skiing/vail", "/national-parks/yosemite", "/fr/europe-ski-resorts"]) {
    test(`${path} loads no script file while the visitor reads, and the first click on a control hydrates it and takes effect`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: "light" });
      const scripts = recordScripts(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForTimeout(1000);
      expect(scripts).toEqual([]);
      expect(await isHydrated(page)).toBe(false);

      const toggle = page.locator("[data-theme-choice]").first();
      await expect(toggle).toHaveAttribute("data-theme-choice", "system");
      await toggle.click();
      await expect(toggle).toHaveAttribute("data-theme-choice", "light");
      await expect.poll(() => isHydrated(page)).toBe(true);
      expect(scripts.length).toBeGreaterThan(0);
    });
  }
});
