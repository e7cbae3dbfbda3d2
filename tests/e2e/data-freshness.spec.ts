import { hash } from "@node-rs/argon2";
import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { withDb } from "../support/database";

// Issue 32: figures shown with their date; the administrators' list of data due for review.

test("a park with the 2026 non-resident surcharge says so beside its entrance fee; a park without it does not", async ({ page }) => {
  await page.goto("/national-parks/yosemite");
  await expect(page.locator("[data-non-resident-fee]")).toHaveText(
    "Visitors who are not US residents pay a further $100 per person from 1 January 2026, or buy the non-resident annual pass for $250.",
  );
  await page.goto("/national-parks/arches");
  await expect(page.locator("[data-non-resident-fee]")).toHaveCount(0);
});

test("transfer ratios show the month they were last confirmed", async ({ page }) => {
  await page.goto("/travel-points-compass");
  // Each currency's partners are a page of their own: a plain link, one table at a time.
  await expect(page.locator("[data-transfers-from]")).toHaveCount(0);
  await page.locator('#transfers [data-transfers-link="chase-ultimate-rewards"]').click();
  await expect(page).toHaveURL(/\?from=chase-ultimate-rewards#transfers$/);
  const chase = page.locator('[data-transfers-from="chase-ultimate-rewards"]');
  await expect(page.locator("[data-transfers-from]")).toHaveCount(1);
  const hyatt = chase.locator('[data-partner="world-of-hyatt"]');
  await expect(hyatt.locator("[data-as-of]")).toHaveAttribute("data-as-of", "2026-11");
  await expect(hyatt.locator("[data-as-of]")).toHaveText("Nov 2026");
  // Chase ended its transfers to Emirates in October 2025.
  await expect(chase.locator('[data-partner="emirates-skywards"]')).toHaveCount(0);
  // A ratio the November 2026 review could not confirm keeps the month it was last confirmed.
  await page.locator('#transfers [data-transfers-link="hilton-honors"]').click();
  await expect(page).toHaveURL(/\?from=hilton-honors#transfers$/);
  const hilton = page.locator('[data-transfers-from="hilton-honors"]');
  const united = hilton.locator('[data-partner="united-mileageplus"]');
  await expect(united.locator("[data-as-of]")).toHaveAttribute("data-as-of", "2025-01");
  await expect(united.locator("[data-as-of]")).toHaveText("Jan 2025");
  await expect(hilton.getByRole("columnheader", { name: "Data as of" })).toBeVisible();
});

test("/admin-tools lists the reference data due for review (none today) with each set's shelf life", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const admin = { username: `fresh${stamp}`, email: `fresh${stamp}@example.com`, password: "freshness admin password 1" };
  const passwordHash = await hash(admin.password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 });
  await withDb((client) =>
    client.query(
      `INSERT INTO users (id, username, email, name, role, password_hash, email_verified_at, updated_at)
       VALUES ($1, $2, $3, 'Fran Fresh', 'admin'::"Role", $4, now(), now())`,
      [randomUUID(), admin.username, admin.email, passwordHash],
    ),
  );
  await page.goto("/admin-login");
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto("/admin-tools");
  const section = page.getByTestId("data-freshness");
  await expect(section.getByRole("heading", { name: "Reference data due for review" })).toBeVisible();
  await expect(section).toContainText("Cards: 6 months · Valuations: 6 months · Transfer partners: 6 months · Programs: 12 months · Park fees: 12 months · Costs: 12 months · Airport snapshot: 12 months");
  await expect(page.getByTestId("data-freshness-none")).toHaveText("Every dated row is within its shelf life.");
});

test("a signed-out visitor is sent away from /admin-tools and never sees the list", async ({ page }) => {
  await page.goto("/admin-tools");
  await expect(page).not.toHaveURL(/\/admin-tools$/);
  await expect(page.getByTestId("data-freshness")).toHaveCount(0);
});
