import { expect, test } from "@playwright/test";
import { siteUrl } from "../../lib/seo/site-url";

// Absolute URLs come from SITE_URL (the server runs on another port in these tests).
const origin = siteUrl();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(body.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test.describe("share images", () => {
  test("/og/deals answers a cacheable 1200x630 PNG", async ({ request }) => {
    const response = await request.get("/og/deals");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toContain("max-age=");
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });

  test("/og/unknown answers 404", async ({ request }) => {
    const response = await request.get("/og/unknown");
    expect(response.status()).toBe(404);
  });

  test("the home page names /og/home as its Open Graph and X image", async ({ page }) => {
    await page.goto("/");
    const ogImage = page.locator('meta[property="og:image"]');
    await expect(ogImage).toHaveAttribute("content", `${origin}/og/home`);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /Wander Bold$/);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", `${origin}/og/home`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  });

  test("a Japanese page shares the same card", async ({ page }) => {
    await page.goto("/ja/legal");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}/og/home`);
  });
});
