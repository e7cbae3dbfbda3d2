// The JavaScript a page's HTML loads: every <script src> it references (noModule polyfills
// excluded, since modern browsers skip them), each fetched and gzipped at zlib's default level.
import { gzipSync } from "node:zlib";
import { deferredScripts } from "../../lib/shell/deferred-hydration.mjs";

const SCRIPT_TAG = /<script\b[^>]*>/gi;

/** The script URLs of an HTML document, in order, without duplicates or noModule scripts. */
export function scriptSources(html, base) {
  const sources = [];
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (!value) continue;
    const url = new URL(value.replaceAll("&amp;", "&"), base).href;
    if (!sources.includes(url)) sources.push(url);
  }
  return sources;
}

async function fetchScripts(urls, pageUrl, pagePath) {
  const scripts = [];
  for (const url of urls) {
    if (new URL(url).origin !== pageUrl.origin) throw new Error(`${pagePath} loads a script from another origin: ${url}`);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    scripts.push({ url, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  return scripts;
}

const sum = (scripts, key) => scripts.reduce((total, script) => total + script[key], 0);

/**
 * Fetches a page and its scripts; returns the status, the raw and gzipped totals of the scripts
 * it loads, and of those a deferred page (lib/shell/deferred-hydration.mjs) loads only at the
 * visitor's first intent.
 */
export async function measurePageScripts(baseUrl, pagePath) {
  const pageUrl = new URL(pagePath, baseUrl);
  const response = await fetch(pageUrl, { redirect: "manual" });
  const html = await response.text();
  const scripts = await fetchScripts(scriptSources(html, pageUrl), pageUrl, pagePath);
  const deferred = await fetchScripts(
    deferredScripts(html).map((src) => new URL(src, pageUrl).href),
    pageUrl,
    pagePath,
  );
  return {
    status: response.status,
    scripts,
    bytes: sum(scripts, "bytes"),
    gzipBytes: sum(scripts, "gzipBytes"),
    deferred: { scripts: deferred, bytes: sum(deferred, "bytes"), gzipBytes: sum(deferred, "gzipBytes") },
  };
}

// `node bench/lib/page-weight.mjs http://localhost:3205 / /es`: a quick per-script breakdown.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = "http://localhost:3205", ...paths] = process.argv.slice(2);
  for (const pagePath of paths.length ? paths : ["/"]) {
    const result = await measurePageScripts(base, pagePath);
    console.log(`${pagePath} (${result.status}): ${(result.gzipBytes / 1024).toFixed(1)} KB gzipped, ${(result.bytes / 1024).toFixed(1)} KB raw, ${result.scripts.length} scripts`);
    for (const script of result.scripts) console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`);
    if (result.deferred.scripts.length > 0) console.log(`  and at the first intent ${(result.deferred.gzipBytes / 1024).toFixed(1)} KB gzipped in ${result.deferred.scripts.length} scripts`);
  }
}
