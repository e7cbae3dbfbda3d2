import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/queries";
import { db } from "@/lib/db";
import { adminUserSelect, findUserByUsername, toAdminUser } from "./queries";
import { userMessages, type AdminUser, type PremiumStatus } from "./schema";

// The admin's user actions (docs/features/accounts.md, "The admin's user lookup"). Premium set here is a
// manual grant: a later Stripe event for the same account recomputes it from its subscriptions.

type Actor = Pick<SessionUser, "id" | "email">;

const userNotFound = () => new AppError("not_found", { message: userMessages.notFound });

async function setPremium(actor: Actor, where: { email: string } | { id: string }, isPremium: boolean, action: "user.premium" | "user.fix-premium"): Promise<AdminUser> {
  return db().$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where, select: { id: true, isPremiumUser: true } });
    if (!before) throw userNotFound();
    const user = await tx.user.update({ where: { id: before.id }, data: { isPremiumUser: isPremium }, select: adminUserSelect });
    await recordAudit(tx, actor, { action, targetType: "user", targetId: user.id, details: { email: user.email, from: before.isPremiumUser, to: isPremium } });
    return toAdminUser(user);
  });
}

// POST /api/admin/users/update-premium-status
export function updatePremiumStatus(actor: Actor, input: PremiumStatus): Promise<AdminUser> {
  return setPremium(actor, { email: input.email }, input.isPremium, "user.premium");
}

// GET /api/admin/users/fix-{name}-premium: the one-off quick action for one account
export async function fixUserPremium(actor: Actor, username: string): Promise<AdminUser> {
  const user = await findUserByUsername(username);
  if (!user) throw userNotFound();
  return setPremium(actor, { id: user.id }, true, "user.fix-premium");
}
