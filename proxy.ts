import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIES, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookie-names";
import { isLocale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { isSignInRequired, redirects } from "@/lib/routes";

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

export default function proxy(request: NextRequest) {
  return withSignedInHint(request, route(request));
}

// Locale routing, the registry's permanent redirects and, for comfort only, the sign-in guard:
// pages and route handlers check the session again (CVE-2025-29927).
function route(request: NextRequest): NextResponse {
  const { prefix, path } = splitLocale(request.nextUrl.pathname);

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
