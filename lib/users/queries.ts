import "server-only";
import { AppError } from "@/lib/api/errors";
import { normalizeEmail, normalizeUsername } from "@/lib/auth/normalize";
import { sessionUserSelect, toPublicUser, type SessionUser } from "@/lib/auth/queries";
import { db } from "@/lib/db";
import { userMessages, type AdminUser } from "./schema";

// Reads of the admin's user screens and GET /api/admin/users/*.

export const USERS_PAGE_SIZE = 20;
export const USERS_MAX_PAGE_SIZE = 100;

export type AdminUserPage = { users: AdminUser[]; page: number; page_size: number; total: number; total_pages: number };

/** A user as the admin screens read it: the session's columns (never the password hash). */
export const adminUserSelect = sessionUserSelect;

export function toAdminUser(user: SessionUser): AdminUser {
  return { ...toPublicUser(user), created_at: user.createdAt.toISOString() };
}

/** Users, newest first, one page at a time (page from 1). */
export async function listUsers({ page = 1, pageSize = USERS_PAGE_SIZE }: { page?: number; pageSize?: number } = {}): Promise<AdminUserPage> {
  const [total, rows] = await Promise.all([
    db().user.count(),
    db().user.findMany({ select: adminUserSelect, orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip: (page - 1) * pageSize, take: pageSize }),
  ]);
  return { users: rows.map(toAdminUser), page, page_size: pageSize, total, total_pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The user with that e-mail address (any case), or 404. */
export async function getUserByEmailOrThrow(email: string): Promise<AdminUser> {
  const user = await db().user.findUnique({ where: { email: normalizeEmail(email) }, select: adminUserSelect });
  if (!user) throw new AppError("not_found", { message: userMessages.notFound });
  return toAdminUser(user);
}

/** The user with that username (any case), or null. */
export function findUserByUsername(username: string) {
  return db().user.findUnique({ where: { username: normalizeUsername(username) }, select: adminUserSelect });
}
