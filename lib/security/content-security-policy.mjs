// The Content-Security-Policy, built in one place for next.config.mjs and proxy.ts (plain
// JavaScript, so the config can load it). No directive allows inline script or eval in
// production: next.config.mjs sends the policy as it is (API answers, files, share cards), and
// proxy.ts adds to pages the one way their own inline scripts may run, by hash on prerendered
// pages (lib/security/prerendered-pages.ts) and by a per-request nonce on the others.

// Third-party hosts are allowed only when their tag is configured at build time (the scripts
// still load only after consent; see lib/consent/analytics.ts).
const hasAnalytics = Boolean(process.env.NEXT_PUBLIC_GA_ID);
const hasAds = Boolean(process.env.NEXT_PUBLIC_ADSENSE_CLIENT);
const thirdParty = {
  script: [
    ...(hasAnalytics ? ["https://www.googletagmanager.com"] : []),
    ...(hasAds ? ["https://pagead2.googlesyndication.com", "https://*.adtrafficquality.google"] : []),
  ],
  connect: [
    ...(hasAnalytics ? ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"] : []),
    ...(hasAds ? ["https://pagead2.googlesyndication.com", "https://*.adtrafficquality.google"] : []),
  ],
  frame: hasAds ? ["https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com", "https://www.google.com"] : [],
};

/**
 * @param {{ inlineScripts?: readonly string[], isProduction?: boolean }} [options]
 *   inlineScripts: CSP sources ('sha256-…' or 'nonce-…') for the inline scripts a page may run.
 *   Development adds 'unsafe-eval', which next dev needs.
 * @returns {string}
 */
export function contentSecurityPolicy({ inlineScripts = [], isProduction = process.env.NODE_ENV === "production" } = {}) {
  const scriptSources = ["'self'", ...inlineScripts, ...(isProduction ? [] : ["'unsafe-eval'"]), ...thirdParty.script];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    // Inline style attributes stay allowed: React and Radix position and animate with them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...thirdParty.connect].join(" "),
    thirdParty.frame.length > 0 ? ["frame-src", ...thirdParty.frame].join(" ") : "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
