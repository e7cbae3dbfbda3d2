// The admin API's shapes (SPEC.md sections 3 and 7: snake_case fields).

export type ContentKind = "news" | "reviews" | "tips";

export type NewsItem = {
  id: number;
  slug?: string;
  title: string;
  content: string;
  summary?: string | null;
  category: string;
  image_url?: string | null;
  published: boolean;
  featured: boolean;
  tags?: string[];
  created_at: string;
};

export type ReviewItem = {
  id: number;
  destination_id: number;
  destination_name?: string | null;
  destination?: { id: number; name: string; country?: string } | string | null;
  title: string;
  content: string;
  rating: number;
  visit_date?: string | null;
  pros?: string | null;
  cons?: string | null;
  photos?: string[];
  published: boolean;
  created_at: string;
};

export type TipItem = {
  id: number;
  slug?: string;
  title: string;
  content: string;
  category: string;
  destination?: string | null;
  image_url?: string | null;
  tags?: string[];
  published: boolean;
  featured: boolean;
  created_at: string;
};

export type ContentItem = NewsItem | ReviewItem | TipItem;

export type DestinationOption = { id: number; name: string; country: string };

export type AdminUser = {
  id?: string;
  username: string;
  name?: string | null;
  email: string;
  role?: string;
  is_premium_user: boolean;
  subscription_status?: string;
  created_at?: string;
};

/** The message-key stem of each kind: article, review, tip. */
export const NOUN: Record<ContentKind, "article" | "review" | "tip"> = { news: "article", reviews: "review", tips: "tip" };

export const ENDPOINT: Record<ContentKind, string> = {
  news: "/api/admin/news",
  reviews: "/api/admin/reviews",
  tips: "/api/admin/tips",
};

/** The destination name a review carries, whichever way the API spells it. */
export function reviewDestinationName(item: ReviewItem): string | null {
  if (item.destination_name) return item.destination_name;
  if (item.destination && typeof item.destination === "object") return item.destination.name;
  if (typeof item.destination === "string") return item.destination;
  return null;
}
