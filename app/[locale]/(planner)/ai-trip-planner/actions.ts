"use server";
// The AI Trip Generator's form, which works without JavaScript: a signed-out visitor is sent to
// sign in first; bad input, the plan's limit and the rate limits send the visitor back to the form,
// which says why.
import { actionClientAddress } from "@/lib/api/action-address";
import { isAppError } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/queries";
import { redirect } from "@/lib/i18n/navigation";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { itineraryPath } from "@/lib/itineraries/paths";
import { generatePlanSchema, planInputFromForm } from "@/lib/planner/schema";
import { generateItinerary } from "@/lib/planner/service";
import { ratePolicies } from "@/lib/rate-limit";
import { aiDailyLimitMessage } from "@/lib/rate-limit/policies";

const FORM_FIELDS = ["destination", "days", "startDate", "travellers", "pace", "budget"] as const;

function formQuery(form: FormData, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const field of FORM_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string" && value) query.set(field, value.slice(0, 100));
  }
  for (const interest of form.getAll("interests")) if (typeof interest === "string") query.append("interests", interest.slice(0, 20));
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return query.toString();
}

export async function generateFromForm(form: FormData): Promise<void> {
  const rawLocale = form.get("locale");
  const locale: Locale = typeof rawLocale === "string" && isLocale(rawLocale) ? rawLocale : "en";
  const user = await getCurrentUser();
  if (!user) redirect({ href: `/auth?redirect=${encodeURIComponent(`/ai-trip-planner?${formQuery(form)}`)}`, locale });
  const parsed = generatePlanSchema.safeParse(planInputFromForm(form));
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "generic");
    const code = field === "startDate" && parsed.error.issues[0]?.message.includes("past") ? "startDatePast" : field;
    redirect({ href: `/ai-trip-planner?${formQuery(form, { error: code })}#plan-form`, locale });
  }
  let target: string;
  try {
    const address = await actionClientAddress();
    const { itinerary, fallback } = await generateItinerary(user.id, parsed.data, { address });
    target = fallback ? `${itineraryPath(itinerary.id)}?notice=ai-fallback` : itineraryPath(itinerary.id);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "payment_required") target = `/ai-trip-planner?${formQuery(form, { error: "limit" })}#plan-form`;
    else if (error.code === "rate_limited") target = `/ai-trip-planner?${formQuery(form, { error: error.message === aiDailyLimitMessage(ratePolicies.aiDailyAccount.points) ? "aiDaily" : "busy" })}#plan-form`;
    else {
      const suggestions = Array.isArray(error.data?.suggestions) ? (error.data.suggestions as Array<{ slug: string }>).map((s) => s.slug).join(",") : "";
      target = `/ai-trip-planner?${formQuery(form, { error: "unknownDestination", suggest: suggestions })}#plan-form`;
    }
  }
  redirect({ href: target, locale });
}
