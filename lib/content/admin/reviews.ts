import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { AppError } from "@/lib/api/errors";
import { parseInput } from "@/lib/api/read-json";
import { db } from "@/lib/db";
import type { MultipartForm } from "@/lib/uploads/multipart";
import { removeQuietly } from "@/lib/uploads/storage";
import { reviewInclude, toReviewItem, type ReviewItem } from "../serialize";
import { contentMessages, DEFAULT_RATING, MAX_REVIEW_PHOTOS, reviewFormSchema } from "../validation";
import { changedFields, cleanFiles, formFields, notFound, without, withStoredImages, type Actor, type KindRecords } from "./core";

// Writes of the admin's destination reviews: a destination each and up to 20 photos.

const REVIEW_FIELDS = ["destination_id", "title", "content", "rating", "visit_date", "pros", "cons", "published"] as const;
const reviewFieldNames = { destinationId: "destination_id", title: "title", content: "content", rating: "rating", visitDate: "visit_date", pros: "pros", cons: "cons", published: "published" };

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
  if (!existing) throw notFound("review");
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
      if (!current) throw notFound("review");
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

/** Deleting a review removes its photos. */
export const reviewRecords: KindRecords<ReviewItem> = {
  async publish(tx, id, published) {
    const existing = await tx.destinationReview.findUnique({ where: { id }, select: { published: true } });
    if (!existing) return null;
    return { was: existing.published, item: toReviewItem(await tx.destinationReview.update({ where: { id }, data: { published }, include: reviewInclude })) };
  },
  async remove(tx, id) {
    const row = await tx.destinationReview.delete({ where: { id }, select: { title: true, photos: true } });
    return { title: row.title, files: row.photos };
  },
};
