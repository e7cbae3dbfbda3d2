"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { Controller, useForm, type Control, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { AdminContentItem, AdminContentKind } from "@/lib/api-client/admin";
import { NEWS_CATEGORIES, TIP_CATEGORIES } from "@/lib/content/categories";
import type { NewsItem, ReviewItem, TipItem } from "@/lib/content/serialize";
import { contentLimits, contentMessages, newsFormSchema, reviewFormSchema, tipFormSchema } from "@/lib/content/validation";
import { DestinationPicker } from "./destination-picker";
import { emptyValues, valuesOf, type ContentFormValues } from "./form-data";
import { FieldError, inputClass } from "./ui";

export type ContentSubmission = { values: ContentFormValues; image: File | null; photos: File[] };

// Each kind's schema reads its own fields of the shared value set, and `raw` hands the values on
// as typed (the route handler parses the same text again), hence the one widening cast.
const resolvers = {
  news: zodResolver(newsFormSchema, undefined, { raw: true }),
  tips: zodResolver(tipFormSchema, undefined, { raw: true }),
  reviews: zodResolver(reviewFormSchema, undefined, { raw: true }),
} as unknown as Record<AdminContentKind, Resolver<ContentFormValues>>;

/** The schema's messages that have an interface text in every language; the rest show as the server words them. */
const messageKeys: Record<string, string> = {
  [contentMessages.titleRequired]: "titleRequired",
  [contentMessages.contentRequired]: "contentRequired",
  [contentMessages.destinationRequired]: "destinationRequired",
  [contentMessages.destinationNotFound]: "destinationRequired",
};

/** The create/edit form of an article, review or tip, checked by the admin API's own schemas. */
export function ContentForm({ kind, item, isSaving, onSubmit, onCancel }: { kind: AdminContentKind; item: AdminContentItem | null; isSaving: boolean; onSubmit: (submission: ContentSubmission) => void; onCancel: () => void }) {
  const t = useTranslations("admin");
  const id = useId();
  const { register, control, handleSubmit, formState } = useForm<ContentFormValues>({
    defaultValues: item ? valuesOf(kind, item) : emptyValues(),
    resolver: resolvers[kind],
    mode: "onSubmit",
  });
  const [image, setImage] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const errorOf = (name: keyof ContentFormValues) => {
    const message = formState.errors[name]?.message;
    return message ? (messageKeys[message] ? t(messageKeys[message]) : message) : undefined;
  };
  const errors = { title: errorOf("title"), content: errorOf("content"), destination: errorOf("destination_id") };

  const field = (name: string) => `${id}-${name}`;
  const described = (name: string, error: string | undefined) => (error ? { "aria-invalid": true, "aria-describedby": `${field(name)}-error` } : {});
  const categories = kind === "news" ? NEWS_CATEGORIES : TIP_CATEGORIES;
  const currentImage = item && kind !== "reviews" ? (item as NewsItem | TipItem).image_url : null;
  const currentPhotos = item && kind === "reviews" ? (item as ReviewItem).photos : [];

  return (
    <form onSubmit={handleSubmit((values) => onSubmit({ values, image, photos }))} noValidate className="space-y-4">
      {kind === "reviews" ? (
        <div>
          <Controller
            control={control}
            name="destination_id"
            render={({ field: destination }) => (
              <DestinationPicker
                value={destination.value ? Number(destination.value) : null}
                initialLabel={item ? `${(item as ReviewItem).destination.name}, ${(item as ReviewItem).destination.country}` : ""}
                onChange={(option) => destination.onChange(option ? String(option.id) : "")}
                error={errors.destination}
                errorId={field("destination-error")}
              />
            )}
          />
          <FieldError id={field("destination-error")} message={errors.destination} />
        </div>
      ) : null}
      <Field id={field("title")} label={t("fieldTitle")} error={errors.title}>
        <input id={field("title")} maxLength={contentLimits.title} {...register("title")} {...described("title", errors.title)} className={inputClass} />
      </Field>
      {kind === "news" ? (
        <Field id={field("summary")} label={t("fieldSummary")}>
          <input id={field("summary")} maxLength={contentLimits.summary} {...register("summary")} className={inputClass} />
        </Field>
      ) : null}
      <Field id={field("content")} label={t("fieldContent")} error={errors.content}>
        <textarea id={field("content")} rows={8} {...register("content")} {...described("content", errors.content)} className={`${inputClass} h-auto min-h-40`} />
      </Field>
      {kind === "reviews" ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={field("rating")} label={t("fieldRating")}>
              <select id={field("rating")} {...register("rating")} className={inputClass}>
                {[5, 4, 3, 2, 1].map((rating) => (
                  <option key={rating} value={String(rating)}>
                    {t("ratingValue", { rating })}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={field("visit-date")} label={t("fieldVisitDate")}>
              <input id={field("visit-date")} type="date" {...register("visit_date")} className={inputClass} />
            </Field>
          </div>
          <Field id={field("pros")} label={t("fieldPros")}>
            <textarea id={field("pros")} rows={2} maxLength={contentLimits.prosCons} {...register("pros")} className={`${inputClass} h-auto`} />
          </Field>
          <Field id={field("cons")} label={t("fieldCons")}>
            <textarea id={field("cons")} rows={2} maxLength={contentLimits.prosCons} {...register("cons")} className={`${inputClass} h-auto`} />
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
              <select id={field("category")} {...register("category")} className={inputClass}>
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {t(`categories.${category}`)}
                  </option>
                ))}
              </select>
            </Field>
            {kind === "tips" ? (
              <Field id={field("destination")} label={t("fieldDestinationText")}>
                <input id={field("destination")} maxLength={contentLimits.destination} {...register("destination")} className={inputClass} />
              </Field>
            ) : null}
          </div>
          <Field id={field("tags")} label={t("fieldTags")} hint={t("fieldTagsHint")} error={errorOf("tags")}>
            <input id={field("tags")} {...register("tags")} aria-describedby={`${field("tags")}-hint`} className={inputClass} />
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
        <Checkbox control={control} name="published" label={t("fieldPublished")} />
        {kind !== "reviews" ? <Checkbox control={control} name="featured" label={t("fieldFeatured")} /> : null}
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

/** A true/false field, sent as the text "true" or "false" like the rest of the multipart form. */
function Checkbox({ control, name, label }: { control: Control<ContentFormValues>; name: "published" | "featured"; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name={field.name} ref={field.ref} checked={field.value === "true"} onChange={(event) => field.onChange(String(event.target.checked))} onBlur={field.onBlur} className="size-4" />
          {label}
        </label>
      )}
    />
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
