import { expect, test, type Page } from "@playwright/test";

function picker(page: Page) {
  return page.getByTestId("language-picker");
}

/** The language menu's list (its name is in the page's language: found by its links). */
function languages(page: Page) {
  return page.locator("header ul", { has: page.locator("a[data-language-choice]") });
}

// The account is asked for only when the browser holds a session cookie (and so its readable hint).
async function holdSessionCookie(page: Page, url: string) {
  await page.context().addCookies([
    { name: "next-auth.session-token", value: "stand-in", url },
    { name: "wb_signed_in", value: "1", url },
  ]);
}

async function cookieValue(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

test.describe("language picker", () => {
  test("offers the twelve languages in their own names", async ({ page }) => {
    await page.goto("/legal");
    await picker(page).click();
    const list = languages(page);
    await expect(page.getByRole("list", { name: "Choose a language" })).toBeVisible();
    await expect(list.getByRole("link")).toHaveCount(12);
    await expect(list.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    // Each is a plain link to this page in that language, so the menu works without JavaScript.
    await expect(list.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr/legal");
    for (const name of ["Español", "Français", "Deutsch", "Italiano", "Português", "中文", "日本語", "한국어", "Русский", "العربية", "हिन्दी"]) {
      await expect(list.getByRole("link", { name })).not.toHaveAttribute("aria-current");
    }
  });

  test("switching keeps the page, updates the URL, saves the choice and shows the notice", async ({ page }) => {
    await page.goto("/legal");
    await picker(page).click();
    await languages(page).getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/legal$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByText("Idioma actualizado", { exact: true })).toBeVisible();
    await expect(page.getByText("Tu idioma se ha cambiado a Español", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("es");
    expect(await page.evaluate(() => localStorage.getItem("preferredCountry"))).toBe("ES");
    expect(await page.evaluate(() => localStorage.getItem("preferredCurrency"))).toBe("EUR");
    expect(await cookieValue(page, "NEXT_LOCALE")).toBe("es");
    // The notice lasts 3 seconds.
    await expect(page.getByText("Idioma actualizado", { exact: true })).toBeHidden({ timeout: 5000 });

    // The saved choice is what the server reads: the bare path now answers in Spanish.
    await page.goto("/legal");
    await expect(page).toHaveURL(/\/es\/legal$/);

    await picker(page).click();
    await languages(page).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/legal$/);
    await expect(page).not.toHaveURL(/\/es\//);
    await expect(page.getByText("Language Updated", { exact: true })).toBeVisible();
    await expect(page.getByText("Your language has been changed to English", { exact: true })).toBeVisible();
    expect(await cookieValue(page, "NEXT_LOCALE")).toBe("en");
    expect(await page.evaluate(() => localStorage.getItem("preferredCurrency"))).toBe("USD");
  });

  test("the menu closes on an outside click and works from the keyboard", async ({ page }) => {
    await page.goto("/legal");
    await picker(page).click();
    await expect(languages(page)).toBeVisible();
    await page.locator("h1").click();
    await expect(languages(page)).toBeHidden();

    await picker(page).focus();
    await page.keyboard.press("Enter");
    await expect(languages(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(languages(page)).toBeHidden();
    await expect(picker(page)).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(languages(page).getByRole("link", { name: "Español" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/es\/legal$/);
  });

  test("Arabic renders right to left with a mirrored header", async ({ page }) => {
    await page.goto("/legal");
    await picker(page).click();
    await languages(page).getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/legal$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");

    const logo = await page.locator("header a").first().boundingBox();
    const search = await page.locator('header a[href="/ar/search"]').boundingBox();
    expect(logo?.x ?? 0).toBeGreaterThan(search?.x ?? 0);

    await page.goto("/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto("/es");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });

  test("a signed-in user's preferred_language wins and a choice is sent to the account", async ({ page, baseURL }) => {
    await holdSessionCookie(page, baseURL!);
    await page.route("**/api/user", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ username: "ana", preferred_language: "fr" }) }),
    );
    const patches: unknown[] = [];
    await page.route("**/api/user/preferences", async (route) => {
      patches.push({ method: route.request().method(), body: route.request().postDataJSON() as unknown });
      await route.fulfill({ status: 204 });
    });
    await page.goto("/legal");
    await expect(page).toHaveURL(/\/fr\/legal$/);
    expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("fr");

    await picker(page).click();
    await languages(page).getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/legal$/);
    await expect.poll(() => patches).toEqual([{ method: "PATCH", body: { preferred_language: "de" } }]);
  });

  test("a failing preferences update is only logged", async ({ page, baseURL }) => {
    await holdSessionCookie(page, baseURL!);
    await page.route("**/api/user", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ preferred_language: "en" }) }));
    await page.route("**/api/user/preferences", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/legal");
    await page.waitForTimeout(500);
    await picker(page).click();
    await languages(page).getByRole("link", { name: "Italiano" }).click();
    await expect(page).toHaveURL(/\/it\/legal$/);
    await expect(page.getByText("Lingua aggiornata", { exact: true })).toBeVisible();
  });
});

test("the language menu opens and switches without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/legal");
  await picker(page).click();
  await expect(languages(page)).toBeVisible();
  await languages(page).getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/legal$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await context.close();
});
