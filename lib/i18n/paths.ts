// Locale prefixes for 'as-needed' routing (lib/i18n/routing.ts): English at the bare paths,
// every other language under /<locale>. Pure functions, safe on the server and the client.
import { defaultLocale, isLocale, type Locale } from "./locales";

/** "/auth" in Spanish is "/es/auth"; in English it stays "/auth". External and relative hrefs pass through. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith("/") || path.startsWith("//")) return path;
  const [pathname = "", rest = ""] = splitSuffix(path);
  return pathname === "/" ? `/${locale}${rest}` : `/${locale}${pathname}${rest}`;
}

/** The path without its locale prefix: "/es/auth" -> "/auth", "/es" -> "/". */
export function unlocalizePath(pathname: string): string {
  const [, first, ...rest] = pathname.split("/");
  if (!first || !isLocale(first)) return pathname;
  return `/${rest.join("/")}`;
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ""] : [path.slice(0, index), path.slice(index)];
}
