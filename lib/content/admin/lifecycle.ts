import "server-only";
import { recordAudit, type AuditAction } from "@/lib/admin/audit";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { removeQuietly } from "@/lib/uploads/storage";
import type { NewsItem, ReviewItem, TipItem } from "../serialize";
import { notFound, type Actor, type ContentKind, type KindRecords } from "./core";
import { newsRecords } from "./news";
import { reviewRecords } from "./reviews";
import { tipRecords } from "./tips";

// Publishing and deleting: one flow for every kind, each kind saying how its rows change.

type AnyItem = NewsItem | ReviewItem | TipItem;

const records: Record<ContentKind, KindRecords<AnyItem>> = { news: newsRecords, review: reviewRecords, tip: tipRecords };

// PATCH /api/admin/{news|reviews|tips}/{id}/publish
export async function setPublished(actor: Actor, kind: ContentKind, id: number, published: boolean): Promise<AnyItem> {
  const action: AuditAction = `${kind}.${published ? "publish" : "unpublish"}`;
  return db().$transaction(async (tx) => {
    const changed = await records[kind].publish(tx, id, published);
    if (!changed) throw notFound(kind);
    if (changed.was !== published) await recordAudit(tx, actor, { action, targetType: kind, targetId: id, details: { title: changed.item.title } });
    return changed.item;
  });
}

// DELETE /api/admin/{news|reviews|tips}/{id}: the item, then its files
export async function deleteContent(actor: Actor, kind: ContentKind, id: number): Promise<{ id: number; title: string }> {
  const { title, files } = await db().$transaction(async (tx) => {
    let deleted: { title: string; files: string[] };
    try {
      deleted = await records[kind].remove(tx, id);
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") throw notFound(kind);
      throw error;
    }
    await recordAudit(tx, actor, { action: `${kind}.delete`, targetType: kind, targetId: id, details: { title: deleted.title, files: deleted.files.length } });
    return deleted;
  });
  await removeQuietly(files);
  return { id, title };
}
