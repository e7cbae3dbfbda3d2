// The installable app's web app manifest, one per interface language: the same app (one `id`), whose
// start URL, language, direction and description are the language's. Served at
// /{locale}/manifest.webmanifest (app/[locale]/manifest.webmanifest/route.ts) and linked from each
// locale's layout. Not Next's root app/manifest.ts: a file-based manifest is linked from every page
// and overrides the layout's, so every language would start in English.
import type { MetadataRoute } from "next";
import { localeInfo, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";

export const APP_NAME = "Wander Bold";
/** The logo's blue (app/icon.svg), the installed app's title bar. */
export const THEME_COLOR = "#1d4ed8";
export const BACKGROUND_COLOR = "#ffffff";

/** The icons scripts/generate-app-icons.mjs renders from app/icon.svg into public/icons/. */
export const APP_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export const manifestPath = (locale: Locale) => `/${locale}/manifest.webmanifest`;

export function webAppManifest(locale: Locale, text: { shortName: string; description: string }): MetadataRoute.Manifest {
  return {
    id: "/",
    name: APP_NAME,
    short_name: text.shortName,
    description: text.description,
    lang: locale,
    dir: localeInfo[locale].dir,
    start_url: localizePath("/", locale),
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["travel"],
    icons: APP_ICONS.map((icon) => ({ ...icon })),
  };
}
