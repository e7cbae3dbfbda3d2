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
 * Deferred hydration of a page rendered on request (scripts/lib/app-server.mjs applies it to the
 * pages that work without React until the first intent): its script files and their preloads are
 * taken out and the loader, carrying the page's CSP nonce, loads them at the first intent. The
 * inline hydration data stays where it is: it only fills an array until the runtime arrives.
 * HTML without script files is returned as it is.
 * @param {string} html
 * @returns {string}
 */
export function deferPageScripts(html) {
  const scripts = [];
  const stripped = html.replace(PAGE_SCRIPT_TAG, (tag, src, attributes) => {
    if (/\bnomodule\b/i.test(attributes)) return tag;
    scripts.push(src);
    return "";
  });
  if (scripts.length === 0 || !stripped.includes("</head>")) return html;
  const nonce = NONCE.exec(html)?.[1];
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>${loaderScript(scripts)}</script>`;
  return stripped.replace(SCRIPT_PRELOAD, "").replace("</head>", () => `${loader}</head>`);
}

const HEAD_END = "</head>";
// What deferPageScripts moves, as bytes to look for after the head.
const LATE_SCRIPT_MARKS = ["<script src=", '<link rel="preload" as="script"'];

/**
 * deferPageScripts on a page's bytes. Most pages rendered on request have every script file and
 * preload in <head>: then only the head is read and rewritten, and the body (some 90 per cent of a
 * listing's bytes: the content and the page data) is copied as it is, never decoded into a string
 * and encoded again. A page whose body has script files too (one that streams a part, such as a
 * map) goes through deferPageScripts whole. A page without a <head> is returned as it is.
 * @param {Buffer} page
 * @returns {Buffer}
 */
export function deferPageScriptsInHead(page) {
  const end = page.indexOf(HEAD_END);
  if (end < 0) return page;
  const bodyStart = end + HEAD_END.length;
  if (LATE_SCRIPT_MARKS.some((mark) => page.indexOf(mark, bodyStart) >= 0)) {
    const html = page.toString("utf8");
    const deferred = deferPageScripts(html);
    return deferred === html ? page : Buffer.from(deferred, "utf8");
  }
  const head = page.subarray(0, bodyStart).toString("utf8");
  const deferred = deferPageScripts(head);
  return deferred === head ? page : Buffer.concat([Buffer.from(deferred, "utf8"), page.subarray(bodyStart)]);
}
