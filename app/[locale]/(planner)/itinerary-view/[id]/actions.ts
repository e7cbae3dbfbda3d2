"use server";
// The owner's controls of an itinerary page, as plain forms: rename, date, share, revoke, delete.
// Each checks the session and ownership again through the service, and answers a refusal the way
// the JSON API does, without logging it as an error: another member's trip (or one that no longer
// exists) is the 404 screen, bad input and a rate limit send the owner back to the page, which
// says why (a cross-site post never gets here: server/request-edge.ts answers it with 403).
import { notFound } from "next/navigation";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { itineraryPath } from "@/lib/itineraries/paths";
import { startDateSchema, titleSchema } from "@/lib/itineraries/schema";
import { deleteItinerary, setSharing, updateItinerary } from "@/lib/itineraries/service";
import type { TripFormError } from "./form-errors";
import { signedInForTrip, tripFormContext, writeTrip } from "./trip-form";

const back = (locale: Locale, id: string, error: TripFormError): never => redirect({ href: `${itineraryPath(id)}?error=${error}#manage-heading`, locale });

/** Runs the owner's write; another member's trip (or a gone one) is the 404 screen, any other refusal sends them back. */
async function write(locale: Locale, id: string, userId: string, change: () => Promise<unknown>): Promise<void> {
  await writeTrip(userId, change, (error) => {
    if (error.code === "not_found") notFound();
    return back(locale, id, error.code === "rate_limited" ? "busy" : "invalid");
  });
}

export async function renameItinerary(form: FormData): Promise<void> {
  const { locale, id } = tripFormContext(form);
  const user = await signedInForTrip(locale, id);
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
  const { locale, id } = tripFormContext(form);
  const user = await signedInForTrip(locale, id);
  await write(locale, id, user.id, () => setSharing(user.id, id, form.get("shared") === "1"));
  redirect({ href: `${itineraryPath(id)}#share`, locale });
}

export async function removeItinerary(form: FormData): Promise<void> {
  const { locale, id } = tripFormContext(form);
  const user = await signedInForTrip(locale, id);
  await write(locale, id, user.id, () => deleteItinerary(user.id, id));
  redirect({ href: "/dashboard/trips", locale });
}
