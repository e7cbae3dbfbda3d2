// Deferred hydration of the home pages, run by the build (scripts/lib/build.mjs; plain
// JavaScript, so the build script can load it). The home page is prerendered and complete as
// HTML; what React adds is behaviour: menus, dialogs, pickers, the search. So its built HTML loads
// no script files and carries no hydration data: a one-line loader fetches both at the visitor's
// first intent (pointing at, focusing, clicking or hovering a control), which the page init script
// (lib/shell/page-init-script.ts) announces, holds and replays once React has hydrated. A visitor
// with saved state the page must show gets the scripts at once, as on every other page.
import { HAS_SAVED_STATE_ATTRIBUTE, INTENT_EVENT } from "./page-signals.mjs";

/**
 * The loader: adds the page's script files to <head>, at once for a visitor with saved state,
 * else at the first intent. They download in parallel and run in order (not async): the page's
 * data first, then the runtime that reads it.
 * @param {readonly string[]} scripts
 * @returns {string}
 */
export function loaderScript(scripts) {
  return [
    `(function(s){function l(){s.forEach(function(u){var t=document.createElement("script");t.src=u;t.async=false;document.head.appendChild(t)})}`,
    `if(document.documentElement.hasAttribute("${HAS_SAVED_STATE_ATTRIBUTE}"))l();else addEventListener("${INTENT_EVENT}",l,{once:true})})`,
    `(${JSON.stringify(scripts)});`,
  ].join("");
}

// With the nonce of a page rendered for one request, or without (built and stored pages).
const LOADER = /<script(?: nonce="[^"]+")?>\(function\(s\)\{function l\(\)[^<]*?\}\)\((\[[^\]]*\])\);<\/script>/;

/**
 * The script files a deferred page loads at the first intent (none for other pages).
 * @param {string} html
 * @returns {string[]}
 */
export function deferredScripts(html) {
  const list = LOADER.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

const SCRIPT_TAG = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;
// The React Server Components payload Next inlines for hydration: over half the home page's HTML.
const PAGE_DATA_SCRIPT = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g;

/**
 * A prerendered page's HTML with its script files (and their preloads) taken out, and its inline
 * hydration data moved into a script file of its own (stored by `storeScript`, which returns its
 * URL), with the loader in their place at the end of <head>. HTML without script files is
 * returned as it is.
 * @param {string} html
 * @param {(content: string) => string} storeScript
 * @returns {string}
 */
export function deferHydration(html, storeScript) {
  const scripts = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  if (scripts.length === 0) return html;
  const pageData = [...html.matchAll(PAGE_DATA_SCRIPT)].map((match) => match[1]);
  if (pageData.length > 0) scripts.unshift(storeScript(`${pageData.join(";\n")};\n`));
  const loader = `<script>${loaderScript(scripts)}</script>`;
  return html
    .replace(SCRIPT_TAG, "")
    .replace(SCRIPT_PRELOAD, "")
    .replace(PAGE_DATA_SCRIPT, "")
    .replace("</head>", () => `${loader}</head>`);
}

// A per-request page's script files: `<script src="/_next/static/…" async="" nonce="…">`, in any
// attribute order; the noModule polyfill (which modern browsers skip anyway) stays.
const PAGE_SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+)"((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*><\/script>/g;
const NONCE = /<script nonce="([^"]+)"/;

/**
 * Deferred hydration of a page rendered on request (server/app-server.ts applies it to the
 * pages that work without React until the first intent): its script files and their preloads are
 * taken out and the loader, carrying the page's CSP nonce, loads them at the first intent. The
 * inline hydration data stays where it is: it only fills an array until the runtime arrives.
 * HTML without script files is returned as it is.
 * @param {string} html
 * @param {string | undefined} [nonce] the page's CSP nonce, when `html` is only part of the page
 * @returns {string}
 */
export function deferPageScripts(html, nonce = NONCE.exec(html)?.[1]) {
  const scripts = [];
  const stripped = html.replace(PAGE_SCRIPT_TAG, (tag, src, attributes) => {
    if (/\bnomodule\b/i.test(attributes)) return tag;
    scripts.push(src);
    return "";
  });
  if (scripts.length === 0 || !stripped.includes("</head>")) return html;
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>${loaderScript(scripts)}</script>`;
  return stripped.replace(SCRIPT_PRELOAD, "").replace("</head>", () => `${loader}</head>`);
}

const HEAD_END = "</head>";
const LATE_SCRIPT = '<script src="/_next/static/';
const LATE_SCRIPT_END = "</script>";
const LATE_PRELOAD = '<link rel="preload" as="script"';

/**
 * The script files and preloads in a page's body (React writes a client chunk it meets late
 * there), each as [start, end) byte offsets, the noModule polyfill left out as deferPageScripts
 * leaves it.
 * @param {Buffer} page
 * @param {number} from
 * @returns {Array<[number, number]>}
 */
function lateScriptTags(page, from) {
  const tags = [];
  for (let at = from; ; ) {
    const script = page.indexOf(LATE_SCRIPT, at);
    const preload = page.indexOf(LATE_PRELOAD, at);
    if (script < 0 && preload < 0) return tags;
    const start = script >= 0 && (preload < 0 || script < preload) ? script : preload;
    const closing = start === script ? page.indexOf(LATE_SCRIPT_END, start) : page.indexOf(">", start);
    if (closing < 0) return tags;
    const end = closing + (start === script ? LATE_SCRIPT_END.length : 1);
    if (!/\bnomodule\b/i.test(page.subarray(start, end).toString("latin1"))) tags.push([start, end]);
    at = end;
  }
}

/** The CSP nonce on the page's first inline script (the head's scripts may have none). */
function pageNonce(page) {
  const start = page.indexOf("<script nonce=");
  // A nonce is base64: a short tag's worth of bytes holds it.
  return start < 0 ? undefined : NONCE.exec(page.toString("latin1", start, start + 128))?.[1];
}

/**
 * deferPageScripts on a page's bytes, decoding only its <head> and the few script tags of its
 * body: the rest of the body (some 90 per cent of a listing's bytes, the content and the page
 * data) is copied as it is, never decoded into a string and encoded again. The same page as
 * deferPageScripts gives. A page without a <head> is returned as it is.
 * @param {Buffer} page
 * @returns {Buffer}
 */
export function deferPageScriptsInBytes(page) {
  const end = page.indexOf(HEAD_END);
  if (end < 0) return page;
  const bodyStart = end + HEAD_END.length;
  const late = lateScriptTags(page, bodyStart);
  const head = page.subarray(0, end).toString("utf8");
  // The body's tags join the head's, so the loader lists every file in the page's order.
  const gathered = `${head}${late.map(([start, stop]) => page.subarray(start, stop).toString("utf8")).join("")}${HEAD_END}`;
  const deferred = deferPageScripts(gathered, pageNonce(page));
  if (deferred === gathered) return page;
  const parts = [Buffer.from(deferred, "utf8")];
  let at = bodyStart;
  for (const [start, stop] of late) {
    parts.push(page.subarray(at, start));
    at = stop;
  }
  parts.push(page.subarray(at));
  return Buffer.concat(parts);
}
