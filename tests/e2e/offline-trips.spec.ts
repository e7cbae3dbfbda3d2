import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

// The installable app and offline trips (docs/features/offline-app.md): a trip the member opened
// opens with the browser offline, with its day lists, maps, notes and its iCalendar and GPX files;
// other pages show the 'You are offline' page in the page's language, listing the saved trips;
// an edit made offline in the manual planner is sent when the connection returns, or the member is
// told why it could not be. The service worker registers only once the page is idle: a public
// page still loads no script.

const stamp = Date.now().toString(36);
let seq = 0;
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A new account, signed in on this page's context. */
async function signedUp(page: Page) {
  seq += 1;
  const account = { username: `offline${stamp}${seq}`, email: `offline${stamp}${seq}@example.com`, password: "offline password 1" };
  expect((await page.request.post("/api/register", { data: account })).status()).toBe(201);
  expect((await page.request.post("/api/login", { data: { identifier: account.username, password: account.password } })).status()).toBe(200);
  return account;
}

/** A Lisbon trip of two days on our places (so each day has a map), with notes. */
async function lisbonTrip(page: Page, title: string) {
  const placeId = async (q: string) => {
    const answer = await page.request.get(`/api/places?q=${encodeURIComponent(q)}&destination=lisbon`);
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { places: { id: number }[] }).places[0]!.id;
  };
  const [belem, jeronimos, castle] = await Promise.all([placeId("Belém Tower"), placeId("Jerónimos"), placeId("São Jorge")]);
  const created = await page.request.post("/api/itineraries", {
    data: {
      title,
      destination: "lisbon",
      startDate: inAMonth,
      notes: "Pack a light jacket for the river wind.",
      days: [
        { notes: "Tram 15 from Praça da Figueira.", stops: [{ placeId: belem, name: "Belém Tower", start: "09:30" }, { placeId: jeronimos, name: "Jerónimos Monastery", start: "11:00" }] },
        { stops: [{ placeId: castle, name: "São Jorge Castle", start: "10:00" }] },
      ],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { itinerary: { id: string } }).itinerary.id;
}

/** Waits until the service worker has kept the trip (its saved list names it last). */
async function savedForOffline(page: Page, tripId: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (id) => {
          const index = await (await caches.open("wb-offline-trips")).match("/__offline/saved-trips.json");
          return index ? ((await index.json()) as { id: string }[]).some((trip) => trip.id === id) : false;
        }, tripId),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Waits until a service worker controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

test("a trip opened once opens offline with its days, maps, notes and exports; other pages show the offline page listing it; My Trips marks it", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  await signedUp(page);
  const id = await lisbonTrip(page, "Lisbon by the river");
  const other = await lisbonTrip(page, "Lisbon never opened");

  // The first visit: the worker registers once the page is idle and keeps the trip it was opened on.
  await page.goto(`/itinerary-view/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lisbon by the river" })).toBeVisible();
  await savedForOffline(page, id);
  await page.goto("/dashboard/trips");
  await controlled(page);
  await expect(page.getByRole("listitem").filter({ hasText: "Lisbon by the river" }).getByTestId("available-offline")).toHaveText("Available offline");
  await expect(page.getByRole("listitem").filter({ hasText: "Lisbon never opened" }).getByTestId("available-offline")).toHaveCount(0);

  await context.setOffline(true);

  await page.goto(`/itinerary-view/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lisbon by the river" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Day 1 ·/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Day 2 ·/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Map of day \d$/ })).toHaveCount(2);
  await expect(page.getByText("Pack a light jacket for the river wind.")).toBeVisible();
  await expect(page.getByText("Tram 15 from Praça da Figueira.")).toBeVisible();
  await expect(page.getByText("São Jorge Castle").first()).toBeVisible();

  // The exports, downloaded from the trip page as a traveller does.
  for (const [name, expected] of [
    ["Add to calendar (.ics)", "BEGIN:VCALENDAR"],
    ["Download GPX", "<wpt "],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
    const file = await download.path();
    expect(fs.readFileSync(file, "utf8"), name).toContain(expected);
  }
  // And as files fetched by address (an app opening them).
  const fetched = await page.evaluate(async (tripId) => {
    const answers = await Promise.all(["ics", "gpx"].map((format) => fetch(`/api/itineraries/${tripId}/export?format=${format}`)));
    return Promise.all(answers.map(async (answer) => ({ status: answer.status, type: answer.headers.get("content-type"), body: await answer.text() })));
  }, id);
  expect(fetched[0]).toMatchObject({ status: 200, type: "text/calendar; charset=utf-8" });
  expect(fetched[0]!.body).toContain("SUMMARY:Belém Tower");
  expect(fetched[1]).toMatchObject({ status: 200, type: "application/gpx+xml; charset=utf-8" });
  expect(fetched[1]!.body).toContain("São Jorge Castle");

  // My Trips opens offline, the saved trip marked.
  await page.goto("/dashboard/trips");
  await expect(page.getByRole("heading", { level: 1, name: "My Trips" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Lisbon by the river" }).getByTestId("available-offline")).toBeVisible();

  // A trip never opened, and a public page: the offline page, which links to the saved trip.
  for (const path of [`/itinerary-view/${other}`, "/deals"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  const saved = page.getByRole("region", { name: "Trips saved on this device" });
  await expect(saved.getByRole("link")).toHaveText(["Lisbon by the river"]);
  await expect(page.getByText("No trip is saved on this device yet.")).toHaveCount(0);
  // The offline page loads no script file (its list is not React's).
  expect(await page.locator("script[src]").count()).toBe(0);

  // In the page's language.
  await page.goto("/es/deals");
  await expect(page.getByRole("heading", { level: 1, name: "Estás sin conexión" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Viajes guardados en este dispositivo" }).getByRole("link", { name: "Lisbon by the river" })).toBeVisible();
  await page.goto("/ja/deals");
  await expect(page.getByRole("heading", { level: 1, name: "オフラインです" })).toBeVisible();

  // Its link opens the saved trip.
  await page.getByRole("link", { name: "Lisbon by the river" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lisbon by the river" })).toBeVisible();

  // Back online, public pages come from the server again, never from a cache.
  await context.setOffline(false);
  await page.goto("/deals");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You are offline");
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    return urls;
  });
  const allowed = [/^\/_next\/static\//, /^\/icons\/[a-z0-9-]+\.png/, /^(\/[a-z]{2})?\/offline(\?|$)/, /^\/__offline\/saved-trips\.json$/, new RegExp(`^/itinerary-view/${id}$`), new RegExp(`^/trip-planner\\?edit=${id}$`), /^\/dashboard\/trips$/, new RegExp(`^/api/itineraries/${id}/export\\?format=(ics|gpx)$`)];
  expect(kept.filter((url) => !allowed.some((rule) => rule.test(url)))).toEqual([]);
  expect(kept.some((url) => url.includes(other))).toBe(false);

  // Signing out takes the saved trips off the device.
  expect((await page.request.post("/api/logout")).status()).toBeLessThan(400);
  await context.clearCookies();
  await page.goto("/deals");
  await expect.poll(() => page.evaluate(() => caches.has("wb-offline-trips")), { timeout: 30_000 }).toBe(false);
  await context.close();
});

test("an edit made offline in the manual planner is kept and sent when the connection returns; one the server refuses is reported", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  await signedUp(page);
  const id = await lisbonTrip(page, "Lisbon weekend");
  const doomed = await lisbonTrip(page, "Lisbon to delete");

  // The trip opened once online keeps its planner page too: the planner opens offline.
  await page.goto(`/itinerary-view/${id}`);
  await savedForOffline(page, id);
  await context.setOffline(true);
  await page.goto(`/trip-planner?edit=${id}`);
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  await expect(title).toHaveValue("Lisbon weekend");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));

  await title.fill("Lisbon weekend, renamed on the train");
  await page.getByRole("button", { name: "Save itinerary" }).click();
  await expect(page.getByTestId("planner-kept-offline")).toHaveText("You are offline. Your change is kept on this device and will be sent when the connection returns.");
  // Nothing reached the server yet.
  const before = await page.request.get(`/api/itineraries/${id}`);
  expect(((await before.json()) as { itinerary: { title: string } }).itinerary.title).toBe("Lisbon weekend");

  await context.setOffline(false);
  await expect(page.getByText("Your change to “Lisbon weekend, renamed on the train” made offline was saved.", { exact: true })).toBeVisible({ timeout: 20_000 });
  const after = await page.request.get(`/api/itineraries/${id}`);
  expect(((await after.json()) as { itinerary: { title: string } }).itinerary.title).toBe("Lisbon weekend, renamed on the train");

  // Kept across a reload too; the trip is deleted meanwhile: the member is told it was not saved.
  await page.goto(`/trip-planner?edit=${doomed}`);
  await expect(title).toHaveValue("Lisbon to delete");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await context.setOffline(true);
  await title.fill("Lisbon, never saved");
  await page.getByRole("button", { name: "Save itinerary" }).click();
  await expect(page.getByTestId("planner-kept-offline")).toBeVisible();
  expect((await page.request.delete(`/api/itineraries/${doomed}`)).status()).toBeLessThan(300);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" }).or(title)).toBeVisible();
  await context.setOffline(false);
  await page.goto("/dashboard/trips");
  await expect(page.getByText(/^Your change to “Lisbon, never saved” made offline could not be saved: .+/).first()).toBeVisible({ timeout: 20_000 });
  // Reported once: the refused edit is not kept.
  expect(await page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open("wb-offline");
    open.onsuccess = () => {
      const count = open.result.transaction("trip-edits").objectStore("trip-edits").count();
      count.onsuccess = () => resolve(count.result);
    };
  }))).toBe(0);
  await context.close();
});

test("the service worker registers only once a public page is idle, and the page still loads no script; each language has its manifest", async ({ browser, request }) => {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(req.url());
  });
  await page.goto("/deals");
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), { timeout: 30_000 }).toBe("activated");
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);
  expect(scripts).toEqual([]);
  // Only the legacy polyfill stays in the HTML, which modern browsers skip (noModule).
  const html = await (await request.get("/deals")).text();
  expect([...html.matchAll(/<script[^>]+src="[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/noModule/i.test(tag))).toEqual([]);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/en/manifest.webmanifest");
  await context.close();

  for (const [locale, start] of [
    ["en", "/"],
    ["fr", "/fr"],
    ["ar", "/ar"],
  ] as const) {
    const answer = await request.get(`/${locale}/manifest.webmanifest`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await answer.json()) as { name: string; start_url: string; lang: string; dir: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: "Wander Bold", start_url: start, lang: locale, dir: locale === "ar" ? "rtl" : "ltr" });
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
    }
  }
  const served = await request.get("/sw.js");
  expect(served.status()).toBe(200);
  const worker = await served.text();
  for (const offline of ["/offline", "/fr/offline", "/hi/offline"]) expect(worker).toContain(`"${offline}"`);
});

test("a new version of the site waits for 'Reload', and takes over only when the person presses it", async ({ browser }) => {
  test.setTimeout(90_000);
  const worker = path.join(process.cwd(), "public", "sw.js");
  const built = fs.readFileSync(worker, "utf8");
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  try {
    await signedUp(page);
    await page.goto("/dashboard/trips");
    await controlled(page);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page.evaluate(() => Object.assign(window, { readingSince: "before the update" }));

    // A new build of the worker, found by the browser's next check.
    fs.writeFileSync(worker, `${built}\n// the next version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const prompt = page.getByRole("status").filter({ hasText: "A new version of Wander Bold is ready." });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // It waits: the page is the one being read, still controlled by the old worker.
    expect(await page.evaluate(() => (window as unknown as { readingSince?: string }).readingSince)).toBe("before the update");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting?.state)).toBe("installed");

    await prompt.getByRole("button", { name: "Reload" }).click();
    await page.waitForFunction(() => !(window as unknown as { readingSince?: string }).readingSince, undefined, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: "My Trips" })).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
    await expect(prompt).toHaveCount(0);
  } finally {
    fs.writeFileSync(worker, built);
    await context.close();
  }
});
