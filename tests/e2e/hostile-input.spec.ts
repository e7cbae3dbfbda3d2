import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { withDb as database } from "../support/database";
import { icalValue, parseStrictIcal } from "../support/strict-ical";

// The second wave of hostile input, where a page is involved: page paths with an encoded percent
// sign, the itinerary page's forms posted with another member's trip, a foreign origin or bad
// input, the trips list past one page, and both exports read by real parsers (the browser's XML
// parser; iCalendar by the strict reader in tests/support, as no iCalendar parser is installed).

const stamp = Date.now().toString(36);
let seq = 0;
const port = Number(process.env.E2E_PORT || 3100);
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function signedUp(request: APIRequestContext) {
  seq += 1;
  const account = { username: `hostile${stamp}${seq}`, email: `hostile${stamp}${seq}@example.com`, password: "hostile password 1" };
  expect((await request.post("/api/register", { data: account })).status()).toBe(201);
  expect((await request.post("/api/login", { data: { identifier: account.username, password: account.password } })).status()).toBe(200);
  return account;
}

async function createTrip(request: APIRequestContext, title: string) {
  const res = await request.post("/api/itineraries", { data: { title, destination: "paris", startDate: inAMonth, days: [{ stops: [{ name: "Walk", start: "10:00" }] }] } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { itinerary: { id: string } }).itinerary.id;
}

const titleOf = (id: string) => database(async (client) => (await client.query<{ title: string }>("SELECT title FROM itineraries WHERE id = $1", [id])).rows[0]?.title);

/** The hidden action field of the page's form that holds `field` (what a browser posts without JavaScript). */
async function actionField(page: Page, field: string): Promise<string> {
  const html = await page.content();
  const form = html.split("<form").find((chunk) => chunk.includes(`name="${field}"`));
  const name = form?.match(/name="(\$ACTION_ID_[0-9a-f]+)"/)?.[1];
  expect(name, `the action of the form with ${field}`).toBeTruthy();
  return name!;
}

test.describe("page paths with an encoded percent sign", () => {
  test("show the 404 screen in the path's language, never a 500 or a redirect to a malformed address", async ({ request }) => {
    const paths = ["/%25", "/national-parks/%25", "/abc%25zz", "/%25zz", "/deals/%25E0%25A4", "/%2525", "/en/%25", "/en/abc%25zz", "/fr/%25", "/fr/national-parks/%25zz", "/es/abc%25zz", "/ar/%25"];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["location"], path).toBeUndefined();
      const html = await response.text();
      const locale = /^\/(fr|es|ar)\//.exec(path)?.[1] ?? "en";
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
      expect(html, path).toContain(locale === "en" ? "404 Page Not Found" : "404");
    }
  });

  test("in API paths reach their route, which answers in its contract", async ({ request }) => {
    const response = await request.get("/api/itineraries/%25");
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ message: "Not authenticated", code: "unauthorized" });
  });
});

test.describe("the itinerary page's forms", () => {
  test("answer another member's trip with the 404 screen, a foreign origin with 403 and bad input with the page's message, changing nothing", async ({ browser }) => {
    const strangerContext = await browser.newContext();
    await signedUp(strangerContext.request);
    const theirs = await createTrip(strangerContext.request, "Their trip");

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signedUp(page.request);
    const mine = await createTrip(page.request, "My trip");
    await page.goto(`/itinerary-view/${mine}`);
    const rename = await actionField(page, "title");
    const origin = `http://localhost:${port}`;
    const post = (fields: Record<string, string>, headers: Record<string, string> = { origin }) =>
      page.request.post(`/itinerary-view/${mine}`, { multipart: { [rename]: "", locale: "en", ...fields }, headers, maxRedirects: 0 });

    // Another member's trip: the 404 screen, and their trip keeps its title.
    const foreignTrip = await post({ id: theirs, title: "Mine now", startDate: "" });
    expect(foreignTrip.status()).toBe(404);
    expect(await foreignTrip.text()).toContain("404 Page Not Found");
    expect(await titleOf(theirs)).toBe("Their trip");

    // A trip id that is no trip at all.
    expect((await post({ id: "not-a-trip", title: "x", startDate: "" })).status()).toBe(404);

    // Sharing and deleting another member's trip: the same 404, and their trip is untouched.
    const html = await page.content();
    const share = await actionField(page, "shared");
    // The delete form: the trip's id and nothing else (the companions section's forms carry more fields).
    const removeForm = html
      .split("<form")
      .find((chunk) => chunk.includes(`value="${mine}"`) && chunk.includes("$ACTION_ID_") && !/name="(title|shared|email|role|userId|invitationId)"/.test(chunk.split("</form>")[0]!));
    const remove = removeForm?.match(/name="(\$ACTION_ID_[0-9a-f]+)"/)?.[1];
    expect(remove).toBeTruthy();
    const foreignPosts: Array<Record<string, string>> = [{ [share]: "", shared: "1" }, { [remove!]: "" }];
    for (const fields of foreignPosts) {
      const res = await page.request.post(`/itinerary-view/${mine}`, { multipart: { locale: "en", id: theirs, ...fields }, headers: { origin }, maxRedirects: 0 });
      expect(res.status()).toBe(404);
    }
    const untouched = await database(async (client) => (await client.query<{ title: string; share_token: string | null }>("SELECT title, share_token FROM itineraries WHERE id = $1", [theirs])).rows[0]);
    expect(untouched).toEqual({ title: "Their trip", share_token: null });

    // A post from another site: refused before the action runs.
    const forgeries: Array<Record<string, string>> = [{ origin: "https://evil.example" }, { origin: "null" }, { origin, "sec-fetch-site": "cross-site" }];
    for (const headers of forgeries) {
      const forged = await post({ id: mine, title: "Forged", startDate: "" }, headers);
      expect(forged.status(), JSON.stringify(headers)).toBe(403);
      expect(await forged.text()).toBe("Cross-site requests are not allowed\n");
    }
    expect(await titleOf(mine)).toBe("My trip");

    // Bad input: back to the page, which says why; nothing saved.
    for (const [fields, message] of [
      [{ title: "My trip", startDate: "2026-02-30" }, "The start date must be a real calendar date (for example 2026-02-28, not 2026-02-30)."],
      [{ title: "My trip", startDate: "2026-13-45" }, "The start date must be a real calendar date (for example 2026-02-28, not 2026-02-30)."],
      [{ title: "Bell\u0007trip", startDate: inAMonth }, "The title must be one line of 1 to 120 characters, without control characters."],
      [{ title: "Two\rlines", startDate: inAMonth }, "The title must be one line of 1 to 120 characters, without control characters."],
    ] as const) {
      const refused = await post({ id: mine, ...fields });
      expect(refused.status()).toBe(303);
      const location = refused.headers()["location"]!;
      expect(location).toMatch(/\/itinerary-view\/[0-9a-f-]{36}\?error=(startDate|title)/);
      await page.goto(location);
      await expect(page.getByRole("alert")).toHaveText(message);
    }
    expect(await titleOf(mine)).toBe("My trip");

    // The same form still works for its owner.
    await page.goto(`/itinerary-view/${mine}`);
    await page.getByLabel("Title").fill("My renamed trip");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My renamed trip" })).toBeVisible();
    await context.close();
    await strangerContext.close();
  });
});

test("the trips page shows every trip, a page at a time, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const account = await signedUp(page.request);
  await database((client) =>
    client.query(
      "INSERT INTO itineraries (id, user_id, title, days, created_at, updated_at) SELECT gen_random_uuid(), id, 'Trip number ' || g, '[]', now(), now() - g * interval '1 minute' FROM users, generate_series(1, 57) g WHERE username = $1",
      [account.username],
    ),
  );
  await page.goto("/dashboard/trips");
  await expect(page.getByText("You have 57 trips.")).toBeVisible();
  const trips = page.locator("main ul > li h2");
  await expect(trips).toHaveCount(50);
  await expect(trips.first()).toHaveText("Trip number 1");
  const more = page.getByRole("navigation", { name: "More trips" });
  await expect(more.getByRole("link", { name: "Newest trips" })).toHaveCount(0);
  await more.getByRole("link", { name: "Older trips" }).click();
  await expect(trips).toHaveCount(7);
  await expect(trips.last()).toHaveText("Trip number 57");
  await expect(more.getByRole("link", { name: "Older trips" })).toHaveCount(0);
  await more.getByRole("link", { name: "Newest trips" }).click();
  await expect(trips.first()).toHaveText("Trip number 1");

  // An edited cursor starts over at the newest trips.
  await page.goto("/dashboard/trips?cursor=not-a-cursor");
  await expect(page).toHaveURL(/\/dashboard\/trips$/);
  await expect(trips).toHaveCount(50);
  await context.close();
});

test("both exports of a trip with hostile text parse with real parsers", async ({ page }) => {
  await signedUp(page.request);
  const id = await createTrip(page.request, "Café; \"quotes\", <tags> & 'apos' ]]> \\ end");
  // What a trip could hold from before input was checked (or from an AI model): controls, a bare CR, non-characters.
  await database((client) => client.query("UPDATE itineraries SET title = $2 WHERE id = $1", [id, "Old\u0001trip\rwith\u001bcontrols\ufffe and <markup> & more"]));
  await page.goto("/");

  const gpx = await (await page.request.get(`/api/itineraries/${id}/export?format=gpx`)).text();
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    const error = doc.querySelector("parsererror");
    return { error: error?.textContent ?? null, root: doc.documentElement.localName, name: doc.querySelector("metadata > name")?.textContent ?? null };
  }, gpx);
  expect(parsed).toEqual({ error: null, root: "gpx", name: "Oldtrip\nwithcontrols and <markup> & more" });
  // The browser's parser is strict: the old export of this title would not have parsed.
  const broken = await page.evaluate(() => new DOMParser().parseFromString("<gpx><name>Old\u0001trip</name></gpx>", "application/xml").querySelector("parsererror") !== null);
  expect(broken).toBe(true);

  const ics = await (await page.request.get(`/api/itineraries/${id}/export?format=ics`)).text();
  const calendar = parseStrictIcal(ics);
  expect(icalValue(calendar, "X-WR-CALNAME")).toBe("Oldtrip\nwithcontrols and <markup> & more");
  expect(calendar.components.filter((component) => component.name === "VEVENT")).toHaveLength(1);
});

test("the terms state the daily AI ceiling, in every language", async ({ request }) => {
  expect(await (await request.get("/terms")).text()).toContain("at most 50 AI requests (generated itineraries and photo analyses together) per account per day");
  expect(await (await request.get("/fr/terms")).text()).toContain("au plus 50 demandes");
});
