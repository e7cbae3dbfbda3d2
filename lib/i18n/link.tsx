"use client";

// Locale-aware Link, usePathname, useRouter and useLocale on top of next/link and
// next/navigation. They read the locale from the [locale] route segment, so unlike next-intl's
// navigation APIs they need no NextIntlClientProvider, and pages do not ship next-intl's ICU
// message formatter (about 12 KB gzipped) just to render links.
import NextLink, { useLinkStatus } from "next/link";
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useEffect, useMemo, type ComponentProps } from "react";
import { NAVIGATING_ATTRIBUTE } from "@/lib/shell/page-signals.mjs";
import { localeCookie } from "./locale-cookie";
import { defaultLocale, isLocale, type Locale } from "./locales";
import { localizePath, unlocalizePath } from "./paths";

type Href = ComponentProps<typeof NextLink>["href"];

/** The locale of the current page (English outside the [locale] routes). */
export function useLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isLocale(locale) ? locale : defaultLocale;
}

function localizeHref(href: Href, locale: Locale): Href {
  if (typeof href === "string") return localizePath(href, locale);
  return href.pathname ? { ...href, pathname: localizePath(href.pathname, locale) } : href;
}

/**
 * Remembers a language switch in the locale cookie before navigating: the client router may
 * skip the server (and so the proxy that would set it), as next-intl's own Link does.
 */
function rememberLocale(current: Locale, next: Locale | undefined) {
  if (!next || next === current) return;
  document.cookie = `${localeCookie.name}=${next};path=/;max-age=${localeCookie.maxAge};samesite=${localeCookie.sameSite}`;
}

type LinkProps = ComponentProps<typeof NextLink> & {
  /** Links to this page in another language (and remembers the choice). */
  locale?: Locale;
};

// While a client-side move this link started is waiting for the server, the root carries the
// attribute. Pages render in full on the server (their status and content decided before the
// first byte), so the spinner lives here rather than in a loading boundary.
function PendingNavigation() {
  const { pending } = useLinkStatus();
  useEffect(() => {
    if (!pending) return;
    const root = document.documentElement;
    root.setAttribute(NAVIGATING_ATTRIBUTE, "");
    return () => root.removeAttribute(NAVIGATING_ATTRIBUTE);
  }, [pending]);
  return null;
}

/** next/link with the current (or the given) locale's prefix added to internal paths. */
export function Link({ href, locale, onClick, prefetch, children, ...rest }: LinkProps) {
  const current = useLocale();
  const target = locale ?? current;
  const isSwitching = target !== current;
  return (
    <NextLink
      href={localizeHref(href, target)}
      hrefLang={isSwitching ? target : undefined}
      prefetch={isSwitching ? false : prefetch}
      onClick={(event) => {
        if (isSwitching) rememberLocale(current, target);
        onClick?.(event);
      }}
      {...rest}
    >
      {children}
      <PendingNavigation />
    </NextLink>
  );
}

/** The current path without its locale prefix ("/es/auth" -> "/auth"). */
export function usePathname(): string {
  return unlocalizePath(useNextPathname());
}

type NavigateOptions = Parameters<ReturnType<typeof useNextRouter>["push"]>[1] & { locale?: Locale };

/** next/navigation's router with locale-aware push, replace and prefetch. */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(() => {
    const go = (method: "push" | "replace") => (href: string, { locale, ...options }: NavigateOptions = {}) => {
      rememberLocale(current, locale);
      router[method](localizePath(href, locale ?? current), options);
    };
    return {
      ...router,
      push: go("push"),
      replace: go("replace"),
      prefetch: (href: string, options?: Parameters<typeof router.prefetch>[1]) => router.prefetch(localizePath(href, current), options),
    };
  }, [router, current]);
}
