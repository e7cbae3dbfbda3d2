import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/session";

// The e-mailed unsubscribe link carries "<alert id>-<HMAC-SHA256 of the id>" signed with
// NEXTAUTH_SECRET: it works without signing in, names one alert only, and cannot be forged.

const sign = (alertId: number) => createHmac("sha256", authSecret()).update(`price-alert-unsubscribe:${alertId}`).digest("hex");

export function createUnsubscribeToken(alertId: number): string {
  return `${alertId}-${sign(alertId)}`;
}

/** The alert id a token was issued for, or null when it is malformed or forged (constant-time check). */
export function verifyUnsubscribeToken(token: string | null | undefined): number | null {
  const match = typeof token === "string" ? /^(\d{1,10})-([0-9a-f]{64})$/.exec(token) : null;
  if (!match) return null;
  const alertId = Number(match[1]);
  if (alertId < 1 || alertId > 2_147_483_647) return null;
  const expected = Buffer.from(sign(alertId), "hex");
  const given = Buffer.from(match[2]!, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given) ? alertId : null;
}
