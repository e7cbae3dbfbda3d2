import createIntlMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { SESSION_COOKIES, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookie-names";
import { isProduction } from "@/lib/env";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { isSignInRequired, redirects } from "@/lib/routes";
import { contentSecurityPolicy } from "@/lib/security/content-security-policy.mjs";
import { nonceSource, scriptHashSource } from "@/lib/security/inline-scripts";
import { prerenderedScriptSources } from "@/lib/security/prerendered-pages";
import { LOCALE_HEADER, NOT_FOUND_PAGE_PATH } from "@/lib/server-edge";
import { pageInitScript } from "@/lib/shell/page-init-script";

const intl = createIntlMiddleware(routing);

function splitLocale(pathname: string): { prefix: string; path: string } {
  const [, first, ...rest] = pathname.split("/");
  if (first && isLocale(first)) return { prefix: `/${first}`, path: `/${rest.join("/")}`.replace(/\/$/, "") || "/" };
  return { prefix: "", path: pathname.replace(/(.)\/$/, "$1") };
}

// The readable hint follows the session cookie on every page (lib/auth/signed-in-hint.ts), also
// for sessions made without it: next-auth's own sign-in, or before the hint existed.
function withSignedInHint(request: NextRequest, response: NextResponse): NextResponse {
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  const hasHint = request.cookies.has(SIGNED_IN_HINT_COOKIE);
  if (hasSession && !hasHint) {
    response.cookies.set(SIGNED_IN_HINT_COOKIE, "1", { path: "/", sameSite: "lax", secure: request.nextUrl.protocol === "https:" });
  } else if (!hasSession && hasHint) {
    response.cookies.delete(SIGNED_IN_HINT_COOKIE);
  }
  return response;
}

// The layout's init script is the same on every page: pages rendered per request allow it by hash
// next to their nonce (the layout is static and cannot read the nonce).
const initScriptSource = scriptHashSource(pageInitScript);

export default function proxy(request: NextRequest) {
  let response = route(request);
  let policy = prerenderedPagePolicy(request, response);
  if (!policy && !isRedirect(response)) {
    // Rendered per request: Next reads the nonce from the request's own policy and puts it on every
    // script it renders. Routed again with that header (the prerendered pages, the busiest, skip it).
    policy = contentSecurityPolicy({ inlineScripts: [nonceSource(), initScriptSource] });
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", policy);
    response = route(new NextRequest(request, { headers }));
  }
  if (policy) response.headers.set("Content-Security-Policy", policy);
  return withSignedInHint(request, response);
}

const isRedirect = (response: NextResponse) => response.status >= 300 && response.status < 400;

// A prerendered page is served as built, without a nonce: its own inline scripts are allowed by
// hash (lib/security/prerendered-pages.ts). null for a page rendered per request.
function prerenderedPagePolicy(request: NextRequest, response: NextResponse): string | null {
  if (!isProduction) return null;
  const rewrite = response.headers.get("x-middleware-rewrite");
  const hashes = prerenderedScriptSources(rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname);
  return hashes && contentSecurityPolicy({ inlineScripts: hashes });
}

// Locale routing, the registry's permanent redirects and, for comfort only, the sign-in guard:
// pages and route handlers check the session again (CVE-2025-29927).
function route(request: NextRequest): NextResponse {
  const { prefix, path } = splitLocale(request.nextUrl.pathname);

  // The prerendered 404 page, in the language of the page that was not found (the server stamps
  // it), without the locale routing's redirects: the visitor's address stays as they typed it.
  if (path === NOT_FOUND_PAGE_PATH) {
    const stamped = request.headers.get(LOCALE_HEADER);
    const locale = prefix ? prefix.slice(1) : isLocale(stamped) ? stamped : defaultLocale;
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${NOT_FOUND_PAGE_PATH}`;
    return NextResponse.rewrite(url);
  }

  const target = redirects.get(path);
  if (target) {
    const url = request.nextUrl.clone();
    const [targetPath, hash] = target.split("#");
    url.pathname = `${prefix}${targetPath === "/" && prefix ? "" : targetPath}`;
    url.hash = hash ? `#${hash}` : "";
    return NextResponse.redirect(url, 308);
  }

  if (isSignInRequired(path) && !SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    const url = request.nextUrl.clone();
    url.pathname = `${prefix}/auth`;
    url.search = `?redirect=${encodeURIComponent(path + request.nextUrl.search)}`;
    return NextResponse.redirect(url, 307);
  }

  return intl(request);
}

export const config = {
  // Everything but API routes, share cards (/og/), click-outs (/go/), Next's internals, generated images and files with an extension.
  matcher: ["/((?!api|og/|go/|_next|_vercel|.*opengraph-image|.*\\..*).*)"],
};
