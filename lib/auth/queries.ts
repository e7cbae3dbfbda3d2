import "server-only";
import { cookies } from "next/headers";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import type { PublicUser } from "./schema";
import { decodeSession, readSessionCookie, sessionCookieName } from "./session";

/** A user as the server works with it: everything but the password hash. */
export type SessionUser = Omit<User, "passwordHash">;

/** Every column but the password hash: the SessionUser shape, also what the admin screens read. */
export const sessionUserSelect = {
  id: true,
  username: true,
  email: true,
  name: true,
  role: true,
  preferredLanguage: true,
  isPremiumUser: true,
  subscriptionStatus: true,
  subscriptionExpires: true,
  emailVerifiedAt: true,
  sessionVersion: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** The explicit output shape of GET /api/user (the snake_case fields of docs/features/accounts.md). */
export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    preferred_language: user.preferredLanguage,
    is_premium_user: user.isPremiumUser,
    subscription_status: user.subscriptionStatus,
    subscription_expires: user.subscriptionExpires ? user.subscriptionExpires.toISOString() : null,
    email_verified: user.emailVerifiedAt !== null,
  };
}

/**
 * The signed-in user behind a session cookie value, or null. The token's session version must
 * equal the account's: logout, a password change and deletion raise it, so a copied cookie
 * stops working at once.
 */
export async function getUserBySessionToken(token: string | null | undefined): Promise<SessionUser | null> {
  const claims = await decodeSession(token);
  if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.sub)) return null;
  const user = await db().user.findUnique({ where: { id: claims.sub }, select: sessionUserSelect });
  if (!user || user.sessionVersion !== claims.sv) return null;
  return user;
}

/** The signed-in user of a request (route handlers). */
export function getRequestUser(req: Request): Promise<SessionUser | null> {
  return getUserBySessionToken(readSessionCookie(req.headers.get("cookie")));
}

/** The signed-in user of the page being rendered (server components); makes the page dynamic. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const store = await cookies();
  return getUserBySessionToken(store.get(sessionCookieName())?.value);
}
