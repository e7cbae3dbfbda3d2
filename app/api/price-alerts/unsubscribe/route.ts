import { AppError } from "@/lib/api/errors";
import { json, withSignedCallback } from "@/lib/api/handler";
import { readText } from "@/lib/api/read-json";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { deactivateAlert } from "@/lib/saved/alerts";
import { verifyUnsubscribeToken } from "@/lib/saved/unsubscribe-token";

const FORM_LIMIT = 4 * 1024;

/** A same-site redirect by path (browsers resolve a relative Location against this site). */
const seeOther = (path: string) => new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });

// GET /api/price-alerts/unsubscribe?token=...: a link, never a change; leads to the confirmation page
export const GET = withSignedCallback(async (req) => {
  const token = new URL(req.url).searchParams.get("token") ?? "";
  return seeOther(`/price-alerts/unsubscribe?token=${encodeURIComponent(token)}`);
});

// POST /api/price-alerts/unsubscribe?token=...: RFC 8058 one-click unsubscribe (from the mail
// client) or the confirmation page's form. No session: the signed token names the alert.
export const POST = withSignedCallback(async (req) => {
  const url = new URL(req.url);
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const form = type === "application/x-www-form-urlencoded" ? new URLSearchParams(await readText(req, { limit: FORM_LIMIT })) : new URLSearchParams();
  const alertId = verifyUnsubscribeToken(url.searchParams.get("token") ?? form.get("token"));
  if (alertId === null) throw new AppError("bad_request", { message: "This unsubscribe link is invalid" });
  await deactivateAlert(alertId);
  const fromPage = form.get("confirm") === "1";
  if (fromPage) {
    const locale = form.get("locale");
    const path = localizePath("/price-alerts/unsubscribe?done=1", isLocale(locale) ? locale : defaultLocale);
    return seeOther(path);
  }
  return json({ message: "Unsubscribed: this price alert is paused" });
});
