// Every reading and rewriting of React's HTML the production server does, in one place. Next.js
// gives no hook for these, so they work on the HTML as Next 16 writes it. Tests: this module's own,
// lib/shell/deferred-hydration.test.ts, and the e2e specs that read real pages (page-cache,
// hydration, render-budget); the server refuses a build whose home pages lack the deferral
// (scripts/lib/served-build.mjs), so a change in Next's HTML shows at once.
//
// Contract, for each function below:
// - input: the HTML (or bytes) of one complete page as Next rendered it, and its headers;
// - output: the same page with only the change named, everything else byte for byte;
// - a page that does not have the expected shape comes back unchanged (never a broken page): a
//   page whose scripts cannot be moved is served with its scripts loading at once, a page whose
//   stylesheets are not found gets an error page without them.
//
// The rewrites:
// - deferPageScriptsInBytes (lib/shell/deferred-hydration.mjs, shared with the build): a deferring
//   page's <script src> tags and its hydration data move behind the first-intent loader;
// - pageWithoutNonce: a stored copy must not replay one request's CSP nonce: it is taken out of the
//   HTML and the Link header, and the page's inline scripts are allowed by hash instead;
// - policyForInlineScripts: a Content-Security-Policy whose script-src allows exactly a page's
//   inline scripts, by hash;
// - stylesheetsOf: the stylesheets and <html> class a built page uses, for the server's own error
//   pages (error-pages.tsx), so they look like the app's.
import { inlineScriptHashSources } from "@/lib/security/inline-script-hashes.mjs";

export { deferPageScriptsInBytes } from "@/lib/shell/deferred-hydration.mjs";

/**
 * A page's Content-Security-Policy with its script-src allowing exactly the inline scripts of
 * `html`, by hash (its nonce and earlier hashes replaced): for HTML the server rewrote or stored.
 */
export function policyForInlineScripts(policy: string, html: string): string {
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

const NONCE_SOURCE = /'nonce-([^']+)'/;

/**
 * A page rendered for one request, made fit to serve to anyone: the nonce of its policy taken out
 * of its HTML (` nonce="…"` attributes) and of its Link header (`; nonce="…"`), and its policy
 * allowing its inline scripts by hash (the way the prerendered pages are). `policy` is "" for a
 * page without one (returned as ""); `link` undefined for a page without the header.
 */
export function pageWithoutNonce({ html, policy, link }: { html: string; policy: string; link?: string }): { html: string; policy: string; link?: string } {
  const nonce = NONCE_SOURCE.exec(policy)?.[1];
  const body = nonce ? html.split(` nonce="${nonce}"`).join("") : html;
  return {
    html: body,
    policy: policy ? policyForInlineScripts(policy, body) : "",
    link: nonce && link ? link.split(`; nonce="${nonce}"`).join("") : link,
  };
}

const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/g;
const HTML_CLASS = /<html\b[^>]*\bclass="([^"]*)"/;

/**
 * The stylesheets (their addresses, in order) and the class of the <html> element (the font's
 * variable) of a built page: what a page of the server's own needs to look like the app's.
 */
export function stylesheetsOf(html: string): { stylesheets: string[]; htmlClass: string } {
  return { stylesheets: [...new Set([...html.matchAll(STYLESHEET)].map((match) => match[1]!))], htmlClass: HTML_CLASS.exec(html)?.[1] ?? "" };
}
