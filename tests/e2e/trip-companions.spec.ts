import { expect, test, type Browser, type Page } from "@playwright/test";
import { startSmtpServer } from "../support/smtp";

// Companions of a trip as travellers meet them: the owner invites by e-mail from the trip page;
// the invited person opens the link signed out, registers and signs in (the link's target kept),
// accepts and finds the trip in My Trips; the Free plan's one companion; two signed-in browsers
// editing the same trip: a conflict (409 shown, then applying again), and both changes present.

// playwright.config.ts points the server's SMTP_URL at this port.
const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT || Number(process.env.E2E_PORT || 3100) + 20000);
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

test.beforeAll(async () => {
  smtp = await startSmtpServer(e2eSmtpPort);
});
test.afterAll(async () => {
  await smtp?.close();
});

const stamp = Date.now().toString(36);
let seq = 0;
const PASSWORD = "companion password 1";
const account = (prefix: string) => {
  seq += 1;
  return { username: `${prefix}${stamp}${seq}`, email: `${prefix}${stamp}${seq}@example.com`, password: PASSWORD };
};

/** A new account, signed in on this page's context. */
async function signedUp(page: Page, prefix: string) {
  const user = account(prefix);
  expect((await page.request.post("/api/register", { data: user })).status()).toBe(201);
  expect((await page.request.post("/api/login", { data: { identifier: user.username, password: user.password } })).status()).toBe(200);
  return user;
}

/** The path and query of the invitation link in the last message to `to`. */
async function invitationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = smtp.lastTo(to)?.match(/https?:\/\/[^/\s"]+(\/trip-invitation\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/)?.[1];
      return link;
    }, { timeout: 15_000 })
    .toBeTruthy();
  return link!;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function createTrip(page: Page, title: string): Promise<string> {
  const created = await page.request.post("/api/itineraries", { data: { title, destination: "paris", days: [{ stops: [{ name: "Morning walk" }] }, { stops: [{ name: "Canal cruise" }] }] } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { itinerary: { id: string } }).itinerary.id;
}

test("the owner invites by e-mail; the invited person registers through the link, accepts, and finds the trip in My Trips; Free allows one companion", async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await newPage(browser);
  await signedUp(owner.page, "tripowner");
  const id = await createTrip(owner.page, "Paris with Sam");
  const friend = account("tripfriend");

  await owner.page.goto(`/itinerary-view/${id}`);
  const companions = owner.page.getByTestId("companions");
  await expect(companions.getByRole("heading", { level: 2, name: "Companions" })).toBeVisible();
  await companions.getByLabel("E-mail address").fill(friend.email);
  await companions.getByLabel("Role").selectOption("editor");
  await companions.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.page.getByRole("status").filter({ hasText: `Invitation sent to ${friend.email}.` })).toBeVisible();
  await expect(owner.page.getByTestId("pending-invitations")).toContainText(`${friend.email}, Editor`);

  // The Free plan's one companion: a second invitation is refused with the upgrade link.
  await owner.page.getByTestId("companions").getByLabel("E-mail address").fill(`other${stamp}@example.com`);
  await owner.page.getByTestId("companions").getByRole("button", { name: "Send invitation" }).click();
  const refusal = owner.page.getByTestId("companions").getByRole("alert");
  await expect(refusal).toContainText("The Free plan includes one companion per trip. Upgrade to Premium to invite more people.");
  await expect(refusal.getByRole("link", { name: "Upgrade to Premium for unlimited companions" })).toHaveAttribute("href", "/subscription");

  // The invited person: signed out, registers and signs in, and comes back to the invitation.
  const link = await invitationLink(friend.email);
  const guest = await newPage(browser);
  await guest.page.goto(link);
  await expect(guest.page.getByRole("heading", { level: 1, name: "Join a trip" })).toBeVisible();
  await expect(guest.page.getByText("invited you to plan the trip “Paris with Sam” as an editor.")).toBeVisible();
  await guest.page.getByRole("link", { name: "Sign in or register" }).click();
  await expect(guest.page).toHaveURL(/\/auth\?redirect=/);
  await guest.page.getByRole("tab", { name: "Create Account" }).click();
  await guest.page.getByLabel("Username", { exact: true }).fill(friend.username);
  await guest.page.getByLabel("Email", { exact: true }).fill(friend.email);
  await guest.page.getByLabel("Password", { exact: true }).fill(friend.password);
  await guest.page.getByRole("button", { name: "Create Account" }).click();
  await expect(guest.page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  await guest.page.getByRole("button", { name: "Sign In", exact: true }).click();
  await guest.page.getByLabel("Username or email").fill(friend.username);
  await guest.page.getByLabel("Password", { exact: true }).fill(friend.password);
  await guest.page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(guest.page).toHaveURL(/\/trip-invitation\?token=/);
  await guest.page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(guest.page).toHaveURL(new RegExp(`/itinerary-view/${id}$`));
  await expect(guest.page.getByRole("heading", { level: 1, name: "Paris with Sam" })).toBeVisible();
  await expect(guest.page.getByTestId("shared-by")).toContainText("shared this trip with you. You can change its days, stops and notes.");
  await expect(guest.page.getByRole("link", { name: "Edit in the trip planner" })).toBeVisible();
  await expect(guest.page.getByRole("button", { name: "Delete itinerary" })).toHaveCount(0);

  await guest.page.goto("/dashboard/trips");
  const card = guest.page.getByRole("listitem").filter({ has: guest.page.getByRole("link", { name: "Paris with Sam" }) });
  await expect(card).toContainText("Shared with you");

  // The link works once.
  await guest.page.goto(link);
  await expect(guest.page.getByTestId("invitation-refused")).toHaveText("This invitation has already been used.");

  // The owner sees the companion, and can hand the trip over.
  await owner.page.goto(`/itinerary-view/${id}`);
  const row = owner.page.getByTestId("companion-list").getByRole("listitem").filter({ hasText: friend.email });
  await expect(row).toContainText(friend.username);
  await expect(row).toContainText("Editor");
  await expect(row.getByRole("button", { name: `Make ${friend.username} the owner` })).toBeVisible();
  await owner.context.close();
  await guest.context.close();
});

test("two companions edit the same trip at once: the later save meets the conflict, applies again, and both changes are kept", async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await newPage(browser);
  const editor = await newPage(browser);
  await signedUp(owner.page, "tripa");
  const editorAccount = await signedUp(editor.page, "tripb");
  const id = await createTrip(owner.page, "Shared Paris plan");
  expect((await owner.page.request.post(`/api/itineraries/${id}/invitations`, { data: { email: editorAccount.email, role: "editor" } })).status()).toBe(201);
  const token = new URL(await invitationLink(editorAccount.email), "http://x").searchParams.get("token");
  expect((await editor.page.request.post("/api/trip-invitations/accept", { data: { token } })).status()).toBe(200);

  await owner.page.goto(`/trip-planner?edit=${id}`);
  await editor.page.goto(`/trip-planner?edit=${id}`);
  const ownerDays = owner.page.getByPlaceholder("Notes for this day");
  const editorDays = editor.page.getByPlaceholder("Notes for this day");
  await expect(ownerDays).toHaveCount(2);
  await expect(editorDays).toHaveCount(2);

  // Both change the plan they opened; the owner saves first.
  await editorDays.nth(1).fill("Editor: book the boat");
  await ownerDays.nth(0).fill("Owner: museum passes");
  await owner.page.getByRole("button", { name: "Save itinerary" }).click();
  await expect(owner.page).toHaveURL(new RegExp(`/itinerary-view/${id}$`));
  await expect(owner.page.getByText("Owner: museum passes")).toBeVisible();

  // The editor's open planner hears of it within a few seconds.
  await expect(editor.page.getByTestId("trip-remote-changed")).toContainText("Someone else just changed this trip.", { timeout: 10_000 });

  // Saving on the old version: 409, what changed, then applying again.
  const conflictAnswer = editor.page.waitForResponse((response) => response.url().endsWith(`/api/itineraries/${id}`) && response.request().method() === "PATCH");
  await editor.page.getByRole("button", { name: "Save itinerary" }).click();
  expect((await conflictAnswer).status()).toBe(409);
  const conflict = editor.page.getByTestId("trip-conflict");
  await expect(conflict.getByRole("heading", { name: "Someone else changed this trip" })).toBeFocused();
  await expect(conflict.getByRole("listitem")).toHaveText(["Day 1: the notes"]);
  await expect(editorDays.nth(1)).toHaveValue("Editor: book the boat");
  await conflict.getByRole("button", { name: "Apply my changes again" }).click();
  await expect(editor.page).toHaveURL(new RegExp(`/itinerary-view/${id}$`));
  await expect(editor.page.getByText("Owner: museum passes")).toBeVisible();
  await expect(editor.page.getByText("Editor: book the boat")).toBeVisible();

  // The owner's open trip page shows the editor's change within a few seconds, without reloading.
  await expect(owner.page.getByText("Editor: book the boat")).toBeVisible({ timeout: 10_000 });
  await expect(owner.page.getByText("Owner: museum passes")).toBeVisible();
  await owner.context.close();
  await editor.context.close();
});

test("without JavaScript: the owner invites a viewer, who accepts, reads the trip without editing it, and leaves", async ({ browser }) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext({ javaScriptEnabled: false });
  const viewerContext = await browser.newContext({ javaScriptEnabled: false });
  const owner = await ownerContext.newPage();
  const viewer = await viewerContext.newPage();
  await signedUp(owner, "nojsowner");
  const viewerAccount = await signedUp(viewer, "nojsviewer");
  const id = await createTrip(owner, "Quiet Paris");

  await owner.goto(`/itinerary-view/${id}`);
  await owner.getByTestId("companions").getByLabel("E-mail address").fill(viewerAccount.email);
  await owner.getByTestId("companions").getByLabel("Role").selectOption("viewer");
  await owner.getByTestId("companions").getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByTestId("pending-invitations")).toContainText(`${viewerAccount.email}, Viewer`);

  await viewer.goto(await invitationLink(viewerAccount.email));
  await expect(viewer.getByText("invited you to plan the trip “Quiet Paris” as a viewer.")).toBeVisible();
  await viewer.getByRole("button", { name: "Accept invitation" }).click();
  await expect(viewer).toHaveURL(new RegExp(`/itinerary-view/${id}$`));
  await expect(viewer.getByTestId("shared-by")).toContainText("shared this trip with you. You can read it.");
  await expect(viewer.getByRole("link", { name: "Edit in the trip planner" })).toHaveCount(0);
  await expect(viewer.getByRole("heading", { level: 2, name: "Manage this itinerary" })).toHaveCount(0);
  await expect(viewer.getByTestId("invite-form")).toHaveCount(0);
  await expect(viewer.getByRole("link", { name: "Download GPX" })).toBeVisible();

  await viewer.getByRole("button", { name: "Leave this trip" }).click();
  await expect(viewer).toHaveURL(/\/dashboard\/trips$/);
  await expect(viewer.getByRole("link", { name: "Quiet Paris" })).toHaveCount(0);
  await ownerContext.close();
  await viewerContext.close();
});
