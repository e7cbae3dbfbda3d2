import { expect, test, type Page } from "@playwright/test";
import { wcagViolations } from "../support/axe";
import { unsubscribeToken } from "../support/price-alerts";

// Favorites and price alerts as a traveller uses them.

const stamp = Date.now().toString(36);
let seq = 0;

async function newAccount(page: Page) {
  seq += 1;
  const account = { username: `saver${stamp}${seq}`, email: `saver${stamp}${seq}@example.com`, password: "saved deals password" };
  const created = await page.request.post("/api/register", { data: account });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  return account;
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel("Username or email").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
}

test("a signed-out visitor hearts a deal, signs in, and finds it saved on /favorites and /dashboard/saved", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await newAccount(page);
  await page.goto("/deals");
  const firstCard = page.locator("[data-deal-card]").first();
  const href = await firstCard.getByRole("link").first().getAttribute("href");
  const dealId = href!.match(/\/deals\/(\d+)/)![1]!;
  await page.goto(`/deals/${dealId}`);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();

  const heart = page.locator(`[data-favorite-button="${dealId}"]`).first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(heart).toHaveAccessibleName("Save deal");
  await expect(heart.locator("use")).toHaveAttribute("href", "/icons.svg#heart");
  await heart.click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(`/deals/${dealId}?save=${dealId}`)}$`));

  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(new RegExp(`/deals/${dealId}$`));
  const savedHeart = page.locator(`[data-favorite-button="${dealId}"]`).first();
  await expect(savedHeart).toHaveAttribute("aria-pressed", "true");
  await expect(savedHeart).toHaveAccessibleName("Remove from saved");
  // A saved deal's heart is drawn filled (the sprite's filled symbol), an unsaved one as an outline.
  await expect(savedHeart.locator("use")).toHaveAttribute("href", "/icons.svg#heart-filled");

  // The saved state survives a reload (read back with one request for the page's hearts).
  await page.reload();
  await expect(page.locator(`[data-favorite-button="${dealId}"]`).first()).toHaveAttribute("aria-pressed", "true");

  await page.goto("/dashboard/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved deals and alerts" })).toBeVisible();
  await expect(page.locator(`[data-saved-deal="${dealId}"]`)).toContainText(title);

  await page.goto("/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "Saved Deals" })).toBeVisible();
  const item = page.locator(`[data-saved-deal="${dealId}"]`);
  await expect(item).toContainText(title);
  await expect(item.locator(`[data-favorite-button="${dealId}"]`)).toHaveAttribute("aria-pressed", "true");
  await item.getByRole("button", { name: `Remove ${title} from saved deals` }).click();
  await expect(page.getByText("You have not saved any deals yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse deals" })).toHaveAttribute("href", "/deals");
});

test("a signed-in traveller un-hearts and re-hearts a deal in a listing", async ({ page }) => {
  const account = await newAccount(page);
  await page.goto("/auth?redirect=/deals");
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/deals$/);
  const heart = page.locator("[data-favorite-button]").first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
});

test("creates, pauses and deletes a price alert on /price-alerts, and meets the free limit", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await newAccount(page);
  await page.goto("/price-alerts");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprice-alerts$/);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/price-alerts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Price Alerts" })).toBeVisible();
  await expect(page.getByText("You have no price alerts yet.")).toBeVisible();

  // A bad input is explained, nothing is created.
  await page.getByLabel("Destination", { exact: true }).fill("atlantis-under-the-sea");
  await page.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Unknown destination" })).toBeVisible();

  await page.getByLabel("Destination", { exact: true }).fill("reykjavik");
  await page.getByLabel("Kind of deal").selectOption("hotel");
  await page.getByLabel("Maximum price in US dollars (optional)").fill("500");
  await page.getByLabel("Travel from (optional)").fill("2027-06-01");
  await page.getByLabel("Travel until (optional)").fill("2027-06-30");
  await page.getByRole("button", { name: "Create alert" }).click();
  const alert = page.locator("[data-alert]").first();
  await expect(alert).toContainText("Reykjavik, Iceland");
  await expect(alert).toContainText("Up to $500");
  await expect(alert.locator("[data-alert-status]")).toHaveText("Active");

  await alert.getByRole("button", { name: /^Pause/ }).click();
  await expect(alert.locator("[data-alert-status]")).toHaveText("Paused");
  await page.reload();
  await expect(page.locator("[data-alert]").first().locator("[data-alert-status]")).toHaveText("Paused");

  // Three active alerts, then the fourth is refused with an upgrade link.
  for (const place of ["lisbon", "porto", "kyoto"]) {
    await page.getByLabel("Destination", { exact: true }).fill(place);
    await page.getByRole("button", { name: "Create alert" }).click();
    await expect(page.locator("[data-alert]")).toHaveCount(["lisbon", "porto", "kyoto"].indexOf(place) + 2);
  }
  await page.locator("[data-alert]").last().getByRole("button", { name: /^Resume/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The Free plan includes 3 active price alerts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Premium" }).first()).toBeVisible();

  page.once("dialog", (dialog) => void dialog.accept());
  await page.locator("[data-alert]").last().getByRole("button", { name: /^Delete/ }).click();
  await expect(page.locator("[data-alert]")).toHaveCount(3);
  await page.reload();
  await expect(page.locator("[data-alert]")).toHaveCount(3);
  await expect(page.getByText("Reykjavik, Iceland")).toHaveCount(0);
});

test("the unsubscribe page refuses a forged link, and pauses the alert only after a click", async ({ page }) => {
  await page.goto("/price-alerts/unsubscribe?token=1-" + "0".repeat(64));
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from a price alert" })).toBeVisible();
  await expect(page.getByText("This unsubscribe link is invalid or incomplete.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);

  // A real link, signed as the server signs it.
  await newAccount(page);
  await page.request.post("/api/login", { data: { identifier: `saver${stamp}${seq}`, password: "saved deals password" } });
  const created = await page.request.post("/api/price-alerts", { data: { destination: "porto" } });
  expect(created.status()).toBe(201);
  const alertId = ((await created.json()) as { alert: { id: number } }).alert.id;
  const token = unsubscribeToken(alertId);
  await page.context().clearCookies();

  await page.goto(`/es/price-alerts/unsubscribe?token=${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Darse de baja de una alerta de precio" })).toBeVisible();
  await page.getByRole("button", { name: "Darse de baja" }).click();
  await expect(page).toHaveURL(/\/es\/price-alerts\/unsubscribe\?done=1$/);
  await expect(page.getByText("Te has dado de baja")).toBeVisible();

  await page.request.post("/api/login", { data: { identifier: `saver${stamp}${seq}`, password: "saved deals password" } });
  const alerts = ((await (await page.request.get("/api/price-alerts")).json()) as { alerts: Array<{ id: number; active: boolean }> }).alerts;
  expect(alerts.find((alert) => alert.id === alertId)?.active).toBe(false);
});

test("the saved-deals and price-alert pages have no WCAG 2.1 A/AA violations", async ({ page }) => {
  const account = await newAccount(page);
  await page.goto("/auth?redirect=/deals");
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/deals$/);
  const heart = page.locator("[data-favorite-button]").first();
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.request.post("/api/price-alerts", { data: { destination: "lisbon", maxPrice: 300 } });
  for (const path of ["/favorites", "/dashboard/saved", "/price-alerts", "/ar/price-alerts"]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    expect((await wcagViolations(page)).map((violation) => ({ path, ...violation }))).toEqual([]);
  }
});
