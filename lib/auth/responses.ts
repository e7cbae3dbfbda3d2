import "server-only";
import { json } from "@/lib/api/handler";
import { localeCookie } from "@/lib/i18n/locale-cookie";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { toPublicUser, type SessionUser } from "./queries";
import { clearSessionCookies, serializeSessionCookies } from "./session";
import { issueSession } from "./service";

/** The user's JSON with a fresh session cookie (login, registration, password change). */
export async function signedInResponse(user: SessionUser, init: ResponseInit = {}): Promise<Response> {
  const response = json(toPublicUser(user), init);
  for (const cookie of serializeSessionCookies(await issueSession(user))) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** A JSON response that also removes the session cookie. */
export function signedOutResponse(body: unknown, init: ResponseInit = {}): Response {
  const response = json(body, init);
  for (const cookie of clearSessionCookies()) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** The interface language the request came from (the locale cookie), for e-mails. */
export function requestLocale(req: Request): Locale | null {
  const match = req.headers.get("cookie")?.match(new RegExp(`(?:^|;\\s*)${localeCookie.name}=([^;]+)`));
  return match && isLocale(match[1]) ? match[1] : null;
}
