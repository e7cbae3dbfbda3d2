"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { NEWS_CATEGORIES, TIP_CATEGORIES } from "@/lib/content/categories";
import { DestinationPicker } from "./destination-picker";
import { emptyValues, valuesOf, type ContentValues } from "./form-data";
import { reviewDestinationName, type ContentItem, type ContentKind, type NewsItem, type ReviewItem, type TipItem } from "./types";
import { FieldError, inputClass } from "./ui";

export type ContentSubmission = { values: ContentValues; image: File | null; photos: File[] };

type Errors = Partial<Record<"title" | "content" | "destination", string>>;

/** The create/edit form of an article, review or tip (SPEC.md section 5's rules). */
export function ContentForm({ kind, item, isSaving, onSubmit, onCancel }: { kind: ContentKind; item: ContentItem | null; isSaving: boolean; onSubmit: (submission: ContentSubmission) => void; onCancel: () => void }) {
  const t = useTranslations("admin");
  const id = useId();
  const [values, setValues] = useState<ContentValues>(() => (item ? valuesOf(kind, item) : emptyValues()));
  const [image, setImage] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof ContentValues>(key: K, value: ContentValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!values.title.trim()) found.title = t("titleRequired");
    if (!values.content.trim()) found.content = t("contentRequired");
    if (kind === "reviews" && values.destinationId === null) found.destination = t("destinationRequired");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ values, image, photos });
  }

  const field = (name: string) => `${id}-${name}`;
  const categories = kind === "news" ? NEWS_CATEGORIES : TIP_CATEGORIES;
  const currentImage = item && kind !== "reviews" ? (item as NewsItem | TipItem).image_url : null;
  const currentPhotos = item && kind === "reviews" ? ((item as ReviewItem).photos ?? []) : [];

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {kind === "reviews" ? (
        <div>
          <DestinationPicker
            value={values.destinationId}
            initialLabel={item ? (reviewDestinationName(item as ReviewItem) ?? "") : ""}
            onChange={(option) => set("destinationId", option ? option.id : null)}
            error={errors.destination}
            errorId={field("destination-error")}
          />
          <FieldError id={field("destination-error")} message={errors.destination} />
        </div>
      ) : null}
      <Field id={field("title")} label={t("fieldTitle")} error={errors.title}>
        <input id={field("title")} value={values.title} onChange={(event) => set("title", event.target.value)} aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? `${field("title")}-error` : undefined} className={inputClass} />
      </Field>
      {kind === "news" ? (
        <Field id={field("summary")} label={t("fieldSummary")}>
          <input id={field("summary")} value={values.summary} onChange={(event) => set("summary", event.target.value)} className={inputClass} />
        </Field>
      ) : null}
      <Field id={field("content")} label={t("fieldContent")} error={errors.content}>
        <textarea id={field("content")} rows={8} value={values.content} onChange={(event) => set("content", event.target.value)} aria-invalid={errors.content ? true : undefined} aria-describedby={errors.content ? `${field("content")}-error` : undefined} className={`${inputClass} h-auto min-h-40`} />
      </Field>
      {kind === "reviews" ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={field("rating")} label={t("fieldRating")}>
              <select id={field("rating")} value={values.rating} onChange={(event) => set("rating", Number(event.target.value))} className={inputClass}>
                {[5, 4, 3, 2, 1].map((rating) => (
                  <option key={rating} value={rating}>
                    {t("ratingValue", { rating })}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={field("visit-date")} label={t("fieldVisitDate")}>
              <input id={field("visit-date")} type="date" value={values.visitDate} onChange={(event) => set("visitDate", event.target.value)} className={inputClass} />
            </Field>
          </div>
          <Field id={field("pros")} label={t("fieldPros")}>
            <textarea id={field("pros")} rows={2} value={values.pros} onChange={(event) => set("pros", event.target.value)} className={`${inputClass} h-auto`} />
          </Field>
          <Field id={field("cons")} label={t("fieldCons")}>
            <textarea id={field("cons")} rows={2} value={values.cons} onChange={(event) => set("cons", event.target.value)} className={`${inputClass} h-auto`} />
          </Field>
          <Field id={field("photos")} label={t("fieldPhotos")} hint={item ? t("fieldPhotosHint") : undefined}>
            <input id={field("photos")} type="file" accept="image/*" multiple onChange={(event) => setPhotos(Array.from(event.target.files ?? []))} aria-describedby={item ? `${field("photos")}-hint` : undefined} className="block w-full text-sm" />
          </Field>
          {currentPhotos.length > 0 ? <p className="text-sm text-muted-foreground">{t("currentPhotos", { count: currentPhotos.length })}</p> : null}
        </>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={field("category")} label={t("fieldCategory")}>
              <select id={field("category")} value={values.category} onChange={(event) => set("category", event.target.value)} className={inputClass}>
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {t(`categories.${category}`)}
                  </option>
                ))}
              </select>
            </Field>
            {kind === "tips" ? (
              <Field id={field("destination")} label={t("fieldDestinationText")}>
                <input id={field("destination")} value={values.destination} onChange={(event) => set("destination", event.target.value)} className={inputClass} />
              </Field>
            ) : null}
          </div>
          <Field id={field("tags")} label={t("fieldTags")} hint={t("fieldTagsHint")}>
            <input id={field("tags")} value={values.tags} onChange={(event) => set("tags", event.target.value)} aria-describedby={`${field("tags")}-hint`} className={inputClass} />
          </Field>
          <Field id={field("image")} label={t("fieldImage")} hint={currentImage ? t("fieldImageHint") : undefined}>
            <input id={field("image")} type="file" accept="image/*" onChange={(event) => setImage(event.target.files?.[0] ?? null)} aria-describedby={currentImage ? `${field("image")}-hint` : undefined} className="block w-full text-sm" />
          </Field>
          {currentImage ? (
            // Uploaded images live at arbitrary storage URLs, which next/image would need listed.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={currentImage} alt={t("currentImage")} className="h-24 w-auto rounded-md border object-cover" />
          ) : null}
        </>
      )}
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={values.published} onChange={(event) => set("published", event.target.checked)} className="size-4" />
          {t("fieldPublished")}
        </label>
        {kind !== "reviews" ? (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={values.featured} onChange={(event) => set("featured", event.target.checked)} className="size-4" />
            {t("fieldFeatured")}
          </label>
        ) : null}
      </div>
      <div className="flex justify-end gap-3 border-t pt-4">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
