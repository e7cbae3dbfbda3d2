"use client";

import { Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useAdminContent, useDeleteContent, useSaveContent, useSetPublished, type AdminContentItem, type AdminContentKind } from "@/lib/api-client/admin";
import { isApiError } from "@/lib/api-client/fetch";
import type { NewsItem, ReviewItem, TipItem } from "@/lib/content/serialize";
import { toast } from "@/lib/toast-store";
import { ContentForm, type ContentSubmission } from "./content-form";
import { toFormData, valuesOf } from "./form-data";
import { ConfirmDialog, Modal } from "./modal";
import { Badge, cardClass } from "./ui";

const PREVIEW_LENGTH = 100;
const MAX_THUMBNAILS = 3;
const capitalized = { article: "Article", review: "Review", tip: "Tip" } as const;
/** The message-key stem of each kind: article, review, tip. */
const NOUN = { news: "article", reviews: "review", tips: "tip" } as const;

/** One content tab: the list with its actions, the create/edit dialog and the delete confirmation. */
export function ContentPanel({ kind }: { kind: AdminContentKind }) {
  const t = useTranslations("admin");
  const format = useFormatter();
  const noun = NOUN[kind];
  const Noun = capitalized[noun];
  const list = useAdminContent(kind);
  const items: AdminContentItem[] | null = list.data ?? null;
  const saveContent = useSaveContent(kind);
  const setPublished = useSetPublished(kind);
  const deleteContent = useDeleteContent(kind);
  const [editing, setEditing] = useState<AdminContentItem | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminContentItem | null>(null);
  const [busyId, setBusyId] = useState<number | "form" | null>(null);

  /** The error toast (docs/features/site-wide.md, Toasts): the server's message, else the action's fallback. */
  const reportFailure = (fallbackKey: string) => (error: Error) => {
    const description = isApiError(error) && !error.isNetwork ? (error.serverMessage ?? t(fallbackKey)) : t("unexpected");
    toast({ title: t("error"), description, variant: "destructive" });
  };
  const idle = () => setBusyId(null);

  function save({ values, image, photos }: ContentSubmission) {
    const isNew = editing === "new";
    setBusyId("form");
    saveContent.mutate(
      { id: isNew || editing === null ? null : editing.id, form: toFormData(kind, values, { image, photos }) },
      {
        onSuccess: () => {
          setEditing(null);
          toast({ title: t(isNew ? `${noun}Created` : `${noun}Updated`) });
        },
        onError: reportFailure(`failedSave${Noun}`),
        onSettled: idle,
      },
    );
  }

  function togglePublished(item: AdminContentItem) {
    setBusyId(item.id);
    setPublished.mutate(
      { id: item.id, published: !item.published },
      { onSuccess: () => toast({ title: t(item.published ? `${noun}Unpublished` : `${noun}Published`) }), onError: reportFailure(`failedStatus${Noun}`), onSettled: idle },
    );
  }

  function toggleFeatured(item: NewsItem | TipItem) {
    setBusyId(item.id);
    const values = { ...valuesOf(kind, item), featured: String(!item.featured) };
    saveContent.mutate({ id: item.id, form: toFormData(kind, values) }, { onSuccess: () => toast({ title: t(`${noun}Updated`) }), onError: reportFailure(`failedSave${Noun}`), onSettled: idle });
  }

  function remove() {
    if (!deleting) return;
    setBusyId(deleting.id);
    deleteContent.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          setDeleting(null);
          toast({ title: t(`${noun}Deleted`) });
        },
        onError: reportFailure(`failedDelete${Noun}`),
        onSettled: idle,
      },
    );
  }

  const headingId = `${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {t(`heading_${kind}`)}
        </h2>
        <Button type="button" onClick={() => setEditing("new")}>
          <Plus aria-hidden />
          {t(`new${Noun}`)}
        </Button>
      </div>
      {list.isError && !list.isFetching ? (
        <div role="alert" className="space-y-2">
          <p>{t("loadFailed")}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : items === null ? (
        <p role="status">{t("loading")}</p>
      ) : items.length === 0 ? (
        <p className={cardClass}>{t(`empty_${kind}`)}</p>
      ) : (
        <ul className="space-y-4">
          {items.map((item) => {
            const preview = item.content.length > PREVIEW_LENGTH ? `${item.content.slice(0, PREVIEW_LENGTH)}...` : item.content;
            const isFeaturable = kind !== "reviews";
            const entry = item as NewsItem & TipItem;
            const review = item as ReviewItem;
            const photos = kind === "reviews" ? review.photos : [];
            const image = isFeaturable ? entry.image_url : null;
            return (
              <li key={item.id} data-testid="content-item" className={`${cardClass} flex flex-col gap-4 sm:flex-row`}>
                {image ? (
                  // Uploaded images live at arbitrary storage URLs, which next/image would need listed.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={image} alt="" className="h-24 w-32 shrink-0 rounded-md border object-cover" />
                ) : null}
                <div className="min-w-0 flex-1 space-y-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-base font-semibold">{item.title}</h3>
                    <Badge tone={item.published ? "success" : "neutral"}>{item.published ? t("published") : t("draft")}</Badge>
                    {isFeaturable && entry.featured ? <Badge tone="highlight">{t("featured")}</Badge> : null}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {[
                      isFeaturable ? t.has(`categories.${entry.category}`) ? t(`categories.${entry.category}`) : entry.category : null,
                      kind === "tips" && entry.destination ? entry.destination : null,
                      kind === "reviews" ? review.destination.name : null,
                      kind === "reviews" ? t("ratingValue", { rating: review.rating }) : null,
                      format.dateTime(new Date(item.created_at), { dateStyle: "medium" }),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <p className="text-sm break-words">{preview}</p>
                  {photos.length > 0 ? (
                    <div className="flex items-center gap-2">
                      {photos.slice(0, MAX_THUMBNAILS).map((photo, index) => (
                        // eslint-disable-next-line @next/next/no-img-element
                        <img key={photo} src={photo} alt={t("photoAlt", { number: index + 1, title: item.title })} className="size-16 rounded-md border object-cover" />
                      ))}
                      {photos.length > MAX_THUMBNAILS ? (
                        <span className="text-sm font-semibold" aria-label={t("morePhotos", { count: photos.length - MAX_THUMBNAILS })}>
                          +{photos.length - MAX_THUMBNAILS}
                        </span>
                      ) : null}
                    </div>
                  ) : null}
                  <div className="flex flex-wrap gap-2 pt-1" role="group" aria-label={t("actionsFor", { title: item.title })}>
                    <Button type="button" size="sm" variant="outline" onClick={() => setEditing(item)}>
                      <Pencil aria-hidden />
                      {t("edit")}
                    </Button>
                    <Button type="button" size="sm" variant="outline" disabled={busyId === item.id} onClick={() => togglePublished(item)}>
                      {item.published ? t("unpublish") : t("publish")}
                    </Button>
                    {isFeaturable ? (
                      <Button type="button" size="sm" variant="outline" aria-pressed={entry.featured} disabled={busyId === item.id} onClick={() => toggleFeatured(entry)}>
                        <Star aria-hidden />
                        {t("featureToggle")}
                      </Button>
                    ) : null}
                    <Button type="button" size="sm" variant="destructive" onClick={() => setDeleting(item)}>
                      <Trash2 aria-hidden />
                      {t("delete")}
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        isOpen={editing !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setEditing(null))}
        title={t(editing === "new" ? `create${Noun}` : `edit${Noun}`)}
        description={t("formDescription")}
        closeLabel={t("close")}
      >
        {editing !== null ? <ContentForm key={editing === "new" ? "new" : editing.id} kind={kind} item={editing === "new" ? null : editing} isSaving={busyId === "form"} onSubmit={save} onCancel={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setDeleting(null))}
        title={t(`deleteTitle${Noun}`)}
        description={t(`confirmDelete${Noun}`)}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        isBusy={deleting !== null && busyId === deleting.id}
        onConfirm={remove}
      />
    </section>
  );
}
