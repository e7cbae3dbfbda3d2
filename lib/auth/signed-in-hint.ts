// A readable companion of the HttpOnly session cookie, set and removed with it. It holds no
// secret, only "this browser may be signed in", so signed-out visitors' pages skip GET /api/user
// (and its 401) altogether. The server never trusts it: the session cookie alone signs in.
import { cookieNames, SIGNED_IN_HINT_COOKIE } from "./cookie-names";

/** The window event that tells every reader of the session to read it again (login, logout, a lost session). */
export const SESSION_CHANGED_EVENT = "wb:session-changed";

/** Whether the page's cookies carry the hint (browser only). */
export function hasSignedInHint(cookies: string = document.cookie): boolean {
  return cookieNames(cookies).includes(SIGNED_IN_HINT_COOKIE);
}

/** Drops a hint the server no longer backs (the session expired or was ended elsewhere). */
export function dropSignedInHint() {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
