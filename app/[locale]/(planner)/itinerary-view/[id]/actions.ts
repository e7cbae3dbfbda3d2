"use server";
// The owner's controls of an itinerary page, as plain forms: rename, date, share, revoke, delete.
// Each checks the session and ownership again through the service.
import { z } from "@/lib/zod";
import { getCurrentUser } from "@/lib/auth/queries";
import { redirect } from "@/lib/i18n/navigation";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { itineraryPath } from "@/lib/itineraries/paths";
import { deleteItinerary, setSharing, updateItinerary } from "@/lib/itineraries/service";

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

const titleSchema = z.string().trim().min(1).max(120);
const dateSchema = z.union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]);

export async function renameItinerary(form: FormData): Promise<void> {
  const { locale, id } = context(form);
  const user = await owner(locale, id);
  const title = titleSchema.safeParse(form.get("title"));
  const date = dateSchema.safeParse(form.get("startDate") ?? "");
  if (title.success || date.success) {
    await updateItinerary(user.id, id, {
      ...(title.success ? { title: title.data } : {}),
      ...(date.success ? { startDate: date.data || null } : {}),
    });
  }
  redirect({ href: itineraryPath(id), locale });
}

export async function shareItinerary(form: FormData): Promise<void> {
  const { locale, id } = context(form);
  const user = await owner(locale, id);
  await setSharing(user.id, id, form.get("shared") === "1");
  redirect({ href: `${itineraryPath(id)}#share`, locale });
}

export async function removeItinerary(form: FormData): Promise<void> {
  const { locale, id } = context(form);
  const user = await owner(locale, id);
  await deleteItinerary(user.id, id);
  redirect({ href: "/dashboard/trips", locale });
}
