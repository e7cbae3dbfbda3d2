import "server-only";
import { forbidden } from "next/navigation";
import { requireUser } from "@/lib/auth/guard";
import type { SessionUser } from "@/lib/auth/queries";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The server-side check of an admin page: a signed-out visitor goes to /auth?redirect=<path>;
 * a signed-in user without the admin role gets status 403 and 'Admin Access Required'
 * (app/[locale]/(admin)/forbidden.tsx).
 */
export async function requireAdminPage({ locale, path }: { locale: Locale; path: string }): Promise<SessionUser> {
  const user = await requireUser({ locale, path });
  if (user.role !== "admin") forbidden();
  return user;
}
