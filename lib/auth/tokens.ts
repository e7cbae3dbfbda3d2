import "server-only";
import { createHash, randomBytes } from "node:crypto";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes, URL-safe: what the e-mailed link carries. */
export function createRawToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this hash is stored, so the database alone cannot produce a working link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
