// One production server process (scripts/serve.mjs runs one per core, through server/start.mjs):
// Next.js through its documented custom-server API (`next()` and `getRequestHandler()`), behind a
// thin edge that
// - stamps each request with its socket address (lib/api/client-address.ts reads it),
// - answers what no route can serve before Next sees it (request-edge.ts): 405 for TRACE, TRACK,
//   CONNECT and for unsafe methods on pages, 400 or the 404 screen for malformed paths,
// - serves anonymous copies of the public pages from memory (page-cache.ts, page-families.ts), each
//   rendered by one process for all that share the database (shared-copies.ts), and
//   counts the renders no copy answers against each client's budget (render-budget.ts: 429),
// - turns a page that fails on the server into a complete error page decided before its first
//   byte (error-pages.tsx): 503 'temporarily unavailable' with Retry-After while PostgreSQL is
//   unreachable, the 'Something went wrong' screen otherwise (Next would send an empty shell),
// - and on SIGTERM stops accepting connections, lets requests in flight finish, then exits.
// What it changes of a response Next writes is done in response-hold.ts, and of the HTML in
// page-html.ts: the two places that know how Next writes a page. docs/architecture.md draws the path.
//
//   node server/start.mjs -p 3000 [-H localhost]
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import { parse } from "node:url";
import next from "next";
import pg from "pg";
import { env } from "@/lib/env";
import { localeCookie } from "@/lib/i18n/locale-cookie";
import { servableBuildProblem } from "@/scripts/lib/served-build.mjs";
import { cookieHeaderOf, rememberedLocale } from "./cookies";
import { ERROR_PAGE_STATUS, errorPage, type ErrorPageKind } from "./error-pages";
import {
  chooseEncoding,
  compressForOneAnswer,
  copyMaxAge,
  type Encoding,
  hasSession,
  type Headers,
  isStorable,
  localeCookieFor,
  PageCache,
  pageCacheKey,
  pageCopy,
  pageMaxAge,
  type PageRender,
  PUBLIC_DATA_CHANNEL,
  sharedAnswerHeaders,
  type StoredPage,
  storedPage,
} from "./page-cache";
import { deferPageScriptsInBytes, policyForInlineScripts } from "./page-html";
import { refusalDelayFromEnv, renderBudgetFromEnv } from "./render-budget";
import { API_METHODS, asNotFoundScreenRequest, decideRequest, defersHydration, isApiPath, isNotFoundPage, localeOfPath, LOCALE_HEADER, NOT_FOUND_PAGE_PATH, SOCKET_ADDRESS_HEADER } from "./request-edge";
import { answerAsNotFound, holdAnswer, INTERNAL_HEADER, replaceFailedAnswer } from "./response-hold";
import { type Claim, LEASE_MS, SharedCopies, SharedFreshness } from "./shared-copies";

type Request = http.IncomingMessage;
type Response = http.ServerResponse;

/** The checkout (this file is server/app-server.ts). */
const root = path.resolve(import.meta.dirname, "..");

function argument(flag: string, fallback: string | undefined): string | undefined {
  const index = process.argv.indexOf(flag);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const settings = env();
const port = Number(argument("-p", "3000"));
const hostname = argument("-H", undefined);
/** How long a stopping process waits for requests in flight before it exits anyway. */
const SHUTDOWN_GRACE_MS = 15_000;
const RETRY_AFTER_SECONDS = "5";

// The headers every response of the server's own gets (Next adds its own to the rest). Its error
// pages load the app's stylesheets and their fonts (error-pages.tsx) and nothing else.
const OWN_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};

// One connection (lib/db-pool.ts counts it) for the health probe and the page cache's shared store.
const probePool = settings.DATABASE_URL
  ? new pg.Pool({ connectionString: settings.DATABASE_URL, max: 1, connectionTimeoutMillis: 1500, idleTimeoutMillis: 10_000, query_timeout: 3000 } as pg.PoolConfig)
  : null;
probePool?.on("error", () => undefined);

/** pg's own timeout for the probe (query_timeout is read by pg, not declared by its types). */
const PROBE = { text: "SELECT 1", query_timeout: 1500 };

/** Whether PostgreSQL answers now (asked only after a page failed, so it costs nothing normally). */
async function isDatabaseUp(): Promise<boolean> {
  if (!probePool) return true;
  try {
    await probePool.query(PROBE);
    return true;
  } catch {
    return false;
  }
}

function sendOwn(res: Response, status: number, headers: Record<string, string>, body: string, contentType: string) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(status, { ...OWN_HEADERS, ...headers, "Content-Type": contentType, "Content-Length": Buffer.byteLength(body) });
  res.end(res.req.method === "HEAD" ? undefined : body);
}

/** Answers with one of the server's own error pages (error-pages.tsx), in the language of `url`. */
function sendErrorPage(res: Response, kind: ErrorPageKind, url: string, headers: Record<string, string> = {}) {
  sendOwn(res, ERROR_PAGE_STATUS[kind], headers, errorPage({ root, url, kind }), "text/html; charset=utf-8");
}

/**
 * Holds back a page's response when its status says it failed, before any byte is sent (no
 * loading boundary streams a page, so Next decides the status first), and answers in its place
 * (response-hold.ts: replaceFailedAnswer):
 * - 404 (no page matches, or the page called notFound()): the prerendered 404 page of the path's
 *   language, through the request handler with an adjusted URL as the custom-server API
 *   documents, status 404 (Next would send an empty shell and draw its screen with JavaScript);
 * - 5xx: the server's own error page, 503 with Retry-After while PostgreSQL is unreachable.
 * Client-side moves (RSC requests) are left to the client router, which draws both screens itself.
 */
function replaceFailedPages(req: Request, res: Response, pathname: string, key: string | null) {
  replaceFailedAnswer(res, (status) => {
    if (status === 404) {
      renderNotFoundPage(req, res, pathname, key);
      return;
    }
    void isDatabaseUp().then((up) => {
      if (up) sendErrorPage(res, "error", req.url ?? pathname, { "X-Robots-Tag": "noindex" });
      else sendErrorPage(res, "unavailable", req.url ?? pathname, { "Retry-After": RETRY_AFTER_SECONDS, "X-Robots-Tag": "noindex" });
    });
  });
}

/** Responses that carry the 404 screen (Next sends it as a 200 prerendered page). */
const notFoundScreens = new WeakSet<Response>();
/** Responses whose HTML holdPage finishes. */
const heldPages = new WeakSet<Response>();

/**
 * Holds a page's HTML answer to finish it here (response-hold.ts: holdAnswer; Next gets no
 * Accept-Encoding, so it sends the HTML plain), when
 * - the page defers its hydration (defersHydration): its script files move behind the
 *   first-intent loader (page-html.ts: deferPageScriptsInBytes);
 * - the answer may be cached (page-cache.ts): it is stored (an address with a query string from
 *   its second request on: PageCache.admits), then served from the stored copy.
 * Either way it leaves compressed once, Brotli or gzip as the browser asks. Anything else
 * (redirects, errors, HEAD, pages with neither) passes untouched.
 */
function holdPage(req: Request, res: Response, { pathname, defer, key, render = null }: { pathname: string; defer: boolean; key: string | null; render?: PageRender | null }) {
  if (req.method !== "GET") {
    render?.settle(null);
    return;
  }
  heldPages.add(res);
  const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
  delete req.headers["accept-encoding"];
  // Whoever waits on this render (pageCache.beginRender) learns it stores nothing unless it does.
  let storing = false;
  if (render) res.on("close", () => storing || render.settle(null));
  const statusOf = (status: number) => (notFoundScreens.has(res) && status === 200 ? 404 : status);
  holdAnswer(res, {
    hold: (rawStatus) => {
      const status = statusOf(rawStatus);
      const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      return html && ((status === 200 && (defer || (key !== null && pageMaxAge(pathname) !== null))) || (status === 404 && key !== null));
    },
    finish: (rendered, done) => {
      const status = statusOf(res.statusCode);
      // Bytes throughout: the page is decoded into a string only to be stored (pageCopy).
      const page = defer && status === 200 ? deferPageScriptsInBytes(rendered) : rendered;
      const headers = res.getHeaders() as Headers;
      if (key !== null && isStorable(pathname, status, headers) && (render?.revalidation || pageCache.admits(key, pathname, Date.now()))) {
        // Served as the stored copy as soon as the visitor's encoding is ready; stored once every
        // encoding is, with the change count its render began at (a change heard meanwhile leaves
        // it stale: PageCache.isCurrent).
        storing = true;
        if (render) render.storing = true;
        const copy = pageCopy({ pathname, status, headers, html: page.toString("utf8"), now: Date.now() });
        const compressing = storedPage(copy);
        const chosen = chooseEncoding(acceptEncoding);
        compressing.body(chosen).then(
          (body) => sendPage(req, res, { ...copy, headers: answerHeaders(req, pathname, copy) }, chosen, body, "miss", done),
          (error) => failed(res, pathname, error),
        );
        compressing.stored.then(
          (stored) => {
            const entry: StoredPage = { ...stored, version: render?.version ?? pageCache.version, replay: replayOf(req) };
            pageCache.set(key, entry);
            render?.settle(entry);
          },
          (error) => {
            render?.settle(null);
            console.error("[server] page cache: compression failed", error);
          },
        );
        return;
      }
      render?.settle(null);
      // A prerendered page allows its inline scripts by hash: the loader deferPageScripts added
      // needs its own (a page rendered per request gives the loader its nonce instead).
      const policy = String(res.getHeader("content-security-policy") ?? "");
      if (page !== rendered && policy && !policy.includes("'nonce-")) res.setHeader("Content-Security-Policy", policyForInlineScripts(policy, page.toString("utf8")));
      const chosen = chooseEncoding(acceptEncoding);
      compressForOneAnswer(page, chosen).then(
        (body) => sendPage(req, res, { status, headers: res.getHeaders() as Headers }, chosen, body, key === null ? null : "miss", done),
        (error) => failed(res, pathname, error),
      );
    },
  });
}

function withAcceptEncoding(vary: unknown): string {
  const value = [vary ?? []].flat().join(", ");
  return /accept-encoding/i.test(value) ? value : value ? `${value}, Accept-Encoding` : "Accept-Encoding";
}

const nodeSetHeader = http.ServerResponse.prototype.setHeader;

/** Sends a stored page (page-cache.ts) in the encoding the browser asks for. */
function sendStored(req: Request, res: Response, entry: StoredPage, acceptEncoding: string, state: "hit" | "stale") {
  const encoding = chooseEncoding(acceptEncoding);
  const pathname = (req.url ?? "/").split("?")[0]!;
  sendPage(req, res, { ...entry, headers: answerHeaders(req, pathname, entry, state === "stale") }, encoding, entry.bodies[encoding], state);
}

/**
 * One answer's headers from a stored copy: shared-cache policy, surrogate keys, and on a page (not
 * the 404 screen, which the locale routing never sets it for) the locale cookie where it changes.
 */
function answerHeaders(req: Request, pathname: string, copy: { status: number; headers: Headers; tags?: string[] }, stale = false): Headers {
  const secure = req.headers["x-forwarded-proto"] === "https" || Boolean((req.socket as TLSSocket | undefined)?.encrypted);
  const cookie = copy.status === 200 ? localeCookieFor(req, pathname, secure) : null;
  return sharedAnswerHeaders(copy.headers, { pathname, tags: copy.tags ?? [], cookie, stale, member: hasSession(req) });
}

/**
 * What a revalidation replays of the request a copy was rendered for: its address and the headers
 * its key and its render read (the host and forwarding headers, the language and its cookie).
 */
function replayOf(req: Request): { url: string; headers: Record<string, string | string[]> } {
  const headers: Record<string, string | string[]> = {};
  for (const name of ["host", "accept-language", "x-forwarded-proto", "x-forwarded-host", "x-forwarded-for"]) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  const locale = rememberedLocale(cookieHeaderOf(req.headers));
  if (locale !== undefined) headers.cookie = `${localeCookie.name}=${locale}`;
  return { url: req.url ?? "/", headers };
}

// A stale copy is rendered anew by a request of the process to itself, on a port of its own on the
// loopback (the public port is shared by every process: serve.mjs), carrying a secret only this
// process knows: that request renders and stores the copy while visitors keep getting the old one.
const REVALIDATE_HEADER = "x-wb-revalidate";
const revalidateSecret = randomBytes(24).toString("hex");
let revalidationPort: number | null = null;

/**
 * Renders a new copy of a stale page in the background, once across every process sharing the
 * database: the shared store's current copy when another process made it (or is making it: then
 * this one waits for it, serving the old copy meanwhile), else a render claimed for everyone. A
 * failure (here or in the process that claimed it) keeps the old copy, tried again after 5 s.
 */
function revalidateInBackground(key: string, entry: StoredPage) {
  if (revalidationPort === null || !entry.replay) return;
  const replay = entry.replay;
  const render = pageCache.beginRender(key);
  render.revalidation = true;
  const failedRevalidation = (reason: string) => {
    pageCache.revalidationFailed(entry, Date.now());
    render.settle(null);
    console.error(`[server] page cache: revalidating ${replay.url} failed (${reason}); the previous copy is served meanwhile`);
  };
  const renderHere = () => {
    const request = http.request(
      { host: "127.0.0.1", port: revalidationPort!, method: "GET", path: replay.url, headers: { ...replay.headers, [REVALIDATE_HEADER]: revalidateSecret, "accept-encoding": "br" } },
      (response) => {
        response.resume();
        response.on("end", () => {
          const status = response.statusCode ?? 500;
          if (status >= 500) return failedRevalidation(`status ${status}`);
          // A page that now redirects (or is no longer stored) loses its copy; a 200 or 404 replaced it
          // (its render settles once every encoding is stored, which may be after the answer ends).
          if (status !== 200 && status !== 404) pageCache.delete(key);
          if (!render.storing) render.settle(null);
        });
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error("timed out")));
    request.on("error", (error) => failedRevalidation(error.message));
    request.end();
  };
  // Begun a moment after the change was heard, so that every process has learnt the change's time
  // before this render's start (shared-copies.ts: a process busy with requests learns it a few
  // milliseconds late, and would take a render begun in between for stale and render again).
  const settled = new Promise((resolve) => setTimeout(resolve, SHARED_REVALIDATION_DELAY_MS));
  void settled.then(() => sharedCopyOrClaim(key, render, { waitMs: LEASE_MS + 1000, retryReleased: false })).then((outcome) => {
    if (outcome.entry) return render.settle(outcome.entry);
    if (outcome.failedElsewhere) return failedRevalidation("its render in another process failed");
    if (outcome.timedOut) return failedRevalidation("another process's render did not finish in time");
    renderHere();
  });
}

// The shared store (shared-copies.ts): copies one process rendered, for every process on the database.
const sharedCopies = probePool && settings.PAGE_CACHE !== "off" ? new SharedCopies(probePool, `${os.hostname()}/${process.pid}/${randomBytes(4).toString("hex")}`) : null;
const sharedFreshness = new SharedFreshness();
/** How long a visitor with no copy waits for another process's render of it before rendering it here. */
const VISITOR_WAIT_MS = 5_000;
/** How long after a change a process begins to revalidate a stale copy (the old copy is served meanwhile). */
const SHARED_REVALIDATION_DELAY_MS = 50;
/** Each process bounds the shared store this often (one at a time: SharedCopies.cleanup). */
const SHARED_CLEANUP_MS = 60_000;

type SharedOutcome = { entry?: StoredPage; claimed?: boolean; failedElsewhere?: boolean; timedOut?: boolean };

/**
 * For a key with no current copy in memory: the shared store's copy when it is current for this
 * process (then kept in memory too), else the render claimed for every process ({ claimed }: render
 * it here, and the copy is written to the store when `render` settles), else waits for the process
 * that claimed it, up to `waitMs`. A claim released without a copy (its render failed) is
 * `failedElsewhere`, or with `retryReleased` claimed again. {} (render here, unshared): the store
 * did not answer, or the claims went on being released.
 */
async function sharedCopyOrClaim(key: string, render: PageRender, { waitMs, retryReleased }: { waitMs: number; retryReleased: boolean }): Promise<SharedOutcome> {
  if (!sharedCopies) return {};
  const deadline = Date.now() + waitMs;
  try {
    for (let attempt = 0; attempt < 4; attempt++) {
      const { state, copy } = await sharedCopies.find(key);
      if (!pageCache.enabled) return {};
      if (copy && sharedFreshness.isCurrent(copy.tags, copy.renderedAt)) {
        // Current as of every change this process heard: any change heard from now on makes it stale here too.
        const entry: StoredPage = { ...copy.entry, version: pageCache.version, expires: Date.now() + copy.ttlMs };
        pageCache.set(key, entry);
        return { entry };
      }
      if (!state.claimed) {
        const won = await sharedCopies.claim(key, state.renderedAt);
        if (won) {
          storeWhenRendered(key, render, won);
          return { claimed: true };
        }
      }
      const outcome = await sharedCopies.waitForRender(key, state.renderedAt, deadline);
      if (outcome === "timeout") return { timedOut: true };
      if (outcome === "released" && !retryReleased) return { failedElsewhere: true };
    }
    return {};
  } catch (error) {
    console.error(`[server] page cache: the shared store did not answer (${(error as Error).message}); rendering here`);
    return {};
  }
}

/** Writes the copy a claimed render makes to the shared store, then gives up the claim (also when it stores nothing). */
function storeWhenRendered(key: string, render: PageRender, claim: Claim) {
  const pathname = key.split("\n")[0]!.split("?")[0]!;
  void render.promise.then(async (entry) => {
    try {
      if (entry && pageCache.enabled) await sharedCopies!.store(key, claim.startedAt, entry, copyMaxAge(pathname, entry.status));
    } catch (error) {
      console.error(`[server] page cache: storing ${pathname} in the shared store failed (${(error as Error).message})`);
    } finally {
      await sharedCopies!.release(key).catch(() => undefined);
    }
  });
}

/** Bounds the shared store now and then (expired copies, its byte budget). */
function cleanSharedStoreNowAndThen() {
  if (!sharedCopies) return;
  const timer = setInterval(() => {
    if (pageCache.enabled) sharedCopies.cleanup().catch((error: Error) => console.error(`[server] page cache: cleaning the shared store failed (${error.message})`));
  }, SHARED_CLEANUP_MS + Math.floor(Math.random() * 10_000));
  timer.unref();
}

/**
 * Sends a page (a stored copy, or one rendered for this request alone) with its status and
 * headers and `body` in `encoding`; `state` is the X-Page-Cache answer, null for a page the cache
 * has no part in.
 */
function sendPage(req: Request, res: Response, page: { status: number; headers: Headers }, encoding: Encoding, body: Buffer, state: string | null, callback?: () => void) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  // Node's own setHeader: Next's patch of it on this response adds the proxy's cookies to any
  // Set-Cookie set, and the page's headers here already hold the one cookie it should set.
  for (const [name, value] of Object.entries(page.headers)) if (!INTERNAL_HEADER.test(name)) nodeSetHeader.call(res, name, value as string);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Vary", withAcceptEncoding(page.headers.vary));
  res.setHeader("Content-Length", body.length);
  if (state) res.setHeader("X-Page-Cache", state);
  res.writeHead(page.status);
  res.end(req.method === "HEAD" ? undefined : body, callback);
}

/**
 * Keeps the page cache in step with the public data: LISTEN on PostgreSQL's channel, drop every
 * copy at each notification, cache nothing while not listening (reconnecting with back-off).
 * PAGE_CACHE=off switches the cache off.
 */
function listenForDataChanges() {
  const connectionString = settings.DATABASE_URL;
  if (!connectionString || settings.PAGE_CACHE === "off") return;
  let retryMs = 1000;
  const connect = () => {
    const client = new pg.Client({ connectionString });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      pageCache.setEnabled(false);
      sharedFreshness.deaf();
      client.end().catch(() => undefined);
      setTimeout(connect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on("error", onLost);
    client.on("end", onLost);
    // The database's time of the changes heard (shared-copies.ts: SharedFreshness), asked on this
    // connection after each batch of notifications: at or after their commits.
    let asking = false;
    const askChangeTime = () => {
      if (asking || lost || !sharedCopies) return;
      const tags = sharedFreshness.take();
      if (tags.length === 0) return;
      asking = true;
      sharedCopies.now(client).then(
        (at) => {
          asking = false;
          sharedFreshness.resolved(tags, at);
          askChangeTime();
        },
        () => (asking = false),
      );
    };
    client.on("notification", (message) => {
      pageCache.invalidate(message.payload ?? "");
      sharedFreshness.heard(message.payload ?? "");
      askChangeTime();
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`))
      .then(() => (sharedCopies ? sharedCopies.now(client) : null))
      .then((since) => {
        retryMs = 1000;
        if (lost) return;
        // Shared copies rendered before this process listened may show changes it never heard.
        if (since !== null) sharedFreshness.listening(since);
        pageCache.setEnabled(true);
      })
      .catch(onLost);
  };
  connect();
}

/** The prerendered 404 page of the request's language (proxy.ts maps the path), status 404. */
function renderNotFoundPage(req: Request, res: Response, pathname: string, key: string | null = null) {
  // The screen is stored for the path (page-cache.ts) unless the page's own hold already will.
  if (key !== null && !heldPages.has(res)) holdPage(req, res, { pathname, defer: false, key });
  // Otherwise (a member's page, a form's answer) it goes out as Next writes it: uncompressed, since
  // Next's compression already wrapped this response for the page it replaces, and a second pass
  // never finished the answer.
  else if (!heldPages.has(res)) delete req.headers["accept-encoding"];
  notFoundScreens.add(res);
  answerAsNotFound(res);
  handle(asNotFoundScreenRequest(req), res, parse(NOT_FOUND_PAGE_PATH, true)).catch((error: unknown) => failed(res, pathname, error));
}

function failed(res: Response, pathname: string, error: unknown) {
  console.error("[server] request failed", error);
  if (!res.headersSent) sendErrorPage(res, "error", pathname);
  else res.destroy();
}

const pageCache = new PageCache();
const renderBudget = renderBudgetFromEnv(settings);
const refusals = refusalDelayFromEnv(settings);

/** Whether a request makes Next render (a page, a client-side move, a share card): not the API, its files or the public folder's. */
function isRender(pathname: string): boolean {
  return !isApiPath(pathname) && !pathname.startsWith("/_next/") && !/\.[a-z0-9]+$/i.test(pathname);
}

/** The client's address: the socket's, or X-Forwarded-For's first behind a trusted proxy (lib/api/client-address.ts). */
function clientAddressOf(req: Request): string {
  const socket = req.socket.remoteAddress ?? "unknown";
  if (settings.TRUST_PROXY !== "1") return socket;
  return String(req.headers["x-forwarded-for"] ?? "").split(",")[0]!.trim() || socket;
}
listenForDataChanges();
cleanSharedStoreNowAndThen();

const app = next({ dev: false, dir: root, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
// The port is taken first (a second server on it fails at once, as `next start` does); requests
// that arrive while Next prepares wait for it.
const ready = app.prepare().catch((error: Error) => {
  console.error(`[server] ${error.message}`);
  process.exit(1);
});

let stopping = false;

async function handleRequest(req: Request, res: Response) {
  // While stopping, a connection whose response is done closes instead of waiting idle.
  res.on("finish", () => {
    if (stopping) setImmediate(() => server.closeIdleConnections());
  });
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "unknown";
  const decision = decideRequest({ method: req.method ?? "GET", url: req.url ?? "/", headers: req.headers });
  if (decision?.status) {
    const body = decision.api ? JSON.stringify(decision.body) : `${decision.body.message}\n`;
    sendOwn(res, decision.status, decision.headers, body, decision.api ? "application/json" : "text/plain; charset=utf-8");
    return;
  }
  await ready;
  if (decision?.rewrite) req.url = decision.rewrite;
  const pathname = (req.url ?? "/").split("?")[0]!;
  req.headers[LOCALE_HEADER] = localeOfPath(pathname);
  const isPage = !isApiPath(pathname) && !pathname.startsWith("/_next/") && !req.headers.rsc;
  if (isPage && isNotFoundPage(pathname)) return renderNotFoundPage(req, res, pathname);
  // The process's own revalidation request (revalidateInBackground): rendered and stored, never answered from the cache.
  const revalidating = req.headers[REVALIDATE_HEADER] === revalidateSecret && req.socket.localPort === revalidationPort;
  delete req.headers[REVALIDATE_HEADER];
  const key = isPage && pageCache.enabled ? pageCacheKey(req) : null;
  const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
  let render: PageRender | null = null;
  if (key !== null && revalidating) {
    render = pageCache.pendingRender(key) ?? pageCache.beginRender(key);
    render.revalidation = true;
  } else if (key !== null) {
    const now = Date.now();
    const found = pageCache.lookup(key, now);
    if (found?.fresh) return sendStored(req, res, found.entry, acceptEncoding, "hit");
    // A member may be the one who just changed the data (an editor, an admin): a stale copy is never
    // theirs. They wait for the render under way, or make it (read-your-writes).
    if (found && !hasSession(req)) {
      if (pageCache.needsRevalidation(key, found.entry, now)) revalidateInBackground(key, found.entry);
      return sendStored(req, res, found.entry, acceptEncoding, "stale");
    }
    // No copy (or none for this member): one render for everyone asking at once, in this process
    // and, through the shared store, in every process on the database.
    const pending = pageCache.pendingRender(key);
    if (pending) {
      const entry = await pending.promise;
      if (entry) return sendStored(req, res, entry, acceptEncoding, "hit");
    } else if (sharedCopies && req.method === "GET" && pageMaxAge(pathname) !== null && pageCache.wouldAdmit(key, now)) {
      // Only for an address this process would store: a search asked for the first time (and a
      // client asking new ones by the thousand) costs the database nothing before its render budget.
      render = pageCache.beginRender(key);
      const shared = await sharedCopyOrClaim(key, render, { waitMs: VISITOR_WAIT_MS, retryReleased: true });
      if (shared.entry) {
        render.settle(shared.entry);
        return sendStored(req, res, shared.entry, acceptEncoding, "hit");
      }
    }
  }
  // A render no stored copy answered: counted against the client's budget (render-budget.ts).
  if (!revalidating && isRender(pathname)) {
    const verdict = renderBudget.take({ address: clientAddressOf(req), userAgent: req.headers["user-agent"], cookie: cookieHeaderOf(req.headers) });
    if (!verdict.ok) {
      render?.settle(null);
      // Held a moment first (render-budget.ts: RefusalDelay), so a flood of refusals cannot take the server either.
      return refusals.hold(
        () => sendErrorPage(res, "tooMany", req.url ?? pathname, { "Retry-After": String(verdict.retryAfterSeconds), "X-Robots-Tag": "noindex" }),
        (cancel) => res.once("close", cancel),
      );
    }
  }
  const defer = isPage && defersHydration(pathname);
  const held = defer || (key !== null && pageMaxAge(pathname) !== null);
  if (held) {
    if (key !== null && render === null && req.method === "GET") render = pageCache.beginRender(key);
    holdPage(req, res, { pathname, defer, key, render });
  }
  if (isPage) replaceFailedPages(req, res, pathname, key);
  handle(req, res).catch((error: unknown) => failed(res, pathname, error));
}

const server = http.createServer(handleRequest);
server.keepAliveTimeout = 5_000;
// The loopback port of this process's revalidations (an ephemeral one, its own: `exclusive`, or
// the cluster module would share one port among the processes, as it does the public one).
const revalidationServer = http.createServer(handleRequest);
revalidationServer.listen({ port: 0, host: "127.0.0.1", exclusive: true }, () => {
  const address = revalidationServer.address();
  revalidationPort = address && typeof address === "object" ? address.port : null;
});
revalidationServer.unref();

// Methods Node's parser does not know (TRACK) and CONNECT never reach the handler: answer them
// with 405 too, instead of a bare 400 or a dropped connection.
const API_ALLOW = API_METHODS.join(", ");
function refuseRawMethod(socket: Socket) {
  if (!socket.writable) return;
  const body = "Method not allowed\n";
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${API_ALLOW}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
}
server.on("connect", (_req: Request, socket: Socket) => refuseRawMethod(socket));
server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
  if (error.code === "HPE_INVALID_METHOD") refuseRawMethod(socket);
  else if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
});

server.listen(port, hostname, () => {
  // Checked once the port is ours (a taken port is reported first): a build `npm run build` did
  // not finish is refused rather than served without the home pages' deferred hydration.
  const problem = servableBuildProblem(path.join(root, ".next"));
  if (problem) {
    console.error(`[server] ${problem}`);
    process.exit(1);
  }
  console.log(`[server] process ${process.pid} ready on http://${hostname ?? "localhost"}:${port}`);
});
server.on("error", (error) => {
  console.error(`[server] ${error.message}`);
  process.exit(1);
});

function shutdown() {
  if (stopping) return;
  stopping = true;
  // No new connections; idle keep-alive ones close now, busy ones after their response.
  server.close(() => {
    probePool?.end().catch(() => undefined);
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
