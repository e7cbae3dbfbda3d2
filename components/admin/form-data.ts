// The multipart bodies of SPEC.md section 7 (POST create and PUT update share one form).
import type { ContentKind, ContentItem, NewsItem, ReviewItem, TipItem } from "./types";

export type ContentValues = {
  title: string;
  content: string;
  summary: string;
  category: string;
  destination: string;
  tags: string;
  published: boolean;
  featured: boolean;
  destinationId: number | null;
  rating: number;
  visitDate: string;
  pros: string;
  cons: string;
};

export const emptyValues = (): ContentValues => ({
  title: "",
  content: "",
  summary: "",
  category: "general",
  destination: "",
  tags: "",
  published: false,
  featured: false,
  destinationId: null,
  rating: 5,
  visitDate: "",
  pros: "",
  cons: "",
});

/** A list item as form values (the edit form and the featured switch start from it). */
export function valuesOf(kind: ContentKind, item: ContentItem): ContentValues {
  const base = { ...emptyValues(), title: item.title, content: item.content, published: item.published };
  if (kind === "reviews") {
    const review = item as ReviewItem;
    return {
      ...base,
      destinationId: review.destination_id,
      rating: review.rating,
      visitDate: review.visit_date ? review.visit_date.slice(0, 10) : "",
      pros: review.pros ?? "",
      cons: review.cons ?? "",
    };
  }
  const entry = item as NewsItem | TipItem;
  return {
    ...base,
    category: entry.category,
    featured: entry.featured,
    tags: (entry.tags ?? []).join(", "),
    summary: kind === "news" ? ((entry as NewsItem).summary ?? "") : "",
    destination: kind === "tips" ? ((entry as TipItem).destination ?? "") : "",
  };
}

/** The multipart form: SPEC's field names; files only when chosen (no file keeps the current ones). */
export function toFormData(kind: ContentKind, values: ContentValues, files: { image?: File | null; photos?: File[] } = {}): FormData {
  const form = new FormData();
  form.set("title", values.title.trim());
  form.set("content", values.content);
  form.set("published", String(values.published));
  if (kind === "reviews") {
    form.set("destination_id", values.destinationId === null ? "" : String(values.destinationId));
    form.set("rating", String(values.rating));
    form.set("visit_date", values.visitDate);
    form.set("pros", values.pros);
    form.set("cons", values.cons);
    for (const photo of files.photos ?? []) form.append("photos", photo);
    return form;
  }
  if (kind === "news") form.set("summary", values.summary);
  form.set("category", values.category);
  if (kind === "tips") form.set("destination", values.destination);
  form.set("featured", String(values.featured));
  form.set("tags", values.tags);
  if (files.image) form.set("image", files.image);
  return form;
}
