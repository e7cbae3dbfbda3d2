// The admin content forms (docs/features/admin.md, docs/features/editorial-content.md): one zod schema per form, shared by the
// admin screens and the route handlers, over the text fields exactly as a multipart form sends
// them (every value a string). Safe to import on the client.
import { z } from "@/lib/zod";
import { NEWS_CATEGORIES, TIP_CATEGORIES } from "./categories";


/** Photos one review may hold, counting those it already has. */
export const MAX_REVIEW_PHOTOS = 20;
export const MAX_TAGS = 20;
export const DEFAULT_RATING = 5;

export const contentLimits = {
  title: 200,
  summary: 500,
  content: 100_000,
  prosCons: 5_000,
  tag: 50,
  destination: 120,
} as const;

export const contentMessages = {
  titleRequired: "Title is required",
  titleMax: `Title must be at most ${contentLimits.title} characters`,
  contentRequired: "Content is required",
  contentMax: `Content must be at most ${contentLimits.content} characters`,
  summaryMax: `Summary must be at most ${contentLimits.summary} characters`,
  prosMax: `Pros must be at most ${contentLimits.prosCons} characters`,
  consMax: `Cons must be at most ${contentLimits.prosCons} characters`,
  destinationTextMax: `Destination must be at most ${contentLimits.destination} characters`,
  newsCategory: `Category must be one of: ${NEWS_CATEGORIES.join(", ")}`,
  tipCategory: `Category must be one of: ${TIP_CATEGORIES.join(", ")}`,
  destinationRequired: "Destination is required",
  destinationNotFound: "Destination not found",
  rating: "Rating must be a whole number from 1 to 5",
  visitDate: "Visit date must be a date (YYYY-MM-DD)",
  tagMax: `Each tag must be at most ${contentLimits.tag} characters`,
  tagsMax: `At most ${MAX_TAGS} tags are allowed`,
  boolean: (field: string) => `${field} must be true or false`,
  tooManyPhotos: `A review can have at most ${MAX_REVIEW_PHOTOS} photos`,
  published: "published must be true or false",
} as const;

const text = (message: string) => z.string({ error: message });

const requiredText = (required: string, max: number, maxMessage: string) =>
  text(required).trim().min(1, required).max(max, maxMessage);

/** An optional text field: empty means none (null). */
const optionalText = (max: number, maxMessage: string) =>
  text(maxMessage)
    .trim()
    .max(max, maxMessage)
    .transform((value) => value || null);

/** A checkbox or a true/false select: "true", "on", "1", "yes" or their opposites. */
const formBoolean = (field: string) =>
  text(contentMessages.boolean(field))
    .trim()
    .toLowerCase()
    .refine((value) => ["true", "false", "on", "off", "1", "0", "yes", "no", ""].includes(value), contentMessages.boolean(field))
    .transform((value) => ["true", "on", "1", "yes"].includes(value));

/** Tags edited as comma-separated text: trimmed, empties dropped, duplicates (ignoring case) removed. */
export function parseTags(value: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of value.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const tagsField = text(contentMessages.tagMax)
  .transform(parseTags)
  .pipe(z.array(z.string().max(contentLimits.tag, contentMessages.tagMax)).max(MAX_TAGS, contentMessages.tagsMax));

const category = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  text(message)
    .trim()
    .toLowerCase()
    .transform((value) => value || "general")
    .pipe(z.enum(values, { error: message }));

const rating = text(contentMessages.rating)
  .trim()
  .transform((value) => (value === "" ? String(DEFAULT_RATING) : value))
  .refine((value) => /^[1-5]$/.test(value), contentMessages.rating)
  .transform(Number);

/** YYYY-MM-DD (or a full ISO timestamp, whose date part is kept); empty means none. */
const visitDate = text(contentMessages.visitDate)
  .trim()
  .refine((value) => value === "" || isIsoDate(value), contentMessages.visitDate)
  .transform((value) => (value === "" ? null : value.slice(0, 10)));

export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900 && year <= 2200;
}

const destinationId = text(contentMessages.destinationRequired)
  .trim()
  .min(1, contentMessages.destinationRequired)
  .refine((value) => /^\d{1,9}$/.test(value), contentMessages.destinationNotFound)
  .transform(Number);

// Fields other than title and content may be left out of a form: on create they take their
// defaults, on edit they keep the item's current value.
// Title, body and publication state: every kind of content has them.
const writtenFields = {
  title: requiredText(contentMessages.titleRequired, contentLimits.title, contentMessages.titleMax),
  content: requiredText(contentMessages.contentRequired, contentLimits.content, contentMessages.contentMax),
  published: formBoolean("published").optional(),
};

// Articles and tips can also be featured and tagged.
const postFields = {
  ...writtenFields,
  featured: formBoolean("featured").optional(),
  tags: tagsField.optional(),
};

export const newsFormSchema = z.object({
  ...postFields,
  summary: optionalText(contentLimits.summary, contentMessages.summaryMax).optional(),
  category: category(NEWS_CATEGORIES, contentMessages.newsCategory).optional(),
});
export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsForm = z.output<typeof newsFormSchema>;

export const tipFormSchema = z.object({
  ...postFields,
  category: category(TIP_CATEGORIES, contentMessages.tipCategory).optional(),
  destination: optionalText(contentLimits.destination, contentMessages.destinationTextMax).optional(),
});
export type TipFormInput = z.input<typeof tipFormSchema>;
export type TipForm = z.output<typeof tipFormSchema>;

export const reviewFormSchema = z.object({
  destination_id: destinationId,
  ...writtenFields,
  rating: rating.optional(),
  visit_date: visitDate.optional(),
  pros: optionalText(contentLimits.prosCons, contentMessages.prosMax).optional(),
  cons: optionalText(contentLimits.prosCons, contentMessages.consMax).optional(),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewForm = z.output<typeof reviewFormSchema>;

/** PATCH /api/admin/{news|reviews|tips}/{id}/publish */
export const publishSchema = z.object({ published: z.boolean({ error: contentMessages.published }) });
export type PublishInput = z.input<typeof publishSchema>;
