import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { attachScreenshot, gluedNames, layoutProblems } from "../support/layout";
import { firstLink, signInNewMember } from "../support/pages";

// The layout of the most visited pages at the common widths, light and dark, and in Arabic (right
// to left): no sideways scrolling, no text cut off by its box, no overlapping links or buttons, the
// header on one row (tests/support/layout.ts says how each is judged). Each page loads once and is
// resized through the widths; a failing width is photographed and the photos attached to the report.

const WIDTHS = [360, 768, 1024, 1280, 1920] as const;
const HEIGHT = 900;

type PageCase = { name: string; path: string | ((request: APIRequestContext) => Promise<string>); signedIn?: boolean };

const pages: PageCase[] = [
  { name: "home", path: "/" },
  { name: "deals list", path: "/deals" },
  { name: "a deal", path: (request) => firstLink(request, "/deals", /href="\/deals\/\d+"/) },
  { name: "search", path: "/search?q=paris" },
  { name: "news list", path: "/travel-news" },
  { name: "an article", path: (request) => firstLink(request, "/travel-news", /href="\/travel-news\/[a-z0-9-]+"/) },
  { name: "a destination", path: "/destinations/paris" },
  { name: "national parks", path: "/national-parks" },
  { name: "a park", path: (request) => firstLink(request, "/national-parks", /href="\/national-parks\/[a-z0-9-]+"/) },
  { name: "ski resorts", path: "/north-america-ski-resorts" },
  { name: "a resort", path: (request) => firstLink(request, "/north-america-ski-resorts", /href="\/skiing\/[a-z0-9-]+"/) },
  { name: "trip planner", path: "/trip-planner" },
  { name: "AI trip planner", path: "/ai-trip-planner" },
  { name: "transit planner", path: "/transit-planner?from=Paris&to=London" },
  { name: "points compass", path: "/travel-points-compass" },
  { name: "credit cards", path: "/credit-cards?compare=chase-sapphire-preferred,amex-gold" },
  { name: "budget calculator", path: "/budget-calculator?place=Paris&days=3&place=Rome&days=2&travellers=2&style=mid-range&currency=EUR" },
  { name: "subscription", path: "/subscription" },
  { name: "sign-in", path: "/auth" },
  { name: "dashboard", path: "/dashboard", signedIn: true },
];

const localized = (path: string, locale: string) => (locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`);

const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Resizes the loaded page through the widths, checking it at each in the light theme and, when
 * `dark`, again with the dark theme's class (as the theme toggle sets it) before the next width:
 * one resize serves both themes. A failing width and theme is photographed.
 */
async function checkWidths(page: Page, testInfo: TestInfo, label: string, { dark }: { dark: boolean }) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    for (const theme of dark ? (["light", "dark"] as const) : (["light"] as const)) {
      await page.evaluate((isDark) => document.documentElement.classList.toggle("dark", isDark), theme === "dark");
      await nextFrames(page);
      const problems = await layoutProblems(page);
      if (problems.length > 0) {
        found.push(...problems.map((problem) => `${label} at ${width} px, ${theme}: ${problem}`));
        await attachScreenshot(page, testInfo, `${label}-${width}-${theme}`.replace(/[^a-z0-9-]+/gi, "-"));
      }
    }
  }
  return found;
}

/** One language's pass over a page: load at the narrowest width, then every width (and theme). */
async function checkPage(page: Page, testInfo: TestInfo, address: string, locale: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  const path = localized(address, locale);
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState("load");
  const label = `${locale} ${address}`;
  // Arabic is checked in the light theme: its dark theme shares every rule with the English one.
  const found = await checkWidths(page, testInfo, label, { dark: locale === "en" });
  found.push(...(await gluedNames(page)).map((problem) => `${label}: ${problem}`));
  return found;
}

test.describe("layout at 360-1920 px", () => {
  for (const { name, path, signedIn } of pages) {
    test(`${name}: no sideways scroll, clipped text or overlaps; header on one row`, async ({ page, context }, testInfo) => {
      test.setTimeout(90_000);
      if (signedIn) await signInNewMember(page, "layout");
      const address = typeof path === "string" ? path : await path(page.request);
      // English (left to right) and Arabic (right to left) side by side, in two tabs of one browser.
      const arabic = await context.newPage();
      const found = (await Promise.all([checkPage(page, testInfo, address, "en"), checkPage(arabic, testInfo, address, "ar")])).flat();
      await arabic.close();
      expect(found).toEqual([]);
    });
  }
});

// The header in every language at the widths around its breakpoints: one row, nothing wrapping or
// overlapping, the desktop menus where they fit and the menu button where they do not.
const LOCALES = ["en", "es", "fr", "de", "it", "pt", "zh", "ja", "ko", "ru", "ar", "hi"];
const HEADER_WIDTHS = [320, 360, 414, 768, 1024, 1279, 1280, 1440, 1535, 1536, 1799, 1800, 1920];

/** One language's header through the widths; a failing width's header is photographed. */
async function checkHeader(page: Page, testInfo: TestInfo, locale: string, signedIn: boolean) {
  const found: string[] = [];
  await page.setViewportSize({ width: HEADER_WIDTHS[0]!, height: 700 });
  await page.goto(localized("/legal", locale));
  const header = page.locator("header").first();
  if (signedIn) await expect(header.locator('button[aria-controls="user-menu-panel"]')).toBeVisible();
  for (const width of HEADER_WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    await nextFrames(page);
    const problems = await layoutProblems(page, "header");
    // Either the desktop menus or the menu button: always a way to every page.
    const menus = await header.getByRole("navigation").isVisible();
    const menuButton = await header.locator('button[aria-haspopup="dialog"]').isVisible();
    if (menus === menuButton) problems.push(`${menus ? "both" : "neither"} the desktop menus and the menu button shown`);
    if (width < 1024 && menus) problems.push("desktop menus below 1024 px");
    if (width >= 1536 && !menus) problems.push("no desktop menus at 1536 px or wider");
    if (problems.length > 0) {
      found.push(...problems.map((problem) => `${locale} at ${width} px: ${problem}`));
      const path = testInfo.outputPath(`header-${signedIn ? "in" : "out"}-${locale}-${width}.png`);
      await header.screenshot({ path });
      await testInfo.attach(`header-${locale}-${width}.png`, { path, contentType: "image/png" });
    }
  }
  return found;
}

test.describe("the header at every width", () => {
  for (const signedIn of [false, true]) {
    test(`${signedIn ? "signed in" : "signed out"}: one row in every language from 320 to 1920 px`, async ({ page, context }, testInfo) => {
      test.setTimeout(120_000);
      if (signedIn) await signInNewMember(page, "header");
      // Three languages at a time, each in a tab of its own.
      const tabs = [page, await context.newPage(), await context.newPage()];
      const found: string[] = [];
      for (let index = 0; index < LOCALES.length; index += tabs.length) {
        const batch = LOCALES.slice(index, index + tabs.length);
        found.push(...(await Promise.all(batch.map((locale, tab) => checkHeader(tabs[tab]!, testInfo, locale, signedIn)))).flat());
      }
      expect(found).toEqual([]);
    });
  }
});
