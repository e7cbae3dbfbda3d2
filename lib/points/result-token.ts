import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/session";
import { calculationSchema, type CalculationInput } from "./schema";

// After a form calculation the API redirects to the Compass with ?result=<token>: the validated
// input, the user it was counted for and whether live bonuses applied, signed with
// NEXTAUTH_SECRET. The page recomputes from it for that user only, so a result URL cannot be
// forged to get calculations past the Free plan's limit, and is worthless to anyone else.

type Payload = { u: string; b: boolean; t: number; i: CalculationInput };

/** Results stay viewable for a day. */
const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const sign = (body: string) => createHmac("sha256", authSecret()).update(`points-result:${body}`).digest("base64url");

export function createResultToken(userId: string, input: CalculationInput, withBonuses: boolean, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ u: userId, b: withBonuses, t: now, i: input } satisfies Payload)).toString("base64url");
  return `${body}.${sign(body)}`;
}

/** The calculation a token carries for `userId`, or null when it is malformed, forged, expired or someone else's. */
export function readResultToken(token: string | null | undefined, userId: string, now = Date.now()): { input: CalculationInput; withBonuses: boolean } | null {
  if (typeof token !== "string" || token.length > 4000) return null;
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
    if (payload.u !== userId || typeof payload.t !== "number" || now - payload.t > TOKEN_TTL_MS) return null;
    const input = calculationSchema.safeParse(payload.i);
    return input.success ? { input: input.data, withBonuses: payload.b === true } : null;
  } catch {
    return null;
  }
}
