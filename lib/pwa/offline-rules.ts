// What the service worker (lib/pwa/service-worker.ts) keeps for offline use and how it shows it,
// as plain functions (no worker or DOM types) so Jest tests them. The rules:
// - public pages are never served from a cache while the network answers: navigations go to the
//   network, and only when it fails does the worker answer, with a page saved below or the
//   precached 'You are offline' page of the path's language;
// - the personal pages it keeps are the trips the member opened (the trip page and its manual
//   planner page) and My Trips; the only API answers it keeps are those trips' iCalendar and GPX
//   exports. Every other API answer passes through untouched.
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { deferredScripts } from "@/lib/shell/deferred-hydration.mjs";

/** The worker's caches (the precache has Serwist's own name). */
export const TRIPS_CACHE = "wb-offline-trips";
export const ASSETS_CACHE = "wb-static-assets";
/** The saved trips' list, kept in TRIPS_CACHE as a JSON answer under this key. */
export const SAVED_TRIPS_INDEX = "/__offline/saved-trips.json";
/** The precached 'You are offline' page of a language (app/[locale]/offline/page.tsx), at its public address (English unprefixed). */
export const offlinePagePath = (locale: Locale) => localizePath("/offline", locale);

/** Marks on the trip page's root element: its id and title (app/[locale]/(planner)/itinerary-view/[id]/page.tsx). */
export const TRIP_ID_ATTRIBUTE = "data-offline-trip";
export const TRIP_TITLE_ATTRIBUTE = "data-offline-title";
/** The offline page's empty list the worker fills with the saved trips, and its 'none saved' line. */
export const SAVED_TRIPS_LIST_ATTRIBUTE = "data-saved-trips";
export const NO_SAVED_TRIPS_ATTRIBUTE = "data-no-saved-trips";

/** Where the build writes the worker (serwist.config.mjs), served from public/ at the site's root (its scope). */
export const SERVICE_WORKER_PATH = "/sw.js";

/** The messages a page sends the worker (from the page init script and components/pwa/). */
export const PAGE_MESSAGE = "wb:page";
export const SKIP_WAITING_MESSAGE = "SKIP_WAITING";

export type SavedTrip = { id: string; title: string; path: string; savedAt: number };

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
// Pages at their public addresses: English without a prefix, other languages under theirs.
const TRIP_PAGE = new RegExp(`^(?:/([a-z]{2}))?/itinerary-view/(${UUID})/?$`, "i");
const PLANNER_PAGE = /^(?:\/([a-z]{2}))?\/trip-planner\/?$/;
const MY_TRIPS_PAGE = /^(?:\/([a-z]{2}))?\/dashboard\/trips\/?$/;
/** A path's language prefix as routing writes it: English has none; an unknown one is no page of ours. */
const knownPrefix = (prefix: string | undefined) => prefix === undefined || (isLocale(prefix) && prefix !== defaultLocale);
const EXPORT = new RegExp(`^/api/itineraries/(${UUID})/export$`, "i");
const FORMATS = new Set(["ics", "gpx"]);

/** The interface language of a path (its first segment), or the default one. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : defaultLocale;
}

/** The trip a trip page shows (`/en/itinerary-view/{id}`), or null. */
export function tripIdOfPage(pathname: string): string | null {
  const match = TRIP_PAGE.exec(pathname);
  return match && knownPrefix(match[1]) ? match[2]!.toLowerCase() : null;
}

/**
 * The key a personal page is kept under, for a page the worker keeps (a trip page, the manual
 * planner opened on a trip, the first page of My Trips), else null. Query strings that do not
 * choose what the page shows (a notice, a form error) are left out, so the saved copy is found.
 */
export function savedPageKey(url: URL): string | null {
  const locale = localeOfPath(url.pathname);
  const trip = tripIdOfPage(url.pathname);
  if (trip) return localizePath(`/itinerary-view/${trip}`, locale);
  const planner = PLANNER_PAGE.exec(url.pathname);
  const edit = url.searchParams.get("edit");
  if (planner && knownPrefix(planner[1]) && edit && new RegExp(`^${UUID}$`, "i").test(edit)) return localizePath(`/trip-planner?edit=${edit.toLowerCase()}`, locale);
  const myTrips = MY_TRIPS_PAGE.exec(url.pathname);
  if (myTrips && knownPrefix(myTrips[1]) && !url.searchParams.has("cursor")) return localizePath("/dashboard/trips", locale);
  return null;
}

/** The key of a trip's export (`/api/itineraries/{id}/export?format=gpx`), with its trip, or null for any other URL. */
export function exportKey(url: URL): { tripId: string; key: string } | null {
  const match = EXPORT.exec(url.pathname);
  const format = url.searchParams.get("format") ?? "ics";
  if (!match || !FORMATS.has(format)) return null;
  const tripId = match[1]!.toLowerCase();
  return { tripId, key: `/api/itineraries/${tripId}/export?format=${format}` };
}

/** The keys of everything kept for one trip, in a language: its page, its planner page and the exports its page offers. */
export function tripKeys(tripId: string, locale: Locale, html: string): string[] {
  const exports = [...html.matchAll(new RegExp(`/api/itineraries/${tripId}/export\\?format=(ics|gpx)`, "gi"))].map((match) => `/api/itineraries/${tripId}/export?format=${match[1]!.toLowerCase()}`);
  return [localizePath(`/itinerary-view/${tripId}`, locale), localizePath(`/trip-planner?edit=${tripId}`, locale), ...new Set(exports)];
}

/** The build's files a page loads (scripts, styles, preloaded fonts and images under /_next/static/). */
export function staticAssetUrls(html: string): string[] {
  const found = html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g);
  // A page that defers its hydration lists its scripts in its loader instead of script tags.
  const deferred = deferredScripts(html).filter((url) => url.startsWith("/_next/static/"));
  return [...new Set([...[...found].map((match) => decodeEntities(match[1]!)), ...deferred])];
}

/** A trip page's id and title, from the marks on its root element; null for any other HTML. */
export function tripOfPage(html: string): { id: string; title: string } | null {
  const id = new RegExp(`${TRIP_ID_ATTRIBUTE}="(${UUID})"`, "i").exec(html)?.[1];
  const title = new RegExp(`${TRIP_TITLE_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  return id && title !== undefined ? { id: id.toLowerCase(), title: decodeEntities(title) } : null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Newest first, one entry per trip, the given trip updated. */
export function withSavedTrip(trips: readonly SavedTrip[], trip: SavedTrip): SavedTrip[] {
  return [trip, ...trips.filter((other) => other.id !== trip.id)].sort((a, b) => b.savedAt - a.savedAt);
}

/**
 * The precached 'You are offline' page as the worker serves it: the saved trips listed as links in
 * its empty list (the 'none saved' line removed when there are some), and its script files taken
 * out. The page needs no script (plain links), and React hydrating it would take the list out again
 * (it is not in the page React rendered). The inline scripts stay: the init script (theme) runs by
 * the hash the saved answer's policy names.
 */
export function offlinePageHtml(html: string, trips: readonly SavedTrip[]): string {
  let out = html.replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*>\s*<\/script>/g, "").replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*\/?>/g, "");
  if (trips.length === 0) return out;
  const items = trips.map((trip) => `<li><a class="font-medium text-primary underline-offset-4 hover:underline" href="${escapeHtml(trip.path)}">${escapeHtml(trip.title)}</a></li>`).join("");
  out = out.replace(new RegExp(`(<ul\\b[^>]*\\b${SAVED_TRIPS_LIST_ATTRIBUTE}=""[^>]*>)(</ul>)`), (_, open: string, close: string) => `${open}${items}${close}`);
  return out.replace(new RegExp(`<p\\b[^>]*\\b${NO_SAVED_TRIPS_ATTRIBUTE}=""[^>]*>[\\s\\S]*?</p>`), "");
}
