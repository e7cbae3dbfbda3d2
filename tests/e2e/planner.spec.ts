import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";

// The planners as a traveller uses them: the AI Trip Generator's plain form (no JavaScript
// needed), the saved itinerary with its maps, exports and share link, the Free plan's limit,
// and the manual planner's keyboard moves and save-after-sign-in.

const stamp = Date.now().toString(36);
let seq = 0;
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A new account, signed in on this page's context. */
async function signedUp(page: Page) {
  seq += 1;
  const account = { username: `planner${stamp}${seq}`, email: `planner${stamp}${seq}@example.com`, password: "planner password 1" };
  const created = await page.request.post("/api/register", { data: account });
  expect(created.status()).toBe(201);
  // Registration signs nobody in (it answers alike for new and known e-mails): sign in.
  const signedIn = await page.request.post("/api/login", { data: { identifier: account.username, password: account.password } });
  expect(signedIn.status()).toBe(200);
  return account;
}

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test("without JavaScript, a signed-in traveller generates a 5-day Paris plan, exports and shares it; a second plan on the Free plan shows the upgrade path", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await noScriptPage(browser);
  await signedUp(page);

  await page.goto("/ai-trip-planner");
  await expect(page.getByRole("heading", { level: 1, name: "AI Trip Generator" })).toBeVisible();
  await page.getByRole("combobox", { name: "Destination", exact: true }).fill("Paris");
  await page.getByLabel("Number of days").fill("5");
  await page.getByLabel("Start date (optional)").fill(inAMonth);
  await page.getByLabel("Museums and art").check();
  await page.getByRole("button", { name: "Generate my itinerary" }).click();

  await expect(page).toHaveURL(/\/itinerary-view\/[0-9a-f-]{36}$/);
  const itineraryUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: "5 days in Paris" })).toBeVisible();
  for (let day = 1; day <= 5; day++) await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^Day ${day} ·`) })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Map of day \d$/ })).toHaveCount(5);
  await expect(page.getByText("Palace of Versailles")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // Exports: a calendar file with one event per timed stop, and GPX waypoints.
  const id = itineraryUrl.split("/").pop()!;
  const ics = await page.request.get(`/api/itineraries/${id}/export?format=ics`);
  expect(ics.status()).toBe(200);
  const calendar = await ics.text();
  expect(calendar).toContain("BEGIN:VCALENDAR");
  expect(calendar.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThanOrEqual(10);
  const gpx = await page.request.get(`/api/itineraries/${id}/export?format=gpx`);
  expect(await gpx.text()).toContain("<wpt ");

  // A read-only share link opens for a signed-out visitor, and stops working once revoked.
  await page.getByRole("button", { name: "Create a share link" }).click();
  const shareUrl = await page.getByTestId("share-link").getAttribute("href");
  expect(shareUrl).toMatch(/\/shared-trip\/[A-Za-z0-9_-]{32}$/);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(shareUrl!);
  await expect(visitorPage.getByRole("heading", { level: 1, name: "5 days in Paris" })).toBeVisible();
  await expect(visitorPage.getByRole("button", { name: "Delete itinerary" })).toHaveCount(0);
  await page.getByRole("button", { name: "Revoke the link" }).click();
  await expect(page.getByTestId("share-link")).toHaveCount(0);
  expect((await visitorPage.goto(shareUrl!))!.status()).toBe(404);

  // Someone else's itinerary is a 404.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await signedUp(strangerPage);
  expect((await strangerPage.goto(itineraryUrl))!.status()).toBe(404);

  // The Free plan includes one generated itinerary.
  await page.goto("/ai-trip-planner?destination=Tokyo&days=3");
  await page.getByRole("button", { name: "Generate my itinerary" }).click();
  await expect(page.getByRole("alert")).toContainText("You have used the Free plan's generated itinerary");
  await expect(page.getByRole("alert").getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/subscription");

  await page.goto("/dashboard/trips");
  await expect(page.getByRole("heading", { level: 1, name: "My Trips" })).toBeVisible();
  await expect(page.getByRole("link", { name: "5 days in Paris" })).toBeVisible();
  await Promise.all([context.close(), visitor.close(), stranger.close()]);
});

test("an unknown destination answers with suggestions, and a signed-out visitor is sent to sign in first", async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await noScriptPage(browser);
  await page.goto("/ai-trip-planner");
  await page.getByRole("combobox", { name: "Destination", exact: true }).fill("Paris");
  await page.getByRole("button", { name: "Generate my itinerary" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);

  await signedUp(page);
  await page.goto("/ai-trip-planner");
  await page.getByRole("combobox", { name: "Destination", exact: true }).fill("Pariss");
  await page.getByRole("button", { name: "Generate my itinerary" }).click();
  await expect(page.getByRole("alert")).toContainText('We cannot plan "Pariss" yet.');
  await expect(page.getByRole("alert").getByRole("link", { name: "Paris" })).toBeVisible();
  await page.getByRole("combobox", { name: "Destination", exact: true }).fill("Rome");
  await page.getByLabel("Number of days").fill("30");
  await page.getByRole("button", { name: "Generate my itinerary" }).click();
  await expect(page.getByRole("alert")).toContainText("Trip length must be between 1 and 21 days.");
  await context.close();
});

test("the manual planner: add places, move a stop to another day with the keyboard buttons, save after signing in", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/trip-planner");
  await expect(page.getByRole("heading", { level: 1, name: "Trip Planner" })).toBeVisible();
  await page.getByRole("combobox", { name: "Destination", exact: true }).selectOption("paris");
  await page.getByLabel("Title").fill("Two Paris days");
  const results = page.getByRole("complementary");
  await page.getByLabel("Search places").fill("louvre");
  await results.getByRole("listitem").filter({ hasText: "Louvre Museum" }).getByRole("button", { name: "Add to day 1" }).click();
  await page.getByLabel("Search places").fill("eiffel");
  await results.getByRole("listitem").filter({ hasText: "Eiffel Tower" }).getByRole("button", { name: "Add to day 1" }).click();
  await expect(page.getByTestId("planner-stop")).toHaveCount(2);
  await expect(page.getByTestId("planner-totals")).not.toContainText("0 h 0 min");

  await page.getByRole("button", { name: "Add a day" }).click();
  await page.getByRole("button", { name: "Move Eiffel Tower down" }).click();
  await expect(page.getByTestId("planner-day").nth(1)).toContainText("Eiffel Tower");
  await expect(page.getByTestId("planner-day").nth(0)).not.toContainText("Eiffel Tower");

  // Signed out: saving goes to sign-in, and the draft waits in this browser.
  await page.getByRole("button", { name: "Save itinerary" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Ftrip-planner/);
  const account = await signedUp(page);
  expect(account.username).toBeTruthy();
  await page.goto("/trip-planner");
  await expect(page.getByTestId("planner-day").nth(1)).toContainText("Eiffel Tower");
  await page.getByRole("button", { name: "Save itinerary" }).click();
  await expect(page).toHaveURL(/\/itinerary-view\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Two Paris days" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Day 2" })).toBeVisible();
  await expect(page.getByText("Eiffel Tower")).toBeVisible();
});

test("with JavaScript, the AI Trip Generator streams its plan and opens it; a refusal still explains itself", async ({ page }) => {
  test.setTimeout(90_000);
  await signedUp(page);
  await page.goto("/ai-trip-planner");
  await expect(page.getByTestId("planner-provider")).toHaveText("Plans are made by our built-in planner from our places data (no AI model is connected).");
  await page.getByRole("combobox", { name: "Destination", exact: true }).fill("Pariss");
  await page.getByRole("button", { name: "Generate my itinerary" }).click();
  // The refusal goes back to the plain form's server action, whose page explains it.
  await expect(page.locator("#plan-form").getByRole("alert")).toContainText('We cannot plan "Pariss" yet.', { timeout: 30_000 });

  await page.getByRole("combobox", { name: "Destination", exact: true }).fill("Tokyo");
  await page.getByLabel("Number of days").fill("3");
  const streamed = page.waitForResponse((res) => res.url().endsWith("/api/itineraries/generate") && res.request().method() === "POST");
  await page.getByRole("button", { name: "Generate my itinerary" }).click();
  const response = await streamed;
  expect(response.headers()["content-type"]).toContain("application/x-ndjson");
  await expect(page).toHaveURL(/\/itinerary-view\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "3 days in Tokyo" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Map of day \d$/ })).toHaveCount(3);
});

async function makePremium(username: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("UPDATE users SET is_premium_user = true, subscription_status = 'active' WHERE username = $1", [username]);
  } finally {
    await client.end();
  }
}

test("the smart travel dashboard: Premium members see their upcoming trips and keep loyalty balances; Free members see the upgrade path", async ({ browser }) => {
  test.setTimeout(90_000);
  const free = await browser.newContext();
  const freePage = await free.newPage();
  await signedUp(freePage);
  await freePage.goto("/dashboard");
  const teaser = freePage.getByTestId("travel-dashboard");
  await expect(teaser).toContainText("The smart travel dashboard is part of Premium");
  await expect(teaser.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/subscription");
  await free.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const account = await signedUp(page);
  await makePremium(account.username);
  const created = await page.request.post("/api/itineraries", { data: { title: "Lisbon in spring", destination: "lisbon", startDate: inAMonth, days: [{ stops: [{ name: "Walk" }] }] } });
  expect(created.status()).toBe(201);

  await page.goto("/dashboard");
  const dashboard = page.getByTestId("travel-dashboard");
  await expect(dashboard.getByRole("heading", { level: 2, name: "Smart travel dashboard" })).toBeVisible();
  await expect(dashboard.getByRole("link", { name: "Lisbon in spring" })).toBeVisible();
  await expect(dashboard).toContainText("No loyalty accounts yet.");

  await dashboard.getByLabel("Program").fill("Flying Blue");
  await dashboard.getByLabel("Balance", { exact: true }).fill("42500");
  await dashboard.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByTestId("loyalty-account")).toHaveCount(1);
  await expect(page.getByTestId("loyalty-account")).toContainText("Flying Blue");
  await expect(page.getByLabel("Balance of Flying Blue")).toHaveValue("42500");

  await page.getByLabel("Balance of Flying Blue").fill("50000");
  await page.getByTestId("loyalty-account").getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Balance of Flying Blue")).toHaveValue("50000");

  await dashboard.getByLabel("Program").fill("<b>");
  await dashboard.getByLabel("Balance", { exact: true }).fill("1");
  await dashboard.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter the program's name (up to 80 characters).");

  await page.getByRole("button", { name: "Remove Flying Blue" }).click();
  await expect(page.getByTestId("loyalty-account")).toHaveCount(0);
  await context.close();
});

test("'Add to a trip' from a ski resort or a park puts the place on day 1 of the manual planner, once", async ({ page }) => {
  await page.goto("/skiing/vail");
  await page.getByRole("link", { name: "Add to a trip" }).click();
  await expect(page).toHaveURL(/\/trip-planner\?place=ski:vail$/);
  await expect(page.getByTestId("added-place")).toContainText("Vail is on day 1 of your plan below");
  const firstDay = page.getByTestId("planner-day").first();
  await expect(firstDay).toContainText("Vail");
  // The draft waits in this browser once the planner has hydrated.
  const savedDraft = () => page.evaluate(() => window.localStorage.getItem("wb-trip-planner-draft") ?? "");
  await expect.poll(savedDraft).toContain("Vail");

  // Another place joins the same draft; coming back with the first one does not add it twice.
  await page.goto("/trip-planner?place=park:yosemite");
  await expect(firstDay).toContainText("Yosemite");
  await expect.poll(savedDraft).toContain("Yosemite");
  await page.goto("/trip-planner?place=ski:vail");
  await expect(firstDay).toContainText("Yosemite");
  await expect(firstDay.getByText(/^\d+\. Vail$/)).toHaveCount(1);

  // An unknown or malformed reference adds nothing and says nothing.
  for (const ref of ["ski:no-such-resort", "park:../../etc", "x".repeat(500)]) {
    await page.goto(`/trip-planner?place=${encodeURIComponent(ref)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("added-place")).toHaveCount(0);
  }
});
