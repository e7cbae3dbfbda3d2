// A price alert's e-mailed unsubscribe token, signed as the server signs it (lib/saved/unsubscribe-token.ts,
// which is server-only): the e2e runner shares the server's NEXTAUTH_SECRET.
import { createHmac } from "node:crypto";

export function unsubscribeToken(alertId: number): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set for the test runner");
  return `${alertId}-${createHmac("sha256", secret).update(`price-alert-unsubscribe:${alertId}`).digest("hex")}`;
}
