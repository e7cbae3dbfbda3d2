import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { db } from "@/lib/db";
import { slugify } from "@/lib/text/fold.mjs";
import { Prisma } from "@/lib/generated/prisma/client";
import type { MultipartForm } from "@/lib/uploads/multipart";
import { removeQuietly } from "@/lib/uploads/storage";
import { changedFields, cleanFiles, isTrue, without, withStoredImages, type Actor, type Tx } from "./core";

// The flows articles and tips share: a slug from the title and one optional image each.

type PostKind = "news" | "tip";
type PostItem = { id: number; slug: string; title: string; published: boolean; image_url: string | null };

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** Runs a transaction again when a concurrent create took the same slug. */
async function retryOnSlugClash<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** A slug from the title, made unique with -2, -3, ... */
async function uniqueSlug(tx: Tx, kind: PostKind, title: string): Promise<string> {
  const base = slugify(title).slice(0, 80).replace(/-+$/, "") || (kind === "news" ? "article" : "tip");
  const where = { slug: { startsWith: base } };
  const rows = kind === "news" ? await tx.newsArticle.findMany({ where, select: { slug: true } }) : await tx.travelTip.findMany({ where, select: { slug: true } });
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/**
 * The create flow of an article or a tip: the image is checked and stored first, then the row
 * (with a slug unique among its kind) and its audit entry commit together.
 */
export async function createPost<Item extends PostItem>(
  actor: Actor,
  kind: PostKind,
  form: MultipartForm,
  title: string,
  create: (tx: Tx, fields: { slug: string; imageUrl: string | null }) => Promise<Item>,
): Promise<Item> {
  const images = await cleanFiles(form, "image");
  return withStoredImages(images, ([imageUrl]) =>
    retryOnSlugClash(() =>
      db().$transaction(async (tx) => {
        const item = await create(tx, { slug: await uniqueSlug(tx, kind, title), imageUrl: imageUrl ?? null });
        await recordAudit(tx, actor, { action: `${kind}.create`, targetType: kind, targetId: item.id, details: { title: item.title, slug: item.slug, published: item.published } });
        return item;
      }),
    ),
  );
}

/**
 * The update flow of an article or a tip: fields left out keep their values, no new image keeps
 * the current one (`remove_image=true` drops it), and a replaced image file is removed after commit.
 */
export async function updatePost<Fields extends Record<string, unknown>, Item extends PostItem>(
  actor: Actor,
  kind: PostKind,
  form: MultipartForm,
  existing: { id: number; imageUrl: string | null } & Record<string, unknown>,
  fields: Fields,
  fieldNames: Record<string, string>,
  update: (tx: Tx, data: Partial<Fields & { imageUrl: string | null | undefined }>) => Promise<Item>,
): Promise<Item> {
  const images = await cleanFiles(form, "image");
  const dropImage = isTrue(form, "remove_image");
  const item = await withStoredImages(images, ([newImage]) =>
    db().$transaction(async (tx) => {
      const data = without({ ...fields, imageUrl: newImage ?? (dropImage ? null : undefined) });
      const changed = changedFields(existing, data, fieldNames);
      const row = await update(tx, data);
      await recordAudit(tx, actor, { action: `${kind}.update`, targetType: kind, targetId: existing.id, details: { changed } });
      return row;
    }),
  );
  if (existing.imageUrl && existing.imageUrl !== item.image_url) await removeQuietly([existing.imageUrl]);
  return item;
}

/** What deleting an article or a tip leaves to remove: its image, if it had one. */
export const postFiles = (row: { title: string; imageUrl: string | null }) => ({ title: row.title, files: row.imageUrl ? [row.imageUrl] : [] });
