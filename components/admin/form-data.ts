// The admin API's multipart bodies (docs/features/admin.md: POST create and PUT update share one form). The
// form's values are the admin API's own form input (lib/content/validation.ts): every field as
// the text a multipart form sends, so the same zod schemas check the form and the request.
import type { AdminContentItem, AdminContentKind } from "@/lib/api-client/admin";
import type { NewsItem, ReviewItem, TipItem } from "@/lib/content/serialize";
import type { NewsFormInput, ReviewFormInput, TipFormInput } from "@/lib/content/validation";

/** Every field of the three content forms; each kind's schema reads its own. */
export type ContentFormValues = Required<NewsFormInput & TipFormInput & ReviewFormInput>;

export const emptyValues = (): ContentFormValues => ({
  title: "",
  content: "",
  summary: "",
  category: "general",
  destination: "",
  tags: "",
  published: "false",
  featured: "false",
  destination_id: "",
  rating: "5",
  visit_date: "",
  pros: "",
  cons: "",
});

/** A list item as form values (the edit form and the featured switch start from it). */
export function valuesOf(kind: AdminContentKind, item: AdminContentItem): ContentFormValues {
  const base = { ...emptyValues(), title: item.title, content: item.content, published: String(item.published) };
  if (kind === "reviews") {
    const review = item as ReviewItem;
    return {
      ...base,
      destination_id: String(review.destination_id),
      rating: String(review.rating),
      visit_date: review.visit_date ? review.visit_date.slice(0, 10) : "",
      pros: review.pros ?? "",
      cons: review.cons ?? "",
    };
  }
  const entry = item as NewsItem | TipItem;
  return {
    ...base,
    category: entry.category,
    featured: String(entry.featured),
    tags: entry.tags.join(", "),
    summary: kind === "news" ? ((entry as NewsItem).summary ?? "") : "",
    destination: kind === "tips" ? ((entry as TipItem).destination ?? "") : "",
  };
}

const FIELDS: Record<AdminContentKind, readonly (keyof ContentFormValues)[]> = {
  news: ["title", "content", "published", "summary", "category", "featured", "tags"],
  tips: ["title", "content", "published", "category", "destination", "featured", "tags"],
  reviews: ["title", "content", "published", "destination_id", "rating", "visit_date", "pros", "cons"],
};

/** The multipart form: the admin API's field names (docs/features/admin.md); files only when chosen (no file keeps the current ones). */
export function toFormData(kind: AdminContentKind, values: ContentFormValues, files: { image?: File | null; photos?: File[] } = {}): FormData {
  const form = new FormData();
  for (const name of FIELDS[kind]) form.set(name, name === "title" ? values.title.trim() : values[name]);
  if (kind === "reviews") for (const photo of files.photos ?? []) form.append("photos", photo);
  else if (files.image) form.set("image", files.image);
  return form;
}
