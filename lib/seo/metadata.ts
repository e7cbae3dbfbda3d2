import type { Metadata } from "next";
import { defaultLocale, localeInfo, locales, type Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { siteConfig } from "@/lib/site-config";
import { OG_IMAGE_SIZE, ogImagePath, type PageType } from "./page-types";
import { siteUrl } from "./site-url";

/** hreflang alternates for every locale plus x-default (the English page). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = `${siteUrl()}${localizePath(path, locale)}`;
  languages["x-default"] = `${siteUrl()}${localizePath(path, defaultLocale)}`;
  return languages;
}

export type PageMetadataInput = {
  locale: Locale;
  /** Canonical English path of the page, e.g. "/legal". */
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  noIndex?: boolean;
  /** Picks the share image (lib/seo/page-types.ts); pages without a section use "home". */
  pageType?: PageType;
};

/**
 * Metadata for one page: title with brand suffix (via the layout template), canonical, alternates
 * and the share image of its page type.
 */
export function pageMetadata({ locale, path, title, description, keywords, noIndex, pageType = "home" }: PageMetadataInput): Metadata {
  const canonical = `${siteUrl()}${localizePath(path, locale)}`;
  // Crawlers need an absolute URL; the alt names the page, in the page's language.
  const image = { url: `${siteUrl()}${ogImagePath(pageType)}`, ...OG_IMAGE_SIZE, alt: `${title} – ${siteConfig.name}` };
  return {
    title,
    description,
    keywords: keywords ? [...keywords] : undefined,
    alternates: { canonical, languages: languageAlternates(path) },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      title,
      description,
      url: canonical,
      locale: localeInfo[locale].ogLocale,
      images: [{ ...image, type: "image/png" }],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
