import "server-only";
import { AppError } from "@/lib/api/errors";
import { withActiveAlertSlot } from "@/lib/billing/entitlements";
import { db } from "@/lib/db";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import type { DealKind, Prisma } from "@/lib/generated/prisma/client";
import type { CreateAlertInput, PriceAlertView } from "./schema";

// Price alerts of one user. Every read and write is scoped by the owner's id; an alert of
// someone else answers exactly like one that does not exist (404), so ids reveal nothing.

const placeSelect = { id: true, slug: true, name: true, country: true } as const;
const alertSelect = {
  id: true,
  active: true,
  kind: true,
  maxPriceUsd: true,
  startDate: true,
  endDate: true,
  locale: true,
  createdAt: true,
  destination: { select: placeSelect },
  origin: { select: placeSelect },
} satisfies Prisma.PriceAlertSelect;

type AlertRow = Prisma.PriceAlertGetPayload<{ select: typeof alertSelect }>;

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

function toView(row: AlertRow): PriceAlertView {
  return {
    id: row.id,
    active: row.active,
    kind: row.kind,
    destination: row.destination,
    origin: row.origin,
    maxPriceUsd: row.maxPriceUsd === null ? null : Number(row.maxPriceUsd),
    startDate: day(row.startDate),
    endDate: day(row.endDate),
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError("not_found", { message: "Price alert not found" });

export async function listAlerts(userId: string): Promise<PriceAlertView[]> {
  const rows = await db().priceAlert.findMany({ where: { userId }, select: alertSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toView);
}

/** A destination by id, slug or exact name (the most populous of equal names). */
async function findPlace(value: string | number): Promise<{ id: number } | null> {
  if (typeof value === "number") return db().destination.findUnique({ where: { id: value }, select: { id: true } });
  if (/^\d{1,10}$/.test(value)) return db().destination.findUnique({ where: { id: Number(value) }, select: { id: true } });
  const bySlug = await db().destination.findUnique({ where: { slug: value.toLowerCase() }, select: { id: true } });
  if (bySlug) return bySlug;
  const name = value.split(",")[0]!.trim();
  return db().destination.findFirst({ where: { name: { equals: name, mode: "insensitive" } }, select: { id: true }, orderBy: [{ population: { sort: "desc", nulls: "last" } }, { id: "asc" }] });
}

/** Units of `currency` per US dollar, from the stored rates. */
async function usdRate(currency: string): Promise<number> {
  if (currency === "USD") return 1;
  const row = await db().exchangeRate.findUnique({ where: { code: currency }, select: { rate: true } });
  if (!row || !(row.rate > 0)) throw new AppError("bad_request", { message: `No exchange rate for ${currency}` });
  return row.rate;
}

/** Creates an active alert (counts against the free plan's active-alert limit). */
export async function createAlert(user: { id: string; preferredLanguage?: string | null }, input: CreateAlertInput): Promise<PriceAlertView> {
  const destination = await findPlace(input.destination);
  if (!destination) throw new AppError("bad_request", { message: "Unknown destination", issues: [{ path: "destination", message: "Unknown destination" }] });
  let originId: number | null = null;
  if (input.origin !== undefined && input.origin !== null && input.origin !== "") {
    const origin = await findPlace(input.origin);
    if (!origin) throw new AppError("bad_request", { message: "Unknown origin", issues: [{ path: "origin", message: "Unknown origin" }] });
    originId = origin.id;
  }
  let maxPriceUsd: number | null = null;
  if (input.maxPrice !== undefined && input.maxPrice !== null) {
    const rate = await usdRate(input.currency ?? "USD");
    maxPriceUsd = Math.round((input.maxPrice / rate) * 100) / 100;
  }
  const locale = input.locale ?? (isLocale(user.preferredLanguage) ? user.preferredLanguage : defaultLocale);
  const row = await withActiveAlertSlot(user.id, (tx) =>
    tx.priceAlert.create({
      data: {
        userId: user.id,
        destinationId: destination.id,
        originId,
        kind: (input.kind ?? null) as DealKind | null,
        maxPriceUsd,
        startDate: input.startDate ? new Date(`${input.startDate}T00:00:00Z`) : null,
        endDate: input.endDate ? new Date(`${input.endDate}T00:00:00Z`) : null,
        locale,
        active: true,
      },
      select: alertSelect,
    }),
  );
  return toView(row);
}

/** Pauses or resumes one of the user's alerts; resuming counts against the free limit. */
export async function setAlertActive(userId: string, alertId: number, active: boolean): Promise<PriceAlertView> {
  const current = await db().priceAlert.findFirst({ where: { id: alertId, userId }, select: { active: true } });
  if (!current) throw notFound();
  const update = (tx: Prisma.TransactionClient) =>
    tx.priceAlert.update({ where: { id: alertId, userId }, data: { active }, select: alertSelect });
  if (!active || current.active) return toView(await update(db()));
  return toView(await withActiveAlertSlot(userId, update));
}

export async function deleteAlert(userId: string, alertId: number): Promise<void> {
  const { count } = await db().priceAlert.deleteMany({ where: { id: alertId, userId } });
  if (count === 0) throw notFound();
}

/** The unsubscribe link's action: the token already proved which alert; pausing twice is fine. */
export async function deactivateAlert(alertId: number): Promise<boolean> {
  const { count } = await db().priceAlert.updateMany({ where: { id: alertId }, data: { active: false } });
  return count > 0;
}

/** Destinations for the alert form's suggestions: places that have live deals, most deals first. */
export async function listAlertPlaces(limit = 300): Promise<Array<{ slug: string; name: string; country: string }>> {
  return db().$queryRaw<Array<{ slug: string; name: string; country: string }>>`
    SELECT dest.slug, dest.name, dest.country FROM destinations dest
    JOIN (SELECT destination_id, count(*) AS n FROM deals WHERE status = 'live' GROUP BY destination_id) c ON c.destination_id = dest.id
    ORDER BY c.n DESC, dest.name ASC LIMIT ${limit}`;
}
