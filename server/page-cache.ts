// The production server's page cache: a page whose HTML is the same for every visitor between
// two changes of the public data (deal pages and listings, articles, destinations, the
// directories) is rendered once, by one server process for all of them (through the shared store
// in PostgreSQL: shared-copies.ts), and then served from each process's memory, compressed once
// (Brotli and gzip), until the data behind it changes.
//
// - Who: a GET or HEAD without credentials: visitors arriving from search results, crawlers, shared
//   links, and members on every page of a family (page-families.ts): no page reads the session
//   but on an address naming the member's own data (see pageCacheKey).
// - What: a 200 HTML answer of a page whose family has a max age (page-families.ts), or the 404 screen of any path (the
//   prerendered copy of the path's language, as rendered once for that path).
// - Until when: PostgreSQL notifies every server process when data a public page shows changes
//   (triggers of the *_public_data_notify migrations, on channel PUBLIC_DATA_CHANNEL), naming it: a
//   table, or 'deals:ID,...' for a few deals. Each process marks the copies showing that data
//   stale (their tags: page-families.ts) and keeps serving them while one render per page makes
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
import { isLocale } from "@/lib/i18n/locales";
import { cookieHeaderOf, hasNextAuthCookie, hasSignedInHint, isLocaleSetCookie, localeSetCookie, rememberedLocale } from "./cookies";
import { pageFamily, pageTags } from "./page-families";
import { pageWithoutNonce } from "./page-html";
import { localeOfPath, type RequestHeaders } from "./request-edge";

export const PUBLIC_DATA_CHANNEL = "public_data_changed";

const MINUTE = 60_000;
/** Whether a path starts with a locale prefix ("/fr", "/fr/deals"). */
const hasLocalePrefix = (pathname: string) => isLocale(pathname.split("/")[1]);

/** A response's headers as stored or sent (lower-case names). */
export type Headers = Record<string, unknown>;
export type Encoding = "br" | "gzip" | "identity";

/** The 404 screen of a path: the data may bring the path to life (a new deal), or not. */
const NOT_FOUND_MAX_AGE_MS = 10 * MINUTE;
/** Longer addresses (hostile or absurd filters) are rendered, never stored. */
const MAX_URL_LENGTH = 1024;
const MAX_LANGUAGE_LENGTH = 200;

/** How long a page's anonymous copy may live, or null for a page that is not cached. */
export function pageMaxAge(pathname: string): number | null {
  return pageFamily(pathname)?.maxAgeMs ?? null;
}

// The server renders a page differently only for a session (cookies.ts: next-auth's cookies and
// the readable signed-in hint), and only on an address naming the member's own data (MEMBER_QUERY);
// the currency, theme, consent, a member's menu, saved hearts and Premium figures are applied in the
// browser (one request: docs/caching.md, Members). The locale cookie decides the language of an
// address without a locale prefix.
const carriesSession = (cookie: string) => hasNextAuthCookie(cookie) || hasSignedInHint(cookie);
/** Whether a request carries a session (or its readable hint). */
export const hasSession = ({ headers }: { headers: RequestHeaders }): boolean => carriesSession(cookieHeaderOf(headers));
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
 * key.
 */
export function pageCacheKey({ method, url = "/", headers }: { method?: string; url?: string; headers: RequestHeaders }): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (headers.authorization || headers.rsc || headers["next-action"] || headers["next-router-prefetch"]) return null;
  const cookie = cookieHeaderOf(headers);
  if (url.length > MAX_URL_LENGTH) return null;
  const pathname = url.split("?")[0]!;
  // A member (next-auth's cookie and the readable hint together) shares the visitors' copy of every
  // page of a family. One without the other is rendered: the proxy sets or drops the hint.
  if (carriesSession(cookie)) {
    if (!pageFamily(pathname) || MEMBER_QUERY.test(url) || !hasNextAuthCookie(cookie) || !hasSignedInHint(cookie)) return null;
  }
  if (hasLocalePrefix(pathname)) return url;
  const language = `${rememberedLocale(cookie) ?? ""}\n${headers["accept-language"] ?? ""}`;
  if (language.length > MAX_LANGUAGE_LENGTH) return null;
  return `${url}\n${language}`;
}

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

/**
 * The language an Accept-Language header prefers among ours (by weight, then order; a region
 * falls back to its language), English when none: what next-intl's negotiation picks for them.
 */
export function preferredLocale(acceptLanguage: string): string {
  const ranked = String(acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ language, weight }) => isLocale(language) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? "en";
}

/**
 * The Set-Cookie an answer for the page at `pathname` needs, or null: the visitor's remembered
 * language changes only when a document in another language than their cookie says (or, without
 * the cookie, than their browser prefers) is opened. The rule of next-intl's middleware, applied
 * to each answer of a stored page, so the copy itself carries no cookie.
 */
export function localeCookieFor({ headers }: { headers: RequestHeaders }, pathname: string, secure = false): string | null {
  const destination = headers["sec-fetch-dest"];
  if (destination !== undefined && destination !== "document") return null;
  const locale = localeOfPath(pathname);
  const remembered = rememberedLocale(cookieHeaderOf(headers));
  const changed = remembered === undefined ? preferredLocale(String(headers["accept-language"] ?? "")) !== locale : remembered !== locale;
  return changed ? localeSetCookie(locale, secure) : null;
}

/**
 * The headers of one answer from a stored copy: the copy's, with the shared-cache policy and its
 * surrogate keys, Vary on the encoding (and, where the address has no locale prefix, on the
 * language it was negotiated from), and the visitor's locale cookie where it changes (which makes
 * that one answer private, as is the answer to a member).
 */
export function sharedAnswerHeaders(
  copyHeaders: Headers,
  { pathname, tags, cookie, stale = false, member = false }: { pathname: string; tags: string[]; cookie: string | null; stale?: boolean; member?: boolean },
): Headers {
  const headers: Headers = { ...copyHeaders };
  const prefixed = hasLocalePrefix(pathname);
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
 * cookie but the locale one (`headers`: lower-case names).
 */
export function isStorable(pathname: string, status: number, headers: Headers): boolean {
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return false;
  if (status !== 404 && !(status === 200 && pageMaxAge(pathname) !== null)) return false;
  const cookies = [headers["set-cookie"] ?? []].flat().map(String);
  return cookies.every(isLocaleSetCookie);
}

/**
 * A page as it is stored, before compression: its per-request nonce taken out of the HTML and
 * headers, its inline scripts allowed by hash in its Content-Security-Policy (page-html.ts).
 */
export function pageCopy({ pathname, status, headers, html, now }: { pathname: string; status: number; headers: Headers; html: string; now: number }): PageCopy {
  const stored: Headers = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !UNSTORED_HEADERS.has(name) && !INTERNAL_HEADER.test(name)) stored[name] = value;
  }
  const page = pageWithoutNonce({ html, policy: String(headers["content-security-policy"] ?? ""), link: stored.link === undefined ? undefined : String(stored.link) });
  if (page.policy) stored["content-security-policy"] = page.policy;
  if (page.link !== undefined) stored.link = page.link;
  const body = page.html;
  const maxAge = copyMaxAge(pathname, status);
  return { status, headers: stored, identity: Buffer.from(body, "utf8"), expires: now + maxAge, tags: pageTags(pathname) };
}

/** How long a stored answer of `status` for the page at `pathname` may live. */
export function copyMaxAge(pathname: string, status: number): number {
  return status === 404 ? NOT_FOUND_MAX_AGE_MS : (pageMaxAge(pathname) ?? 0);
}

export type PageCopy = { status: number; headers: Headers; identity: Buffer; expires: number; tags: string[] };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `body` compressed in `encoding` on libuv's thread pool, so compression never holds up the
 * process's other requests. Brotli quality 5 and gzip level 6: on a 260 KB search page they take
 * about 4 and 3 ms for 32 and 40 KB, where quality 9 takes 24 ms for 31 KB and level 9 7 ms for
 * 39.4 KB (measured 2026-11-27 on this machine): the slow levels cost the visitor whose request
 * renders a page more than they save anyone.
 */
export function compressForOneAnswer(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  const input = Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
  if (encoding === "br") return brotli(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length } });
  if (encoding === "gzip") return gzip(input, { level: 6 });
  return Promise.resolve(input);
}

/**
 * A page's copy (pageCopy) compressed once, Brotli and gzip, in parallel on the thread pool:
 * `body(encoding)` is the one body a visitor asked for, ready as soon as that encoding is, and
 * `stored` the whole stored form, once both are (its `version` is set by whoever stores it).
 */
export function storedPage({ status, headers, identity, expires, tags }: PageCopy): { body(encoding: Encoding): Promise<Buffer>; stored: Promise<StoredPage> } {
  const compressed: Record<Encoding, Promise<Buffer>> = { br: compressForOneAnswer(identity, "br"), gzip: compressForOneAnswer(identity, "gzip"), identity: Promise.resolve(identity) };
  const stored = Promise.all([compressed.br, compressed.gzip]).then(([br, gz]): StoredPage => {
    const bodies = { br, gzip: gz, identity };
    return { status, headers, bodies, expires, tags, bytes: br.length + gz.length + identity.length, version: 0 };
  });
  return { body: (encoding) => compressed[encoding], stored };
}

/** A copy in the cache: its size, expiry, the change count its render began at and its tags. */
export type CachedPage = { bytes: number; expires: number; version: number; tags: string[]; retryAt?: number };
/** A stored page: its answer, compressed each way. */
export type StoredPage = CachedPage & { status: number; headers: Headers; bodies: Record<Encoding, Buffer>; replay?: { url: string; headers: Record<string, string | string[]> } };
/** A render under way (PageCache.beginRender). */
export type PageRender = {
  promise: Promise<StoredPage | null>;
  settle: (entry: StoredPage | null) => void;
  version: number;
  settled: boolean;
  revalidation?: boolean;
  /** Its copy is being compressed and stored: it settles with it. */
  storing?: boolean;
};

/** The body a browser asked for: Brotli, else gzip, else plain. */
export function chooseEncoding(acceptEncoding: string): Encoding {
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
 * the data it shows (page-families.ts: pageTags) and the change count it was rendered at.
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
  maxBytes: number;
  maxAskedOnce: number;
  /** Query addresses asked once, with when that memory lapses (oldest first). */
  askedOnce = new Map<string, number>();
  bytes = 0;
  entries = new Map<string, StoredPage>();
  enabled = false;
  /** Counts the changes heard; a copy remembers the count its render started at. */
  version = 0;
  /** The count at which each tag last changed. */
  tagVersions = new Map<string, number>();
  /** Copies rendered before this count are all out of date (the tag memory was reset). */
  allChangedAt = 0;
  /** Renders under way, by key. */
  renders = new Map<string, PageRender>();

  constructor({ maxBytes = 96 * 1024 * 1024, maxAskedOnce = MAX_ASKED_ONCE }: { maxBytes?: number; maxAskedOnce?: number } = {}) {
    this.maxBytes = maxBytes;
    this.maxAskedOnce = maxAskedOnce;
  }

  /**
   * A change PostgreSQL notified: 'table' (any of its rows) or 'table:1,2' (those rows).
   */
  invalidate(payload: string): void {
    this.version += 1;
    const [table = "", ids] = String(payload).split(":");
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
   */
  isCurrent({ version, tags }: { version: number; tags: string[] }): boolean {
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
   */
  lookup(key: string, now: number): { entry: StoredPage; fresh: boolean } | null {
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
   */
  needsRevalidation(key: string, entry: { retryAt?: number }, now: number): boolean {
    return !this.renders.has(key) && (entry.retryAt ?? 0) <= now;
  }

  /** A failed revalidation: the old copy stays, and is tried again after a short wait. */
  revalidationFailed(entry: { retryAt?: number }, now: number): void {
    entry.retryAt = now + RETRY_AFTER_FAILURE_MS;
  }

  /**
   * Registers the render of `key` (one at a time): settle(entry) when its copy is ready, settle(null)
   * when it will not be stored (visitors waiting on it then render for themselves).
   */
  beginRender(key: string): PageRender {
    const existing = this.renders.get(key);
    if (existing) return existing;
    let resolve: (entry: StoredPage | null) => void = () => undefined;
    const promise = new Promise<StoredPage | null>((done) => (resolve = done));
    const render: PageRender = {
      promise,
      version: this.version,
      settled: false,
      settle: (entry: StoredPage | null) => {
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
  pendingRender(key: string): PageRender | undefined {
    return this.renders.get(key);
  }

  /**
   * Stores a copy (with its `tags` and the `version` its render began at). A copy older than the
   * one stored is not kept.
   */
  set(key: string, entry: StoredPage): void {
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
   */
  admits(key: string, pathname: string, now: number): boolean {
    if (!key.split("\n")[0]!.includes("?")) return true;
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

  /**
   * Whether a render of `key` would be stored (admits), without counting this as an asking: an
   * address without a query string, or one asked once within its max age.
   */
  wouldAdmit(key: string, now: number): boolean {
    return !key.split("\n")[0]!.includes("?") || (this.askedOnce.get(key) ?? 0) > now;
  }

  /** Drops the copy of `key` (its page now redirects, or is gone). */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Drops every copy (the process stopped hearing about changes); a render under way stores a stale copy. */
  clear(): void {
    this.version += 1;
    this.allChangedAt = this.version;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Caching on (while the process listens for data changes) or off (and emptied). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.clear();
  }
}
