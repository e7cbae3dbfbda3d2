// Text PostgreSQL cannot store, refused once at the validation layer: a NUL character (text
// columns reject 0x00) or a lone UTF-16 surrogate (not valid Unicode, so not valid UTF-8).
import { AppError } from "./errors";

export const unsafeTextMessage = "Text must not contain NUL characters or invalid Unicode";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/** True when any string in the value (keys included), however deeply nested, is unsafe. */
export function containsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return isUnsafeText(value);
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsUnsafeText(item, depth + 1));
  if (value instanceof Blob) return false;
  return Object.entries(value).some(([key, item]) => isUnsafeText(key) || containsUnsafeText(item, depth + 1));
}

/** 400 before any work when the input holds text the database cannot store. */
export function assertSafeText(value: unknown): void {
  if (containsUnsafeText(value)) throw new AppError("bad_request", { message: unsafeTextMessage });
}
