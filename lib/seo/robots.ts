import type { MetadataRoute } from "next";
import { locales } from "@/lib/i18n/locales";
import { routes, type RouteEntry } from "@/lib/routes";
import { localizePath } from "@/lib/i18n/paths";
import { sitemapUrls } from "./sitemap";

/** robots.txt rules match by prefix, so "/dashboard" also covers "/dashboard/trips". */
function covers(prefix: string, path: string): boolean {
  if (prefix === path) return true;
  if (!path.startsWith(prefix)) return false;
  return prefix.endsWith("/") || path[prefix.length] === "/";
}

/**
 * The unprefixed paths crawlers should skip: every signed-in or admin route and its aliases. A
 * nested route whose parent is not a page (/admin/dashboard) is blocked by its folder (/admin/),
 * which keeps public neighbours such as /admin-login crawlable.
 */
export function signedInPathPrefixes(entries: readonly RouteEntry[] = routes): string[] {
  const known = new Set(entries.map((route) => route.path));
  const prefixes = new Set<string>();
  for (const route of entries) {
    if (!route.auth && !route.admin) continue;
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const parent = path.slice(0, path.lastIndexOf("/"));
      prefixes.add(parent && !known.has(parent) ? `${parent}/` : path);
    }
  }
  const all = [...prefixes];
  return all.filter((path) => !all.some((other) => other !== path && covers(other, path))).sort();
}

/** Disallow rules: the API, then each signed-in prefix with and without each locale prefix. */
export function disallowedPaths(entries: readonly RouteEntry[] = routes): string[] {
  const localized = signedInPathPrefixes(entries).flatMap((path) => locales.map((locale) => localizePath(path, locale)));
  return ["/api/", ...new Set(localized)];
}

export function buildRobots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: disallowedPaths() },
    sitemap: sitemapUrls(),
  };
}
