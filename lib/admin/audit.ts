import "server-only";
import type { SessionUser } from "@/lib/auth/queries";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

export type AuditTargetType = "news" | "review" | "tip" | "user";

export type AuditAction =
  | `${"news" | "review" | "tip"}.${"create" | "update" | "publish" | "unpublish" | "delete"}`
  | "user.premium"
  | "user.fix-premium";

export type AuditEntryInput = {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  details?: Prisma.InputJsonObject;
};

/** Writes one audit row inside the transaction of the change it records. */
export async function recordAudit(tx: Tx, actor: Pick<SessionUser, "id" | "email">, entry: AuditEntryInput): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      details: entry.details ?? {},
    },
  });
}

export type AuditEntry = {
  id: string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Prisma.JsonValue;
  createdAt: Date;
};

export type AuditPage = { entries: AuditEntry[]; page: number; pageSize: number; total: number; pageCount: number };

export const AUDIT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

function clampPage(value: number | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(Math.max(1, Math.trunc(value)), max);
}

/** The admin-tools screen's log: newest first, one page at a time (page from 1). */
export async function listAuditLog({ page, pageSize }: { page?: number; pageSize?: number } = {}): Promise<AuditPage> {
  const size = clampPage(pageSize, AUDIT_PAGE_SIZE, MAX_PAGE_SIZE);
  const current = clampPage(page, 1);
  const [total, rows] = await Promise.all([
    db().auditLog.count(),
    db().auditLog.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (current - 1) * size, take: size }),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id.toString(),
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
      createdAt: row.createdAt,
    })),
    page: current,
    pageSize: size,
    total,
    pageCount: Math.max(1, Math.ceil(total / size)),
  };
}

export type ContentCount = { total: number; published: number };
export type AdminCounts = { users: number; premiumUsers: number; news: ContentCount; reviews: ContentCount; tips: ContentCount };

/** The admin-tools screen's totals. */
export async function adminCounts(): Promise<AdminCounts> {
  const client = db();
  const [users, premiumUsers, news, newsPublished, reviews, reviewsPublished, tips, tipsPublished] = await Promise.all([
    client.user.count(),
    client.user.count({ where: { isPremiumUser: true } }),
    client.newsArticle.count(),
    client.newsArticle.count({ where: { published: true } }),
    client.destinationReview.count(),
    client.destinationReview.count({ where: { published: true } }),
    client.travelTip.count(),
    client.travelTip.count({ where: { published: true } }),
  ]);
  return {
    users,
    premiumUsers,
    news: { total: news, published: newsPublished },
    reviews: { total: reviews, published: reviewsPublished },
    tips: { total: tips, published: tipsPublished },
  };
}
