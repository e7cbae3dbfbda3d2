// What the trip page's plain forms share (actions.ts: the owner's controls; companion-actions.ts:
// the companions section): the form's locale and trip, the signed-in person (or the sign-in page,
// back to the trip after), and a write counted against the trip limits whose refusal the caller
// turns into the page's answer.
import { actionClientAddress } from "@/lib/api/action-address";
import { isAppError, type AppError } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/queries";
import { redirect } from "@/lib/i18n/navigation";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { itineraryPath } from "@/lib/itineraries/paths";
import { consumeCostLimits } from "@/lib/rate-limit";

/** The locale and trip id a form posted (English when the locale is missing or unknown). */
export function tripFormContext(form: FormData): { locale: Locale; id: string } {
  const rawLocale = form.get("locale");
  const locale: Locale = typeof rawLocale === "string" && isLocale(rawLocale) ? rawLocale : "en";
  return { locale, id: String(form.get("id") ?? "") };
}

/** The signed-in person, or the sign-in page with the trip as the way back. */
export async function signedInForTrip(locale: Locale, id: string) {
  const user = await getCurrentUser();
  if (!user) redirect({ href: `/auth?redirect=${encodeURIComponent(itineraryPath(id))}`, locale });
  return user;
}

/** Counts the write against the trip limits and runs it; a refusal (an AppError) goes to `refused`. */
export async function writeTrip(userId: string, change: () => Promise<unknown>, refused: (error: AppError) => never): Promise<void> {
  const address = await actionClientAddress();
  try {
    await consumeCostLimits("tripWrite", { account: userId, address });
    await change();
  } catch (error) {
    if (!isAppError(error)) throw error;
    refused(error);
  }
}
