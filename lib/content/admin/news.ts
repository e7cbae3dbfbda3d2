import "server-only";
import { parseInput } from "@/lib/api/read-json";
import { db } from "@/lib/db";
import type { MultipartForm } from "@/lib/uploads/multipart";
import { newsInclude, toNewsItem, type NewsItem } from "../serialize";
import { newsFormSchema } from "../validation";
import { formFields, notFound, type Actor, type KindRecords } from "./core";
import { createPost, postFiles, updatePost } from "./posts";

// Writes of the admin's news articles.

const NEWS_FIELDS = ["title", "content", "summary", "category", "published", "featured", "tags"] as const;
const newsFieldNames = { title: "title", content: "content", summary: "summary", category: "category", imageUrl: "image_url", published: "published", featured: "featured", tags: "tags" };

// POST /api/admin/news
export async function createNews(actor: Actor, form: MultipartForm): Promise<NewsItem> {
  const input = parseInput(newsFormSchema, formFields(form, NEWS_FIELDS));
  const published = input.published ?? false;
  return createPost(actor, "news", form, input.title, async (tx, { slug, imageUrl }) => {
    const row = await tx.newsArticle.create({
      data: {
        slug,
        title: input.title,
        content: input.content,
        summary: input.summary ?? null,
        category: input.category ?? "general",
        imageUrl,
        published,
        featured: input.featured ?? false,
        tags: input.tags ?? [],
        publishedAt: published ? new Date() : null,
        authorId: actor.id,
      },
      include: newsInclude,
    });
    return toNewsItem(row);
  });
}

// PUT /api/admin/news/{id}: the first publication sets published_at
export async function updateNews(actor: Actor, id: number, form: MultipartForm): Promise<NewsItem> {
  const existing = await db().newsArticle.findUnique({ where: { id } });
  if (!existing) throw notFound("news");
  const input = parseInput(newsFormSchema, formFields(form, NEWS_FIELDS));
  const fields = { title: input.title, content: input.content, summary: input.summary, category: input.category, published: input.published, featured: input.featured, tags: input.tags };
  return updatePost(actor, "news", form, existing, fields, newsFieldNames, async (tx, data) => {
    const firstPublication = data.published && !existing.publishedAt ? { publishedAt: new Date() } : {};
    return toNewsItem(await tx.newsArticle.update({ where: { id }, data: { ...data, ...firstPublication }, include: newsInclude }));
  });
}

/** Publishing an article for the first time sets published_at; deleting it removes its image. */
export const newsRecords: KindRecords<NewsItem> = {
  async publish(tx, id, published) {
    const existing = await tx.newsArticle.findUnique({ where: { id }, select: { published: true, publishedAt: true } });
    if (!existing) return null;
    const publishedAt = published && !existing.publishedAt ? { publishedAt: new Date() } : {};
    return { was: existing.published, item: toNewsItem(await tx.newsArticle.update({ where: { id }, data: { published, ...publishedAt }, include: newsInclude })) };
  },
  async remove(tx, id) {
    return postFiles(await tx.newsArticle.delete({ where: { id }, select: { title: true, imageUrl: true } }));
  },
};
