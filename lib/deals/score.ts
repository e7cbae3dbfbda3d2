// Deal score: how a price compares with the typical price for the same kind of deal to the same
// place (the median of comparable live deals, or the partner's usual price when there are few).

export type DealRating = "exceptional" | "great" | "good" | "fair" | "high";
export type DealScore = { score: number; rating: DealRating; savingsPct: number };

/** 1-10: 5 is the typical price, each 5% below it adds a point, each 5% above takes one away. */
export function dealScore(priceUsd: number, typicalUsd: number | null | undefined): DealScore | null {
  if (!typicalUsd || typicalUsd <= 0 || !Number.isFinite(priceUsd) || priceUsd <= 0) return null;
  const savings = 1 - priceUsd / typicalUsd;
  const score = Math.min(10, Math.max(1, Math.round(5 + savings * 20)));
  const rating: DealRating = score >= 9 ? "exceptional" : score >= 7 ? "great" : score >= 6 ? "good" : score >= 4 ? "fair" : "high";
  return { score, rating, savingsPct: Math.round(savings * 100) };
}

/** The typical price: the median of comparable prices when there are at least three, else the fallback. */
export function typicalPrice(comparable: readonly number[], fallback: number | null): number | null {
  if (comparable.length < 3) return fallback;
  const sorted = [...comparable].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
