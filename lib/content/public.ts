import "server-only";
// Read queries of the public content pages: only published articles, tips and reviews ever leave
// here. Every list is ordered and filtered on an index of content.prisma (published first) and
// paged with a bounded offset.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { NewsCategory, TipCategory } from "./categories";
import { excerpt } from "./markdown-text";
import { CONTENT_PAGE_SIZE, DESTINATION_PAGE_SIZE, MAX_CONTENT_PAGE } from "./public-params";

export type Paged<T> = { items: T[]; total: number; page: number; pageCount: number };

function paged<T>(items: T[], total: number, page: number, size: number): Paged<T> {
  return { items, total, page, pageCount: Math.min(MAX_CONTENT_PAGE, Math.max(1, Math.ceil(total / size))) };
}

const authorSelect = { select: { name: true, username: true } } as const;
const authorName = (author: { name: string | null; username: string } | null) => (author ? author.name || author.username : null);

// ---------------------------------------------------------------------------------------------
// News

export type ArticleSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  featured: boolean;
  /** ISO date-time: when it was published (its creation when the admin API did not record it). */
  publishedAt: string;
  updatedAt: string;
};

export type Article = ArticleSummary & { content: string; summary: string | null; tags: string[]; authorName: string | null };

const articleSelect = {
  slug: true,
  title: true,
  summary: true,
  content: true,
  category: true,
  imageUrl: true,
  featured: true,
  tags: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
  author: authorSelect,
} satisfies Prisma.NewsArticleSelect;

type ArticleRow = Prisma.NewsArticleGetPayload<{ select: typeof articleSelect }>;

function toArticle(row: ArticleRow): Article {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    excerpt: row.summary?.trim() || excerpt(row.content),
    content: row.content,
    category: row.category,
    imageUrl: row.imageUrl,
    featured: row.featured,
    tags: row.tags,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    authorName: authorName(row.author),
  };
}

const summaryOf = (article: Article): ArticleSummary => ({
  slug: article.slug,
  title: article.title,
  excerpt: article.excerpt,
  category: article.category,
  imageUrl: article.imageUrl,
  featured: article.featured,
  publishedAt: article.publishedAt,
  updatedAt: article.updatedAt,
});

/** Published articles, featured first then newest, optionally of one category. */
export async function listNews({ category, page = 1 }: { category?: NewsCategory; page?: number }): Promise<Paged<ArticleSummary>> {
  const where: Prisma.NewsArticleWhereInput = { published: true, ...(category ? { category } : {}) };
  const [rows, total] = await Promise.all([
    db().newsArticle.findMany({
      where,
      select: articleSelect,
      orderBy: [{ featured: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * CONTENT_PAGE_SIZE,
      take: CONTENT_PAGE_SIZE,
    }),
    db().newsArticle.count({ where }),
  ]);
  return paged(rows.map((row) => summaryOf(toArticle(row))), total, page, CONTENT_PAGE_SIZE);
}

/** One published article; null for a draft or an unknown slug. */
export async function getPublishedArticle(slug: string): Promise<Article | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null;
  const row = await db().newsArticle.findFirst({ where: { slug, published: true }, select: articleSelect });
  return row ? toArticle(row) : null;
}

/** Other published articles of the same category, newest first. */
export async function getRelatedArticles(article: Pick<Article, "slug" | "category">, limit = 3): Promise<ArticleSummary[]> {
  const rows = await db().newsArticle.findMany({
    where: { published: true, category: article.category, slug: { not: article.slug } },
    select: articleSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map((row) => summaryOf(toArticle(row)));
}

// ---------------------------------------------------------------------------------------------
// Travel tips

export type Tip = {
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  featured: boolean;
  tags: string[];
  /** The free-text destination the admin typed, and the destination page it names, if any. */
  destination: string | null;
  destinationRef: { slug: string; name: string } | null;
  createdAt: string;
};

const tipSelect = {
  slug: true,
  title: true,
  content: true,
  category: true,
  imageUrl: true,
  featured: true,
  tags: true,
  destination: true,
  destinationRef: { select: { slug: true, name: true } },
  createdAt: true,
} satisfies Prisma.TravelTipSelect;

function toTip(row: Prisma.TravelTipGetPayload<{ select: typeof tipSelect }>): Tip {
  return { ...row, excerpt: excerpt(row.content), createdAt: row.createdAt.toISOString() };
}

/** Published tips, featured first then newest, optionally of one category. */
export async function listTips({ category, page = 1 }: { category?: TipCategory; page?: number }): Promise<Paged<Tip>> {
  const where: Prisma.TravelTipWhereInput = { published: true, ...(category ? { category } : {}) };
  const [rows, total] = await Promise.all([
    db().travelTip.findMany({
      where,
      select: tipSelect,
      orderBy: [{ featured: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * CONTENT_PAGE_SIZE,
      take: CONTENT_PAGE_SIZE,
    }),
    db().travelTip.count({ where }),
  ]);
  return paged(rows.map(toTip), total, page, CONTENT_PAGE_SIZE);
}

// ---------------------------------------------------------------------------------------------
// Destination reviews

export type Review = {
  id: number;
  title: string;
  content: string;
  rating: number;
  /** YYYY-MM-DD */
  visitDate: string | null;
  pros: string | null;
  cons: string | null;
  photos: string[];
  createdAt: string;
  authorName: string | null;
  destination: { slug: string; name: string; country: string };
};

export type RatingSummary = { reviewCount: number; averageRating: number };

const reviewSelect = {
  id: true,
  title: true,
  content: true,
  rating: true,
  visitDate: true,
  pros: true,
  cons: true,
  photos: true,
  createdAt: true,
  author: authorSelect,
  destination: { select: { slug: true, name: true, country: true } },
} satisfies Prisma.DestinationReviewSelect;

function toReview({ author, ...row }: Prisma.DestinationReviewGetPayload<{ select: typeof reviewSelect }>): Review {
  return {
    ...row,
    visitDate: row.visitDate ? row.visitDate.toISOString().slice(0, 10) : null,
    createdAt: row.createdAt.toISOString(),
    authorName: authorName(author),
  };
}

/** Published reviews, newest first, with the rating summary of each destination they cover. */
export async function listReviews({ page = 1 }: { page?: number }): Promise<Paged<Review> & { ratings: Map<string, RatingSummary> }> {
  const where = { published: true } satisfies Prisma.DestinationReviewWhereInput;
  const [rows, total] = await Promise.all([
    db().destinationReview.findMany({
      where,
      select: reviewSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * CONTENT_PAGE_SIZE,
      take: CONTENT_PAGE_SIZE,
    }),
    db().destinationReview.count({ where }),
  ]);
  const reviews = rows.map(toReview);
  const ratings = await ratingSummaries([...new Set(reviews.map((review) => review.destination.slug))]);
  return { ...paged(reviews, total, page, CONTENT_PAGE_SIZE), ratings };
}

/** The count and average of published reviews per destination slug (only reviewed ones appear). */
async function ratingSummaries(slugs: string[]): Promise<Map<string, RatingSummary>> {
  if (slugs.length === 0) return new Map();
  const rows = await db().$queryRaw<Array<{ slug: string } & RatingSummary>>`
    SELECT d.slug, count(r.id)::int AS "reviewCount", avg(r.rating)::float8 AS "averageRating"
    FROM destinations d JOIN destination_reviews r ON r.destination_id = d.id AND r.published
    WHERE d.slug = ANY(${slugs}::text[]) GROUP BY d.slug`;
  return new Map(rows.map(({ slug, ...summary }) => [slug, summary]));
}

// ---------------------------------------------------------------------------------------------
// Destinations

export type DestinationSummary = {
  slug: string;
  name: string;
  country: string;
  countryCode: string;
  population: number | null;
  reviewCount: number;
  averageRating: number | null;
  tipCount: number;
};

/** LIKE pattern characters typed by a visitor match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The destination index: most populous first, or, with `q`, the places whose name or country
 * contains it, accents and case folded ("sao" finds São Paulo), exact and leading matches first.
 * The trigram indexes on f_unaccent(lower(name|country)) serve the LIKE.
 */
export async function listDestinations({ q, page = 1 }: { q?: string; page?: number }): Promise<Paged<DestinationSummary>> {
  const offset = (page - 1) * DESTINATION_PAGE_SIZE;
  const folded = q ? Prisma.sql`f_unaccent(lower(${q}))` : null;
  const pattern = q ? Prisma.sql`'%' || f_unaccent(lower(${escapeLike(q)})) || '%'` : null;
  const where = pattern ? Prisma.sql`WHERE f_unaccent(lower(name)) LIKE ${pattern} OR f_unaccent(lower(country)) LIKE ${pattern}` : Prisma.empty;
  const order = folded
    ? Prisma.sql`(f_unaccent(lower(name)) = ${folded}) DESC, (f_unaccent(lower(name)) LIKE ${folded} || '%') DESC, population DESC NULLS LAST, name, id`
    : Prisma.sql`population DESC NULLS LAST, name, id`;
  const [items, counted] = await Promise.all([
    db().$queryRaw<DestinationSummary[]>`
      SELECT d.slug, d.name, d.country, d.country_code AS "countryCode", d.population,
        r."reviewCount", r."averageRating", t."tipCount"
      FROM (SELECT id, slug, name, country, country_code, population FROM destinations ${where}
            ORDER BY ${order} LIMIT ${DESTINATION_PAGE_SIZE} OFFSET ${offset}) d
      LEFT JOIN LATERAL (SELECT count(*)::int AS "reviewCount", avg(rating)::float8 AS "averageRating"
        FROM destination_reviews WHERE destination_id = d.id AND published) r ON true
      LEFT JOIN LATERAL (SELECT count(*)::int AS "tipCount"
        FROM travel_tips WHERE destination_id = d.id AND published) t ON true
      ORDER BY ${order}`,
    db().$queryRaw<Array<{ total: number }>>`SELECT count(*)::int AS total FROM destinations ${where}`,
  ]);
  return paged(items, counted[0]?.total ?? 0, page, DESTINATION_PAGE_SIZE);
}

export type DestinationDetail = {
  slug: string;
  name: string;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  population: number | null;
  description: string | null;
  rating: RatingSummary | null;
  reviews: Review[];
  tips: Tip[];
  liveDealCount: number;
};

/** One destination with its published reviews and tips and how many live deals go there. */
export async function getDestination(slug: string): Promise<DestinationDetail | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const destination = await db().destination.findUnique({
    where: { slug },
    select: { id: true, slug: true, name: true, country: true, countryCode: true, latitude: true, longitude: true, population: true, description: true },
  });
  if (!destination) return null;
  const { id, ...fields } = destination;
  const [reviews, tips, deals] = await Promise.all([
    db().destinationReview.findMany({
      where: { destinationId: id, published: true },
      select: reviewSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 50,
    }),
    db().travelTip.findMany({
      where: { destinationId: id, published: true },
      select: tipSelect,
      orderBy: [{ featured: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      take: 50,
    }),
    db().$queryRaw<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM deals WHERE destination_id = ${id} AND status = 'live' AND valid_until >= now()`,
  ]);
  const aggregate = await db().destinationReview.aggregate({
    where: { destinationId: id, published: true },
    _count: { _all: true },
    _avg: { rating: true },
  });
  const reviewCount = aggregate._count._all;
  return {
    ...fields,
    rating: reviewCount > 0 ? { reviewCount, averageRating: aggregate._avg.rating ?? 0 } : null,
    reviews: reviews.map(toReview),
    tips: tips.map(toTip),
    liveDealCount: deals[0]?.count ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Sitemap

/** Every published article's and every destination's path with its last change. */
export async function listContentSitemapPaths(): Promise<Array<{ path: string; lastModified?: Date }>> {
  const [articles, destinations] = await Promise.all([
    db().newsArticle.findMany({ where: { published: true }, select: { slug: true, updatedAt: true }, orderBy: { id: "asc" } }),
    db().destination.findMany({ select: { slug: true }, orderBy: { id: "asc" } }),
  ]);
  return [
    ...articles.map((article) => ({ path: `/travel-news/${article.slug}`, lastModified: article.updatedAt })),
    ...destinations.map((destination) => ({ path: `/destinations/${destination.slug}` })),
  ];
}
