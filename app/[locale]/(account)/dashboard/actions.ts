"use server";
// The smart travel dashboard's loyalty accounts, as plain forms (no JavaScript needed): add,
// change the balance, remove. Each checks the session again; the service checks ownership and
// Premium. Bad input comes back to the dashboard, which says why.
import { isAppError } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/queries";
import { redirect } from "@/lib/i18n/navigation";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { createLoyaltySchema, loyaltyInputFromForm, updateLoyaltySchema } from "@/lib/loyalty/schema";
import { createLoyaltyAccount, deleteLoyaltyAccount, updateLoyaltyAccount } from "@/lib/loyalty/service";

const DASHBOARD = "/dashboard";

async function session(form: FormData) {
  const rawLocale = form.get("locale");
  const locale: Locale = typeof rawLocale === "string" && isLocale(rawLocale) ? rawLocale : "en";
  const user = await getCurrentUser();
  if (!user) redirect({ href: `/auth?redirect=${encodeURIComponent(DASHBOARD)}`, locale });
  return { locale, user, id: String(form.get("id") ?? "") };
}

const back = (locale: Locale, error?: string): never => redirect({ href: `${DASHBOARD}${error ? `?loyaltyError=${error}` : ""}#loyalty`, locale });

function failure(error: unknown): string {
  if (!isAppError(error)) throw error;
  if (error.code === "payment_required") return "premium";
  if (error.code === "not_found") return "notFound";
  return "limit";
}

export async function addLoyaltyAccount(form: FormData): Promise<void> {
  const { locale, user } = await session(form);
  const parsed = createLoyaltySchema.safeParse(loyaltyInputFromForm(form));
  if (!parsed.success) return back(locale, String(parsed.error.issues[0]?.path[0] ?? "program"));
  let error: string | undefined;
  try {
    await createLoyaltyAccount(user.id, parsed.data);
  } catch (caught) {
    error = failure(caught);
  }
  back(locale, error);
}

export async function updateLoyaltyBalance(form: FormData): Promise<void> {
  const { locale, user, id } = await session(form);
  const parsed = updateLoyaltySchema.safeParse({ balance: loyaltyInputFromForm(form).balance });
  if (!parsed.success) return back(locale, "balance");
  let error: string | undefined;
  try {
    await updateLoyaltyAccount(user.id, id, parsed.data);
  } catch (caught) {
    error = failure(caught);
  }
  back(locale, error);
}

export async function removeLoyaltyAccount(form: FormData): Promise<void> {
  const { locale, user, id } = await session(form);
  let error: string | undefined;
  try {
    await deleteLoyaltyAccount(user.id, id);
  } catch (caught) {
    error = failure(caught);
  }
  back(locale, error);
}
