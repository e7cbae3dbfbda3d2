import "server-only";
// Loyalty accounts of the smart travel dashboard. Every read and write is scoped by its owner:
// another user's account answers exactly like one that does not exist (404). Adding and changing
// accounts is part of Premium (402 with the upgrade path); a member whose Premium lapsed can
// still list and delete the accounts they entered.
import { AppError } from "@/lib/api/errors";
import { requireFeature } from "@/lib/billing/entitlements";
import { db } from "@/lib/db";
import { loyaltyMessages, MAX_LOYALTY_ACCOUNTS, type CreateLoyaltyInput, type LoyaltyAccountView, type UpdateLoyaltyInput } from "./schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError("not_found", { message: loyaltyMessages.notFound });

type Row = { id: string; program: string; balance: number; createdAt: Date; updatedAt: Date };
const view = (row: Row): LoyaltyAccountView => ({ id: row.id, program: row.program, balance: row.balance, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });
const SELECT = { id: true, program: true, balance: true, createdAt: true, updatedAt: true } as const;

export async function listLoyaltyAccounts(userId: string): Promise<LoyaltyAccountView[]> {
  const rows = await db().loyaltyAccount.findMany({ where: { userId }, select: SELECT, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: MAX_LOYALTY_ACCOUNTS });
  return rows.map(view);
}

export async function createLoyaltyAccount(userId: string, input: CreateLoyaltyInput): Promise<LoyaltyAccountView> {
  await requireFeature(userId, "travel_dashboard");
  return db().$transaction(async (tx) => {
    // One user's creations take turns (row lock), so the cap holds under concurrent requests.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
    const count = await tx.loyaltyAccount.count({ where: { userId } });
    if (count >= MAX_LOYALTY_ACCOUNTS) throw new AppError("bad_request", { message: loyaltyMessages.tooMany });
    return view(await tx.loyaltyAccount.create({ data: { userId, program: input.program, balance: input.balance }, select: SELECT }));
  });
}

export async function updateLoyaltyAccount(userId: string, id: string, input: UpdateLoyaltyInput): Promise<LoyaltyAccountView> {
  if (!UUID.test(id)) throw notFound();
  await requireFeature(userId, "travel_dashboard");
  const { count } = await db().loyaltyAccount.updateMany({
    where: { id, userId },
    data: { ...(input.program !== undefined ? { program: input.program } : {}), ...(input.balance !== undefined ? { balance: input.balance } : {}) },
  });
  if (count === 0) throw notFound();
  return view(await db().loyaltyAccount.findFirstOrThrow({ where: { id, userId }, select: SELECT }));
}

export async function deleteLoyaltyAccount(userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound();
  const { count } = await db().loyaltyAccount.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound();
}
