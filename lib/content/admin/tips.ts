import "server-only";
import { parseInput } from "@/lib/api/read-json";
import { db } from "@/lib/db";
import type { MultipartForm } from "@/lib/uploads/multipart";
import { tipInclude, toTipItem, type TipItem } from "../serialize";
import { tipFormSchema } from "../validation";
import { formFields, notFound, type Actor, type KindRecords, type Tx } from "./core";
import { createPost, postFiles, updatePost } from "./posts";

// Writes of the admin's travel tips.

const TIP_FIELDS = ["title", "content", "category", "destination", "published", "featured", "tags"] as const;
const tipFieldNames = { title: "title", content: "content", category: "category", destination: "destination", imageUrl: "image_url", published: "published", featured: "featured", tags: "tags" };

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
  return createPost(actor, "tip", form, input.title, async (tx, { slug, imageUrl }) => {
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
  if (!existing) throw notFound("tip");
  const input = parseInput(tipFormSchema, formFields(form, TIP_FIELDS));
  const fields = { title: input.title, content: input.content, category: input.category, destination: input.destination, published: input.published, featured: input.featured, tags: input.tags };
  return updatePost(actor, "tip", form, existing, fields, tipFieldNames, async (tx, data) => {
    const destinationId = data.destination !== undefined ? { destinationId: await destinationIdNamed(tx, data.destination) } : {};
    return toTipItem(await tx.travelTip.update({ where: { id }, data: { ...data, ...destinationId }, include: tipInclude }));
  });
}

export const tipRecords: KindRecords<TipItem> = {
  async publish(tx, id, published) {
    const existing = await tx.travelTip.findUnique({ where: { id }, select: { published: true } });
    if (!existing) return null;
    return { was: existing.published, item: toTipItem(await tx.travelTip.update({ where: { id }, data: { published }, include: tipInclude })) };
  },
  async remove(tx, id) {
    return postFiles(await tx.travelTip.delete({ where: { id }, select: { title: true, imageUrl: true } }));
  },
};
