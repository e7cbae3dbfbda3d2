"use server";
// "Save to a trip" on the budget calculator, a plain form that works without JavaScript: a
// signed-out visitor is sent to sign in and comes back to the same estimate; the estimate is priced
// again here and saved to the chosen trip (or a new one), then the trip opens at its budget.
import { actionClientAddress } from "@/lib/api/action-address";
import { isAppError } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/queries";
import { redirect } from "@/lib/i18n/navigation";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { itineraryPath } from "@/lib/itineraries/paths";
import { readBudgetForm, validateBudgetForm } from "@/lib/tools/budget-form";
import { consumeCostLimits } from "@/lib/rate-limit";
import { saveBudgetToTrip } from "@/lib/tools/trip-budget";

function formParams(form: FormData): Record<string, string[]> {
  const strings = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  return { place: strings("place"), days: strings("days"), travellers: strings("travellers"), style: strings("style"), currency: strings("currency") };
}

function calculatorHref(params: Record<string, string[]>, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const [name, values] of Object.entries(params)) for (const value of values) query.append(name, value);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return `/budget-calculator?${query}`;
}

export async function saveBudgetFromForm(form: FormData): Promise<void> {
  const rawLocale = form.get("locale");
  const locale: Locale = typeof rawLocale === "string" && isLocale(rawLocale) ? rawLocale : "en";
  const params = formParams(form);
  const user = await getCurrentUser();
  if (!user) redirect({ href: `/auth?redirect=${encodeURIComponent(calculatorHref(params))}`, locale });
  const { request } = validateBudgetForm(readBudgetForm(params).values);
  // The calculator page shows what is wrong with the estimate itself.
  if (!request) redirect({ href: calculatorHref(params), locale });
  const trip = form.get("trip");
  let target: string;
  try {
    const address = await actionClientAddress();
    await consumeCostLimits(typeof trip === "string" && trip && trip !== "new" ? "tripWrite" : "tripCreate", { account: user.id, address });
    target = `${itineraryPath(await saveBudgetToTrip(user.id, request, typeof trip === "string" && trip ? trip : "new"))}#budget`;
  } catch (error) {
    if (!isAppError(error)) throw error;
    target = `${calculatorHref(params, { saveError: error.code === "not_found" ? "trip" : error.code === "rate_limited" ? "busy" : "estimate" })}#save-heading`;
  }
  redirect({ href: target, locale });
}
