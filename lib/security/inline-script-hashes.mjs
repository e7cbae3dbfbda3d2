// What a page's Content-Security-Policy names to let its own inline scripts run by hash (CSP
// level 2: sha256 of the script's text, base64). Plain JavaScript, so the production server
// (server/page-cache.ts) and proxy.ts share it.
import { createHash } from "node:crypto";

/**
 * The CSP source that allows exactly this inline script text.
 * @param {string} text
 * @returns {string}
 */
export function scriptHashSource(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

// A script element is a classic or module script unless its type names something else (a data
// block such as application/ld+json, which never runs and needs no source).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The hash sources of every inline script in a page's HTML, each once, in document order.
 * A script element's content is raw text (no character references), so the bytes between the
 * tags are what the browser hashes.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashSources(html) {
  const sources = new Set();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    if (type && !RUNNABLE_TYPES.has((type[1] ?? type[2] ?? type[3] ?? "").trim().toLowerCase())) continue;
    sources.add(scriptHashSource(text));
  }
  return [...sources];
}
