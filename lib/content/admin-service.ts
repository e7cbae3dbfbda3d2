import "server-only";
import { AppError } from "@/lib/api/errors";
import { parseInput } from "@/lib/api/read-json";
import type { SessionUser } from "@/lib/auth/queries";
import { db } from "@/lib/db";
import { slugify } from "@/lib/deals/places";
import { Prisma } from "@/lib/generated/prisma/client";
import { cleanImage, type CleanImage } from "@/lib/uploads/images";
import { uploadMessages } from "@/lib/uploads/limits";
import type { MultipartForm, MultipartOptions } from "@/lib/uploads/multipart";
import { removeQuietly, saveImages } from "@/lib/uploads/storage";
import { recordAudit, type AuditAction } from "./audit";
import {
  newsInclude,
  reviewInclude,
  tipInclude,
  toNewsItem,
  toReviewItem,
  toTipItem,
  type NewsItem,
  type ReviewItem,
  type TipItem,
} from "./serialize";
import {
  contentMessages,
  DEFAULT_RATING,
  MAX_REVIEW_PHOTOS,
  newsFormSchema,
  reviewFormSchema,
  tipFormSchema,
} from "./validation";

// Writes of the admin content API. Every change and its audit row commit in one transaction.
// Images are checked and re-encoded before anything is stored, stored before the database
// write, and removed again when that write fails, so a refused or failed request leaves neither
// a half-saved item nor an orphan file. Files an item no longer uses are removed after commit.

type Actor = Pick<SessionUser, "id" | "email">;
type Tx = Prisma.TransactionClient;

export type ContentKind = "news" | "review" | "tip";

export const notFoundMessages: Record<ContentKind, string> = {
  news: "Article not found",
  review: "Review not found",
  tip: "Travel tip not found",
};

/** Multipart limits of each form: one image for articles and tips, up to 20 photos for reviews. */
export const uploadOptions: Record<ContentKind, MultipartOptions> = {
  news: { fileFields: ["image"], maxFiles: 1, tooManyFilesMessage: uploadMessages.oneImage },
  tip: { fileFields: ["image"], maxFiles: 1, tooManyFilesMessage: uploadMessages.oneImage },
  review: { fileFields: ["photos"], maxFiles: MAX_REVIEW_PHOTOS, tooManyFilesMessage: contentMessages.tooManyPhotos },
};

const successMessages = {
  news: { create: "Article created", update: "Article updated", publish: "Article published", unpublish: "Article unpublished", delete: "Article deleted" },
  review: { create: "Review created", update: "Review updated", publish: "Review published", unpublish: "Review unpublished", delete: "Review deleted" },
  tip: { create: "Travel tip created", update: "Travel tip updated", publish: "Travel tip published", unpublish: "Travel tip unpublished", delete: "Travel tip deleted" },
} as const;

export type ContentVerb = keyof (typeof successMessages)["news"];

export function successMessage(kind: ContentKind, verb: ContentVerb): string {
  return successMessages[kind][verb];
}

/** A route's {id} as a database id; anything else is the kind's 404. */
export function parseContentId(kind: ContentKind, value: unknown): number {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new AppError("not_found", { message: notFoundMessages[kind] });
  return Number(value);
}

// --- form helpers ---------------------------------------------------------------------------

/** The named text fields as an object for a schema (last value wins; tags are joined). */
function formFields(form: MultipartForm, names: readonly string[]): Record<string, string> {
  const object: Record<string, string> = {};
  for (const name of names) {
    const values = form.fields.get(name);
    if (!values || values.length === 0) continue;
    // Text PostgreSQL cannot hold (NUL) is refused by parseInput, as on every route.
    object[name] = name === "tags" ? values.join(",") : (values[values.length - 1] ?? "");
  }
  return object;
}

function isTrue(form: MultipartForm, name: string): boolean {
  const value = form.fields.get(name)?.at(-1)?.trim().toLowerCase();
  return value === "true" || value === "on" || value === "1";
}

async function cleanFiles(form: MultipartForm, field: string): Promise<CleanImage[]> {
  const images: CleanImage[] = [];
  // One at a time: sharp's work is CPU-bound and this machine is small.
  for (const file of form.files.filter((candidate) => candidate.field === field)) images.push(await cleanImage(file.data, file.filename));
  return images;
}

/** Stores the images, runs the write, and removes the stored files again if the write fails. */
async function withStoredImages<T>(images: CleanImage[], write: (urls: string[]) => Promise<T>): Promise<T> {
  const urls = await saveImages(images);
  try {
    return await write(urls);
  } catch (error) {
    await removeQuietly(urls);
    throw error;
  }
}

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
async function uniqueSlug(tx: Tx, kind: "news" | "tip", title: string): Promise<string> {
  const base = slugify(title).slice(0, 80).replace(/-+$/, "") || (kind === "news" ? "article" : "tip");
  const where = { slug: { startsWith: base } };
  const rows = kind === "news" ? await tx.newsArticle.findMany({ where, select: { slug: true } }) : await tx.travelTip.findMany({ where, select: { slug: true } });
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Names (snake_case, as the API calls them) of the fields whose values differ. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, names: Record<string, string>): string[] {
  return Object.entries(names)
    .filter(([key]) => key in after && !same(before[key], after[key]))
    .map(([, name]) => name);
}

const newsFieldNames = { title: "title", content: "content", summary: "summary", category: "category", imageUrl: "image_url", published: "published", featured: "featured", tags: "tags" };
const tipFieldNames = { title: "title", content: "content", category: "category", destination: "destination", imageUrl: "image_url", published: "published", featured: "featured", tags: "tags" };
const reviewFieldNames = { destinationId: "destination_id", title: "title", content: "content", rating: "rating", visitDate: "visit_date", pros: "pros", cons: "cons", published: "published" };

function without<T extends Record<string, unknown>>(data: T): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as Partial<T>;
}

// --- articles and tips: one optional image each ---------------------------------------------

type ImageKind = "news" | "tip";
type ImageItem = { id: number; slug: string; title: string; published: boolean; image_url: string | null };

/**
 * The create flow of an article or a tip: the image is checked and stored first, then the row
 * (with a slug unique among its kind) and its audit entry commit together.
 */
async function createWithImage<Item extends ImageItem>(
  actor: Actor,
  kind: ImageKind,
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
async function updateWithImage<Fields extends Record<string, unknown>, Item extends ImageItem>(
  actor: Actor,
  kind: ImageKind,
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

// --- news -----------------------------------------------------------------------------------

const NEWS_FIELDS = ["title", "content", "summary", "category", "published", "featured", "tags"] as const;

// POST /api/admin/news
export async function createNews(actor: Actor, form: MultipartForm): Promise<NewsItem> {
  const input = parseInput(newsFormSchema, formFields(form, NEWS_FIELDS));
  const published = input.published ?? false;
  return createWithImage(actor, "news", form, input.title, async (tx, { slug, imageUrl }) => {
    const row = await tx.newsArticle.create({
      data: {
        slug,
        title: input.title,
        content: input.content,
        summary: input.summary ?? null,
        category: input.category ?? "general",
        imageUrl,
        published,
        featured: input.featured ?? false,
        tags: input.tags ?? [],
        publishedAt: published ? new Date() : null,
        authorId: actor.id,
      },
      include: newsInclude,
    });
    return toNewsItem(row);
  });
}

// PUT /api/admin/news/{id}: the first publication sets published_at
export async function updateNews(actor: Actor, id: number, form: MultipartForm): Promise<NewsItem> {
  const existing = await db().newsArticle.findUnique({ where: { id } });
  if (!existing) throw new AppError("not_found", { message: notFoundMessages.news });
  const input = parseInput(newsFormSchema, formFields(form, NEWS_FIELDS));
  const fields = { title: input.title, content: input.content, summary: input.summary, category: input.category, published: input.published, featured: input.featured, tags: input.tags };
  return updateWithImage(actor, "news", form, existing, fields, newsFieldNames, async (tx, data) => {
    const firstPublication = data.published && !existing.publishedAt ? { publishedAt: new Date() } : {};
    return toNewsItem(await tx.newsArticle.update({ where: { id }, data: { ...data, ...firstPublication }, include: newsInclude }));
  });
}

// --- tips -----------------------------------------------------------------------------------

const TIP_FIELDS = ["title", "content", "category", "destination", "published", "featured", "tags"] as const;

/** The destination a tip's free text names exactly (ignoring case and accents), if any. */
async function destinationIdNamed(tx: Tx, text: string | null): Promise<number | null> {
  if (!text) return null;
  const rows = await tx.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM destinations WHERE unaccent(lower(name)) = unaccent(lower(${text}))
    ORDER BY population DESC NULLS LAST LIMIT 1`;
  return rows[0] ? Number(rows[0].id) : null;
}

// POST /api/admin/tips
export async function createTip(actor: Actor, form: MultipartForm): Promise<TipItem> {
  const input = parseInput(tipFormSchema, formFields(form, TIP_FIELDS));
  const destination = input.destination ?? null;
  return createWithImage(actor, "tip", form, input.title, async (tx, { slug, imageUrl }) => {
    const row = await tx.travelTip.create({
      data: {
        slug,
        title: input.title,
        content: input.content,
        category: input.category ?? "general",
        destination,
        destinationId: await destinationIdNamed(tx, destination),
        imageUrl,
        published: input.published ?? false,
        featured: input.featured ?? false,
        tags: input.tags ?? [],
        authorId: actor.id,
      },
      include: tipInclude,
    });
    return toTipItem(row);
  });
}

// PUT /api/admin/tips/{id}: a changed destination text is linked to the destination it names
export async function updateTip(actor: Actor, id: number, form: MultipartForm): Promise<TipItem> {
  const existing = await db().travelTip.findUnique({ where: { id } });
  if (!existing) throw new AppError("not_found", { message: notFoundMessages.tip });
  const input = parseInput(tipFormSchema, formFields(form, TIP_FIELDS));
  const fields = { title: input.title, content: input.content, category: input.category, destination: input.destination, published: input.published, featured: input.featured, tags: input.tags };
  return updateWithImage(actor, "tip", form, existing, fields, tipFieldNames, async (tx, data) => {
    const destinationId = data.destination !== undefined ? { destinationId: await destinationIdNamed(tx, data.destination) } : {};
    return toTipItem(await tx.travelTip.update({ where: { id }, data: { ...data, ...destinationId }, include: tipInclude }));
  });
}

// --- reviews --------------------------------------------------------------------------------

const REVIEW_FIELDS = ["destination_id", "title", "content", "rating", "visit_date", "pros", "cons", "published"] as const;

async function assertDestination(id: number): Promise<void> {
  const found = await db().destination.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw new AppError("bad_request", { message: contentMessages.destinationNotFound, issues: [{ path: "destination_id", message: contentMessages.destinationNotFound }] });
}

const tooManyPhotos = () => new AppError("bad_request", { message: contentMessages.tooManyPhotos, issues: [{ path: "photos", message: contentMessages.tooManyPhotos }] });

const toDate = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(`${value}T00:00:00Z`));

// POST /api/admin/reviews
export async function createReview(actor: Actor, form: MultipartForm): Promise<ReviewItem> {
  const input = parseInput(reviewFormSchema, formFields(form, REVIEW_FIELDS));
  await assertDestination(input.destination_id);
  const images = await cleanFiles(form, "photos");
  if (images.length > MAX_REVIEW_PHOTOS) throw tooManyPhotos();
  return withStoredImages(images, (photos) =>
    db().$transaction(async (tx) => {
      const row = await tx.destinationReview.create({
        data: {
          destinationId: input.destination_id,
          title: input.title,
          content: input.content,
          rating: input.rating ?? DEFAULT_RATING,
          visitDate: toDate(input.visit_date) ?? null,
          pros: input.pros ?? null,
          cons: input.cons ?? null,
          photos,
          published: input.published ?? false,
          authorId: actor.id,
        },
        include: reviewInclude,
      });
      await recordAudit(tx, actor, { action: "review.create", targetType: "review", targetId: row.id, details: { title: row.title, destination_id: row.destinationId, photos: photos.length, published: row.published } });
      return toReviewItem(row);
    }),
  );
}

// PUT /api/admin/reviews/{id}: new photos are added to the existing ones (remove_photos drops some)
export async function updateReview(actor: Actor, id: number, form: MultipartForm): Promise<ReviewItem> {
  const existing = await db().destinationReview.findUnique({ where: { id } });
  if (!existing) throw new AppError("not_found", { message: notFoundMessages.review });
  const input = parseInput(reviewFormSchema, formFields(form, REVIEW_FIELDS));
  if (input.destination_id !== existing.destinationId) await assertDestination(input.destination_id);
  const removing = new Set(form.fields.get("remove_photos") ?? []);
  const incoming = form.files.filter((file) => file.field === "photos").length;
  if (existing.photos.filter((url) => !removing.has(url)).length + incoming > MAX_REVIEW_PHOTOS) throw tooManyPhotos();
  const images = await cleanFiles(form, "photos");

  let removed: string[] = [];
  const item = await withStoredImages(images, (added) =>
    db().$transaction(async (tx) => {
      // Locks the row so two edits adding photos at once cannot pass the limit together.
      const [current] = await tx.$queryRaw<Array<{ photos: string[] }>>`SELECT photos FROM destination_reviews WHERE id = ${id} FOR UPDATE`;
      if (!current) throw new AppError("not_found", { message: notFoundMessages.review });
      removed = current.photos.filter((url) => removing.has(url));
      const photos = [...current.photos.filter((url) => !removing.has(url)), ...added];
      if (photos.length > MAX_REVIEW_PHOTOS) throw tooManyPhotos();
      const data = without({
        destinationId: input.destination_id,
        title: input.title,
        content: input.content,
        rating: input.rating,
        visitDate: toDate(input.visit_date),
        pros: input.pros,
        cons: input.cons,
        published: input.published,
      });
      const changed = changedFields(existing, data, reviewFieldNames);
      const row = await tx.destinationReview.update({ where: { id }, data: { ...data, photos }, include: reviewInclude });
      await recordAudit(tx, actor, {
        action: "review.update",
        targetType: "review",
        targetId: id,
        details: { changed, photos_added: added.length, photos_removed: removed.length },
      });
      return toReviewItem(row);
    }),
  );
  await removeQuietly(removed);
  return item;
}

// --- publish and delete (all kinds) ---------------------------------------------------------

type AnyItem = NewsItem | ReviewItem | TipItem;

// PATCH /api/admin/{news|reviews|tips}/{id}/publish
export async function setPublished(actor: Actor, kind: ContentKind, id: number, published: boolean): Promise<AnyItem> {
  const action: AuditAction = `${kind}.${published ? "publish" : "unpublish"}`;
  return db().$transaction(async (tx) => {
    let item: AnyItem;
    let was: boolean;
    if (kind === "news") {
      const existing = await tx.newsArticle.findUnique({ where: { id }, select: { published: true, publishedAt: true } });
      if (!existing) throw new AppError("not_found", { message: notFoundMessages.news });
      was = existing.published;
      const publishedAt = published && !existing.publishedAt ? { publishedAt: new Date() } : {};
      item = toNewsItem(await tx.newsArticle.update({ where: { id }, data: { published, ...publishedAt }, include: newsInclude }));
    } else if (kind === "tip") {
      const existing = await tx.travelTip.findUnique({ where: { id }, select: { published: true } });
      if (!existing) throw new AppError("not_found", { message: notFoundMessages.tip });
      was = existing.published;
      item = toTipItem(await tx.travelTip.update({ where: { id }, data: { published }, include: tipInclude }));
    } else {
      const existing = await tx.destinationReview.findUnique({ where: { id }, select: { published: true } });
      if (!existing) throw new AppError("not_found", { message: notFoundMessages.review });
      was = existing.published;
      item = toReviewItem(await tx.destinationReview.update({ where: { id }, data: { published }, include: reviewInclude }));
    }
    if (was !== published) await recordAudit(tx, actor, { action, targetType: kind, targetId: id, details: { title: item.title } });
    return item;
  });
}

// DELETE /api/admin/{news|reviews|tips}/{id}: the item, then its files
export async function deleteContent(actor: Actor, kind: ContentKind, id: number): Promise<{ id: number; title: string }> {
  const { title, files } = await db().$transaction(async (tx) => {
    let deleted: { title: string; files: string[] };
    try {
      if (kind === "news") {
        const row = await tx.newsArticle.delete({ where: { id }, select: { title: true, imageUrl: true } });
        deleted = { title: row.title, files: row.imageUrl ? [row.imageUrl] : [] };
      } else if (kind === "tip") {
        const row = await tx.travelTip.delete({ where: { id }, select: { title: true, imageUrl: true } });
        deleted = { title: row.title, files: row.imageUrl ? [row.imageUrl] : [] };
      } else {
        const row = await tx.destinationReview.delete({ where: { id }, select: { title: true, photos: true } });
        deleted = { title: row.title, files: row.photos };
      }
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") throw new AppError("not_found", { message: notFoundMessages[kind] });
      throw error;
    }
    await recordAudit(tx, actor, { action: `${kind}.delete`, targetType: kind, targetId: id, details: { title: deleted.title, files: deleted.files.length } });
    return deleted;
  });
  await removeQuietly(files);
  return { id, title };
}
