import "server-only";
// Saved itineraries: every read and write is scoped by the people on the trip, its owner and its
// companions (lib/companions); anyone else's itinerary is answered exactly like one that does
// not exist (404). Viewers read, editors change the plan, only the owner deletes and shares. Stops that name one of our places take
// our name, coordinates and category and are marked verified; any other stop is kept by name
// only, unverified and off the map.
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addDays, travelBetween, type PlannedDay, type PlannedStop } from "@/lib/planner/engine";
import { getPlacesByIds, type DestinationRef } from "@/lib/places/queries";
import type { SavedBudget } from "@/lib/tools/trip-budget";
import type { CreateItineraryInput, DayInput, UpdateItineraryInput } from "./schema";

export const ITINERARY_NOT_FOUND = "Itinerary not found";
export const UNKNOWN_DESTINATION = "Unknown destination";

export type ItineraryOrigin = "builtin" | "ai" | "manual";
/** Who the asking user is on a trip. */
export type TripRole = "owner" | "editor" | "viewer";

export const VIEWER_READ_ONLY = "Viewers can read this trip but not change it";
export const OWNER_ONLY = "Only the trip's owner can do this";
export const VERSION_CONFLICT = "This trip was changed by someone else since you opened it. Review the changes, then apply yours again.";

export type Itinerary = {
  id: string;
  title: string;
  destination: Omit<DestinationRef, "id"> | null;
  startDate: string | null;
  origin: ItineraryOrigin;
  notes: string | null;
  days: PlannedDay[];
  stopCount: number;
  shareToken: string | null;
  /** Raised by every change of the plan; send it back with a change (409 when it is stale). */
  version: number;
  /** The asking user's place on the trip. */
  role: TripRole;
  /** The budget calculator's estimate saved to this trip. */
  budget: SavedBudget | null;
  createdAt: string;
  updatedAt: string;
};

export type ItinerarySummary = Omit<Itinerary, "days" | "notes" | "budget">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError("not_found", { message: ITINERARY_NOT_FOUND });

type Row = Prisma.ItineraryGetPayload<object>;
/** Rows this user may see: their own and the ones they are a companion on. */
const visibleTo = (userId: string): Prisma.ItineraryWhereInput => ({ OR: [{ userId }, { companions: { some: { userId } } }] });
const companionOf = (userId: string) => ({ companions: { where: { userId }, select: { role: true } } }) as const;
type RowWithRole = Row & { companions?: { role: string }[] };
const roleOf = (row: RowWithRole, userId: string): TripRole => (row.userId === userId ? "owner" : row.companions?.[0]?.role === "editor" ? "editor" : "viewer");

async function destinationsById(ids: ReadonlyArray<number | null>): Promise<Map<number, DestinationRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db().destination.findMany({ where: { id: { in: wanted } }, select: { id: true, slug: true, name: true, country: true, latitude: true, longitude: true } });
  return new Map(rows.map((row) => [row.id, row]));
}

const storedDays = (value: Prisma.JsonValue): PlannedDay[] => (Array.isArray(value) ? (value as unknown as PlannedDay[]) : []);

function toItinerary(row: Row, destinations: Map<number, DestinationRef>, role: TripRole = "owner"): Itinerary {
  const destination = row.destinationId !== null ? destinations.get(row.destinationId) : undefined;
  const days = storedDays(row.days);
  return {
    id: row.id,
    title: row.title,
    destination: destination ? { slug: destination.slug, name: destination.name, country: destination.country, latitude: destination.latitude, longitude: destination.longitude } : null,
    startDate: row.startDate ? row.startDate.toISOString().slice(0, 10) : null,
    origin: row.origin as ItineraryOrigin,
    notes: row.notes,
    days,
    stopCount: days.reduce((sum, day) => sum + day.stops.length, 0),
    shareToken: role === "owner" ? row.shareToken : null,
    version: row.version,
    role,
    budget: row.budget && typeof row.budget === "object" && !Array.isArray(row.budget) ? (row.budget as unknown as SavedBudget) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: Row, destinations: Map<number, DestinationRef>, role: TripRole = "owner"): ItinerarySummary {
  const full = toItinerary(row, destinations, role);
  return { id: full.id, title: full.title, destination: full.destination, startDate: full.startDate, origin: full.origin, stopCount: full.stopCount, shareToken: full.shareToken, version: full.version, role: full.role, createdAt: full.createdAt, updatedAt: full.updatedAt };
}

/** Stops resolved against our places, with travel legs between located stops, dated from the start. */
export async function normalizeDays(days: readonly DayInput[], startDate: string | null): Promise<PlannedDay[]> {
  const places = await getPlacesByIds(days.flatMap((day) => day.stops.map((stop) => stop.placeId).filter((id): id is number => typeof id === "number")));
  return days.map((day, index) => {
    let previous: { latitude: number; longitude: number } | null = null;
    const stops = day.stops.map((stop): PlannedStop => {
      const place = stop.placeId ? places.get(stop.placeId) : undefined;
      const leg = place && previous ? travelBetween(previous, place) : null;
      if (place) previous = place;
      return {
        placeId: place?.id ?? null,
        slug: place?.slug ?? null,
        name: place?.name ?? stop.name,
        category: place?.category ?? "custom",
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        start: stop.start ?? null,
        minutes: stop.minutes,
        priceLevel: place?.priceLevel ?? null,
        verified: Boolean(place),
        travelMinutes: leg?.minutes ?? null,
        travelMode: leg?.mode ?? null,
        distanceKm: leg ? Math.round(leg.km * 10) / 10 : null,
        ...(stop.notes ? { notes: stop.notes } : {}),
      };
    });
    return {
      day: index + 1,
      date: startDate ? addDays(startDate, index) : null,
      dayTrip: stops.length === 1 && stops[0]?.category === "day_trip",
      stops,
      ...(day.notes ? { notes: day.notes } : {}),
    };
  });
}

async function resolveDestinationId(slug: string | null | undefined): Promise<number | null> {
  if (!slug) return null;
  const destination = await db().destination.findUnique({ where: { slug }, select: { id: true } });
  if (!destination) throw new AppError("bad_request", { message: UNKNOWN_DESTINATION, issues: [{ path: "destination", message: UNKNOWN_DESTINATION }] });
  return destination.id;
}

async function present(row: Row, role: TripRole = "owner"): Promise<Itinerary> {
  return toItinerary(row, await destinationsById([row.destinationId]), role);
}

/** Saves a plan already normalised (the planners' output). */
export async function saveItinerary(
  userId: string,
  data: { title: string; destinationId: number | null; startDate: string | null; origin: ItineraryOrigin; days: PlannedDay[]; notes?: string | null },
  tx: Prisma.TransactionClient = db(),
): Promise<Itinerary> {
  const row = await tx.itinerary.create({
    data: {
      userId,
      title: data.title,
      destinationId: data.destinationId,
      startDate: data.startDate ? new Date(`${data.startDate}T00:00:00Z`) : null,
      origin: data.origin,
      days: data.days as unknown as Prisma.InputJsonValue,
      notes: data.notes ?? null,
    },
  });
  return present(row);
}

export async function createItinerary(userId: string, input: CreateItineraryInput): Promise<Itinerary> {
  const destinationId = await resolveDestinationId(input.destination);
  const days = await normalizeDays(input.days, input.startDate ?? null);
  return saveItinerary(userId, { title: input.title, destinationId, startDate: input.startDate ?? null, origin: "manual", days, notes: input.notes });
}

/** The trip and the user's role on it; 404 for anyone not on the trip (never 403: trips are not discoverable). */
export async function tripAccess(userId: string, id: string, tx: Prisma.TransactionClient = db()): Promise<{ row: Row; role: TripRole }> {
  if (!UUID.test(id)) throw notFound();
  const row = await tx.itinerary.findFirst({ where: { id, ...visibleTo(userId) }, include: companionOf(userId) });
  if (!row) throw notFound();
  return { row, role: roleOf(row, userId) };
}

/** Like tripAccess, refusing people on the trip without the role: viewers may not edit, only the owner manages. */
export async function tripAccessAs(userId: string, id: string, need: "editor" | "owner", tx: Prisma.TransactionClient = db()): Promise<{ row: Row; role: TripRole }> {
  const access = await tripAccess(userId, id, tx);
  if (need === "owner" && access.role !== "owner") throw new AppError("forbidden", { message: OWNER_ONLY });
  if (need === "editor" && access.role === "viewer") throw new AppError("forbidden", { message: VIEWER_READ_ONLY });
  return access;
}

async function ownedRow(userId: string, id: string): Promise<Row> {
  return (await tripAccessAs(userId, id, "owner")).row;
}

export async function getItinerary(userId: string, id: string): Promise<Itinerary> {
  const { row, role } = await tripAccess(userId, id);
  return present(row, role);
}

/** Trips a list page holds by default, and at most. */
export const ITINERARY_PAGE_SIZE = 50;
export const MAX_ITINERARY_PAGE_SIZE = 100;
export const INVALID_CURSOR = "cursor is not valid: use the nextCursor of the previous page";
export const INVALID_PAGE_SIZE = `limit must be a whole number from 1 to ${MAX_ITINERARY_PAGE_SIZE}`;

export type ItineraryPage = {
  itineraries: ItinerarySummary[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
};

type Cursor = { updatedAt: Date; id: string };

// An opaque cursor: the last row's place in the order (updatedAt descending, then id), so a
// trip changed between two pages neither repeats nor hides the ones after it.
const encodeCursor = ({ updatedAt, id }: Cursor) => Buffer.from(`${updatedAt.toISOString()}_${id}`).toString("base64url");

function decodeCursor(cursor: string): Cursor {
  const invalid = () => new AppError("bad_request", { message: INVALID_CURSOR, issues: [{ path: "cursor", message: INVALID_CURSOR }] });
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(cursor)) throw invalid();
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  const updatedAt = match ? new Date(match[1]!) : null;
  if (!match || !updatedAt || Number.isNaN(updatedAt.getTime()) || updatedAt.toISOString() !== match[1] || !UUID.test(match[2]!)) throw invalid();
  return { updatedAt, id: match[2]! };
}

/** One page of the user's trips (their own and the ones shared with them), most recently changed first; follow `nextCursor` to see every trip. */
export async function listItineraries(userId: string, { cursor, limit = ITINERARY_PAGE_SIZE }: { cursor?: string | null; limit?: number } = {}): Promise<ItineraryPage> {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ITINERARY_PAGE_SIZE) throw new AppError("bad_request", { message: INVALID_PAGE_SIZE, issues: [{ path: "limit", message: INVALID_PAGE_SIZE }] });
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db().itinerary.findMany({
    where: { AND: [visibleTo(userId), ...(after ? [{ OR: [{ updatedAt: { lt: after.updatedAt } }, { updatedAt: after.updatedAt, id: { gt: after.id } }] }] : [])] },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: limit + 1,
    include: companionOf(userId),
  });
  const page = rows.slice(0, limit);
  const destinations = await destinationsById(page.map((row) => row.destinationId));
  const last = page.at(-1);
  return {
    itineraries: page.map((row) => toSummary(row, destinations, roleOf(row, userId))),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** How many trips the user has, their own and the ones shared with them. */
export async function countItineraries(userId: string): Promise<number> {
  return db().itinerary.count({ where: visibleTo(userId) });
}

/** The user's trips that start on or after `from` (soonest first, at most `take`), and how many have no date. */
export async function getUpcomingItineraries(userId: string, from: string, take: number): Promise<{ upcoming: ItinerarySummary[]; undated: number }> {
  const [rows, undated] = await Promise.all([
    db().itinerary.findMany({ where: { AND: [visibleTo(userId), { startDate: { gte: new Date(`${from}T00:00:00Z`) } }] }, orderBy: [{ startDate: "asc" }, { title: "asc" }, { id: "asc" }], take, include: companionOf(userId) }),
    db().itinerary.count({ where: { AND: [visibleTo(userId), { startDate: null }] } }),
  ]);
  const destinations = await destinationsById(rows.map((row) => row.destinationId));
  return { upcoming: rows.map((row) => toSummary(row, destinations, roleOf(row, userId))), undated };
}

/**
 * Changes the plan (owner and editors). With `version`, the change applies only to that version
 * of the plan: an older one answers 409 with the current plan (`itinerary`), so the client can
 * show what changed and apply its change again. Every change raises the version by one.
 */
export async function updateItinerary(userId: string, id: string, input: UpdateItineraryInput): Promise<Itinerary> {
  const { row } = await tripAccessAs(userId, id, "editor");
  const conflict = async () => new AppError("conflict", { message: VERSION_CONFLICT, data: { itinerary: await getItinerary(userId, id) } });
  if (input.version !== undefined && input.version !== row.version) throw await conflict();
  const startDate = input.startDate !== undefined ? input.startDate : row.startDate ? row.startDate.toISOString().slice(0, 10) : null;
  const days = input.days
    ? await normalizeDays(input.days, startDate)
    : input.startDate !== undefined
      ? storedDays(row.days).map((day, i) => ({ ...day, date: startDate ? addDays(startDate, i) : null }))
      : undefined;
  // The version in the WHERE makes check-and-write one statement: of two changes sent on the
  // same version, one wins and the other meets the 409.
  const { count } = await db().itinerary.updateMany({
    where: { id, ...(input.version !== undefined ? { version: input.version } : {}) },
    data: {
      version: { increment: 1 },
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.startDate !== undefined ? { startDate: startDate ? new Date(`${startDate}T00:00:00Z`) : null } : {}),
      ...(days ? { days: days as unknown as Prisma.InputJsonValue } : {}),
    },
  });
  if (count === 0) throw input.version !== undefined ? await conflict() : notFound();
  return getItinerary(userId, id);
}

/** Saves the budget calculator's estimate to a trip the user owns or edits (replacing an earlier one). */
export async function setItineraryBudget(userId: string, id: string, budget: SavedBudget): Promise<void> {
  await tripAccessAs(userId, id, "editor");
  const { count } = await db().itinerary.updateMany({ where: { id }, data: { budget: budget as unknown as Prisma.InputJsonValue } });
  if (count === 0) throw notFound();
}

export async function deleteItinerary(userId: string, id: string): Promise<void> {
  await ownedRow(userId, id);
  const { count } = await db().itinerary.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound();
}

/** Turns the read-only share link on (a new unguessable token) or off (the old link stops working). Owner only. */
export async function setSharing(userId: string, id: string, shared: boolean): Promise<Itinerary> {
  await ownedRow(userId, id);
  const shareToken = shared ? randomBytes(24).toString("base64url") : null;
  await db().itinerary.updateMany({ where: { id, userId }, data: { shareToken } });
  return getItinerary(userId, id);
}

/** The itinerary behind a share link, or null once revoked. */
export async function getSharedItinerary(token: string): Promise<Itinerary | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const row = await db().itinerary.findUnique({ where: { shareToken: token } });
  return row ? present(row, "viewer") : null;
}
