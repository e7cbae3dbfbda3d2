import "server-only";
import { requireUser } from "@/lib/auth/guard";
import type { SessionUser } from "@/lib/auth/queries";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The server-side check of an admin page: a signed-out visitor goes to /auth?redirect=<path>;
 * a signed-in user gets `isAdmin: false` (the page then shows 'Admin Access Required').
 */
export async function requireAdminPage({ locale, path }: { locale: Locale; path: string }): Promise<{ user: SessionUser; isAdmin: boolean }> {
  const user = await requireUser({ locale, path });
  return { user, isAdmin: user.role === "admin" };
}
