// The production server's page cache: a page whose HTML is the same for every visitor between
// two changes of the public data (deal pages and listings, articles, destinations, the
// directories) is rendered once per server process and then served from memory, compressed once
// (Brotli and gzip), until the data behind it changes.
//
// - Who: a GET or HEAD without credentials: visitors arriving from search results, crawlers, shared
//   links, and members on every page of a family (page-families.mjs): no page reads the session
//   but on an address naming the member's own data (see pageCacheKey).
// - What: a 200 HTML answer of a page whose family has a max age (page-families.mjs), or the 404 screen of any path (the
//   prerendered copy of the path's language, as rendered once for that path).
// - Until when: PostgreSQL notifies every server process when data a public page shows changes
//   (triggers of the *_public_data_notify migrations, on channel PUBLIC_DATA_CHANNEL), naming it: a
//   table, or 'deals:ID,...' for a few deals. Each process marks the copies showing that data
//   stale (their tags: page-families.mjs) and keeps serving them while one render per page makes
//   the new copy, so a change reaches every process (and every machine on the same database)
//   within a render, and nobody waits for it. A copy also goes stale after its page's max age, for
//   what changes with the clock alone (a deal that ends, an event that passes). While a process
//   cannot listen, it caches nothing. docs/caching.md has the whole design.
// - How it leaves: with shared-cache headers (SHARED_CACHE_CONTROL, Surrogate-Key) so a standard
//   HTTP cache in front (ops/nginx, a CDN) may keep it too, and no cookie unless the visitor's
//   language changes (localeCookieFor).
// - Security: a page rendered per request carries a CSP nonce; a stored copy must not reuse one,
//   so the copy's inline scripts are allowed by hash instead (the way the prerendered pages are).
import { promisify } from "node:util";
import zlib from "node:zlib";
import { inlineScriptHashSources } from "../../lib/security/inline-script-hashes.mjs";
import { pageFamily, pageTags } from "./page-families.mjs";
import { LOCALES, localeOfPath } from "./request-edge.mjs";

export const PUBLIC_DATA_CHANNEL = "public_data_changed";

const MINUTE = 60_000;
const LOCALE_PREFIX = /^\/(en|es|fr|de|it|pt|zh|ja|ko|ru|ar|hi)(?=\/|$)/;

/** The 404 screen of a path: the data may bring the path to life (a new deal), or not. */
const NOT_FOUND_MAX_AGE_MS = 10 * MINUTE;
/** Longer addresses (hostile or absurd filters) are rendered, never stored. */
const MAX_URL_LENGTH = 1024;
const MAX_LANGUAGE_LENGTH = 200;

/**
 * How long a page's anonymous copy may live, or null for a page that is not cached.
 * @param {string} pathname
 * @returns {number | null}
 */
export function pageMaxAge(pathname) {
  return pageFamily(pathname)?.maxAgeMs ?? null;
}

// The server renders a page differently only for a session (lib/auth/cookie-names.ts: next-auth's
// cookies and the readable signed-in hint), and only on an address naming the member's own data
// (MEMBER_QUERY); the currency, theme, consent, a member's menu, saved hearts and Premium figures are
// applied in the browser (one request: docs/caching.md, Members). The locale cookie decides the language of an address without a locale prefix.
const SESSION_COOKIE = /(?:^|;)\s*(?:(?:__Host-|__Secure-)?next-auth\.|wb_signed_in=)/;
/**
 * Whether a request carries a session (or its readable hint).
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 */
export const hasSession = ({ headers }) => SESSION_COOKIE.test([headers.cookie ?? []].flat().join("; "));
const NEXT_AUTH_COOKIE = /(?:^|;)\s*(?:__Host-|__Secure-)?next-auth\./;
/** The readable hint the browser needs to fill in a member's parts (the proxy sets it when missing: a render). */
const SIGNED_IN_HINT = /(?:^|;)\s*wb_signed_in=/;
const LOCALE_COOKIE_VALUE = /(?:^|;)\s*NEXT_LOCALE=([^;]*)/;
/**
 * A query naming a member's own data, the one thing a page renders from the session: the Compass's
 * signed result (?result=, bound to its member) and the planner's trip to edit (?edit=). A member's
 * such address is rendered for them; a visitor's is the same page as without it.
 */
const MEMBER_QUERY = /[?&](?:result|edit)=/;

/**
 * The cache key of a page request, or null when its answer may depend on the visitor: a method
 * other than GET and HEAD, a session on an address naming their own data (or of no family), credentials, a client-side navigation (RSC) or server
 * action, an over-long address. An address without a locale prefix is answered in the language
 * the visitor's locale cookie or Accept-Language picks (or redirected), so they are part of the
 * key there.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {string | null}
 */
export function pageCacheKey({ method, url = "/", headers }) {
  if (method !== "GET" && method !== "HEAD") return null;
  if (headers.authorization || headers.rsc || headers["next-action"] || headers["next-router-prefetch"]) return null;
  const cookie = [headers.cookie ?? []].flat().join("; ");
  if (url.length > MAX_URL_LENGTH) return null;
  const pathname = url.split("?")[0];
  // A member (next-auth's cookie and the readable hint together) shares the visitors' copy of every
  // page of a family. One without the other is rendered: the proxy sets or drops the hint.
  if (SESSION_COOKIE.test(cookie)) {
    if (!pageFamily(pathname) || MEMBER_QUERY.test(url) || !NEXT_AUTH_COOKIE.test(cookie) || !SIGNED_IN_HINT.test(cookie)) return null;
  }
  if (LOCALE_PREFIX.test(pathname)) return url;
  const language = `${LOCALE_COOKIE_VALUE.exec(cookie)?.[1] ?? ""}\n${headers["accept-language"] ?? ""}`;
  if (language.length > MAX_LANGUAGE_LENGTH) return null;
  return `${url}\n${language}`;
}

const NONCE_SOURCE = /'nonce-([^']+)'/;
/** Only the locale cookie of the address's language may be set by a page that is stored. */
const LOCALE_COOKIE = /^NEXT_LOCALE=[a-z]{2};/;
/**
 * Headers a stored copy leaves out: the transfer's own, the cookie (decided per answer:
 * localeCookieFor) and Next's internal ones, which say nothing to a browser or a cache in front.
 */
const UNSTORED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "set-cookie", "cache-control", "vary", "x-powered-by"]);
const INTERNAL_HEADER = /^x-(middleware|nextjs)-/;

/**
 * How a stored page may be kept by a shared cache in front (nginx, a CDN): a few seconds fresh, so
 * a change is seen through it within the freshness bound of docs/caching.md; then served stale for a
 * minute while it asks again. Browsers always ask again (max-age=0).
 */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=3, stale-while-revalidate=60";
/**
 * A stale copy, served while its page is rendered anew: a shared cache in front may serve it too
 * while it asks again, but must not keep it as fresh (that would add its s-maxage to the bound).
 */
export const STALE_CACHE_CONTROL = "public, max-age=0, s-maxage=0, stale-while-revalidate=60";
/**
 * A personal answer: a session's page (also the shared copy sent to a member: a shared cache in
 * front keeps nothing asked with a session), or one setting the visitor's locale cookie.
 */
export const PRIVATE_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";
const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The language an Accept-Language header prefers among ours (by weight, then order; a region
 * falls back to its language), English when none: what next-intl's negotiation picks for them.
 * @param {string} acceptLanguage
 */
export function preferredLocale(acceptLanguage) {
  const ranked = String(acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ language, weight }) => LOCALES.includes(language) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? "en";
}

/**
 * The Set-Cookie an answer for the page at `pathname` needs, or null: the visitor's remembered
 * language changes only when a document in another language than their cookie says (or, without
 * the cookie, than their browser prefers) is opened. The rule of next-intl's middleware, applied
 * to each answer of a stored page, so the copy itself carries no cookie.
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 * @param {string} pathname
 * @param {boolean} secure
 */
export function localeCookieFor({ headers }, pathname, secure = false) {
  const destination = headers["sec-fetch-dest"];
  if (destination !== undefined && destination !== "document") return null;
  const locale = localeOfPath(pathname);
  const cookie = [headers.cookie ?? []].flat().join("; ");
  const remembered = LOCALE_COOKIE_VALUE.exec(cookie)?.[1];
  const changed = remembered === undefined ? preferredLocale(String(headers["accept-language"] ?? "")) !== locale : remembered !== locale;
  return changed ? `NEXT_LOCALE=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=lax${secure ? "; Secure" : ""}` : null;
}

/**
 * The headers of one answer from a stored copy: the copy's, with the shared-cache policy and its
 * surrogate keys, Vary on the encoding (and, where the address has no locale prefix, on the
 * language it was negotiated from), and the visitor's locale cookie where it changes (which makes
 * that one answer private, as is the answer to a member).
 * @param {Record<string, unknown>} copyHeaders
 * @param {{ pathname: string, tags: string[], cookie: string | null, stale?: boolean, member?: boolean }} answer
 */
export function sharedAnswerHeaders(copyHeaders, { pathname, tags, cookie, stale = false, member = false }) {
  const headers = { ...copyHeaders };
  const prefixed = LOCALE_PREFIX.test(pathname);
  headers.vary = prefixed ? "Accept-Encoding" : "Accept-Encoding, Accept-Language";
  if (cookie || member) {
    headers["cache-control"] = PRIVATE_CACHE_CONTROL;
    headers["set-cookie"] = cookie;
  } else {
    headers["cache-control"] = stale ? STALE_CACHE_CONTROL : SHARED_CACHE_CONTROL;
  }
  if (tags.length > 0) headers["surrogate-key"] = tags.join(" ");
  return headers;
}

/**
 * Whether an answer may be stored: a 200 HTML page of a cached family (pageMaxAge) or a 404 screen, setting no
 * cookie but the locale one.
 * @param {string} pathname
 * @param {number} status
 * @param {Record<string, unknown>} headers lower-case names
 */
export function isStorable(pathname, status, headers) {
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return false;
  if (status !== 404 && !(status === 200 && pageMaxAge(pathname) !== null)) return false;
  const cookies = [headers["set-cookie"] ?? []].flat().map(String);
  return cookies.every((cookie) => LOCALE_COOKIE.test(cookie));
}

/**
 * A page's Content-Security-Policy with its script-src allowing exactly the inline scripts of
 * `html`, by hash (its nonce and earlier hashes replaced): for HTML the server rewrote or stored.
 * @param {string} policy
 * @param {string} html
 * @returns {string}
 */
export function policyForInlineScripts(policy, html) {
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive.trim();
      const kept = sources.filter((source) => !source.startsWith("'nonce-") && !source.startsWith("'sha256-"));
      return [name, ...new Set([...kept, ...inlineScriptHashSources(html)])].join(" ");
    })
    .join("; ");
}

/**
 * A page as it is stored, before compression: its per-request nonce taken out of the HTML and
 * headers, its inline scripts allowed by hash in its Content-Security-Policy.
 * @param {{ pathname: string, status: number, headers: Record<string, unknown>, html: string, now: number }} page
 */
export function pageCopy({ pathname, status, headers, html, now }) {
  const policy = String(headers["content-security-policy"] ?? "");
  const nonce = NONCE_SOURCE.exec(policy)?.[1];
  const body = nonce ? html.split(` nonce="${nonce}"`).join("") : html;
  const stored = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !UNSTORED_HEADERS.has(name) && !INTERNAL_HEADER.test(name)) stored[name] = value;
  }
  if (policy) stored["content-security-policy"] = policyForInlineScripts(policy, body);
  if (nonce && stored.link) stored.link = String(stored.link).split(`; nonce="${nonce}"`).join("");
  const maxAge = status === 404 ? NOT_FOUND_MAX_AGE_MS : (pageMaxAge(pathname) ?? 0);
  return { status, headers: stored, identity: Buffer.from(body, "utf8"), expires: now + maxAge, tags: pageTags(pathname) };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `body` compressed in `encoding` on libuv's thread pool, so compression never holds up the
 * process's other requests. Brotli quality 5 and gzip level 6: on a 260 KB search page they take
 * about 4 and 3 ms for 32 and 40 KB, where quality 9 takes 24 ms for 31 KB and level 9 7 ms for
 * 39.4 KB (measured 2026-11-27 on this machine): the slow levels cost the visitor whose request
 * renders a page more than they save anyone.
 * @param {Buffer | string} body
 * @param {"br" | "gzip" | "identity"} encoding
 * @returns {Promise<Buffer>}
 */
export function compressForOneAnswer(body, encoding) {
  const input = Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
  if (encoding === "br") return brotli(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length } });
  if (encoding === "gzip") return gzip(input, { level: 6 });
  return Promise.resolve(input);
}

/**
 * A page's copy (pageCopy) compressed once, Brotli and gzip, in parallel on the thread pool:
 * `body(encoding)` is the one body a visitor asked for, ready as soon as that encoding is, and
 * `stored` the whole stored form, once both are.
 * @param {ReturnType<typeof pageCopy>} copy
 */
export function storedPage({ status, headers, identity, expires, tags }) {
  const compressed = { br: compressForOneAnswer(identity, "br"), gzip: compressForOneAnswer(identity, "gzip"), identity: Promise.resolve(identity) };
  const stored = Promise.all([compressed.br, compressed.gzip]).then(([br, gz]) => {
    const bodies = { br, gzip: gz, identity };
    return { status, headers, bodies, expires, tags, bytes: br.length + gz.length + identity.length };
  });
  return { body: (encoding) => compressed[encoding], stored };
}

/**
 * The body a browser asked for: Brotli, else gzip, else plain.
 * @param {string} acceptEncoding
 * @returns {"br" | "gzip" | "identity"}
 */
export function chooseEncoding(acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return "identity";
}

/** Addresses with a query string remembered as asked once (see PageCache.admits). */
const MAX_ASKED_ONCE = 20_000;
/** After a failed revalidation, the old copy is served this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 5_000;
/** Tags remembered with the change that last touched them; beyond, every copy counts as changed. */
const MAX_TAGS = 100_000;

/**
 * Copies in memory, least recently used dropped first beyond a byte budget, each with the tags of
 * the data it shows (page-families.mjs: pageTags) and the change count it was rendered at.
 *
 * - A change (invalidate) marks the copies showing its tags stale: they are still served, while
 *   one render per page makes the new copy (lookup says `fresh: false`; the server revalidates
 *   once, through beginRender). So a sign-up touches no copy, a deal's price change its page and
 *   the lists, and no visitor waits for a render a change caused.
 * - A page with no copy yet is rendered once however many visitors ask at the same time: the
 *   first request's render (beginRender) is awaited by the others (pendingRender).
 * - An address with a query string (a search, a filtered listing) is stored only when it is asked a
 *   second time within its page's max age: most such addresses are asked once (a visitor's own
 *   search), and storing one costs its renderer a copy, the hashes of its inline scripts and two
 *   compressions for nothing (about 5 ms of the process's time on a 260 KB search page), and would
 *   let anyone fill the cache with addresses of their making. Addresses without a query (a deal, an
 *   article, a listing's first page) are stored at once.
 */
export class PageCache {
  /** @param {{ maxBytes?: number, maxAskedOnce?: number }} [options] */
  constructor({ maxBytes = 96 * 1024 * 1024, maxAskedOnce = MAX_ASKED_ONCE } = {}) {
    this.maxBytes = maxBytes;
    this.maxAskedOnce = maxAskedOnce;
    /** Query addresses asked once, with when that memory lapses (oldest first). */
    this.askedOnce = new Map();
    this.bytes = 0;
    this.entries = new Map();
    this.enabled = false;
    /** Counts the changes heard; a copy remembers the count its render started at. */
    this.version = 0;
    /** The count at which each tag last changed. */
    this.tagVersions = new Map();
    /** Copies rendered before this count are all out of date (the tag memory was reset). */
    this.allChangedAt = 0;
    /** Renders under way, by key: { promise, settle }. */
    this.renders = new Map();
  }

  /**
   * A change PostgreSQL notified: 'table' (any of its rows) or 'table:1,2' (those rows).
   * @param {string} payload
   */
  invalidate(payload) {
    this.version += 1;
    const [table, ids] = String(payload).split(":");
    this.tagVersions.set(table, this.version);
    if (ids === undefined) this.tagVersions.set(`${table}:*`, this.version);
    else for (const id of ids.split(",")) this.tagVersions.set(`${table}:${id}`, this.version);
    if (this.tagVersions.size > MAX_TAGS) {
      this.tagVersions.clear();
      this.allChangedAt = this.version;
    }
  }

  /**
   * Whether a copy still shows the current data: none of its tags changed since its render began.
   * A row's tag ('deals:7') also changes with its whole table ('deals' notified without ids).
   * @param {{ version: number, tags: string[] }} entry
   */
  isCurrent({ version, tags }) {
    if (version < this.allChangedAt) return false;
    for (const tag of tags) {
      if ((this.tagVersions.get(tag) ?? 0) > version) return false;
      const colon = tag.indexOf(":");
      if (colon > 0 && (this.tagVersions.get(`${tag.slice(0, colon)}:*`) ?? 0) > version) return false;
    }
    return true;
  }

  /**
   * The copy of `key` within its max age: fresh, or stale (data it shows changed since its render
   * began), which is served while one render makes the next. null when there is none or its max
   * age passed: what changes with the clock alone (an event that passes, live lift status) is not
   * shown past it, and the next request renders it anew (once: beginRender).
   * @param {string} key @param {number} now
   * @returns {{ entry: any, fresh: boolean } | null}
   */
  lookup(key, now) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (!this.enabled || entry.expires <= now) {
      this.bytes -= entry.bytes;
      return null;
    }
    this.entries.set(key, entry);
    return { entry, fresh: this.isCurrent(entry) };
  }

  /**
   * Whether a stale copy should be revalidated now: no render of it under way, and not within a
   * short wait after a failed one.
   * @param {string} key @param {{ retryAt?: number }} entry @param {number} now
   */
  needsRevalidation(key, entry, now) {
    return !this.renders.has(key) && (entry.retryAt ?? 0) <= now;
  }

  /** A failed revalidation: the old copy stays, and is tried again after a short wait. */
  revalidationFailed(entry, now) {
    entry.retryAt = now + RETRY_AFTER_FAILURE_MS;
  }

  /**
   * Registers the render of `key` (one at a time): settle(entry) when its copy is ready, settle(null)
   * when it will not be stored (visitors waiting on it then render for themselves).
   * @param {string} key
   * @returns {{ promise: Promise<any>, settle: (entry: any) => void, version: number }}
   */
  beginRender(key) {
    const existing = this.renders.get(key);
    if (existing) return existing;
    let resolve;
    const promise = new Promise((done) => (resolve = done));
    const render = {
      promise,
      version: this.version,
      settled: false,
      settle: (entry) => {
        if (render.settled) return;
        render.settled = true;
        if (this.renders.get(key) === render) this.renders.delete(key);
        resolve(entry);
      },
    };
    this.renders.set(key, render);
    return render;
  }

  /** The render of `key` under way, or undefined. */
  pendingRender(key) {
    return this.renders.get(key);
  }

  /**
   * Stores a copy (with its `tags` and the `version` its render began at). A copy older than the
   * one stored is not kept.
   * @param {string} key @param {{ bytes: number, version: number, tags: string[] }} entry
   */
  set(key, entry) {
    if (!this.enabled || entry.bytes > this.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) {
      if (previous.version > entry.version) return;
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
  }

  /**
   * Whether the answer to `key` (a rendered page, for the page at `pathname`) is worth storing:
   * always without a query string; with one, when the same key was asked within the max age.
   * @param {string} key @param {string} pathname @param {number} now
   */
  admits(key, pathname, now) {
    if (!key.split("\n")[0].includes("?")) return true;
    const lapses = this.askedOnce.get(key);
    this.askedOnce.delete(key);
    if (lapses !== undefined && lapses > now) return true;
    this.askedOnce.set(key, now + (pageMaxAge(pathname) ?? NOT_FOUND_MAX_AGE_MS));
    for (const oldest of this.askedOnce.keys()) {
      if (this.askedOnce.size <= this.maxAskedOnce) break;
      this.askedOnce.delete(oldest);
    }
    return false;
  }

  /** Drops the copy of `key` (its page now redirects, or is gone). */
  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Drops every copy (the process stopped hearing about changes); a render under way stores a stale copy. */
  clear() {
    this.version += 1;
    this.allChangedAt = this.version;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Caching on (while the process listens for data changes) or off (and emptied). */
  setEnabled(enabled) {
    this.enabled = enabled;
    if (!enabled) this.clear();
  }
}
