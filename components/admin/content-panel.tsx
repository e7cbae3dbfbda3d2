"use client";

import { Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast-store";
import { adminRequest, toList, useAdminGet, type ApiOutcome } from "./api";
import { ContentForm, type ContentSubmission } from "./content-form";
import { toFormData, valuesOf } from "./form-data";
import { ConfirmDialog, Modal } from "./modal";
import { ENDPOINT, NOUN, reviewDestinationName, type ContentItem, type ContentKind, type NewsItem, type ReviewItem, type TipItem } from "./types";
import { Badge, cardClass } from "./ui";

const PREVIEW_LENGTH = 100;
const MAX_THUMBNAILS = 3;
const capitalized = { article: "Article", review: "Review", tip: "Tip" } as const;

/** One content tab: the list with its actions, the create/edit dialog and the delete confirmation. */
export function ContentPanel({ kind }: { kind: ContentKind }) {
  const t = useTranslations("admin");
  const format = useFormatter();
  const noun = NOUN[kind];
  const Noun = capitalized[noun];
  const endpoint = ENDPOINT[kind];
  const [version, setVersion] = useState(0);
  const { data, hasFailed } = useAdminGet(endpoint, version);
  const items = data === null ? null : toList<ContentItem>(data, kind);
  const [editing, setEditing] = useState<ContentItem | "new" | null>(null);
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  const [busyId, setBusyId] = useState<number | "form" | null>(null);
  const reload = () => setVersion((value) => value + 1);

  /** The error toast of SPEC.md section 8: the server's message, else the action's fallback. */
  function reportFailure(result: Extract<ApiOutcome<unknown>, { ok: false }>, fallbackKey: string) {
    toast({ title: t("error"), description: result.network ? t("unexpected") : (result.message ?? t(fallbackKey)), variant: "destructive" });
  }

  async function save({ values, image, photos }: ContentSubmission) {
    const isNew = editing === "new";
    const path = isNew ? endpoint : `${endpoint}/${(editing as ContentItem).id}`;
    setBusyId("form");
    const result = await adminRequest(path, { method: isNew ? "POST" : "PUT", form: toFormData(kind, values, { image, photos }) });
    setBusyId(null);
    if (!result.ok) return reportFailure(result, `failedSave${Noun}`);
    setEditing(null);
    toast({ title: t(isNew ? `${noun}Created` : `${noun}Updated`) });
    reload();
  }

  async function togglePublished(item: ContentItem) {
    setBusyId(item.id);
    const result = await adminRequest(`${endpoint}/${item.id}/publish`, { method: "PATCH", json: { published: !item.published } });
    setBusyId(null);
    if (!result.ok) return reportFailure(result, `failedStatus${Noun}`);
    toast({ title: t(item.published ? `${noun}Unpublished` : `${noun}Published`) });
    reload();
  }

  async function toggleFeatured(item: NewsItem | TipItem) {
    setBusyId(item.id);
    const values = { ...valuesOf(kind, item), featured: !item.featured };
    const result = await adminRequest(`${endpoint}/${item.id}`, { method: "PUT", form: toFormData(kind, values) });
    setBusyId(null);
    if (!result.ok) return reportFailure(result, `failedSave${Noun}`);
    toast({ title: t(`${noun}Updated`) });
    reload();
  }

  async function remove() {
    if (!deleting) return;
    setBusyId(deleting.id);
    const result = await adminRequest(`${endpoint}/${deleting.id}`, { method: "DELETE" });
    setBusyId(null);
    if (!result.ok) return reportFailure(result, `failedDelete${Noun}`);
    setDeleting(null);
    toast({ title: t(`${noun}Deleted`) });
    reload();
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
      {hasFailed ? (
        <div role="alert" className="space-y-2">
          <p>{t("loadFailed")}</p>
          <Button type="button" variant="outline" size="sm" onClick={reload}>
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
            const photos = kind === "reviews" ? (review.photos ?? []) : [];
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
                      kind === "reviews" ? reviewDestinationName(review) : null,
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
                    <Button type="button" size="sm" variant="outline" disabled={busyId === item.id} onClick={() => void togglePublished(item)}>
                      {item.published ? t("unpublish") : t("publish")}
                    </Button>
                    {isFeaturable ? (
                      <Button type="button" size="sm" variant="outline" aria-pressed={entry.featured} disabled={busyId === item.id} onClick={() => void toggleFeatured(entry)}>
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
        {editing !== null ? <ContentForm key={editing === "new" ? "new" : editing.id} kind={kind} item={editing === "new" ? null : editing} isSaving={busyId === "form"} onSubmit={(submission) => void save(submission)} onCancel={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setDeleting(null))}
        title={t(`deleteTitle${Noun}`)}
        description={t(`confirmDelete${Noun}`)}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        isBusy={deleting !== null && busyId === deleting.id}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
