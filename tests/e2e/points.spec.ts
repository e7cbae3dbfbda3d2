import { expect, test } from "@playwright/test";
import { withDb } from "../support/database";
import { directMembers } from "../support/e2e-members";
import { firstLink } from "../support/pages";

// The Travel Points Compass and the card directory as travellers use them: the public valuations,
// the three calculators (also without JavaScript), the Free plan's 3 calculations then the
// upgrade path, the card filters, sort and the 3-card comparison, and the actual point value only
// for Premium members. Accounts are written straight into the test database.

const { createUser, signIn } = directMembers("points journey password 1");

test("a signed-out visitor reads the valuations, filters them, and is asked to sign in to calculate", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/travel-points-compass");
  await expect(page.getByRole("heading", { level: 1, name: "Travel Points Compass" })).toBeVisible();
  const rows = page.locator("[data-valuations] tbody tr");
  expect(await rows.count()).toBeGreaterThanOrEqual(40);
  await expect(page.locator('[data-program="chase-ultimate-rewards"] [data-cents]')).toHaveText("2.05");
  await expect(page.locator('[data-program="accor-live-limitless"] [data-cents]')).toHaveText("2.20");

  await page.getByRole("link", { name: "Airlines", exact: true }).click();
  await expect(page).toHaveURL(/\?kind=airline#valuations$/);
  const kinds = await page.locator("[data-valuations] tbody tr td:nth-child(2)").allTextContents();
  expect(kinds.length).toBeGreaterThanOrEqual(20);
  expect(new Set(kinds)).toEqual(new Set(["Airline"]));

  await expect(page.locator("[data-access=signed-out]")).toContainText("Sign in to use the calculators");
  const balance = page.locator("[data-calculator=balance]");
  await balance.getByLabel("Loyalty program").selectOption("world-of-hyatt");
  await balance.getByLabel("Points balance").fill("20000");
  await balance.getByRole("button", { name: "Sign in to calculate" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Ftravel-points-compass$/);
});

test("without JavaScript, each currency's transfer partners are one link away, from the transfers list or the valuations", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/travel-points-compass");
  // The page lists the currencies, not every table: one table at a time.
  const links = page.locator("#transfers [data-transfers-link]");
  expect(await links.count()).toBeGreaterThanOrEqual(6);
  await expect(page.locator("[data-transfers-from]")).toHaveCount(0);
  await expect(page.locator("#transfers").getByRole("link", { name: /^Chase Ultimate Rewards \(\d+ partners\)$/ })).toBeVisible();

  // The valuations' partner count links to the same table.
  const chaseCount = page.locator('[data-program="chase-ultimate-rewards"] a[href*="from="]');
  await expect(chaseCount).toHaveAttribute("href", "/travel-points-compass?from=chase-ultimate-rewards#transfers");
  await chaseCount.click();
  const chase = page.locator('[data-transfers-from="chase-ultimate-rewards"]');
  await expect(chase.getByRole("heading", { level: 3, name: /^Chase Ultimate Rewards/ })).toBeVisible();
  await expect(chase.locator('[data-partner="world-of-hyatt"]')).toContainText("1:1");
  await expect(page.locator('#transfers [aria-current="page"]')).toHaveAttribute("data-transfers-link", "chase-ultimate-rewards");

  // The kind filter keeps the table shown, and the table's links keep the filter.
  await page.locator("#valuations").getByRole("link", { name: "Hotels", exact: true }).click();
  await expect(page).toHaveURL(/\?kind=hotel&from=chase-ultimate-rewards#valuations$/);
  await expect(chase).toBeVisible();
  await expect(page.locator("#transfers [data-transfers-link=hilton-honors]")).toHaveAttribute("href", "/travel-points-compass?kind=hotel&from=hilton-honors#transfers");

  // An unknown or hostile currency shows the list alone.
  for (const from of ["no-such-bank", "<script>", "x".repeat(300)]) {
    const response = await page.goto(`/travel-points-compass?from=${encodeURIComponent(from)}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("[data-transfers-from]")).toHaveCount(0);
    expect(await links.count()).toBeGreaterThanOrEqual(6);
  }
  await context.close();
});

test("a free member calculates three times (with and without JavaScript), then is shown the upgrade path", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const username = await createUser("pointsfree");
  await signIn(page, username);
  await page.goto("/travel-points-compass");
  await expect(page.locator("[data-access=free]")).toContainText("Free plan: 0 of 3 calculations used.");

  // A bad entry comes back with a clear message and the entry kept, and is not counted.
  const balance = page.locator("[data-calculator=balance]");
  await balance.getByLabel("Loyalty program").selectOption("chase-ultimate-rewards");
  await balance.getByLabel("Points balance").fill("-5");
  await balance.getByRole("button", { name: "Calculate" }).click();
  // Filtered: once React has hydrated the page, Next's route announcer is an (empty) alert as well.
  await expect(page.locator("[data-calculation-error]").and(page.getByRole("alert"))).toContainText("The balance must be greater than zero.");
  await expect(page.locator("[data-calculator=balance]").getByLabel("Points balance")).toHaveValue("-5");
  await expect(page.locator("[data-access=free]")).toContainText("0 of 3");

  // 1: what 100,000 Chase points are worth: 2,050 at 2.05 cents, 1,000 at the 1-cent floor.
  await page.locator("[data-calculator=balance]").getByLabel("Points balance").fill("100,000");
  await page.locator("[data-calculator=balance]").getByRole("button", { name: "Calculate" }).click();
  await expect(page).toHaveURL(/result=.+#result$/);
  const result = page.locator("[data-result=balance]");
  await expect(result).toContainText("100,000 Ultimate Rewards points are worth:");
  await expect(result.locator("[data-row=valuation]")).toContainText("$2,050.00");
  await expect(result.locator("[data-row=cashout]")).toContainText("$1,000.00");
  await expect(result.locator("[data-row=transfer]")).toContainText("World of Hyatt");
  await expect(page.locator("[data-access=free]")).toContainText("1 of 3");

  // 2: a redemption, posted by a browser without JavaScript.
  const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noJs.newPage();
  await plain.goto("/travel-points-compass");
  const redemption = plain.locator("[data-calculator=redemption]");
  await redemption.getByLabel("Loyalty program").selectOption("united-mileageplus");
  await redemption.getByLabel("Cash price").fill("600");
  await redemption.getByLabel("Taxes and fees paid on the award").fill("50");
  await redemption.getByLabel("Points required").fill("25000");
  await redemption.getByRole("button", { name: "Calculate" }).click();
  await expect(plain.locator("[data-result=redemption]")).toHaveAttribute("data-verdict", "great");
  await expect(plain.locator("[data-result=redemption]")).toContainText("This redemption gets 2.2¢ a point; we value United MileagePlus at 1.35¢.");
  await expect(plain.locator("[data-result=redemption]")).toContainText("Great redemption: use your points.");
  await noJs.close();

  // 3: which balances cover a 1,000-dollar trip.
  await page.goto("/travel-points-compass");
  const trip = page.locator("[data-calculator=trip]");
  await trip.getByLabel("Trip cost").fill("1000");
  await trip.getByLabel("Loyalty program 1").selectOption("world-of-hyatt");
  await trip.getByLabel("Points balance 1").fill("40000");
  await trip.getByLabel("Loyalty program 2").selectOption("chase-ultimate-rewards");
  await trip.getByLabel("Points balance 2").fill("60000");
  await trip.getByRole("button", { name: "Calculate" }).click();
  const tripResult = page.locator("[data-result=trip]");
  await expect(tripResult.locator("[data-trip-row]").first()).toHaveAttribute("data-trip-row", "chase-ultimate-rewards");
  await expect(tripResult).toContainText("Best: Chase Ultimate Rewards covers the whole trip with 48,781 points.");

  // 4: past the Free plan's limit.
  await page.locator("[data-calculator=balance]").getByLabel("Loyalty program").selectOption("delta-skymiles");
  await page.locator("[data-calculator=balance]").getByLabel("Points balance").fill("5000");
  await page.locator("[data-calculator=balance]").getByRole("button", { name: "Calculate" }).click();
  // Filtered: after a client-side move Next's route announcer is an (empty) alert as well.
  const alert = page.getByRole("alert").filter({ hasText: "The Free plan includes 3 points calculations." });
  await expect(alert).toBeVisible();
  await alert.getByRole("link", { name: "Upgrade to Premium" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test("the card directory filters, sorts and compares up to 3 cards; the actual point value is for Premium only", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/travel-cards");
  await expect(page).toHaveURL(/\/credit-cards$/);
  await expect(page.getByRole("heading", { level: 1, name: "Travel credit card directory" })).toBeVisible();
  const cards = page.locator("[data-card]");
  expect(await cards.count()).toBeGreaterThanOrEqual(30);
  await expect(page.getByText(/travel cards with annual fees from \$0 to \$895/)).toBeVisible();

  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  const graph = jsonLd.find((data) => Array.isArray(data["@graph"]))!["@graph"] as Array<Record<string, unknown>>;
  expect(graph.find((node) => node["@type"] === "OfferCatalog")).toBeTruthy();
  expect(graph.find((node) => node["@type"] === "AggregateOffer")).toMatchObject({ lowPrice: 0, highPrice: 895, priceCurrency: "USD" });

  // Signed out: no value in the HTML, an invitation instead.
  expect(await page.content()).not.toContain("data-actual-point-value");
  await expect(page.getByText("Premium members see each card's actual point value.").first()).toBeVisible();

  // Filters as a plain GET form.
  await page.locator('select[name="maxFee"]').selectOption("0");
  await page.getByLabel("No foreign transaction fee").check();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/maxFee=0/);
  await expect(page).toHaveURL(/noForeignFee=1/);
  const fees = await page.locator("[data-card] [data-fee]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-fee")));
  expect(fees.length).toBeGreaterThan(0);
  expect(new Set(fees)).toEqual(new Set(["0"]));
  const foreign = await page.locator("[data-card] [data-foreign-fee]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-foreign-fee")));
  expect(new Set(foreign)).toEqual(new Set(["0"]));

  // Sort by fee, highest first: the 895-dollar card leads.
  await page.goto("/credit-cards");
  await page.getByLabel("Sort by").selectOption("fee-desc");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.locator("[data-card] [data-fee]").first()).toHaveAttribute("data-fee", "895");

  // Compare three cards, then the fourth cannot be added; remove one.
  await page.goto("/credit-cards");
  for (const slug of ["chase-sapphire-preferred", "amex-gold", "capital-one-venture-x"]) {
    await page.locator(`[data-compare-link="${slug}"]`).first().click();
    await expect(page.locator(`[data-compare-card="${slug}"]`)).toBeVisible();
  }
  await expect(page).toHaveURL(/compare=chase-sapphire-preferred,amex-gold,capital-one-venture-x#compare$/);
  await expect(page.locator("[data-compare-card]")).toHaveCount(3);
  // A link says what it does in its text; aria-pressed is for buttons (axe: aria-allowed-attr).
  const chosen = page.locator('[data-compare-link="amex-gold"]').first();
  await expect(chosen).toHaveAccessibleName("Remove American Express Gold Card from the comparison");
  await expect(chosen).not.toHaveAttribute("aria-pressed");
  await expect(page.locator('[data-card="citi-strata-premier"]')).toContainText("Comparing 3 cards (the most)");
  await page.locator("[data-comparison]").getByRole("link", { name: "Remove American Express Gold Card from the comparison" }).click();
  await expect(page.locator("[data-compare-card]")).toHaveCount(2);
});

test("a Premium member sees each card's actual point value and can sort by it", async ({ page }) => {
  test.setTimeout(120_000);
  const username = await createUser("pointsprem", true);
  await signIn(page, username);
  await page.goto("/credit-cards?compare=chase-sapphire-preferred");
  // No welcome offer confirmed in the 2026-11 review: 39,600 points x 2.05 cents - 95 = 717 dollars
  await expect(page.locator('[data-card="chase-sapphire-preferred"] [data-actual-point-value]')).toContainText("$717 (39,600 points)");
  await page.getByLabel("Sort by").selectOption("value-desc");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=value-desc/);
  // The values fill in from the page's one member request (the stored page is everybody's).
  await expect.poll(() => page.locator("[data-card] [data-actual-point-value]").count()).toBeGreaterThanOrEqual(30);
});

test("an administrator adds a transfer bonus and removes it on /admin/points", async ({ page }) => {
  test.setTimeout(120_000);
  const username = await createUser("pointsadmin");
  await withDb((client) => client.query(`UPDATE users SET role = 'admin'::"Role" WHERE username = $1`, [username]));
  await signIn(page, username);
  await page.goto("/admin/points");
  await expect(page.getByRole("heading", { level: 1, name: "Points and cards" })).toBeVisible();
  await page.locator('select[name="pair"]').selectOption("wells-fargo-rewards|iberia-plus");
  await page.getByLabel("Bonus (%)").fill("35");
  await page.getByLabel("Starts").fill("2026-01-01T00:00");
  await page.getByLabel("Ends").fill("2099-01-01T00:00");
  await page.getByRole("button", { name: "Add bonus" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  const row = page.locator("[data-admin-bonus]").filter({ hasText: "Wells Fargo Rewards → Iberia Club" });
  await expect(row).toContainText("+35%");
  await expect(row).toContainText("Running");
  await row.getByRole("button", { name: "Remove" }).click();
  await expect(page.locator("[data-admin-bonus]").filter({ hasText: "Wells Fargo Rewards → Iberia Club" })).toHaveCount(0);
});

test("a deal page lays 'Pay with points or cash?' out in its main column, its table whole at 1280 px and scrolling in its own region at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(await firstLink(page.request, "/deals", /href="\/deals\/\d+"/));
  const block = page.locator("[data-points-or-cash]");
  await expect(block).toBeVisible();
  // Not in the narrow price column beside the deal, where its numbers were cut off.
  await expect(page.locator("aside [data-points-or-cash]")).toHaveCount(0);
  const region = block.getByRole("region", { name: "Pay with points or cash?" });
  await expect(region).toHaveAttribute("tabindex", "0");
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const tableBox = (await region.getByRole("table").boundingBox())!;
  const blockBox = (await block.boundingBox())!;
  expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(blockBox.x + blockBox.width);

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
