"use server";
// Accepting a trip invitation from its page (a plain form: no JavaScript needed).
import { actionClientAddress } from "@/lib/api/action-address";
import { isAppError } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/queries";
import { acceptInvitation } from "@/lib/companions/service";
import { invitationPath } from "@/lib/companions/schema";
import { redirect } from "@/lib/i18n/navigation";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { itineraryPath } from "@/lib/itineraries/paths";
import { consumeCostLimits } from "@/lib/rate-limit";

export async function acceptInvitationAction(form: FormData): Promise<void> {
  const rawLocale = form.get("locale");
  const locale: Locale = typeof rawLocale === "string" && isLocale(rawLocale) ? rawLocale : "en";
  const token = String(form.get("token") ?? "").slice(0, 200);
  const user = await getCurrentUser();
  if (!user) redirect({ href: `/auth?redirect=${encodeURIComponent(invitationPath(token))}`, locale });
  let itineraryId: string;
  try {
    await consumeCostLimits("tripWrite", { account: user!.id, address: await actionClientAddress() });
    ({ itineraryId } = await acceptInvitation(user!, token));
  } catch (error) {
    if (!isAppError(error)) throw error;
    // The page explains the refusal (expired, used, another address, not ours, too many tries).
    redirect({ href: `${invitationPath(token)}&refused=${error.code === "rate_limited" ? "busy" : "1"}`, locale });
    return;
  }
  redirect({ href: itineraryPath(itineraryId), locale });
}
