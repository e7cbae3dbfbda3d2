import "server-only";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { getCurrentUser, type SessionUser } from "./queries";

/**
 * The server-side check of a sign-in-required page (proxy.ts only redirects for comfort): a
 * signed-out visitor goes to /auth?redirect=<path>. Makes the page dynamic.
 */
export async function requireUser({ locale, path }: { locale: Locale; path: string }): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect({ href: `/auth?redirect=${encodeURIComponent(path)}`, locale });
  return user;
}
