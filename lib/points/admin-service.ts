import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/queries";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { pointsAdminMessages, type CreateTransferBonusInput, type UpdateCardInput } from "./admin-schema";

type Actor = Pick<SessionUser, "id" | "email">;

/** One audit_logs row in the change's own transaction, as every admin change writes. */
async function recordPointsAudit(tx: Prisma.TransactionClient, actor: Actor, entry: { action: string; targetType: string; targetId: string | number; details: Prisma.InputJsonObject }) {
  await tx.auditLog.create({ data: { actorId: actor.id, actorEmail: actor.email, action: entry.action, targetType: entry.targetType, targetId: String(entry.targetId), details: entry.details } });
}

export type TransferBonusView = { id: number; from: string; to: string; bonusPercent: number; startsAt: string; endsAt: string; status: "running" | "scheduled" | "ended" };

const bonusView = (row: { id: number; bonusPercent: number; startsAt: Date; endsAt: Date; transfer: { fromProgram: { slug: string }; toProgram: { slug: string } } }, now = new Date()): TransferBonusView => ({
  id: row.id,
  from: row.transfer.fromProgram.slug,
  to: row.transfer.toProgram.slug,
  bonusPercent: row.bonusPercent,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  status: row.startsAt > now ? "scheduled" : row.endsAt <= now ? "ended" : "running",
});

const bonusInclude = { transfer: { select: { fromProgram: { select: { slug: true } }, toProgram: { select: { slug: true } } } } } as const;

/** Every transfer bonus, newest start first (past, running and scheduled). */
export async function listTransferBonuses(now = new Date()): Promise<TransferBonusView[]> {
  const rows = await db().transferBonus.findMany({ include: bonusInclude, orderBy: [{ startsAt: "desc" }, { id: "desc" }], take: 500 });
  return rows.map((row) => bonusView(row, now));
}

export async function createTransferBonus(actor: Actor, input: CreateTransferBonusInput): Promise<TransferBonusView> {
  return db().$transaction(async (tx) => {
    const transfer = await tx.transferPartner.findFirst({ where: { fromProgram: { slug: input.from }, toProgram: { slug: input.to } }, select: { id: true } });
    if (!transfer) throw new AppError("not_found", { message: pointsAdminMessages.unknownTransfer });
    const row = await tx.transferBonus.create({ data: { transferId: transfer.id, bonusPercent: input.bonusPercent, startsAt: input.startsAt, endsAt: input.endsAt }, include: bonusInclude });
    const view = bonusView(row);
    await recordPointsAudit(tx, actor, { action: "points.bonus.create", targetType: "transfer-bonus", targetId: row.id, details: { ...view } });
    return view;
  });
}

export async function deleteTransferBonus(actor: Actor, id: number): Promise<void> {
  await db().$transaction(async (tx) => {
    const row = await tx.transferBonus.findUnique({ where: { id }, include: bonusInclude });
    if (!row) throw new AppError("not_found", { message: pointsAdminMessages.unknownBonus });
    await tx.transferBonus.delete({ where: { id } });
    await recordPointsAudit(tx, actor, { action: "points.bonus.delete", targetType: "transfer-bonus", targetId: id, details: { ...bonusView(row) } });
  });
}

/** Edits a card's dated facts; the audit row lists each changed field's old and new value. */
export async function updateCard(actor: Actor, slug: string, input: UpdateCardInput): Promise<{ slug: string; changed: string[] }> {
  return db().$transaction(async (tx) => {
    const before = await tx.travelCard.findUnique({ where: { slug } });
    if (!before) throw new AppError("not_found", { message: pointsAdminMessages.unknownCard });
    const welcome = {
      welcomeBonusPoints: input.welcomeBonusPoints === undefined ? before.welcomeBonusPoints : input.welcomeBonusPoints,
      welcomeSpendUsd: input.welcomeSpendUsd === undefined ? before.welcomeSpendUsd : input.welcomeSpendUsd,
      welcomeMonths: input.welcomeMonths === undefined ? before.welcomeMonths : input.welcomeMonths,
    };
    const set = Object.values(welcome).filter((value) => value !== null).length;
    if (set !== 0 && set !== 3) throw new AppError("bad_request", { message: pointsAdminMessages.welcomeAllOrNone });
    const current: Record<string, unknown> = { ...before, foreignTransactionFeePct: before.foreignTransactionFeePct.toNumber() };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [field, value] of Object.entries(input)) {
      if (JSON.stringify(current[field]) !== JSON.stringify(value)) changes[field] = { from: current[field] ?? null, to: value };
    }
    if (Object.keys(changes).length > 0) {
      await tx.travelCard.update({ where: { slug }, data: input });
      await recordPointsAudit(tx, actor, { action: "points.card.update", targetType: "travel-card", targetId: slug, details: { changes } as Prisma.InputJsonObject });
    }
    return { slug, changed: Object.keys(changes) };
  });
}

/** Every card's editable facts, by name. */
export async function listAdminCards(): Promise<Array<{ slug: string; name: string; annualFeeUsd: number; welcomeBonusPoints: number | null; welcomeSpendUsd: number | null; welcomeMonths: number | null; foreignTransactionFeePct: number; asOf: string }>> {
  const rows = await db().travelCard.findMany({
    orderBy: { name: "asc" },
    select: { slug: true, name: true, annualFeeUsd: true, welcomeBonusPoints: true, welcomeSpendUsd: true, welcomeMonths: true, foreignTransactionFeePct: true, asOf: true },
  });
  return rows.map((row) => ({ ...row, foreignTransactionFeePct: row.foreignTransactionFeePct.toNumber() }));
}
