// The one place the production server takes over a response Next.js is writing. Next's
// custom-server API hands the server a Node response and writes the page into it; it offers no
// hook to see a page's status and HTML before they leave, so the functions here replace the
// response's own writeHead, write and end (on the instance, never the prototype) for as long as
// they need, and put Node's back before anything reaches the socket.
//
// Contract, for each function:
// - installed before Next writes (app-server.ts, before `handle(req, res)`); several may be stacked
//   on one response, the last installed seeing Next's calls first and passing them to the one below;
// - decided at the first writeHead (or the first write or end, which call writeHead themselves),
//   before any byte is sent: a response it does not take passes through untouched, its methods
//   restored at once, so nothing is buffered or delayed;
// - a response it takes is answered exactly once, by the callback given, with Node's own methods
//   back in place (`res.headersSent` false until then); write and end callbacks are called, so Next
//   never waits on a held response.
// Tests: response-hold.test.ts (a real Node server), and the e2e specs page-cache, hydration,
// hostile-input and no-js against the production server.
import type http from "node:http";

type Response = http.ServerResponse;
type Methods = Pick<Response, "writeHead" | "write" | "end">;
type Callback = (error?: Error | null) => void;

const methodsOf = (res: Response): Methods => ({ writeHead: res.writeHead, write: res.write, end: res.end });
/** The headers object among writeHead's arguments (after the status: a reason phrase, then headers). */
const headersArgument = (args: unknown[]) => args.find((arg): arg is Record<string, unknown> => Boolean(arg) && typeof arg === "object" && !Array.isArray(arg));

// Headers Next uses between its proxy and its renderer (x-middleware-rewrite, x-nextjs-*): of no use
// to a browser or a cache in front, and they tell an outsider how the routes are mapped.
export const INTERNAL_HEADER = /^x-(middleware|nextjs)-/i;

function withoutInternalHeaders(res: Response, writeHeadArgs: unknown[]) {
  for (const name of res.getHeaderNames()) if (INTERNAL_HEADER.test(name)) res.removeHeader(name);
  const headers = headersArgument(writeHeadArgs);
  if (headers) for (const name of Object.keys(headers)) if (INTERNAL_HEADER.test(name)) delete headers[name];
}

/**
 * Replaces a failed HTML answer: when the status written is 404 or 5xx and the content is HTML
 * (route handlers outside /api answer their own JSON or images: kept), nothing of it is sent;
 * at its end every header is removed, Node's methods are back, and `replace(status)` answers
 * instead. Every answer loses Next's internal headers (INTERNAL_HEADER).
 */
export function replaceFailedAnswer(res: Response, replace: (status: number) => void): void {
  const original = methodsOf(res);
  let held: number | null = null;
  res.writeHead = function writeHead(this: Response, status: number, ...rest: unknown[]) {
    withoutInternalHeaders(res, rest);
    const type = String(res.getHeader("content-type") ?? headersArgument(rest)?.["content-type"] ?? "text/html");
    if ((status === 404 || status >= 500) && !res.headersSent && type.startsWith("text/html")) {
      held = status;
      return res;
    }
    return (original.writeHead as (...args: unknown[]) => Response).call(res, status, ...rest);
  } as Response["writeHead"];
  // A write or end before writeHead decides first (Node would write the headers it implies itself).
  const decideImplicitly = () => {
    if (held === null && !res.headersSent) res.writeHead(res.statusCode);
  };
  res.write = function write(this: Response, ...args: unknown[]) {
    decideImplicitly();
    if (held === null) return (original.write as (...args: unknown[]) => boolean).apply(res, args);
    (args.find((arg) => typeof arg === "function") as Callback | undefined)?.();
    return true;
  } as Response["write"];
  res.end = function end(this: Response, ...args: unknown[]) {
    decideImplicitly();
    if (held === null) return (original.end as (...args: unknown[]) => Response).apply(res, args);
    Object.assign(res, original);
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    replace(held);
    return res;
  } as Response["end"];
}

/**
 * Holds a whole answer to finish it elsewhere: at the first writeHead, write or end, `hold(status)`
 * decides (the headers given to writeHead are set on the response first, so `res.getHeader` reads
 * them); if it holds, the body is gathered in bytes and, at end, Node's methods are back and
 * `finish(body, callback)` sends the answer (the status: `res.statusCode`). Otherwise Node's methods
 * are back at once and the answer passes untouched.
 */
export function holdAnswer(res: Response, { hold, finish }: { hold: (status: number) => boolean; finish: (body: Buffer, callback: Callback | undefined) => void }): void {
  const original = methodsOf(res);
  let holding: boolean | null = null;
  const chunks: Buffer[] = [];
  const decide = (status: number) => (holding ??= hold(status));
  const release = () => Object.assign(res, original);
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
  };
  res.writeHead = function writeHead(this: Response, status: number, ...rest: unknown[]) {
    const headers = headersArgument(rest);
    if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as string);
    res.statusCode = status;
    if (decide(status)) return res;
    release();
    return (original.writeHead as (...args: unknown[]) => Response).call(res, status, ...rest);
  } as Response["writeHead"];
  res.write = function write(this: Response, chunk: unknown, encoding?: unknown, callback?: Callback) {
    if (!decide(res.statusCode)) {
      release();
      return (original.write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback);
    }
    collect(chunk, encoding);
    ((typeof encoding === "function" ? encoding : callback) as Callback | undefined)?.();
    return true;
  } as Response["write"];
  res.end = function end(this: Response, chunk?: unknown, encoding?: unknown, callback?: Callback) {
    if (!decide(res.statusCode)) {
      release();
      return (original.end as (...args: unknown[]) => Response).call(res, chunk, encoding, callback);
    }
    collect(chunk, encoding);
    release();
    finish(Buffer.concat(chunks), (typeof encoding === "function" ? encoding : callback) as Callback | undefined);
    return res;
  } as Response["end"];
}

/**
 * Sends the page being written with status 404 (and `Cache-Control: no-store`) where it is written
 * as 200: the prerendered 404 screen, which Next serves as a page like any other.
 */
export function answerAsNotFound(res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function notFoundStatus(this: Response, status: number, ...rest: unknown[]) {
    if (status === 200) {
      res.setHeader("Cache-Control", "no-store");
      return (writeHead as (...args: unknown[]) => Response).call(res, 404, ...rest);
    }
    return (writeHead as (...args: unknown[]) => Response).call(res, status, ...rest);
  } as Response["writeHead"];
}
