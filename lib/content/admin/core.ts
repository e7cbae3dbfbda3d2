import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/queries";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cleanImage, type CleanImage } from "@/lib/uploads/images";
import { uploadMessages } from "@/lib/uploads/limits";
import type { MultipartForm, MultipartOptions } from "@/lib/uploads/multipart";
import { removeQuietly, saveImages } from "@/lib/uploads/storage";
import { contentMessages, MAX_REVIEW_PHOTOS } from "../validation";

// What the admin content API's kinds (articles, tips, reviews) share: their names in messages,
// upload limits, route ids, and the helpers every write uses. Each kind's writes live in its own
// module (news.ts, tips.ts, reviews.ts); publishing and deleting, the same for all, in lifecycle.ts.
// Every change and its audit row commit in one transaction. Images are checked and re-encoded
// before anything is stored, stored before the database write, and removed again when that write
// fails, so a refused or failed request leaves neither a half-saved item nor an orphan file.

export type Actor = Pick<SessionUser, "id" | "email">;
export type Tx = Prisma.TransactionClient;

export type ContentKind = "news" | "review" | "tip";

export const notFoundMessages: Record<ContentKind, string> = {
  news: "Article not found",
  review: "Review not found",
  tip: "Travel tip not found",
};

export const notFound = (kind: ContentKind) => new AppError("not_found", { message: notFoundMessages[kind] });

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
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw notFound(kind);
  return Number(value);
}

// --- form helpers ---------------------------------------------------------------------------

/** The named text fields as an object for a schema (last value wins; tags are joined). */
export function formFields(form: MultipartForm, names: readonly string[]): Record<string, string> {
  const object: Record<string, string> = {};
  for (const name of names) {
    const values = form.fields.get(name);
    if (!values || values.length === 0) continue;
    // Text PostgreSQL cannot hold (NUL) is refused by parseInput, as on every route.
    object[name] = name === "tags" ? values.join(",") : (values[values.length - 1] ?? "");
  }
  return object;
}

export function isTrue(form: MultipartForm, name: string): boolean {
  const value = form.fields.get(name)?.at(-1)?.trim().toLowerCase();
  return value === "true" || value === "on" || value === "1";
}

export async function cleanFiles(form: MultipartForm, field: string): Promise<CleanImage[]> {
  const images: CleanImage[] = [];
  // One at a time: sharp's work is CPU-bound and this machine is small.
  for (const file of form.files.filter((candidate) => candidate.field === field)) images.push(await cleanImage(file.data, file.filename));
  return images;
}

/** Stores the images, runs the write, and removes the stored files again if the write fails. */
export async function withStoredImages<T>(images: CleanImage[], write: (urls: string[]) => Promise<T>): Promise<T> {
  const urls = await saveImages(images);
  try {
    return await write(urls);
  } catch (error) {
    await removeQuietly(urls);
    throw error;
  }
}

// --- audit details --------------------------------------------------------------------------

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Names (snake_case, as the API calls them) of the fields whose values differ. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, names: Record<string, string>): string[] {
  return Object.entries(names)
    .filter(([key]) => key in after && !same(before[key], after[key]))
    .map(([, name]) => name);
}

/** The fields a form set: those left out (undefined) keep the item's current values. */
export function without<T extends Record<string, unknown>>(data: T): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as Partial<T>;
}

// --- publishing and deleting ----------------------------------------------------------------

/** How lifecycle.ts publishes and deletes one kind's rows inside its transaction. */
export type KindRecords<Item> = {
  /** Sets the published flag: the item and whether it was published before, or null when there is no such item. */
  publish(tx: Tx, id: number, published: boolean): Promise<{ was: boolean; item: Item } | null>;
  /** Deletes the row (Prisma's P2025 when there is none): its title and the files it used. */
  remove(tx: Tx, id: number): Promise<{ title: string; files: string[] }>;
};
