// Editorial content written for Wander Bold, stored as Markdown files with a small front-matter
// header under prisma/data/content/{news,tips,reviews}/. Each item is created once: articles and
// tips by slug, reviews by their stable key (destination + title). Items already in the database
// are left as the admin has them (edited, unpublished), so running the seed again changes nothing.
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { isNewsCategory, isTipCategory } from "../../lib/content/categories";
import type { SeedStep } from "./index";

export const contentDataDir = path.join(process.cwd(), "prisma", "data", "content");

export type ContentFile = { file: string; meta: Record<string, string>; body: string };

/** Splits "---\nkey: value\n---\nbody" into its fields and its Markdown body. */
export function parseContentFile(file: string, text: string): ContentFile {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n?/g, "\n"));
  if (!match) throw new Error(`${file}: missing front matter`);
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split("\n")) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`${file}: bad front-matter line "${line}"`);
    const value = line.slice(colon + 1).trim();
    meta[line.slice(0, colon).trim()] = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  }
  return { file, meta, body: match[2]!.trim() };
}

export function loadContentFiles(kind: "news" | "tips" | "reviews", root = contentDataDir): ContentFile[] {
  const dir = path.join(root, kind);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => parseContentFile(`${kind}/${name}`, fs.readFileSync(path.join(dir, name), "utf8")));
}

function required(item: ContentFile, key: string): string {
  const value = item.meta[key];
  if (!value) throw new Error(`${item.file}: "${key}" is required`);
  return value;
}

const tagsOf = (item: ContentFile) =>
  (item.meta.tags ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

function dateOf(item: ContentFile, key = "date"): Date {
  const value = required(item, key);
  const date = new Date(`${value}T09:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`${item.file}: bad ${key} "${value}"`);
  return date;
}

/** The seeded administrator (the oldest admin account), author of the seed content; none is fine. */
async function seedAuthorId(prisma: PrismaClient): Promise<string | null> {
  const admin = await prisma.user.findFirst({ where: { role: "admin" }, orderBy: { createdAt: "asc" }, select: { id: true } });
  return admin?.id ?? null;
}

async function destinationIds(prisma: PrismaClient, slugs: string[]): Promise<Map<string, { id: number; name: string }>> {
  const rows = await prisma.destination.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true, name: true } });
  return new Map(rows.map((row) => [row.slug, { id: row.id, name: row.name }]));
}

export async function seedNews(prisma: PrismaClient, authorId: string | null): Promise<number> {
  const items = loadContentFiles("news");
  const result = await prisma.newsArticle.createMany({
    skipDuplicates: true,
    data: items.map((item) => {
      const category = required(item, "category");
      if (!isNewsCategory(category)) throw new Error(`${item.file}: unknown news category "${category}"`);
      const date = dateOf(item);
      return {
        slug: required(item, "slug"),
        title: required(item, "title"),
        summary: item.meta.summary || null,
        content: item.body,
        category,
        featured: item.meta.featured === "true",
        tags: tagsOf(item),
        published: true,
        publishedAt: date,
        createdAt: date,
        updatedAt: date,
        authorId,
      };
    }),
  });
  return result.count;
}

export async function seedTips(prisma: PrismaClient, authorId: string | null): Promise<number> {
  const items = loadContentFiles("tips");
  const places = await destinationIds(prisma, items.map((item) => item.meta.destination).filter((slug): slug is string => Boolean(slug)));
  const result = await prisma.travelTip.createMany({
    skipDuplicates: true,
    data: items.map((item) => {
      const category = required(item, "category");
      if (!isTipCategory(category)) throw new Error(`${item.file}: unknown tip category "${category}"`);
      const place = item.meta.destination ? places.get(item.meta.destination) : undefined;
      if (item.meta.destination && !place) throw new Error(`${item.file}: unknown destination "${item.meta.destination}"`);
      return {
        slug: required(item, "slug"),
        title: required(item, "title"),
        content: item.body,
        category,
        featured: item.meta.featured === "true",
        tags: tagsOf(item),
        destination: place?.name ?? null,
        destinationId: place?.id ?? null,
        published: true,
        createdAt: dateOf(item),
        updatedAt: dateOf(item),
        authorId,
      };
    }),
  });
  return result.count;
}

export async function seedReviews(prisma: PrismaClient, authorId: string | null): Promise<number> {
  const items = loadContentFiles("reviews");
  const places = await destinationIds(prisma, items.map((item) => required(item, "destination")));
  const rows = items.map((item) => {
    const place = places.get(required(item, "destination"));
    if (!place) throw new Error(`${item.file}: unknown destination "${item.meta.destination}"`);
    const rating = Number(required(item, "rating"));
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new Error(`${item.file}: rating must be 1 to 5`);
    return {
      destinationId: place.id,
      title: required(item, "title"),
      content: item.body,
      rating,
      visitDate: item.meta.visited ? new Date(`${item.meta.visited}T00:00:00Z`) : null,
      pros: item.meta.pros || null,
      cons: item.meta.cons || null,
      photos: [],
      published: true,
      createdAt: dateOf(item),
      updatedAt: dateOf(item),
      authorId,
    };
  });
  // A review's stable key is its destination and title (reviews have no slug).
  const existing = await prisma.destinationReview.findMany({
    where: { OR: rows.map((row) => ({ destinationId: row.destinationId, title: row.title })) },
    select: { destinationId: true, title: true },
  });
  const known = new Set(existing.map((row) => `${row.destinationId}\u0000${row.title}`));
  const missing = rows.filter((row) => !known.has(`${row.destinationId}\u0000${row.title}`));
  if (missing.length === 0) return 0;
  return (await prisma.destinationReview.createMany({ data: missing })).count;
}

export const seedContent: SeedStep = async (prisma) => {
  const authorId = await seedAuthorId(prisma);
  const news = await seedNews(prisma, authorId);
  const tips = await seedTips(prisma, authorId);
  const reviews = await seedReviews(prisma, authorId);
  return `${news} new articles, ${tips} new tips, ${reviews} new reviews`;
};
