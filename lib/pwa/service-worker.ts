/// <reference lib="webworker" />
// The service worker, built by Serwist's configurator mode (serwist.config.js; `serwist build`
// after `next build`, scripts/lib/build.mjs) into public/sw.js. The page init script registers it
// once the page is idle (lib/shell/page-init-script.ts). What it keeps and serves is in
// lib/pwa/offline-rules.ts; docs/features/offline-app.md describes it.
import { CacheFirst, ExpirationPlugin, Serwist, type PrecacheEntry, type RouteHandlerCallbackOptions, type SerwistGlobalConfig } from "serwist";
import type { Locale } from "@/lib/i18n/locales";
import {
  ASSETS_CACHE,
  exportKey,
  localeOfPath,
  offlinePageHtml,
  offlinePagePath,
  PAGE_MESSAGE,
  SAVED_TRIPS_INDEX,
  savedPageKey,
  SKIP_WAITING_MESSAGE,
  staticAssetUrls,
  tripIdOfPage,
  tripKeys,
  tripOfPage,
  TRIPS_CACHE,
  withSavedTrip,
  type SavedTrip,
} from "./offline-rules";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** A trip opened again within this time is not fetched again (the navigation just saved it). */
const FRESH_MS = 30_000;

async function savedTrips(): Promise<SavedTrip[]> {
  const answer = await (await caches.open(TRIPS_CACHE)).match(SAVED_TRIPS_INDEX);
  return answer ? ((await answer.json()) as SavedTrip[]) : [];
}

async function writeSavedTrips(trips: SavedTrip[]) {
  await (await caches.open(TRIPS_CACHE)).put(SAVED_TRIPS_INDEX, Response.json(trips));
}

/** A full page of our own, answered as it is: no redirect (a signed-out visitor is sent to /auth), no error. */
const isKeepablePage = (response: Response) => response.ok && !response.redirected && response.type === "basic" && (response.headers.get("content-type") ?? "").includes("text/html");

/** The build files a kept page loads, so it looks and works the same offline (they never change: hashed names). */
async function keepAssets(html: string) {
  const cache = await caches.open(ASSETS_CACHE);
  for (const url of staticAssetUrls(html)) {
    if (await cache.match(url)) continue;
    const response = await fetch(url).catch(() => null);
    if (response?.ok) await cache.put(url, response);
  }
}

async function forgetTrip(tripId: string) {
  const cache = await caches.open(TRIPS_CACHE);
  const trips = await savedTrips();
  const trip = trips.find((saved) => saved.id === tripId);
  if (!trip) return;
  const locale = localeOfPath(trip.path);
  const keys = [...tripKeys(tripId, locale, ""), ...["ics", "gpx"].map((format) => `/api/itineraries/${tripId}/export?format=${format}`)];
  await Promise.all(keys.map((key) => cache.delete(key)));
  await writeSavedTrips(trips.filter((saved) => saved.id !== tripId));
}

/** The trips being kept now: the page's message after a navigation that is keeping it waits for that one. */
const keeping = new Map<string, Promise<void>>();

/**
 * Keeps a trip the member opened: its page (`page`, when the navigation already fetched it), its
 * manual planner page, its exports and the build files they load; the trip joins the saved list.
 */
function keepTrip(path: string, page?: Response): Promise<void> {
  const tripId = tripIdOfPage(path);
  if (!tripId) return Promise.resolve();
  const running = keeping.get(tripId);
  if (running && !page) return running;
  const work = keepTripNow(path, page).finally(() => keeping.delete(tripId));
  keeping.set(tripId, work);
  return work;
}

async function keepTripNow(path: string, page?: Response) {
  const tripId = tripIdOfPage(path);
  if (!tripId) return;
  const locale: Locale = localeOfPath(path);
  const cache = await caches.open(TRIPS_CACHE);
  const known = (await savedTrips()).find((trip) => trip.id === tripId);
  if (!page && known && Date.now() - known.savedAt < FRESH_MS) return;
  const response = page ?? (await fetch(path, { credentials: "same-origin", headers: { Accept: "text/html" } }));
  if (response.status === 404) return forgetTrip(tripId);
  if (!isKeepablePage(response)) return;
  const html = await response.clone().text();
  const trip = tripOfPage(html);
  if (!trip || trip.id !== tripId) return;
  const [pageKey, ...others] = tripKeys(tripId, locale, html);
  await cache.put(pageKey!, response);
  let planner = "";
  for (const key of others) {
    const answer = await fetch(key, { credentials: "same-origin" }).catch(() => null);
    if (!answer?.ok || answer.redirected) continue;
    if (key.includes("/trip-planner")) planner = await answer.clone().text();
    await cache.put(key, answer);
  }
  await keepAssets(html + planner);
  // Listed last: a trip on the list has everything it needs offline.
  await writeSavedTrips(withSavedTrip(await savedTrips(), { id: tripId, title: trip.title, path: pageKey!, savedAt: Date.now() }));
}

/** Page navigations: always the network (through navigation preload); a saved page or the offline page only when it fails. */
async function navigate({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const key = savedPageKey(url);
  try {
    const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(request));
    if (key) {
      const tripId = tripIdOfPage(url.pathname);
      if (tripId && response.status === 404) event.waitUntil(forgetTrip(tripId));
      else if (isKeepablePage(response)) {
        const copy = response.clone();
        event.waitUntil(tripId ? keepTrip(key, copy) : keepPage(key, copy));
      }
    }
    return response;
  } catch (error) {
    const saved = key ? await (await caches.open(TRIPS_CACHE)).match(key) : undefined;
    if (saved) return saved;
    const offline = await offlinePage(localeOfPath(url.pathname));
    if (offline) return offline;
    throw error;
  }
}

/** My Trips and a saved trip's planner page: kept when opened, if the trip is saved. */
async function keepPage(key: string, response: Response) {
  const edit = new URL(key, self.location.origin).searchParams.get("edit");
  if (edit && !(await savedTrips()).some((trip) => trip.id === edit)) return;
  await (await caches.open(TRIPS_CACHE)).put(key, response.clone());
  await keepAssets(await response.text());
}

async function offlinePage(locale: Locale): Promise<Response | undefined> {
  const page = (await serwist.matchPrecache(offlinePagePath(locale))) ?? (await serwist.matchPrecache(offlinePagePath("en")));
  if (!page) return undefined;
  const html = offlinePageHtml(await page.text(), await savedTrips());
  return new Response(html, { status: 200, headers: page.headers });
}

/** A trip's iCalendar and GPX files: the network; the saved copy of a saved trip when it fails. */
async function exportFile({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const found = exportKey(url)!;
  try {
    const response = await fetch(request);
    if (response.ok && (await savedTrips()).some((trip) => trip.id === found.tripId)) {
      const copy = response.clone();
      event.waitUntil(caches.open(TRIPS_CACHE).then((cache) => cache.put(found.key, copy)));
    }
    return response;
  } catch (error) {
    const saved = await (await caches.open(TRIPS_CACHE)).match(found.key);
    if (saved) return saved;
    throw error;
  }
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new version waits until the person presses 'Reload' (components/pwa/app-updates.tsx).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ url, sameOrigin }) => sameOrigin && exportKey(url) !== null, handler: exportFile },
    { matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate", handler: navigate },
    // The build's files have hashed names and never change.
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })] }),
    },
  ],
});

type PageMessage = { type: typeof PAGE_MESSAGE; signedIn: boolean; path: string };

self.addEventListener("message", (event) => {
  const data = event.data as Partial<PageMessage> | { type: typeof SKIP_WAITING_MESSAGE } | null;
  if (!data) return;
  if (data.type === SKIP_WAITING_MESSAGE) {
    event.waitUntil(self.skipWaiting());
    return;
  }
  if (data.type !== PAGE_MESSAGE) return;
  const message = data as Partial<PageMessage>;
  // Signed out (the session's readable hint is gone): the member's trips leave this device.
  if (message.signedIn === false) {
    event.waitUntil(caches.delete(TRIPS_CACHE));
    return;
  }
  // A trip page opened before this worker controlled it (the first visit): kept now.
  const path = typeof message.path === "string" ? message.path : null;
  if (path && tripIdOfPage(path)) event.waitUntil(keepTrip(path).catch(() => undefined));
});

serwist.addEventListeners();
