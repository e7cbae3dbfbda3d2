// The categories of news articles and travel tips (docs/features/editorial-content.md): pure data shared by the
// admin API (validation), the admin screens (pickers) and the public pages (filters).
// The tuples work with `z.enum(NEWS_CATEGORIES)`. Pages show the translated labels of messages
// "content.newsCategories" and "content.tipCategories", keyed by the same values.

export const NEWS_CATEGORIES = ["general", "destinations", "tips", "deals", "guides"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const TIP_CATEGORIES = [
  "general",
  "budget",
  "safety",
  "accommodation",
  "food",
  "transportation",
  "packing",
  "photography",
  "family",
  "solo",
] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

export const isNewsCategory = (value: unknown): value is NewsCategory =>
  NEWS_CATEGORIES.includes(value as NewsCategory);
export const isTipCategory = (value: unknown): value is TipCategory =>
  TIP_CATEGORIES.includes(value as TipCategory);
