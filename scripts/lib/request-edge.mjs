// What the production server decides about a request before Next.js sees it, and the two
// error pages it renders itself. Plain functions of the request line, so Jest tests them
// without a server; scripts/lib/app-server.mjs applies them.
import fs from "node:fs";
import path from "node:path";

import { NOT_FOUND_PAGE_PATH } from "../../lib/server-edge.mjs";
import { pageFamily } from "./page-families.mjs";

export { LOCALE_HEADER, NOT_FOUND_PAGE_PATH, SOCKET_ADDRESS_HEADER } from "../../lib/server-edge.mjs";

/** Methods pages and files answer (the Allow header of a 405 there). */
export const PAGE_METHODS = ["GET", "HEAD"];
/** POST also reaches pages: a server action's form posts to its page, with or without JavaScript. */
const PAGE_PASS_METHODS = [...PAGE_METHODS, "POST"];
/** Methods the route handlers under /api may export. */
export const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** The site's languages (lib/i18n/locales.ts), for the edge, which runs outside the app's build. */
export const LOCALES = ["en", "es", "fr", "de", "it", "pt", "zh", "ja", "ko", "ru", "ar", "hi"];
const RTL_LOCALES = new Set(["ar"]);

export function isApiPath(pathname) {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** The path's locale prefix, or English. */
export function localeOfPath(pathname) {
  const first = pathname.split("/")[1] ?? "";
  return LOCALES.includes(first) ? first : "en";
}

/** True for the 404 page itself, in any locale: it always answers 404. */
export function isNotFoundPage(pathname) {
  const withoutLocale = localeOfPath(pathname) === "en" && !pathname.startsWith("/en/") ? pathname : pathname.replace(/^\/[a-z]{2}(?=\/)/, "");
  return withoutLocale === NOT_FOUND_PAGE_PATH;
}

/** True when a path is not valid percent-encoded UTF-8, or decodes to a NUL character. */
export function isMalformedPath(pathname) {
  try {
    return decodeURIComponent(pathname).includes("\u0000");
  } catch {
    return true;
  }
}

/**
 * True for a page path that still holds a percent sign once decoded (`/%25`, `/abc%25zz`): no
 * page of ours has one, and Next and the locale routing would decode the path a second time,
 * failing (500) or redirecting to a malformed address. Decoded once, here, it is not found.
 */
export function isDoublyEncodedPagePath(pathname) {
  try {
    return !isApiPath(pathname) && decodeURIComponent(pathname).includes("%");
  } catch {
    return false;
  }
}

/**
 * True for a POST to a page (a server action) that a browser marks as sent from another site:
 * Sec-Fetch-Site says so, or the Origin is not the host the request was addressed to (the same
 * comparison Next makes, X-Forwarded-Host first, which would answer 500 and log an error).
 * Requests without either header (curl, servers) are not a browser acting for a victim.
 */
export function isCrossSitePagePost(method, pathname, headers = {}) {
  if (method !== "POST" || isApiPath(pathname)) return false;
  const header = (name) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const fetchSite = header("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = header("origin");
  if (origin === null) return false;
  const host = header("x-forwarded-host")?.split(",")[0]?.trim() || header("host");
  try {
    return origin === "null" || new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * The answer the server gives without Next, or null to pass the request on:
 * - methods no route can serve (TRACE, TRACK, CONNECT, anything unknown): 405 with Allow;
 * - pages and files under PUT, PATCH, DELETE or OPTIONS: 405 with Allow: GET, HEAD (POST passes,
 *   for server actions);
 * - a path that is not valid percent-encoding or holds NUL: 400 (API) or the 404 screen (pages),
 *   signalled as { rewrite } so Next renders its not-found page in the path's language; so is a
 *   page path with an encoded percent sign (isDoublyEncodedPagePath);
 * - a cross-site POST to a page (a forged server action): 403 (isCrossSitePagePost).
 */
export function decideRequest({ method, url, headers = {} }) {
  const [rawPath = "/", ...rest] = (url || "/").split("?");
  const api = isApiPath(rawPath);
  if (!(api ? API_METHODS : PAGE_PASS_METHODS).includes(method)) {
    return { status: 405, headers: { Allow: (api ? API_METHODS : PAGE_METHODS).join(", ") }, api, body: { message: "Method not allowed", code: "method_not_allowed" } };
  }
  if (isMalformedPath(rawPath) || isDoublyEncodedPagePath(rawPath)) {
    if (api) return { status: 400, headers: {}, api, body: { message: "Malformed URL path", code: "bad_request" } };
    const locale = localeOfPath(rawPath);
    return { rewrite: `${locale === "en" ? "" : `/${locale}`}${NOT_FOUND_PAGE_PATH}` };
  }
  if (isCrossSitePagePost(method, rawPath, headers)) {
    return { status: 403, headers: {}, api, body: { message: "Cross-site requests are not allowed", code: "forbidden" } };
  }
  const query = rest.join("?");
  // Text from the query string reaches search and filters: NUL, which PostgreSQL cannot store,
  // is dropped here once for every page and route.
  if (/%00/i.test(query)) return { rewrite: `${rawPath}?${query.replace(/%00/gi, "")}` };
  return null;
}

const BODY_HEADERS = ["content-type", "content-length", "transfer-encoding", "next-action", "next-router-state-tree"];

/**
 * The request, made a GET, that renders the 404 screen in place of a page that answered 404. A
 * form post (a server action that called notFound(), or any POST to a missing page) has had its
 * body read already: re-handled as a POST, Next would wait for that body again and never answer.
 */
export function asNotFoundScreenRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    req.method = "GET";
    for (const name of BODY_HEADERS) delete req.headers[name];
  }
  return req;
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

const messagesCache = new Map();

function screenMessages(root, locale) {
  if (!messagesCache.has(locale)) {
    const read = (name) => JSON.parse(fs.readFileSync(path.join(root, "messages", `${name}.json`), "utf8"));
    const english = read("en");
    const own = locale === "en" ? english : read(locale);
    const pick = (namespace) => ({ ...english[namespace], ...own[namespace] });
    messagesCache.set(locale, { error: pick("Error"), unavailable: pick("Unavailable"), tooMany: pick("TooManyRenders"), site: own.Metadata?.siteName ?? english.Metadata.siteName });
  }
  return messagesCache.get(locale);
}

/**
 * A complete, script-free error page in the path's language: 503 'temporarily unavailable'
 * while the database is down, 429 when a client is over its render budget (render-budget.mjs),
 * otherwise the render-failure screen (docs/features/site-wide.md, Screens: 'Something went wrong',
 * 'Refresh Page', 'Go Home'). Served by the server itself, so it works when Next cannot render anything.
 */
export function errorPage({ root, url, unavailable, tooMany = false }) {
  const [pathname = "/", query = ""] = url.split("?");
  const locale = localeOfPath(pathname);
  // 'Refresh Page' is a button (docs/features/site-wide.md, Screens) that reloads without JavaScript: a GET form to this address.
  const fields = [...new URLSearchParams(query)].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join("");
  const m = screenMessages(root, locale);
  const screen = tooMany ? m.tooMany : unavailable ? m.unavailable : m.error;
  const home = locale === "en" ? "/" : `/${locale}`;
  const dir = RTL_LOCALES.has(locale) ? "rtl" : "ltr";
  return `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(screen.title)} | ${escapeHtml(m.site)}</title><style>body{margin:0;font-family:system-ui,sans-serif;color:#111827;background:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center}main{max-width:36rem;padding:2rem}h1{font-size:1.875rem;margin:0 0 .75rem}p{color:#4b5563;line-height:1.5}form{display:inline}a,button{display:inline-block;margin:1.5rem .5rem 0;padding:.6rem 1.2rem;border-radius:.375rem;border:0;font:inherit;cursor:pointer;background:#0d9488;color:#fff;text-decoration:none}a.secondary{background:#fff;color:#0f766e;border:1px solid #0d9488}@media (prefers-color-scheme:dark){body{background:#111827;color:#f9fafb}p{color:#d1d5db}a.secondary{background:#111827;color:#5eead4}}</style></head><body><main><p>${escapeHtml(m.site)}</p><h1>${escapeHtml(screen.title)}</h1><p>${escapeHtml(screen.text)}</p><form method="get" action="${escapeHtml(pathname)}">${fields}<button type="submit">${escapeHtml(screen.refresh)}</button></form><a class="secondary" href="${home}">${escapeHtml(screen.goHome)}</a></main></body></html>`;
}

/**
 * True for a page whose hydration waits for the visitor's first intent (in any locale): a page
 * rendered on request whose content is complete as HTML and whose controls the page init script
 * holds until React arrives (page-families.mjs lists them; deferPageScripts moves their scripts).
 */
export function defersHydration(pathname) {
  return pageFamily(pathname)?.defers ?? false;
}
