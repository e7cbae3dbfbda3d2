import "server-only";
import { decode, encode } from "next-auth/jwt";
import { siteUrl } from "@/lib/seo/site-url";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from "./cookie-names";
import { env } from "@/lib/env";

/** Sessions last 30 days; logout, a password change or deletion end them sooner. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Secure in production. A production build served over plain HTTP on this machine (the e2e
 * tests, `npm start` locally) keeps it off, or the browser would drop the cookie.
 */
export function isSecureCookie(): boolean {
  if (env().NODE_ENV !== "production") return false;
  const url = new URL(siteUrl());
  return !(url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
}

/** The session cookie's name (proxy.ts checks both; see cookie-names.ts). */
export function sessionCookieName(secure = isSecureCookie()): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function sessionCookieOptions(secure = isSecureCookie()) {
  return { httpOnly: true as boolean, sameSite: "lax" as const, path: "/", secure, maxAge: SESSION_MAX_AGE_S };
}

export function authSecret(): string {
  const secret = env().NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set");
  return secret;
}

/** What the session token carries: the user id and the session version it was issued under. */
export type SessionClaims = { sub: string; sv: number };

/** The next-auth JWT (encrypted JWE) for a user; a few hundred bytes, far under 4 KB. */
export function encodeSession(claims: SessionClaims): Promise<string> {
  return encode({ token: { sub: claims.sub, sv: claims.sv }, secret: authSecret(), maxAge: SESSION_MAX_AGE_S });
}

export async function decodeSession(token: string | undefined | null): Promise<SessionClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const payload = await decode({ token, secret: authSecret() });
    if (!payload || typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
    return { sub: payload.sub, sv: payload.sv };
  } catch {
    return null;
  }
}

/** Set-Cookie header values that store the session, and its readable hint (signed-in-hint.ts). */
export function serializeSessionCookies(value: string): string[] {
  const options = sessionCookieOptions();
  return [serializeCookie(sessionCookieName(), value, options), serializeCookie(SIGNED_IN_HINT_COOKIE, "1", { ...options, httpOnly: false })];
}

/** Set-Cookie header values that remove the session under both names, and its hint. */
export function clearSessionCookies(): string[] {
  return [
    ...[false, true].map((secure) => serializeCookie(sessionCookieName(secure), "", { ...sessionCookieOptions(secure), maxAge: 0 })),
    serializeCookie(SIGNED_IN_HINT_COOKIE, "", { ...sessionCookieOptions(), httpOnly: false, maxAge: 0 }),
  ];
}

function serializeCookie(name: string, value: string, options: ReturnType<typeof sessionCookieOptions>): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`];
  if (options.httpOnly) parts.push("HttpOnly");
  parts.push("SameSite=Lax");
  if (options.maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** Reads the session cookie's value from a Cookie header. */
export function readSessionCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const names = [sessionCookieName()];
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (names.includes(name)) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return null;
}
