"use server";
// The owner's controls of an itinerary page, as plain forms: rename, date, share, revoke, delete.
// Each checks the session and ownership again through the service, and answers a refusal the way
// the JSON API does, without logging it as an error: another member's trip (or one that no longer
// exists) is the 404 screen, bad input and a rate limit send the owner back to the page, which
// says why (a cross-site post never gets here: scripts/lib/request-edge.mjs answers it with 403).
import { notFound } from "next/navigation";
import { actionClientAddress } from "@/lib/api/action-address";
import { isAppError } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/queries";
import { redirect } from "@/lib/i18n/navigation";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { itineraryPath } from "@/lib/itineraries/paths";
import { startDateSchema, titleSchema } from "@/lib/itineraries/schema";
import { deleteItinerary, setSharing, updateItinerary } from "@/lib/itineraries/service";
import { consumeCostLimits } from "@/lib/rate-limit";
import type { TripFormError } from "./form-errors";

function context(form: FormData) {
  const rawLocale = form.get("locale");
  const locale: Locale = typeof rawLocale === "string" && isLocale(rawLocale) ? rawLocale : "en";
  const id = String(form.get("id") ?? "");
  return { locale, id };
}

async function owner(locale: Locale, id: string) {
  const user = await getCurrentUser();
  if (!user) redirect({ href: `/auth?redirect=${encodeURIComponent(itineraryPath(id))}`, locale });
  return user;
}

const back = (locale: Locale, id: string, error: TripFormError): never => redirect({ href: `${itineraryPath(id)}?error=${error}#manage-heading`, locale });

/** Counts the write against the trip limits, runs it, and turns a refusal into the page's answer. */
async function write(locale: Locale, id: string, userId: string, change: () => Promise<unknown>): Promise<void> {
  const address = await actionClientAddress();
  try {
    await consumeCostLimits("tripWrite", { account: userId, address });
    await change();
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "not_found") notFound();
    back(locale, id, error.code === "rate_limited" ? "busy" : "invalid");
  }
}

export async function renameItinerary(form: FormData): Promise<void> {
  const { locale, id } = context(form);
  const user = await owner(locale, id);
  const rawTitle = form.get("title");
  const rawDate = form.get("startDate");
  const title = rawTitle === null ? null : titleSchema.safeParse(rawTitle);
  const date = rawDate === null || rawDate === "" ? null : startDateSchema.safeParse(rawDate);
  if (title && !title.success) back(locale, id, "title");
  if (date && !date.success) back(locale, id, "startDate");
  await write(locale, id, user.id, () =>
    updateItinerary(user.id, id, {
      ...(title?.success ? { title: title.data } : {}),
      ...(rawDate !== null ? { startDate: date?.success ? date.data : null } : {}),
    }),
  );
  redirect({ href: itineraryPath(id), locale });
}

export async function shareItinerary(form: FormData): Promise<void> {
  const { locale, id } = context(form);
  const user = await owner(locale, id);
  await write(locale, id, user.id, () => setSharing(user.id, id, form.get("shared") === "1"));
  redirect({ href: `${itineraryPath(id)}#share`, locale });
}

export async function removeItinerary(form: FormData): Promise<void> {
  const { locale, id } = context(form);
  const user = await owner(locale, id);
  await write(locale, id, user.id, () => deleteItinerary(user.id, id));
  redirect({ href: "/dashboard/trips", locale });
}
