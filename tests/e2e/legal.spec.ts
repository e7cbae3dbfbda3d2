import { expect, test } from "@playwright/test";
import { SIGNED_IN_HINT_COOKIE } from "../../lib/auth/cookie-names";
import { CONSENT_COOKIE, CONSENT_TIMESTAMP_COOKIE } from "../../lib/consent/consent";
import { localeCookie } from "../../lib/i18n/locale-cookie";

const pages = [
  { path: "/legal", heading: "Legal Information" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/affiliate-partnerships", heading: "Advertising Policy and Partnerships" },
  { path: "/coming-soon", heading: "The Wander Bold app is coming soon" },
];

test.describe("legal pages", () => {
  for (const { path, heading } of pages) {
    test(`${path} answers 200 with its heading and a Home breadcrumb`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(breadcrumb.locator('[aria-current="page"]')).toBeVisible();
    });
  }

  test("/legal has the earnings, gdpr and cookies sections and names the cookies the site sets", async ({ page }) => {
    await page.goto("/legal");
    for (const id of ["earnings", "gdpr", "cookies", "advertising"]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    for (const name of [CONSENT_COOKIE, CONSENT_TIMESTAMP_COOKIE, localeCookie.name, SIGNED_IN_HINT_COOKIE]) {
      await expect(page.locator("#cookies")).toContainText(name);
    }
  });

  test("the privacy policy names the support mailbox", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.locator("main")).toContainText("support@wanderbold.com");
  });

  test("/disclaimer lands on /legal#earnings", async ({ page }) => {
    await page.goto("/disclaimer");
    await expect(page).toHaveURL(/\/legal#earnings$/);
    await expect(page.locator("#earnings")).toBeInViewport();
  });

  test("/terms-of-service and /affiliate land on their pages", async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page).toHaveURL(/\/terms$/);
    await page.goto("/affiliate");
    await expect(page).toHaveURL(/\/affiliate-partnerships$/);
  });

  test("a translated legal page renders (English fallback where a translation is missing)", async ({ page }) => {
    const response = await page.goto("/es/legal");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("#earnings")).toHaveCount(1);
  });
});
