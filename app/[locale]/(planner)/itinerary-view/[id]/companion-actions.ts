"use server";
// The companions section of a trip page, as plain forms (no JavaScript needed): invite, withdraw,
// remove, leave, hand over. Each checks the session and the role again through lib/companions;
// anyone not on the trip gets the 404 screen, a refusal sends the person back to the section,
// which says why.
import { notFound } from "next/navigation";
import { inviteSchema } from "@/lib/companions/schema";
import { inviteCompanion, removeCompanion, revokeInvitation, transferOwnership } from "@/lib/companions/service";
import { companionFormError, type CompanionFormError } from "@/lib/companions/form-errors";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { itineraryPath } from "@/lib/itineraries/paths";
import { signedInForTrip, tripFormContext, writeTrip } from "./trip-form";

const back = (locale: Locale, id: string, query: string): never => redirect({ href: `${itineraryPath(id)}?${query}#companions`, locale });

/** Runs a companions write; anyone not on the trip gets the 404 screen, any other refusal goes back to the section. */
async function write(locale: Locale, id: string, userId: string, change: () => Promise<unknown>): Promise<void> {
  await writeTrip(userId, change, (error) => {
    if (error.code === "not_found" && error.message === "Itinerary not found") notFound();
    return back(locale, id, `companions=${companionFormError(error) satisfies CompanionFormError}`);
  });
}

export async function inviteAction(form: FormData): Promise<void> {
  const { locale, id } = tripFormContext(form);
  const user = await signedInForTrip(locale, id);
  const input = inviteSchema.safeParse({ email: form.get("email"), role: form.get("role") });
  if (!input.success) back(locale, id, `companions=${input.error.issues.some((issue) => issue.path[0] === "role") ? "role" : "email"}`);
  const valid = input.data!;
  await write(locale, id, user.id, () => inviteCompanion(user.id, id, valid, { locale }));
  back(locale, id, `invited=${encodeURIComponent(valid.email)}`);
}

export async function withdrawAction(form: FormData): Promise<void> {
  const { locale, id } = tripFormContext(form);
  const user = await signedInForTrip(locale, id);
  await write(locale, id, user.id, () => revokeInvitation(user.id, id, String(form.get("invitationId") ?? "")));
  back(locale, id, "changed=1");
}

export async function removeAction(form: FormData): Promise<void> {
  const { locale, id } = tripFormContext(form);
  const user = await signedInForTrip(locale, id);
  const companionId = String(form.get("userId") ?? "");
  await write(locale, id, user.id, () => removeCompanion(user.id, id, companionId));
  // Who left is no longer on the trip: back to their trips.
  if (companionId === user.id) redirect({ href: "/dashboard/trips", locale });
  back(locale, id, "changed=1");
}

export async function transferAction(form: FormData): Promise<void> {
  const { locale, id } = tripFormContext(form);
  const user = await signedInForTrip(locale, id);
  await write(locale, id, user.id, () => transferOwnership(user.id, id, String(form.get("userId") ?? "")));
  back(locale, id, "changed=1");
}
