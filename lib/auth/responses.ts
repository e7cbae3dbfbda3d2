import "server-only";
import { AppError } from "@/lib/api/errors";
import { errorResponse, json } from "@/lib/api/handler";
import { localeCookie } from "@/lib/i18n/locale-cookie";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { cookieNames, SESSION_COOKIES, SIGNED_IN_HINT_COOKIE } from "./cookie-names";
import { toPublicUser, type SessionUser } from "./queries";
import { clearSessionCookies, serializeSessionCookies } from "./session";
import { authErrors } from "./api-messages";
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

/**
 * 401 "Not authenticated". A session cookie the request still carried (expired, ended elsewhere,
 * forged) is removed with its hint, so the browser stops presenting it and its pages stop asking.
 */
export function notAuthenticatedResponse(req: Request): Response {
  const response = errorResponse(new AppError("unauthorized", { message: authErrors.notSignedIn }));
  const sent = cookieNames(req.headers.get("cookie"));
  if ([...SESSION_COOKIES, SIGNED_IN_HINT_COOKIE].some((name) => sent.includes(name))) {
    for (const cookie of clearSessionCookies()) response.headers.append("Set-Cookie", cookie);
  }
  return response;
}

/** The interface language the request came from (the locale cookie), for e-mails. */
export function requestLocale(req: Request): Locale | null {
  const match = req.headers.get("cookie")?.match(new RegExp(`(?:^|;\\s*)${localeCookie.name}=([^;]+)`));
  return match && isLocale(match[1]) ? match[1] : null;
}
