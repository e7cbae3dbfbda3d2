// The production server's page cache: a page whose HTML is the same for every visitor between
// two changes of the public data (deal pages and listings, articles, destinations, the
// directories) is rendered once per server process and then served from memory, compressed once
// (Brotli and gzip), until the data behind it changes.
//
// - Who: a GET or HEAD from a visitor without a session or credentials (visitors arriving from
//   search results, crawlers, shared links). The only cookies the server renders differently for
//   are the session's (see pageCacheKey); a signed-in visitor's pages are rendered as before.
// - What: a 200 HTML answer of a page whose family has a max age (page-families.mjs), or the 404 screen of any path (the
//   prerendered copy of the path's language, as rendered once for that path).
// - Until when: PostgreSQL notifies every server process when a table a public page reads
//   changes (statement triggers of migration 20261126000000_public_data_notify, on channel
//   PUBLIC_DATA_CHANNEL); each process drops its copies at once, so a revalidation reaches every
//   process (and every machine on the same database). A copy also expires after its page's
//   max age, for what changes with the clock alone (a deal that ends, an event that passes).
//   While a process cannot listen, it caches nothing.
// - Security: a page rendered per request carries a CSP nonce; a stored copy must not reuse one,
//   so the copy's inline scripts are allowed by hash instead (the way the prerendered pages are).
import { promisify } from "node:util";
import zlib from "node:zlib";
import { inlineScriptHashSources } from "../../lib/security/inline-script-hashes.mjs";
import { pageFamily } from "./page-families.mjs";

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
// cookies and the readable signed-in hint); the currency, theme and consent choices are applied in
// the browser. The locale cookie decides the language of an address without a locale prefix.
const SESSION_COOKIE = /(?:^|;)\s*(?:(?:__Host-|__Secure-)?next-auth\.|wb_signed_in=)/;
const LOCALE_COOKIE_VALUE = /(?:^|;)\s*NEXT_LOCALE=([^;]*)/;

/**
 * The cache key of a page request, or null when its answer may depend on the visitor: a method
 * other than GET and HEAD, a session, credentials, a client-side navigation (RSC) or server
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
  if (SESSION_COOKIE.test(cookie)) return null;
  if (url.length > MAX_URL_LENGTH) return null;
  const pathname = url.split("?")[0];
  if (LOCALE_PREFIX.test(pathname)) return url;
  const language = `${LOCALE_COOKIE_VALUE.exec(cookie)?.[1] ?? ""}\n${headers["accept-language"] ?? ""}`;
  if (language.length > MAX_LANGUAGE_LENGTH) return null;
  return `${url}\n${language}`;
}

const NONCE_SOURCE = /'nonce-([^']+)'/;
/** Only the locale cookie of the address's language may ride along with a stored page. */
const LOCALE_COOKIE = /^NEXT_LOCALE=[a-z]{2};/;
const UNSTORED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "set-cookie"]);

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
    if (value !== undefined && !UNSTORED_HEADERS.has(name)) stored[name] = value;
  }
  if (policy) stored["content-security-policy"] = policyForInlineScripts(policy, body);
  if (nonce && stored.link) stored.link = String(stored.link).split(`; nonce="${nonce}"`).join("");
  const cookies = [headers["set-cookie"] ?? []].flat();
  if (cookies.length > 0) stored["set-cookie"] = cookies;
  const maxAge = status === 404 ? NOT_FOUND_MAX_AGE_MS : (pageMaxAge(pathname) ?? 0);
  return { status, headers: stored, identity: Buffer.from(body, "utf8"), expires: now + maxAge };
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
export function storedPage({ status, headers, identity, expires }) {
  const compressed = { br: compressForOneAnswer(identity, "br"), gzip: compressForOneAnswer(identity, "gzip"), identity: Promise.resolve(identity) };
  const stored = Promise.all([compressed.br, compressed.gzip]).then(([br, gz]) => {
    const bodies = { br, gzip: gz, identity };
    return { status, headers, bodies, expires, bytes: br.length + gz.length + identity.length };
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

/**
 * Copies in memory, least recently used dropped first beyond a byte budget.
 *
 * An address with a query string (a search, a filtered listing) is stored only when it is asked a
 * second time within its page's max age: most such addresses are asked once (a visitor's own
 * search), and storing one costs its renderer a copy, the hashes of its inline scripts and two
 * compressions for nothing (about 5 ms of the process's time on a 260 KB search page), and would
 * let anyone fill the cache with addresses of their making. The frequent ones are stored from their
 * second request on, as issue 16 asks ("cache the most frequent queries' first pages briefly").
 * Addresses without a query (a deal, an article, a listing's first page) are stored at once.
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
    // Bumped by every clear(): a page rendered before a change must not be stored after it.
    this.generation = 0;
  }

  /** @param {string} key @param {number} now */
  get(key, now) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (!this.enabled || entry.expires <= now) {
      this.bytes -= entry.bytes;
      return null;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Stores a copy rendered while the cache was at `generation` (dropped if the data changed since).
   * @param {string} key @param {{ bytes: number }} entry @param {number} generation
   */
  set(key, entry, generation) {
    if (!this.enabled || generation !== this.generation || entry.bytes > this.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) {
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

  /** Drops every copy (the public data changed, or the process stopped hearing about changes). */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Caching on (while the process listens for data changes) or off (and emptied). */
  setEnabled(enabled) {
    this.enabled = enabled;
    if (!enabled) this.clear();
  }
}
