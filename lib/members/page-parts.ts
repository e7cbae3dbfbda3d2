// What a member's page asks the server for besides the user, in the one request it makes
// (GET /api/user?favorites=...&include=...: docs/caching.md, Members). Every page is the same
// stored copy for everybody; these are the parts that are the member's own. Safe on the client.
import type { PublicUser } from "@/lib/auth/public-user";

/** The parts a page may include. The first two are Premium-only figures. */
export const PAGE_PARTS = ["card-values", "transfer-bonuses", "points-usage", "trips"] as const;
export type PagePart = (typeof PAGE_PARTS)[number];
/** The parts only Premium members get: a free member's answer leaves them out and names them in `denied`. */
export const PREMIUM_PARTS: readonly PagePart[] = ["card-values", "transfer-bonuses"];
/** The most deal ids one request asks the saved state of (the hearts on screen). */
export const MAX_FAVORITE_IDS = 100;

export const pagePartMessages = {
  favorites: `favorites must be up to ${MAX_FAVORITE_IDS} comma-separated deal ids`,
  include: `include must be a comma-separated list of: ${PAGE_PARTS.join(", ")}`,
} as const;

/** A card's 'actual point value' (Premium only). */
export type CardValue = { points: number; value_usd: number };
/** A transfer bonus running now, with the route's value through it (Premium only). */
export type TransferBonus = { from: string; from_name: string; to: string; to_name: string; percent: number; ends_at: string; cents_per_point: number };
/** The points calculator's plan and use (the Compass's usage line). */
export type PointsUsage = { plan: "free" | "premium"; used: number; limit: number | null };
/** A trip the member may add to (owner or editor). */
export type TripChoice = { id: string; title: string };

/** GET /api/user's answer: the user, plus the parts asked for. */
export type MemberPageData = PublicUser & {
  favorites?: number[];
  card_values?: Record<string, CardValue>;
  transfer_bonuses?: TransferBonus[];
  points_usage?: PointsUsage;
  trips?: TripChoice[];
  /** Premium-only parts asked for that this member's plan does not include. */
  denied?: PagePart[];
};
