// Serwist's configurator mode: `serwist build serwist.config.mjs`, run by scripts/lib/build.mjs
// after `next build`, bundles the service worker (lib/pwa/service-worker.ts) into public/sw.js with
// its precache list. The precache is kept small so a first visit downloads little once idle: the
// 'You are offline' page of every language (prerendered by the build), the site's styles and the
// app icons. Everything else is kept only when used (lib/pwa/offline-rules.ts).
import { serwist } from "@serwist/next/config";

export default serwist({
  swSrc: "lib/pwa/service-worker.ts",
  swDest: "public/sw.js",
  precachePrerendered: false,
  globPatterns: [".next/server/app/*/offline.html", ".next/static/**/*.css", "public/icons/*.png"],
  // Each page at its public address, which Serwist's own transform (after this one) makes of the
  // file's path: English pages have no prefix (lib/i18n/routing.ts), /en/offline redirects to /offline.
  manifestTransforms: [(entries) => ({ manifest: entries.map((entry) => (entry.url === ".next/server/app/en/offline.html" ? { ...entry, url: ".next/server/app/offline.html" } : entry)), warnings: [] })],
});
