import { expect, test, type BrowserContext, type Page } from "@playwright/test";

const ALL_TRUE = {
  ad_storage: true,
  ad_user_data: true,
  ad_personalization: true,
  analytics_storage: true,
  functionality_storage: true,
  personalization_storage: true,
  security_storage: true,
};
const REJECTED = {
  ad_storage: false,
  ad_user_data: false,
  ad_personalization: false,
  analytics_storage: false,
  functionality_storage: true,
  personalization_storage: false,
  security_storage: true,
};
const DAY_SECONDS = 86_400;
const THIRD_PARTY_TAG_HOSTS = /google-analytics\.com|googletagmanager\.com|googlesyndication\.com|doubleclick\.net|adtrafficquality\.google/;

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  const preferences = cookies.find((cookie) => cookie.name === "wb_consent_preferences");
  const timestamp = cookies.find((cookie) => cookie.name === "wb_consent_timestamp");
  return { preferences, timestamp, flags: preferences ? (JSON.parse(decodeURIComponent(preferences.value)) as unknown) : undefined };
}

function banner(page: Page) {
  return page.getByRole("region", { name: "Cookie consent" });
}

test.describe("cookie consent", () => {
  test("a first visit shows the banner, fixed at the bottom", async ({ page }) => {
    await page.goto("/legal");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveCSS("position", "fixed");
    const box = await banner(page).boundingBox();
    const viewport = page.viewportSize();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((viewport?.height ?? 0) - 40);
  });

  test("Accept All saves all seven flags true for 180 days with SameSite=Strict", async ({ page, context }) => {
    await page.goto("/legal");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toBeHidden();
    const { preferences, timestamp, flags } = await consentCookies(context);
    expect(flags).toEqual(ALL_TRUE);
    for (const cookie of [preferences, timestamp]) {
      expect(cookie?.sameSite).toBe("Strict");
      expect(cookie?.path).toBe("/");
      expect(cookie?.secure).toBe(false);
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_SECONDS;
      expect(days).toBeGreaterThan(179.9);
      expect(days).toBeLessThan(180.1);
    }
    expect(Number.isNaN(Date.parse(decodeURIComponent(timestamp?.value ?? "")))).toBe(false);

    await page.reload();
    await page.waitForTimeout(2500);
    await expect(banner(page)).toHaveCount(0);
  });

  test("Reject All keeps only functionality and security storage", async ({ page, context }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consentCookies(context)).flags).toEqual(REJECTED);
    expect((await consentCookies(context)).preferences?.sameSite).toBe("Strict");
  });

  test("Customize opens Privacy Preferences; Save Preferences stores the chosen flags", async ({ page, context }) => {
    await page.goto("/legal");
    await banner(page).getByRole("button", { name: "Customize" }).click();
    const dialog = page.getByRole("dialog", { name: "Privacy Preferences" });
    await expect(dialog).toBeVisible();
    const essential = dialog.getByRole("switch", { name: "Essential cookies" });
    await expect(essential).toBeDisabled();
    await expect(essential).toHaveAttribute("aria-checked", "true");
    await expect(dialog.getByText("Always active")).toBeVisible();
    for (const name of ["Analytics", "Advertising cookies", "Advertising user data", "Ad personalization", "Personalization"]) {
      await expect(dialog.getByRole("switch", { name, exact: true })).toHaveAttribute("aria-checked", "false");
    }
    await dialog.getByRole("switch", { name: "Analytics", exact: true }).click();
    await dialog.getByRole("switch", { name: "Ad personalization", exact: true }).click();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect((await consentCookies(context)).flags).toEqual({ ...REJECTED, analytics_storage: true, ad_personalization: true });

    // The footer reopens the dialog with the saved choice.
    await page.getByRole("button", { name: "Cookie preferences" }).click();
    await expect(dialog.getByRole("switch", { name: "Analytics", exact: true })).toHaveAttribute("aria-checked", "true");
    await expect(dialog.getByRole("switch", { name: "Personalization", exact: true })).toHaveAttribute("aria-checked", "false");
  });

  test("a corrupted consent cookie counts as absent: the banner shows again", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "wb_consent_preferences", value: "%7Bnot-json", url: baseURL ?? "" }]);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // A page that loads React at once (the deferred pages load it at the first intent).
    await page.goto("/auth");
    await expect(banner(page)).toBeVisible();
    // The banner is in the HTML; the cookie is parsed (and the error logged) once React has loaded.
    await expect.poll(() => errors.some((text) => text.includes("Error parsing consent cookie"))).toBe(true);
  });

  test("no analytics or ad host is contacted before consent", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (THIRD_PARTY_TAG_HOSTS.test(new URL(request.url()).hostname)) thirdParty.push(request.url());
    });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.goto("/legal");
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(1500);
    expect(thirdParty).toEqual([]);
  });

  test("the Advertisement strip is a 90 px placeholder on the legal pages and absent on home", async ({ page }) => {
    await page.goto("/legal");
    const slot = page.getByRole("complementary", { name: "Advertisement" });
    await expect(slot).toBeVisible();
    await expect(slot.getByTestId("ad-placeholder")).toBeVisible();
    expect((await slot.getByTestId("ad-placeholder").boundingBox())?.height).toBeGreaterThanOrEqual(90);
    await page.goto("/");
    await expect(page.getByTestId("ad-slot")).toHaveCount(0);
  });

  test("the privacy choices dialog saves for about a second, closes and confirms with a toast", async ({ page, context }) => {
    await page.goto("/legal");
    await page.getByRole("button", { name: "Do Not Sell or Share My Personal Information" }).click();
    const dialog = page.getByTestId("privacy-choices-dialog");
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole("button", { name: "Save", exact: true });
    await expect(save).toBeDisabled();
    await dialog.getByRole("radio", { name: /Opt out/ }).click();
    await expect(save).toBeEnabled();
    const started = Date.now();
    await save.click();
    await expect(dialog.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await expect(dialog).toBeHidden();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await expect(page.getByText("Preferences updated", { exact: true })).toBeVisible();
    await expect(page.getByText("Your privacy preferences have been successfully saved.", { exact: true })).toBeVisible();
    expect((await consentCookies(context)).flags).toEqual(REJECTED);
    await expect(banner(page)).toBeHidden();

    // The choice is kept: reopening shows it, and 'continue' turns the advertising flags back on.
    await page.getByRole("button", { name: "Do Not Sell or Share My Personal Information" }).click();
    await expect(dialog.getByRole("radio", { name: /Opt out/ })).toBeChecked();
    await dialog.getByRole("radio", { name: /Continue with personalized ads/ }).click();
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await consentCookies(context)).flags).toEqual({ ...REJECTED, ad_storage: true, ad_user_data: true, ad_personalization: true });
  });
});

test.describe("Consent Mode defaults in Europe", () => {
  test.use({ timezoneId: "Europe/Paris" });
  test("deny every optional flag and wait 500 ms for an update", async ({ page }) => {
    await page.goto("/auth");
    await expect(banner(page)).toBeVisible();
    // The banner is in the HTML; Consent Mode's defaults follow when React has loaded (at once on
    // /auth; at the first intent on the deferred pages, before any tag can load).
    await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBeGreaterThan(0);
    const commands = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
    expect(commands[0]).toEqual([
      "consent",
      "default",
      { ...Object.fromEntries(Object.keys(REJECTED).map((flag) => [flag, REJECTED[flag as keyof typeof REJECTED] ? "granted" : "denied"])), wait_for_update: 500 },
    ]);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    const last = await page.evaluate(() => Array.from((window.dataLayer ?? []).at(-1) as ArrayLike<unknown>));
    expect(last).toEqual(["consent", "update", Object.fromEntries(Object.keys(ALL_TRUE).map((flag) => [flag, "granted"]))]);
  });
});

test.describe("Consent Mode defaults outside Europe", () => {
  test.use({ timezoneId: "America/New_York" });
  test("grant every flag by default", async ({ page }) => {
    await page.goto("/auth");
    await expect(banner(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBeGreaterThan(0);
    const first = await page.evaluate(() => Array.from((window.dataLayer ?? [])[0] as ArrayLike<unknown>));
    expect(first).toEqual(["consent", "default", { ...Object.fromEntries(Object.keys(ALL_TRUE).map((flag) => [flag, "granted"])), wait_for_update: 500 }]);
  });
});
