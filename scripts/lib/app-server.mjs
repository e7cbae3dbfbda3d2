// One production server process (scripts/serve.mjs runs one per core): Next.js through its
// documented custom-server API (`next()` and `getRequestHandler()`), behind a thin edge that
// - stamps each request with its socket address (lib/api/client-address.ts reads it),
// - answers what no route can serve before Next sees it (lib: scripts/lib/request-edge.mjs):
//   405 for TRACE, TRACK, CONNECT and for unsafe methods on pages, 400 or the 404 screen for
//   malformed paths,
// - turns a page that fails on the server into a complete error page decided before its first
//   byte: 503 'temporarily unavailable' with Retry-After while PostgreSQL is unreachable, the
//   'Something went wrong' screen otherwise (Next would send an empty shell),
// - and on SIGTERM stops accepting connections, lets requests in flight finish, then exits.
//
//   node scripts/lib/app-server.mjs -p 3000 [-H localhost]
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { parse } from "node:url";
import { createRequire } from "node:module";
import pg from "pg";
import { root } from "./paths.mjs";
import { renderBudgetFromEnv } from "./render-budget.mjs";
import { servableBuildProblem } from "./served-build.mjs";
import { deferPageScriptsInBytes } from "../../lib/shell/deferred-hydration.mjs";
import { chooseEncoding, compressForOneAnswer, hasSession, isStorable, localeCookieFor, PageCache, pageCacheKey, pageCopy, pageMaxAge, policyForInlineScripts, PUBLIC_DATA_CHANNEL, sharedAnswerHeaders, storedPage } from "./page-cache.mjs";
import { API_METHODS, asNotFoundScreenRequest, decideRequest, defersHydration, errorPage, isApiPath, isNotFoundPage, localeOfPath, LOCALE_HEADER, NOT_FOUND_PAGE_PATH, SOCKET_ADDRESS_HEADER } from "./request-edge.mjs";

process.env.NODE_ENV = "production";
const require = createRequire(import.meta.url);
const next = require(require.resolve("next", { paths: [root] }));

function argument(flag, fallback) {
  const index = process.argv.indexOf(flag);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const port = Number(argument("-p", process.env.PORT || "3000"));
const hostname = argument("-H", undefined);
/** How long a stopping process waits for requests in flight before it exits anyway. */
const SHUTDOWN_GRACE_MS = 15_000;
const RETRY_AFTER_SECONDS = "5";

// The headers every response of the server's own gets (Next adds its own to the rest).
const OWN_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};

const probePool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, connectionTimeoutMillis: 1500, idleTimeoutMillis: 10_000 })
  : null;
probePool?.on("error", () => undefined);

/** Whether PostgreSQL answers now (asked only after a page failed, so it costs nothing normally). */
async function isDatabaseUp() {
  if (!probePool) return true;
  try {
    await probePool.query({ text: "SELECT 1", query_timeout: 1500 });
    return true;
  } catch {
    return false;
  }
}

function sendOwn(res, status, headers, body, contentType) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(status, { ...OWN_HEADERS, ...headers, "Content-Type": contentType, "Content-Length": Buffer.byteLength(body) });
  res.end(res.req.method === "HEAD" ? undefined : body);
}

/**
 * Holds back a page's response when its status says it failed, before any byte is sent (no
 * loading boundary streams a page, so Next decides the status first), and answers in its place:
 * - 404 (no page matches, or the page called notFound()): the prerendered 404 page of the path's
 *   language, through the request handler with an adjusted URL as the custom-server API
 *   documents, status 404 (Next would send an empty shell and draw its screen with JavaScript);
 * - 5xx: the server's own error page, 503 with Retry-After while PostgreSQL is unreachable.
 * Client-side moves (RSC requests) are left to the client router, which draws both screens itself.
 */
function replaceFailedPages(req, res, pathname, key) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let held = null;
  res.writeHead = function writeHead(status, ...rest) {
    withoutInternalHeaders(res, rest);
    // Route handlers outside /api (/go, /og, /uploads) answer their own JSON or images: kept.
    const type = String(res.getHeader("content-type") ?? (rest.find((arg) => arg && typeof arg === "object")?.["content-type"] ?? "text/html"));
    if ((status === 404 || status >= 500) && !res.headersSent && type.startsWith("text/html")) {
      held = status;
      return res;
    }
    return original.writeHead.call(res, status, ...rest);
  };
  res.write = function write(...args) {
    if (held === null) return original.write.apply(res, args);
    const callback = args.find((arg) => typeof arg === "function");
    callback?.();
    return true;
  };
  res.end = function end(...args) {
    if (held === null) return original.end.apply(res, args);
    Object.assign(res, original);
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    if (held === 404) {
      renderNotFoundPage(req, res, pathname, key);
      return res;
    }
    isDatabaseUp().then((up) => {
      const unavailable = !up;
      sendOwn(res, unavailable ? 503 : 500, unavailable ? { "Retry-After": RETRY_AFTER_SECONDS, "X-Robots-Tag": "noindex" } : { "X-Robots-Tag": "noindex" }, errorPage({ root, url: req.url ?? pathname, unavailable }), "text/html; charset=utf-8");
    });
    return res;
  };
}

// Headers Next uses between its proxy and its renderer (x-middleware-rewrite, x-nextjs-*): of no use
// to a browser or a cache in front, and they tell an outsider how the routes are mapped.
const INTERNAL_HEADER = /^x-(middleware|nextjs)-/i;
function withoutInternalHeaders(res, writeHeadArgs) {
  for (const name of res.getHeaderNames()) if (INTERNAL_HEADER.test(name)) res.removeHeader(name);
  const headers = writeHeadArgs.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
  if (headers) for (const name of Object.keys(headers)) if (INTERNAL_HEADER.test(name)) delete headers[name];
}

/** Marks a response that carries the 404 screen (Next sends it as a 200 prerendered page). */
const NOT_FOUND_SCREEN = Symbol("notFoundScreen");
/** Marks a response whose HTML holdPage finishes. */
const HELD = Symbol("held");

/**
 * Holds a page's HTML answer to finish it here (Next gets no Accept-Encoding, so it sends the
 * HTML plain), when
 * - the page defers its hydration (defersHydration): its script files move behind the
 *   first-intent loader (deferPageScriptsInBytes);
 * - the answer may be cached (page-cache.mjs): it is stored (an address with a query string from
 *   its second request on: PageCache.admits), then served from the stored copy.
 * Either way it leaves compressed once, Brotli or gzip as the browser asks. Anything else
 * (redirects, errors, HEAD, pages with neither) passes untouched.
 */
function holdPage(req, res, { pathname, defer, key, render = null }) {
  if (req.method !== "GET") {
    render?.settle(null);
    return;
  }
  res[HELD] = true;
  const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
  delete req.headers["accept-encoding"];
  // Whoever waits on this render (pageCache.beginRender) learns it stores nothing unless it does.
  let storing = false;
  if (render) res.on("close", () => storing || render.settle(null));
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const statusOf = (status) => (res[NOT_FOUND_SCREEN] && status === 200 ? 404 : status);
  let holding = null;
  const chunks = [];
  const decide = (rawStatus) => {
    if (holding === null) {
      const status = statusOf(rawStatus);
      const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      holding = html && ((status === 200 && (defer || (key !== null && pageMaxAge(pathname) !== null))) || (status === 404 && key !== null));
    }
    return holding;
  };
  res.writeHead = function writeHead(status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = status;
    if (decide(status)) return res;
    Object.assign(res, original);
    return original.writeHead.call(res, status, ...rest);
  };
  const collect = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
  };
  res.write = function write(chunk, encoding, callback) {
    if (!decide(res.statusCode)) {
      Object.assign(res, original);
      return original.write.call(res, chunk, encoding, callback);
    }
    collect(chunk, encoding);
    (typeof encoding === "function" ? encoding : callback)?.();
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (!decide(res.statusCode)) {
      Object.assign(res, original);
      return original.end.call(res, chunk, encoding, callback);
    }
    collect(chunk, encoding);
    Object.assign(res, original);
    const status = statusOf(res.statusCode);
    // Bytes throughout: the page is decoded into a string only to be stored (pageCopy).
    const rendered = Buffer.concat(chunks);
    const page = defer && status === 200 ? deferPageScriptsInBytes(rendered) : rendered;
    const headers = res.getHeaders();
    const done = typeof encoding === "function" ? encoding : callback;
    if (key !== null && isStorable(pathname, status, headers) && (render?.revalidation || pageCache.admits(key, pathname, Date.now()))) {
      // Served as the stored copy as soon as the visitor's encoding is ready; stored once every
      // encoding is, with the change count its render began at (a change heard meanwhile leaves
      // it stale: PageCache.isCurrent).
      storing = true;
      const copy = pageCopy({ pathname, status, headers, html: page.toString("utf8"), now: Date.now() });
      const compressing = storedPage(copy);
      const chosen = chooseEncoding(acceptEncoding);
      compressing.body(chosen).then(
        (body) => sendPage(req, res, { ...copy, headers: answerHeaders(req, pathname, copy) }, chosen, body, "miss", done),
        (error) => failed(res, pathname, error),
      );
      compressing.stored.then(
        (stored) => {
          const entry = { ...stored, version: render?.version ?? pageCache.version, replay: replayOf(req) };
          pageCache.set(key, entry);
          render?.settle(entry);
        },
        (error) => {
          render?.settle(null);
          console.error("[server] page cache: compression failed", error);
        },
      );
      return res;
    }
    render?.settle(null);
    // A prerendered page allows its inline scripts by hash: the loader deferPageScripts added
    // needs its own (a page rendered per request gives the loader its nonce instead).
    const policy = String(res.getHeader("content-security-policy") ?? "");
    if (page !== rendered && policy && !policy.includes("'nonce-")) res.setHeader("Content-Security-Policy", policyForInlineScripts(policy, page.toString("utf8")));
    const chosen = chooseEncoding(acceptEncoding);
    compressForOneAnswer(page, chosen).then(
      (body) => sendPage(req, res, { status, headers: res.getHeaders() }, chosen, body, key === null ? null : "miss", done),
      (error) => failed(res, pathname, error),
    );
    return res;
  };
}

function withAcceptEncoding(vary) {
  const value = [vary ?? []].flat().join(", ");
  return /accept-encoding/i.test(value) ? value : value ? `${value}, Accept-Encoding` : "Accept-Encoding";
}

const nodeSetHeader = http.ServerResponse.prototype.setHeader;

/** Sends a stored page (page-cache.mjs) in the encoding the browser asks for. */
function sendStored(req, res, entry, acceptEncoding, state, callback) {
  const encoding = chooseEncoding(acceptEncoding);
  const pathname = (req.url ?? "/").split("?")[0];
  sendPage(req, res, { ...entry, headers: answerHeaders(req, pathname, entry, state === "stale") }, encoding, entry.bodies[encoding], state, callback);
}

/**
 * One answer's headers from a stored copy: shared-cache policy, surrogate keys, and on a page (not
 * the 404 screen, which the locale routing never sets it for) the locale cookie where it changes.
 */
function answerHeaders(req, pathname, copy, stale = false) {
  const secure = req.headers["x-forwarded-proto"] === "https" || Boolean(req.socket?.encrypted);
  const cookie = copy.status === 200 ? localeCookieFor(req, pathname, secure) : null;
  return sharedAnswerHeaders(copy.headers, { pathname, tags: copy.tags ?? [], cookie, stale, member: hasSession(req) });
}

/**
 * What a revalidation replays of the request a copy was rendered for: its address and the headers
 * its key and its render read (the host and forwarding headers, the language and its cookie).
 */
function replayOf(req) {
  const headers = {};
  for (const name of ["host", "accept-language", "x-forwarded-proto", "x-forwarded-host", "x-forwarded-for"]) {
    if (req.headers[name] !== undefined) headers[name] = req.headers[name];
  }
  const cookie = /(?:^|;)\s*(NEXT_LOCALE=[^;]*)/.exec([req.headers.cookie ?? []].flat().join("; "))?.[1];
  if (cookie) headers.cookie = cookie;
  return { url: req.url ?? "/", headers };
}

// A stale copy is rendered anew by a request of the process to itself, on a port of its own on the
// loopback (the public port is shared by every process: serve.mjs), carrying a secret only this
// process knows: that request renders and stores the copy while visitors keep getting the old one.
const REVALIDATE_HEADER = "x-wb-revalidate";
const revalidateSecret = randomBytes(24).toString("hex");
let revalidationPort = null;

/** Renders a new copy of a stale page in the background, once; a failure keeps the old copy. */
function revalidateInBackground(key, entry) {
  if (revalidationPort === null) return;
  const render = pageCache.beginRender(key);
  render.revalidation = true;
  const failedRevalidation = (reason) => {
    pageCache.revalidationFailed(entry, Date.now());
    render.settle(null);
    console.error(`[server] page cache: revalidating ${entry.replay.url} failed (${reason}); the previous copy is served meanwhile`);
  };
  const request = http.request(
    { host: "127.0.0.1", port: revalidationPort, method: "GET", path: entry.replay.url, headers: { ...entry.replay.headers, [REVALIDATE_HEADER]: revalidateSecret, "accept-encoding": "br" } },
    (response) => {
      response.resume();
      response.on("end", () => {
        const status = response.statusCode ?? 500;
        if (status >= 500) return failedRevalidation(`status ${status}`);
        // A page that now redirects (or is no longer stored) loses its copy; a 200 or 404 replaced it.
        if (status !== 200 && status !== 404) pageCache.delete(key);
        render.settle(null);
      });
    },
  );
  request.setTimeout(30_000, () => request.destroy(new Error("timed out")));
  request.on("error", (error) => failedRevalidation(error.message));
  request.end();
}

/**
 * Sends a page (a stored copy, or one rendered for this request alone) with its status and
 * headers and `body` in `encoding`; `state` is the X-Page-Cache answer, null for a page the cache
 * has no part in.
 */
function sendPage(req, res, page, encoding, body, state, callback) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  // Node's own setHeader: Next's patch of it on this response adds the proxy's cookies to any
  // Set-Cookie set, and the page's headers here already hold the one cookie it should set.
  for (const [name, value] of Object.entries(page.headers)) if (!INTERNAL_HEADER.test(name)) nodeSetHeader.call(res, name, value);
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
  if (!process.env.DATABASE_URL || process.env.PAGE_CACHE === "off") return;
  let retryMs = 1000;
  const connect = () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      pageCache.setEnabled(false);
      client.end().catch(() => undefined);
      setTimeout(connect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on("error", onLost);
    client.on("end", onLost);
    client.on("notification", (message) => pageCache.invalidate(message.payload ?? ""));
    client
      .connect()
      .then(() => client.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`))
      .then(() => {
        retryMs = 1000;
        if (!lost) pageCache.setEnabled(true);
      })
      .catch(onLost);
  };
  connect();
}

/** The prerendered 404 page of the request's language (proxy.ts maps the path), status 404. */
function renderNotFoundPage(req, res, pathname, key = null) {
  // The screen is stored for the path (page-cache.mjs) unless the page's own hold already will.
  if (key !== null && !res[HELD]) holdPage(req, res, { pathname, defer: false, key });
  // Otherwise (a member's page, a form's answer) it goes out as Next writes it: uncompressed, since
  // Next's compression already wrapped this response for the page it replaces, and a second pass
  // never finished the answer.
  else if (!res[HELD]) delete req.headers["accept-encoding"];
  res[NOT_FOUND_SCREEN] = true;
  const writeHead = res.writeHead;
  res.writeHead = function notFoundStatus(status, ...rest) {
    if (status === 200) {
      res.setHeader("Cache-Control", "no-store");
      return writeHead.call(res, 404, ...rest);
    }
    return writeHead.call(res, status, ...rest);
  };
  handle(asNotFoundScreenRequest(req), res, parse(NOT_FOUND_PAGE_PATH, true)).catch((error) => failed(res, pathname, error));
}

function failed(res, pathname, error) {
  console.error("[server] request failed", error);
  if (!res.headersSent) sendOwn(res, 500, {}, errorPage({ root, url: pathname, unavailable: false }), "text/html; charset=utf-8");
  else res.destroy();
}

const pageCache = new PageCache();
const renderBudget = renderBudgetFromEnv();

/** Whether a request makes Next render (a page, a client-side move, a share card): not the API, its files or the public folder's. */
function isRender(pathname) {
  return !isApiPath(pathname) && !pathname.startsWith("/_next/") && !/\.[a-z0-9]+$/i.test(pathname);
}

/** The client's address: the socket's, or X-Forwarded-For's first behind a trusted proxy (lib/api/client-address.ts). */
function clientAddressOf(req) {
  const socket = req.socket.remoteAddress ?? "unknown";
  if (process.env.TRUST_PROXY !== "1") return socket;
  return String(req.headers["x-forwarded-for"] ?? "").split(",")[0].trim() || socket;
}
listenForDataChanges();

const app = next({ dev: false, dir: root, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
// The port is taken first (a second server on it fails at once, as `next start` does); requests
// that arrive while Next prepares wait for it.
const ready = app.prepare().catch((error) => {
  console.error(`[server] ${error.message}`);
  process.exit(1);
});

let stopping = false;

async function handleRequest(req, res) {
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
  const pathname = (req.url ?? "/").split("?")[0];
  req.headers[LOCALE_HEADER] = localeOfPath(pathname);
  const isPage = !isApiPath(pathname) && !pathname.startsWith("/_next/") && !req.headers.rsc;
  if (isPage && isNotFoundPage(pathname)) return renderNotFoundPage(req, res, pathname);
  // The process's own revalidation request (revalidateInBackground): rendered and stored, never answered from the cache.
  const revalidating = req.headers[REVALIDATE_HEADER] === revalidateSecret && req.socket.localPort === revalidationPort;
  delete req.headers[REVALIDATE_HEADER];
  const key = isPage && pageCache.enabled ? pageCacheKey(req) : null;
  const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
  let render = null;
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
    // No copy (or none for this member): one render for everyone asking at once.
    const pending = pageCache.pendingRender(key);
    if (pending) {
      const entry = await pending.promise;
      if (entry) return sendStored(req, res, entry, acceptEncoding, "hit");
    }
  }
  // A render no stored copy answered: counted against the client's budget (render-budget.mjs).
  if (!revalidating && isRender(pathname)) {
    const verdict = renderBudget.take({ address: clientAddressOf(req), userAgent: req.headers["user-agent"], cookie: [req.headers.cookie ?? []].flat().join("; ") });
    if (!verdict.ok) {
      const page = errorPage({ root, url: req.url ?? pathname, unavailable: false, tooMany: true });
      return sendOwn(res, 429, { "Retry-After": String(verdict.retryAfterSeconds), "X-Robots-Tag": "noindex" }, page, "text/html; charset=utf-8");
    }
  }
  const defer = isPage && defersHydration(pathname);
  const held = defer || (key !== null && pageMaxAge(pathname) !== null);
  if (held) {
    if (key !== null && render === null && req.method === "GET") render = pageCache.beginRender(key);
    holdPage(req, res, { pathname, defer, key, render });
  }
  if (isPage) replaceFailedPages(req, res, pathname, key);
  handle(req, res).catch((error) => failed(res, pathname, error));
}

const server = http.createServer(handleRequest);
server.keepAliveTimeout = 5_000;
// The loopback port of this process's revalidations (an ephemeral one, its own: `exclusive`, or
// the cluster module would share one port among the processes, as it does the public one).
const revalidationServer = http.createServer(handleRequest);
revalidationServer.listen({ port: 0, host: "127.0.0.1", exclusive: true }, () => {
  revalidationPort = revalidationServer.address().port;
});
revalidationServer.unref();

// Methods Node's parser does not know (TRACK) and CONNECT never reach the handler: answer them
// with 405 too, instead of a bare 400 or a dropped connection.
const API_ALLOW = API_METHODS.join(", ");
function refuseRawMethod(socket) {
  if (!socket.writable) return;
  const body = "Method not allowed\n";
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${API_ALLOW}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
}
server.on("connect", (_req, socket) => refuseRawMethod(socket));
server.on("clientError", (error, socket) => {
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
