import { AppError, isAppError } from "@/lib/api/errors";
import { clientAddress } from "@/lib/api/client-address";
import { json, withSession } from "@/lib/api/handler";
import { consumeCostLimits } from "@/lib/rate-limit";
import { parseInput, readInput, readText } from "@/lib/api/read-json";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { FORM_FIELDS, formToCalculation, messageKeyOf } from "@/lib/points/form";
import { createResultToken } from "@/lib/points/result-token";
import { calculationSchema, pointsMessages } from "@/lib/points/schema";
import { runCalculation } from "@/lib/points/service";

const COMPASS = "/travel-points-compass";
const FORM_LIMIT = 4 * 1024;

/** A same-site redirect by path (browsers resolve a relative Location against this site). */
const seeOther = (path: string) => new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });

function isForm(req: Request): boolean {
  return (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded";
}

// POST /api/points/calculate: one metered calculation (balance worth, redemption value or trip
// coverage). JSON in, JSON out; the Compass's no-JavaScript forms post urlencoded fields and are
// sent back to the page (303) with the signed result or the error and their entry.
export const POST = withSession(async (req, { user }) => {
  if (!isForm(req)) {
    if (!user) throw new AppError("unauthorized", { message: pointsMessages.signInRequired });
    const input = await readInput(req, calculationSchema);
    await consumeCostLimits("calculator", { account: user.id, address: clientAddress(req) });
    const outcome = await runCalculation(user, input);
    return json({ result: outcome.result, plan: outcome.plan, usage: outcome.usage });
  }

  const form = new URLSearchParams(await readText(req, { limit: FORM_LIMIT }));
  const localeField = form.get("locale");
  const locale = isLocale(localeField) ? localeField : defaultLocale;
  if (!user) return seeOther(localizePath(`/auth?redirect=${encodeURIComponent(COMPASS)}`, locale));
  try {
    const input = parseInput(calculationSchema, formToCalculation(form));
    await consumeCostLimits("calculator", { account: user.id, address: clientAddress(req) });
    const outcome = await runCalculation(user, input);
    const token = createResultToken(user.id, input, outcome.plan === "premium");
    return seeOther(localizePath(`${COMPASS}?result=${encodeURIComponent(token)}#result`, locale));
  } catch (error) {
    if (!isAppError(error) || (error.status !== 400 && error.status !== 402 && error.status !== 429)) throw error;
    const back = new URLSearchParams();
    for (const name of FORM_FIELDS) {
      const value = form.get(name);
      if (value) back.set(name, value.slice(0, 40));
    }
    back.set("error", error.status === 402 ? "limit" : error.status === 429 ? "busy" : (messageKeyOf(error.message) ?? "invalid"));
    return seeOther(localizePath(`${COMPASS}?${back.toString()}#calculators`, locale));
  }
});
