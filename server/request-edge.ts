// What the production server decides about a request before Next.js sees it. Plain functions of
// the request line, so Jest tests them without a server; server/app-server.ts applies them (its
// error pages: server/error-pages.tsx).
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { NOT_FOUND_PAGE_PATH } from "@/lib/server-edge";
import { pageFamily } from "./page-families";

export { LOCALE_HEADER, NOT_FOUND_PAGE_PATH, SOCKET_ADDRESS_HEADER } from "@/lib/server-edge";

/** Request headers as Node gives them (lower-case names). */
export type RequestHeaders = Record<string, string | string[] | undefined>;

/** Methods pages and files answer (the Allow header of a 405 there). */
export const PAGE_METHODS = ["GET", "HEAD"];
/** POST also reaches pages: a server action's form posts to its page, with or without JavaScript. */
const PAGE_PASS_METHODS = [...PAGE_METHODS, "POST"];
/** Methods the route handlers under /api may export. */
export const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** The path's locale prefix, or English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return isLocale(first) ? first : "en";
}

/** True for the 404 page itself, in any locale: it always answers 404. */
export function isNotFoundPage(pathname: string): boolean {
  const withoutLocale = localeOfPath(pathname) === "en" && !pathname.startsWith("/en/") ? pathname : pathname.replace(/^\/[a-z]{2}(?=\/)/, "");
  return withoutLocale === NOT_FOUND_PAGE_PATH;
}

/** True when a path is not valid percent-encoded UTF-8, or decodes to a NUL character. */
export function isMalformedPath(pathname: string): boolean {
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
export function isDoublyEncodedPagePath(pathname: string): boolean {
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
export function isCrossSitePagePost(method: string, pathname: string, headers: RequestHeaders = {}): boolean {
  if (method !== "POST" || isApiPath(pathname)) return false;
  const header = (name: string): string | null => {
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
export type RequestDecision =
  | { status: number; headers: Record<string, string>; api: boolean; body: { message: string; code: string }; rewrite?: undefined }
  | { rewrite: string; status?: undefined }
  | null;

export function decideRequest({ method, url, headers = {} }: { method: string; url: string; headers?: RequestHeaders }): RequestDecision {
  const [rawPath = "/", ...rest] = (url || "/").split("?");
  const api = isApiPath(rawPath);
  if (!(api ? API_METHODS : PAGE_PASS_METHODS).includes(method)) {
    return { status: 405, headers: { Allow: (api ? API_METHODS : PAGE_METHODS).join(", ") }, api, body: { message: "Method not allowed", code: "method_not_allowed" } };
  }
  if (isMalformedPath(rawPath) || isDoublyEncodedPagePath(rawPath)) {
    if (api) return { status: 400, headers: {}, api, body: { message: "Malformed URL path", code: "bad_request" } };
    return { rewrite: localizePath(NOT_FOUND_PAGE_PATH, localeOfPath(rawPath)) };
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
export function asNotFoundScreenRequest<R extends { method?: string; headers: RequestHeaders }>(req: R): R {
  if (req.method !== "GET" && req.method !== "HEAD") {
    req.method = "GET";
    for (const name of BODY_HEADERS) delete req.headers[name];
  }
  return req;
}

/**
 * True for a page whose hydration waits for the visitor's first intent (in any locale): a page
 * rendered on request whose content is complete as HTML and whose controls the page init script
 * holds until React arrives (page-families.ts lists them; deferPageScripts moves their scripts).
 */
export function defersHydration(pathname: string): boolean {
  return pageFamily(pathname)?.defers ?? false;
}
