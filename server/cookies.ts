// The cookies the edge reads, by the names the app gives them (lib/auth/cookie-names.ts: the
// session and its readable hint; lib/i18n/locale-cookie.ts: the remembered language).
import { cookieNames, SESSION_COOKIES, SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookie-names";
import { localeCookie } from "@/lib/i18n/locale-cookie";
import type { RequestHeaders } from "./request-edge";

/** The request's Cookie header as one string ("" without one). */
export const cookieHeaderOf = (headers: RequestHeaders): string => [headers.cookie ?? []].flat().join("; ");

/** The value of the cookie `name` in a Cookie header (the first one), or undefined. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator >= 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1);
  }
  return undefined;
}

/** next-auth's cookies: its session's and those of its sign-in flow (csrf, callback), plain or prefixed. */
const isNextAuthCookie = (name: string) => /^(?:__Host-|__Secure-)?next-auth\./.test(name);

/** Whether a Cookie header carries one of next-auth's cookies. */
export const hasNextAuthCookie = (cookieHeader: string): boolean => cookieNames(cookieHeader).some(isNextAuthCookie);

/** Whether a Cookie header carries the readable signed-in hint (the proxy sets it beside a session). */
export const hasSignedInHint = (cookieHeader: string): boolean => cookieNames(cookieHeader).includes(SIGNED_IN_HINT_COOKIE);

/** The session token of a Cookie header (either session cookie name), or undefined. */
export function sessionToken(cookieHeader: string): string | undefined {
  for (const name of SESSION_COOKIES) {
    const value = cookieValue(cookieHeader, name);
    if (value) return value;
  }
  return undefined;
}

/** The language a visitor's locale cookie remembers (its raw value), or undefined. */
export const rememberedLocale = (cookieHeader: string): string | undefined => cookieValue(cookieHeader, localeCookie.name);

/** The Set-Cookie that remembers `locale` (next-intl's cookie, as its middleware sets it). */
export const localeSetCookie = (locale: string, secure: boolean): string =>
  `${localeCookie.name}=${locale}; Path=/; Max-Age=${localeCookie.maxAge}; SameSite=${localeCookie.sameSite}${secure ? "; Secure" : ""}`;

/** Whether a Set-Cookie sets the locale cookie to a language code. */
export const isLocaleSetCookie = (setCookie: string): boolean => new RegExp(`^${localeCookie.name}=[a-z]{2};`).test(setCookie);
