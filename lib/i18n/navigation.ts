// The locale-aware navigation helpers every page and component uses (docs/features/site-wide.md): links and
// hooks from ./link (client), getPathname and redirect for server code.
import { redirect as nextRedirect } from "next/navigation";
import type { Locale } from "./locales";
import { localizePath } from "./paths";

export { Link, useLocale, usePathname, useRouter } from "./link";

/** The path of an (English, unprefixed) href in the given locale. */
export function getPathname({ href, locale }: { href: string; locale: Locale }): string {
  return localizePath(href, locale);
}

/** Redirects to an href in the given locale (server components, route handlers, actions). */
export function redirect({ href, locale }: { href: string; locale: Locale }): never {
  return nextRedirect(localizePath(href, locale));
}
