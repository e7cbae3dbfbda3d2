import "server-only";
import { db } from "@/lib/db";
import { consumeRateLimits, ratePolicies, resetRateLimit } from "@/lib/rate-limit";
import { isEmailIdentifier, normalizeEmail, normalizeUsername } from "./normalize";
import type { SessionUser } from "./queries";
import { authenticate } from "./service";

/**
 * The key the per-account login limit counts under: the account an identifier resolves to,
 * whether it was typed as the username or the e-mail, so one account gets one budget of attempts.
 * An identifier that matches no account counts under its own normalised spelling.
 */
export async function loginLimitKey(identifier: string): Promise<string> {
  const email = isEmailIdentifier(identifier);
  const normalized = email ? normalizeEmail(identifier) : normalizeUsername(identifier);
  const user = await db().user.findUnique({ where: email ? { email: normalized } : { username: normalized }, select: { id: true } });
  return user ? `user:${user.id}` : `unknown:${normalized}`;
}

/**
 * Signs in with an identifier and password under the login limits (per account, per client
 * address); a success clears the account's count. Both sign-in routes (/api/login and
 * next-auth's credentials callback) go through here.
 */
export async function signInWithLimits(input: { identifier: string; password: string }, address: string): Promise<SessionUser> {
  const account = await loginLimitKey(input.identifier);
  await consumeRateLimits([
    [ratePolicies.loginAccount, account],
    [ratePolicies.loginAddress, address],
  ]);
  const user = await authenticate(input);
  await resetRateLimit(ratePolicies.loginAccount, account);
  return user;
}
