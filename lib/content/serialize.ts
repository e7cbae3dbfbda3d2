// The admin API's output shapes: the snake_case fields of docs/features/admin.md, built explicitly from
// the rows (never a whole row, never another table's private columns).
import type { Prisma } from "@/lib/generated/prisma/client";

export const authorSelect = { select: { id: true, username: true, name: true } } satisfies Prisma.UserDefaultArgs;
const destinationOptionSelect = { id: true, name: true, country: true } satisfies Prisma.DestinationSelect;

export const newsInclude = { author: authorSelect } satisfies Prisma.NewsArticleInclude;
export const tipInclude = { author: authorSelect } satisfies Prisma.TravelTipInclude;
export const reviewInclude = {
  author: authorSelect,
  destination: { select: destinationOptionSelect },
} satisfies Prisma.DestinationReviewInclude;

export type NewsRow = Prisma.NewsArticleGetPayload<{ include: typeof newsInclude }>;
export type TipRow = Prisma.TravelTipGetPayload<{ include: typeof tipInclude }>;
export type ReviewRow = Prisma.DestinationReviewGetPayload<{ include: typeof reviewInclude }>;

export type ContentAuthor = Prisma.UserGetPayload<typeof authorSelect>;

export type NewsItem = {
  id: number;
  slug: string;
  title: string;
  content: string;
  summary: string | null;
  category: string;
  image_url: string | null;
  published: boolean;
  featured: boolean;
  tags: string[];
  published_at: string | null;
  created_at: string;
  updated_at: string;
  author: ContentAuthor | null;
};

export type TipItem = {
  id: number;
  slug: string;
  title: string;
  content: string;
  category: string;
  destination: string | null;
  destination_id: number | null;
  image_url: string | null;
  tags: string[];
  published: boolean;
  featured: boolean;
  created_at: string;
  updated_at: string;
  author: ContentAuthor | null;
};

export type ReviewItem = {
  id: number;
  destination_id: number;
  destination: DestinationOption;
  title: string;
  content: string;
  rating: number;
  visit_date: string | null;
  pros: string | null;
  cons: string | null;
  photos: string[];
  published: boolean;
  created_at: string;
  updated_at: string;
  author: ContentAuthor | null;
};

export type DestinationOption = Prisma.DestinationGetPayload<{ select: typeof destinationOptionSelect }>;

const author = (row: { author: ContentAuthor | null }): ContentAuthor | null =>
  row.author ? { id: row.author.id, username: row.author.username, name: row.author.name } : null;

export function toNewsItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    summary: row.summary,
    category: row.category,
    image_url: row.imageUrl,
    published: row.published,
    featured: row.featured,
    tags: row.tags,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: author(row),
  };
}

export function toTipItem(row: TipRow): TipItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    category: row.category,
    destination: row.destination,
    destination_id: row.destinationId,
    image_url: row.imageUrl,
    tags: row.tags,
    published: row.published,
    featured: row.featured,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: author(row),
  };
}

export function toReviewItem(row: ReviewRow): ReviewItem {
  return {
    id: row.id,
    destination_id: row.destinationId,
    destination: { id: row.destination.id, name: row.destination.name, country: row.destination.country },
    title: row.title,
    content: row.content,
    rating: row.rating,
    visit_date: row.visitDate ? row.visitDate.toISOString().slice(0, 10) : null,
    pros: row.pros,
    cons: row.cons,
    photos: row.photos,
    published: row.published,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: author(row),
  };
}
