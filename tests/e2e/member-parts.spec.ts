import { expect, request as requestContext, test, type Page } from "@playwright/test";
import { withDb } from "../support/database";
import { directMembers } from "../support/e2e-members";

// Members get the same stored pages as visitors (docs/caching.md, Members): the card directory and
// the Travel Points Compass are the signed-out visitor's page for everybody, and what is a member's
// own (the user menu, the hearts, Premium's card values and transfer bonuses, the Compass usage)
// comes from ONE request per page. Premium-only figures never enter a stored copy.

const { stamp, createUser, signIn } = directMembers("member parts password 1");
let transferId: number;

/** The member requests a page makes for the member's own parts (the user and favorites endpoints). */
function personalRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === "/api/user" || pathname.startsWith("/api/favorites")) seen.push(`${pathname}${search}`);
  });
  return seen;
}

/** A request without cookies, until a server process answers it from its stored copy. */
async function storedCopy(path: string): Promise<string> {
  const context = await requestContext.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await context.get(path);
      if (response.headers()["x-page-cache"] === "hit") return response.text();
    }
    throw new Error(`${path} was never served from the page cache`);
  } finally {
    await context.dispose();
  }
}

let premium: string;
let free: string;

test.beforeAll(async () => {
  premium = await createUser("partsprem", true);
  free = await createUser("partsfree", false);
  transferId = await withDb(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `SELECT t.id FROM transfer_partners t JOIN loyalty_programs f ON f.id = t.from_program_id JOIN loyalty_programs p ON p.id = t.to_program_id
       WHERE f.slug = 'capital-one-miles' AND p.slug = 'aeromexico-club-premier'`,
    );
    const id = rows[0]!.id;
    await client.query("DELETE FROM transfer_bonuses WHERE transfer_id = $1", [id]);
    await client.query("INSERT INTO transfer_bonuses (transfer_id, bonus_percent, starts_at, ends_at) VALUES ($1, 35, now() - interval '1 day', now() + interval '2 days')", [id]);
    return id;
  });
});

test.afterAll(async () => {
  await withDb((client) => client.query("DELETE FROM transfer_bonuses WHERE transfer_id = $1", [transferId]));
});

test.describe("the card directory", () => {
  test("a visitor sees the value locked, and makes no personal request", async ({ page }) => {
    const requests = personalRequests(page);
    await page.goto("/credit-cards?compare=chase-sapphire-preferred");
    await expect(page.locator('[data-card="chase-sapphire-preferred"]')).toContainText("Premium members see each card's actual point value.");
    await expect(page.locator("[data-actual-point-value]")).toHaveCount(0);
    await expect(page.locator("option[data-premium-sort]")).toBeDisabled();
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
  });

  test("a free member sees the value locked, with their user menu, in one request", async ({ page }) => {
    await signIn(page, free);
    const requests = personalRequests(page);
    await page.goto("/credit-cards?compare=chase-sapphire-preferred");
    await expect(page.getByRole("button", { name: /partsfree/i }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator('[data-card="chase-sapphire-preferred"]')).toContainText("Premium members see each card's actual point value.");
    await expect(page.locator("[data-actual-point-value]")).toHaveCount(0);
    await expect(page.locator("option[data-premium-sort]")).toBeDisabled();
    expect(requests).toEqual(["/api/user?include=card-values"]);
  });

  test("a Premium member sees each card's value, in the list and the comparison, and sorts by it, in one request", async ({ page }) => {
    await signIn(page, premium);
    const requests = personalRequests(page);
    await page.goto("/credit-cards?compare=chase-sapphire-preferred");
    // No welcome offer confirmed in the 2026-11 review: 39,600 points x 2.05 cents - 95 = 717 dollars
    await expect(page.locator('[data-card="chase-sapphire-preferred"] [data-actual-point-value]')).toContainText("$717 (39,600 points)");
    await expect(page.locator('[data-comparison] [data-actual-point-value]')).toContainText("$717 (39,600 points)");
    await expect(page.locator('[data-card="chase-sapphire-preferred"]').getByText("Premium members see each card's actual point value.")).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual(["/api/user?include=card-values"]);

    // A card added to the comparison (a move in the browser) shows its value too, from the same answer.
    await page.locator('[data-compare-link="amex-gold"]').first().click();
    await expect(page.locator("[data-compare-card]")).toHaveCount(2);
    await expect(page.locator("[data-comparison] [data-actual-point-value]")).toHaveCount(2);
    expect(requests).toHaveLength(1);

    await page.getByLabel("Sort by").selectOption("value-desc");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=value-desc/);
    await expect(page.getByLabel("Sort by")).toHaveValue("value-desc");
    await expect.poll(async () => (await page.locator("[data-card-list] > [data-card] [data-actual-point-value]").count())).toBeGreaterThanOrEqual(30);
    // Highest first.
    const values = await page.locator("[data-card-list] > [data-card] [data-actual-point-value] .font-semibold").allTextContents();
    const dollars = values.map((text) => {
      const [, before, after, amount] = /([-−])?\s*\$\s*([-−])?([\d,.]+)/.exec(text)!;
      return Number(amount!.replace(/,/g, "")) * (before || after ? -1 : 1);
    });
    expect(dollars).toEqual([...dollars].sort((a, b) => b - a));
  });

  test("the stored copy a Premium member's visit left holds no Premium value", async ({ page }) => {
    await signIn(page, premium);
    const path = `/credit-cards?issuer=Chase&stamp=${stamp}`;
    // The member's own requests render (and store) the page: it is the visitors' page.
    for (let index = 0; index < 3; index++) expect((await page.request.get(path)).status()).toBe(200);
    const html = await storedCopy(path);
    expect(html).toContain("Premium members see each card&#x27;s actual point value.");
    expect(html).not.toContain("data-actual-point-value");
    expect(html).not.toContain("39,600 points");
    expect(html).not.toContain("$717");
  });
});

test.describe("the Travel Points Compass", () => {
  test("a visitor is asked to sign in and told Premium shows the bonuses", async ({ page }) => {
    await page.goto("/travel-points-compass#transfers");
    await expect(page.locator("[data-access=signed-out]")).toContainText("Sign in to use the calculators");
    await expect(page.locator("[data-calculator=balance]").getByRole("button", { name: "Sign in to calculate" })).toBeVisible();
    await expect(page.getByText("Premium members see the transfer bonuses running today.")).toBeVisible();
    await expect(page.locator("[data-transfer-bonuses]")).toHaveCount(0);
  });

  test("a free member sees their use, no bonus, in one request", async ({ page }) => {
    await signIn(page, free);
    const requests = personalRequests(page);
    await page.goto("/travel-points-compass");
    await expect(page.locator("[data-access=free]")).toContainText("Free plan: 0 of 3 calculations used.");
    await expect(page.locator("[data-calculator=balance]").getByRole("button", { name: "Calculate", exact: true })).toBeVisible();
    await expect(page.getByText("Premium members see the transfer bonuses running today.")).toBeVisible();
    await expect(page.locator("[data-transfer-bonuses]")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!, "http://x").searchParams.get("include")?.split(",").sort()).toEqual(["points-usage", "transfer-bonuses"]);
  });

  test("a Premium member sees the bonuses running today and their unlimited plan, in one request", async ({ page }) => {
    await signIn(page, premium);
    const requests = personalRequests(page);
    await page.goto("/travel-points-compass");
    await expect(page.locator("[data-access=premium]")).toContainText("Premium: unlimited calculations, with the transfer bonuses running today.");
    const bonuses = page.locator("[data-transfer-bonuses]");
    await expect(bonuses.getByRole("heading", { name: "Transfer bonuses running today" })).toBeVisible();
    await expect(bonuses.locator('[data-bonus-route="capital-one-miles:aeromexico-club-premier"] [data-bonus]')).toContainText("+35% until");
    await expect(page.getByText("Premium members see the transfer bonuses running today.")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(requests).toHaveLength(1);
  });

  test("the stored copy a Premium member's visit left holds no bonus and no plan", async ({ page }) => {
    await signIn(page, premium);
    const path = `/travel-points-compass?kind=bank&stamp=${stamp}`;
    for (let index = 0; index < 3; index++) expect((await page.request.get(path)).status()).toBe(200);
    const html = await storedCopy(path);
    expect(html).toContain('data-access="signed-out"');
    expect(html).not.toContain("data-transfer-bonuses");
    expect(html).not.toContain("+35%");
    expect(html).not.toMatch(/transfer_bonuses|cents_per_point|points_usage/);
    expect(html).not.toMatch(/data-access="(free|premium)"/);
  });
});

test("a member's deals page asks for their user and the hearts on screen in one request", async ({ page }) => {
  await signIn(page, free);
  const requests = personalRequests(page);
  await page.goto("/deals");
  await expect(page.locator("[data-favorite-button]").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /partsfree/i }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatch(/^\/api\/user\?favorites=\d+(,\d+)*$/);
});
