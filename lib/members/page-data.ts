import "server-only";
// The member's own parts of a shared page (lib/members/page-parts.ts), read for GET /api/user.
// The Premium-only figures are computed only after the entitlement is checked here, on the server.
import { AppError } from "@/lib/api/errors";
import type { PublicUser } from "@/lib/auth/public-user";
import { getEntitlements } from "@/lib/billing/entitlements";
import { listCards } from "@/lib/cards/queries";
import { listItineraries, MAX_ITINERARY_PAGE_SIZE } from "@/lib/itineraries/service";
import { canSeeCardValues, canSeeLiveBonuses } from "@/lib/points/access";
import { routeCentsPerPoint } from "@/lib/points/formulas";
import { listTransferPartners } from "@/lib/points/queries";
import { listFavoriteIds } from "@/lib/saved/favorites";
import { parseDealIds } from "@/lib/saved/schema";
import { MAX_FAVORITE_IDS, PAGE_PARTS, pagePartMessages, PREMIUM_PARTS, type MemberPageData, type PagePart } from "./page-parts";

export type PageDataRequest = { favorites: number[] | null; include: PagePart[] };

/** The longest query value read (100 ids of 10 digits and their commas; every part name). */
const MAX_PARAM_LENGTH = MAX_FAVORITE_IDS * 11;

/** Reads `favorites` and `include` from the query; 400 with a clear message for anything else. */
export function readPageDataRequest(params: URLSearchParams): PageDataRequest {
  const one = (name: "favorites" | "include") => {
    const values = params.getAll(name);
    if (values.length > 1 || (values[0] ?? "").length > MAX_PARAM_LENGTH) throw new AppError("bad_request", { message: pagePartMessages[name] });
    return values[0] ?? null;
  };
  const rawFavorites = one("favorites");
  const favorites = rawFavorites === null ? null : parseDealIds(rawFavorites, MAX_FAVORITE_IDS);
  if (rawFavorites !== null && favorites === null) throw new AppError("bad_request", { message: pagePartMessages.favorites });
  const rawInclude = one("include");
  const include = rawInclude === null ? [] : rawInclude.split(",").filter((part) => part !== "");
  if (!include.every((part): part is PagePart => (PAGE_PARTS as readonly string[]).includes(part))) throw new AppError("bad_request", { message: pagePartMessages.include });
  return { favorites, include: [...new Set(include)] };
}

/** The parts asked for, for this user: Premium-only ones only when their plan includes them. */
export async function readPageData(userId: string, { favorites, include }: PageDataRequest): Promise<Omit<MemberPageData, keyof PublicUser>> {
  const wants = (part: PagePart) => include.includes(part);
  const [cardValuesAllowed, bonusesAllowed] = await Promise.all([
    wants("card-values") ? canSeeCardValues(userId) : false,
    wants("transfer-bonuses") ? canSeeLiveBonuses(userId) : false,
  ]);
  const [saved, cards, transfers, entitlements, trips] = await Promise.all([
    favorites ? listFavoriteIds(userId, favorites) : null,
    cardValuesAllowed ? listCards({}, { withPointValue: true }) : null,
    bonusesAllowed ? listTransferPartners({ withBonuses: true }) : null,
    wants("points-usage") ? getEntitlements(userId) : null,
    wants("trips") ? listItineraries(userId, { limit: MAX_ITINERARY_PAGE_SIZE }) : null,
  ]);
  const denied = PREMIUM_PARTS.filter((part) => wants(part) && !(part === "card-values" ? cardValuesAllowed : bonusesAllowed));
  return {
    ...(saved ? { favorites: saved } : {}),
    ...(cards ? { card_values: Object.fromEntries(cards.filter((card) => card.actualPointValue).map((card) => [card.slug, { points: card.actualPointValue!.points, value_usd: card.actualPointValue!.valueUsd }])) } : {}),
    ...(transfers
      ? {
          transfer_bonuses: transfers
            .filter((row) => row.bonus)
            .map((row) => ({
              from: row.from,
              from_name: row.fromName,
              to: row.to,
              to_name: row.toName,
              percent: row.bonus!.percent,
              ends_at: row.bonus!.endsAt,
              cents_per_point: routeCentsPerPoint({ ...row, bonusPercent: row.bonus!.percent }),
            })),
        }
      : {}),
    ...(entitlements ? { points_usage: { plan: entitlements.plan, used: entitlements.used.points_calculation, limit: entitlements.limits.points_calculation } } : {}),
    ...(trips ? { trips: trips.itineraries.filter((trip) => trip.role !== "viewer").map((trip) => ({ id: trip.id, title: trip.title })) } : {}),
    ...(denied.length > 0 ? { denied } : {}),
  };
}
