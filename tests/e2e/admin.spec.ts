import { hash } from "@node-rs/argon2";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { wcagViolations } from "../support/axe";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { withDb } from "../support/database";

// The admin screens end to end: guards, the content journeys of issue "Admin" (article, tip and
// review: create with images, publish, see it on the public pages, edit, unpublish, delete), the
// premium switch, the tools page and the click report. Accounts are written straight into the
// test database (no registration rate limits), as a seed factory would.

const stamp = Date.now().toString(36);
const password = "admin journey password 1";
const admin = { username: `chief${stamp}`, email: `chief${stamp}@example.com`, name: "Ada Admin" };
const member = { username: `member${stamp}`, email: `member${stamp}@example.com`, name: "Milo Member" };

async function createUser(user: { username: string; email: string; name: string }, role: "admin" | "user") {
  const passwordHash = await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 });
  await withDb((client) =>
    client.query(
      `INSERT INTO users (id, username, email, name, role, password_hash, email_verified_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::"Role", $6, now(), now())`,
      [randomUUID(), user.username, user.email, user.name, role, passwordHash],
    ),
  );
}

/** A small real PNG of one colour. */
const png = (colour: string) => sharp({ create: { width: 24, height: 16, channels: 3, background: colour } }).png().toBuffer();

async function pngFile(name: string, colour: string) {
  return { name, mimeType: "image/png", buffer: await png(colour) };
}

async function signInAsAdmin(page: Page) {
  await page.goto("/admin-login");
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function signInAsMember(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("Username or email").fill(member.username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  // Signed in, the page moves on to the home page; menus opened before that close on arrival.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: /Hello, Milo Member/ })).toBeVisible();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const itemNamed = (page: Page, title: string): Locator => page.getByTestId("content-item").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The slug the admin API gave an article or tip, read from its list. */
async function slugOf(page: Page, kind: "news" | "tips", title: string): Promise<string> {
  const response = await page.request.get(`/api/admin/${kind}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as unknown;
  const list = (Array.isArray(body) ? body : Object.values(body as Record<string, unknown>).find(Array.isArray)) as Array<{ title: string; slug: string }>;
  const item = list.find((entry) => entry.title === title);
  expect(item).toBeTruthy();
  return item!.slug;
}

async function expectNoAxeViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

test.beforeAll(async () => {
  await createUser(admin, "admin");
  await createUser(member, "user");
});

test.describe("the admin pages' guards", () => {
  for (const path of ["/admin/dashboard", "/admin/content-manager", "/admin-tools", "/analytics"]) {
    test(`a signed-out visitor of ${path} is sent to /auth with the path as redirect`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    });
  }

  test("the aliases answer a permanent redirect to their admin page", async ({ request }) => {
    const aliases: Array<[string, string]> = [
      ["/admin-dashboard", "/admin/dashboard"],
      ["/admin/users", "/admin/dashboard"],
      ["/admin/content", "/admin/content-manager"],
      ["/direct-analytics", "/analytics"],
    ];
    for (const [alias, target] of aliases) {
      const response = await request.get(alias, { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(new URL(response.headers().location!, "http://localhost").pathname).toBe(target);
    }
  });

  test("a signed-in traveller sees 'Admin Access Required' on every admin page and no Admin menu", async ({ page }) => {
    await signInAsMember(page);
    await page.getByRole("button", { name: /Hello, Milo Member/ }).hover();
    await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
    for (const path of ["/admin/dashboard", "/admin/content-manager?tab=news", "/admin-tools", "/analytics?days=7"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
      await expect(page.getByText("You need administrator privileges to access this page.")).toBeVisible();
      await expect(page.getByRole("tab")).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe.serial("the administrator", () => {
  test("signs in at /admin-login, sees the Admin menu and the four tabs (User Management first)", async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
    for (const tab of ["User Management", "News Articles", "Destination Reviews", "Travel Tips"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    await expect(page.getByRole("tab", { name: "User Management" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("button", { name: /Hello, Ada Admin/ }).hover();
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
    await page.getByRole("navigation", { name: "Admin pages" }).getByRole("link", { name: "Content Manager" }).click();
    await expect(page).toHaveURL(/\/admin\/content-manager$/);
    await expect(page.getByRole("tab", { name: "News Articles" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("tab", { name: "Travel Tips" }).click();
    await expect(page).toHaveURL(/\?tab=tips$/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Travel Tips" })).toHaveAttribute("aria-selected", "true");
  });

  test("finds the Admin section in the small-screen menu panel, which a traveller does not get", async ({ page, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByTestId("mobile-nav-panel");
    await panel.getByRole("link", { name: "Content Manager" }).click();
    await expect(page).toHaveURL(/\/admin\/content-manager$/);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const traveller = await context.newPage();
    await signInAsMember(traveller);
    await traveller.getByRole("button", { name: "Open menu" }).click();
    await expect(traveller.getByTestId("mobile-nav-panel").getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
    await expect(traveller.getByTestId("mobile-nav-panel").getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
    await context.close();
  });

  test("looks up a user and sets Premium, then Free", async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole("button", { name: "Look up" }).click();
    await expect(toast(page, "Email required")).toBeVisible();
    await expect(toast(page, "Please enter a user email")).toBeVisible();

    await page.getByLabel("User email").fill(`nobody${stamp}@example.com`);
    await page.getByRole("button", { name: "Look up" }).click();
    await expect(toast(page, "Error")).toBeVisible();
    await expect(page.getByTestId("found-user")).toHaveCount(0);

    await page.getByLabel("User email").fill(member.email.toUpperCase());
    await page.getByRole("button", { name: "Look up" }).click();
    const found = page.getByTestId("found-user");
    await expect(found).toContainText(member.username);
    await expect(found).toContainText(member.email);
    await expect(page.getByTestId("found-user-plan")).toHaveText("Free");
    await expect(found.getByRole("button", { name: "Set as Free" })).toBeDisabled();

    await found.getByRole("button", { name: "Set as Premium" }).click();
    await expect(toast(page, "Premium Activated")).toBeVisible();
    await expect(page.getByTestId("found-user-plan")).toHaveText("Premium");
    await expect(found.getByRole("button", { name: "Set as Premium" })).toBeDisabled();
    const row = page.getByRole("row").filter({ hasText: member.email });
    await expect(row).toContainText("Premium");

    await found.getByRole("button", { name: "Set as Free" }).click();
    await expect(page.getByTestId("found-user-plan")).toHaveText("Free");
    await expect(found.getByRole("button", { name: "Set as Free" })).toBeDisabled();
    await expect(row).toContainText("Free");
    await expectNoAxeViolations(page);
  });

  test("creates, publishes, edits, unpublishes and deletes a news article with an image", async ({ page }) => {
    // Nine page loads, an upload and two accessibility scans: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const title = `Lisbon on a shoestring ${stamp}`;
    const edited = `Lisbon for less ${stamp}`;
    await signInAsAdmin(page);
    await page.goto("/admin/content-manager");
    await page.getByRole("button", { name: "New Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Article" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Content is required")).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Summary").fill("Trams, tiles and custard tarts for less.");
    await dialog.getByLabel("Content").fill("Lisbon rewards the walker. ".repeat(10));
    await dialog.getByLabel("Category").selectOption("guides");
    await dialog.getByLabel("Tags").fill("portugal, budget");
    await expect(dialog.getByLabel("Image")).toHaveAttribute("accept", "image/*");
    await dialog.getByLabel("Image").setInputFiles(await pngFile("tram.png", "#d4532b"));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Article Created")).toBeVisible();
    await expect(dialog).toBeHidden();

    const item = itemNamed(page, title);
    await expect(item).toContainText("Draft");
    await expect(item).toContainText("Guides");
    await expect(item).toContainText(`${"Lisbon rewards the walker. ".repeat(10).slice(0, 100)}...`);
    await expect(item.locator("img").first()).toHaveAttribute("src", /.+/);

    await item.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, "Article Published")).toBeVisible();
    await expect(item).toContainText("Published");
    await item.getByRole("button", { name: "Featured" }).click();
    await expect(toast(page, "Article Updated")).toBeVisible();
    await expect(item.getByRole("button", { name: "Featured" })).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page);

    const slug = await slugOf(page, "news", title);
    await page.goto("/travel-news");
    await expect(page.getByText(title).first()).toBeVisible();
    await page.goto(`/travel-news/${slug}`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const image = page.locator("main img").first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

    await page.goto("/admin/content-manager?tab=news");
    await itemNamed(page, title).getByRole("button", { name: "Edit" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Article" });
    await expect(editDialog.getByLabel("Tags")).toHaveValue("portugal, budget");
    await expect(editDialog.getByText("Leave empty to keep the current image")).toBeVisible();
    await editDialog.getByLabel("Title").fill(edited);
    await editDialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Article Updated")).toBeVisible();
    const editedItem = itemNamed(page, edited);
    await expect(editedItem.locator("img").first()).toHaveAttribute("src", /.+/);

    await page.goto(`/travel-news/${slug}`);
    await expect(page.getByRole("heading", { name: edited, level: 1 })).toBeVisible();

    await page.goto("/admin/content-manager?tab=news");
    await itemNamed(page, edited).getByRole("button", { name: "Unpublish" }).click();
    await expect(toast(page, "Article Unpublished")).toBeVisible();
    await expect(itemNamed(page, edited)).toContainText("Draft");
    expect((await page.request.get(`/travel-news/${slug}`)).status()).toBe(404);

    await itemNamed(page, edited).getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this article? This action cannot be undone.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(itemNamed(page, edited)).toBeVisible();
    await itemNamed(page, edited).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Article Deleted")).toBeVisible();
    await expect(itemNamed(page, edited)).toHaveCount(0);
  });

  test("creates, publishes, edits, unpublishes and deletes a travel tip with an image", async ({ page }) => {
    const title = `Pack a travel kettle ${stamp}`;
    const edited = `Pack a folding kettle ${stamp}`;
    await signInAsAdmin(page);
    await page.goto("/admin/content-manager?tab=tips");
    await page.getByRole("button", { name: "New Travel Tip" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Travel Tip" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Content").fill("Hotel breakfasts cost a fortune; a kettle and oats cost almost nothing.");
    await dialog.getByLabel("Category").selectOption("packing");
    await dialog.getByLabel("Destination (optional)").fill("Tokyo");
    await dialog.getByLabel("Tags").fill("packing, breakfast");
    await dialog.getByLabel("Published").check();
    // Not an image, whatever its name says: the server's message is shown and nothing is saved.
    await dialog.getByLabel("Image").setInputFiles({ name: "kettle.png", mimeType: "image/png", buffer: Buffer.from("just some text, not a picture") });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Error")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(itemNamed(page, title)).toHaveCount(0);

    await dialog.getByLabel("Image").setInputFiles(await pngFile("kettle.png", "#2b7bd4"));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Travel Tip Created")).toBeVisible();

    const item = itemNamed(page, title);
    await expect(item).toContainText("Published");
    await expect(item).toContainText("Packing");
    await expect(item).toContainText("Tokyo");
    await expect(item.locator("img").first()).toHaveAttribute("src", /.+/);

    await page.goto("/travel-tips");
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto("/admin/content-manager?tab=tips");
    await itemNamed(page, title).getByRole("button", { name: "Edit" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Travel Tip" });
    await editDialog.getByLabel("Title").fill(edited);
    await editDialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Travel Tip Updated")).toBeVisible();
    await expect(itemNamed(page, edited).locator("img").first()).toHaveAttribute("src", /.+/);

    await itemNamed(page, edited).getByRole("button", { name: "Unpublish" }).click();
    await expect(toast(page, "Travel Tip Unpublished")).toBeVisible();
    await page.goto("/travel-tips");
    await expect(page.getByText(edited)).toHaveCount(0);

    await page.goto("/admin/content-manager?tab=tips");
    await itemNamed(page, edited).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this travel tip? This action cannot be undone.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Travel Tip Deleted")).toBeVisible();
    await expect(itemNamed(page, edited)).toHaveCount(0);
  });

  test("creates a destination review with three photos, adds a fourth, publishes, unpublishes and deletes it", async ({ page }) => {
    const title = `Porto at golden hour ${stamp}`;
    await signInAsAdmin(page);
    await page.goto("/admin/content-manager?tab=reviews");
    await page.getByRole("button", { name: "New Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Review" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Content").fill("The Ribeira glows at dusk and the wine cellars are across the bridge.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Please choose a destination")).toBeVisible();

    const picker = dialog.getByRole("combobox", { name: "Destination" });
    await picker.fill("zzqxv");
    await expect(dialog.getByText("No destinations found")).toBeVisible();
    await picker.fill("Port");
    await dialog.getByRole("option", { name: /^Porto, / }).click();
    await expect(picker).toHaveValue(/^Porto, /);
    await expect(dialog.getByLabel("Rating")).toHaveValue("5");
    await dialog.getByLabel("Rating").selectOption("4");
    await dialog.getByLabel("Visit date (optional)").fill("2026-05-14");
    await dialog.getByLabel("Pros").fill("Views, food, prices");
    await dialog.getByLabel("Cons").fill("Steep hills");
    await dialog.getByLabel("Photos").setInputFiles([await pngFile("one.png", "#aa3300"), await pngFile("two.png", "#00aa33"), await pngFile("three.png", "#3300aa")]);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Review Created")).toBeVisible();

    const item = itemNamed(page, title);
    await expect(item).toContainText("Draft");
    await expect(item).toContainText("Porto");
    await expect(item).toContainText("4 of 5");
    await expect(item.getByRole("img")).toHaveCount(3);

    await item.getByRole("button", { name: "Edit" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Review" });
    await expect(editDialog.getByText("3 photos already attached")).toBeVisible();
    await editDialog.getByLabel("Photos").setInputFiles([await pngFile("four.png", "#777777")]);
    await editDialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Review Updated")).toBeVisible();
    await expect(item.getByRole("img")).toHaveCount(3);
    await expect(item.getByText("+1", { exact: true })).toBeVisible();

    await item.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, "Review Published")).toBeVisible();
    await page.goto("/destination-reviews");
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto("/admin/content-manager?tab=reviews");
    await itemNamed(page, title).getByRole("button", { name: "Unpublish" }).click();
    await expect(toast(page, "Review Unpublished")).toBeVisible();
    await page.goto("/destination-reviews");
    await expect(page.getByText(title)).toHaveCount(0);

    await page.goto("/admin/content-manager?tab=reviews");
    await itemNamed(page, title).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this review? This action cannot be undone.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Review Deleted")).toBeVisible();
    await expect(itemNamed(page, title)).toHaveCount(0);
  });

  test("reads the counts and the audit log on /admin-tools", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin-tools");
    await expect(page.getByRole("heading", { name: "Admin Tools", level: 1 })).toBeVisible();
    for (const id of ["users", "premium", "news", "reviews", "tips"]) await expect(page.getByTestId(`count-${id}`)).toBeVisible();
    const log = page.getByTestId("audit-log");
    await expect(log).toContainText(admin.email);
    await expect(log).toContainText(/news\.delete/);
    await expect(log).toContainText(/review\.create/);
    await expect(log).toContainText("Review Created");
    await expect(log).toContainText("Premium status changed");
    await expect(page.getByRole("link", { name: "Open the full report" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("reads clicks per partner and per deal on /analytics for 7, 30 and 90 days", async ({ page }) => {
    const deal = await withDb(async (client) => {
      const { rows } = await client.query<{ id: number; partner_id: number; title: string; partner: string }>(
        "SELECT d.id, d.partner_id, d.title, p.name AS partner FROM deals d JOIN partners p ON p.id = d.partner_id ORDER BY d.id DESC LIMIT 1",
      );
      const row = rows[0]!;
      // Enough clicks to lead the top-deal list whatever other tests clicked.
      await client.query(
        "INSERT INTO deal_clicks (deal_id, partner_id, created_at) SELECT $1, $2, now() - interval '1 hour' FROM generate_series(1, 40)",
        [row.id, row.partner_id],
      );
      await client.query("INSERT INTO deal_clicks (deal_id, partner_id, created_at) SELECT $1, $2, now() - interval '20 days' FROM generate_series(1, 5)", [row.id, row.partner_id]);
      return row;
    });
    await signInAsAdmin(page);
    await page.goto("/analytics?days=7");
    await expect(page.getByRole("heading", { name: "Click Analytics", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
    const partnerRow = page.getByTestId("partner-clicks").getByRole("row").filter({ hasText: deal.partner });
    await expect(partnerRow).toBeVisible();
    const topDeal = page.getByTestId("deal-clicks").getByRole("row").nth(1);
    await expect(topDeal).toContainText(deal.title);
    const clicksAt7 = Number(await topDeal.getByRole("cell").last().textContent());
    expect(clicksAt7).toBeGreaterThanOrEqual(40);

    await page.getByRole("link", { name: "Last 30 days" }).click();
    await expect(page).toHaveURL(/\/analytics\?days=30$/);
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
    const clicksAt30 = Number(await page.getByTestId("deal-clicks").getByRole("row").nth(1).getByRole("cell").last().textContent());
    expect(clicksAt30).toBe(clicksAt7 + 5);
    await expectNoAxeViolations(page);

    await page.goto("/analytics?days=abc");
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  });
});
