import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/session";

// An invitation link carries "<32 random bytes>.<HMAC-SHA256 of them>", both base64url, signed
// with NEXTAUTH_SECRET: an edited link fails the signature before the database is asked, and
// only the SHA-256 of the whole token is stored, so the database alone cannot make a link.

const sign = (random: string) => createHmac("sha256", authSecret()).update(`trip-invitation:${random}`).digest("base64url");

export function createInvitationToken(): string {
  const random = randomBytes(32).toString("base64url");
  return `${random}.${sign(random)}`;
}

/** Whether the token is well formed and signed by us (constant-time check). */
export function isSignedInvitationToken(token: string): boolean {
  const match = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expected = Buffer.from(sign(match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
