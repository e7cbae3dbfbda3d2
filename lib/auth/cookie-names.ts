// The cookies that carry a session, named in one place for the server, proxy.ts and the browser
// (this module imports nothing, so all three can load it).

/**
 * The session cookie's names: the __Host- one is used over HTTPS. Its prefix makes the browser
 * accept it only when Secure, for Path=/ and without a Domain, so no subdomain can set or shadow it
 * (ASVS 3.4.4); next-auth is configured with the same name (next-auth.ts).
 */
export const SESSION_COOKIE = "next-auth.session-token";
export const SECURE_SESSION_COOKIE = "__Host-next-auth.session-token";
export const SESSION_COOKIES = [SESSION_COOKIE, SECURE_SESSION_COOKIE] as const;

/** The session's readable companion (see signed-in-hint.ts). */
export const SIGNED_IN_HINT_COOKIE = "wb_signed_in";

/** The cookie names a Cookie header carries. */
export function cookieNames(cookieHeader: string | null): string[] {
  return (cookieHeader ?? "").split(";").map((part) => part.split("=")[0]!.trim()).filter(Boolean);
}
