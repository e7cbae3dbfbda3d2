// Text we refuse once at the validation layer, for every JSON body, form and path parameter:
// - NUL (PostgreSQL text columns reject 0x00) and lone UTF-16 surrogates (not valid Unicode, so
//   not valid UTF-8);
// - the other control characters, C0 and C1 alike, except tab and line breaks: XML 1.0 cannot
//   carry most of them at all (a GPX export would not be well-formed) and iCalendar forbids them
//   in text (RFC 5545 section 3.3.11), while no person types them;
// - Unicode non-characters (U+FFFE, U+FFFF, U+FDD0 to U+FDEF and the last two of every plane),
//   which XML also excludes.
// Single-line fields (titles, names) also refuse line breaks: see `isSingleLine`.
import { AppError } from "./errors";

export const unsafeTextMessage = "Text must not contain control characters or invalid Unicode";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const NON_CHARACTER = /[\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text) || NON_CHARACTER.test(text);
}

/** True when the text holds no line break (carriage return, line feed, or the Unicode line and paragraph separators). */
export function isSingleLine(text: string): boolean {
  return !/[\r\n\u2028\u2029\u0085]/.test(text);
}

/** True when any string in the value (keys included), however deeply nested, is unsafe. */
export function containsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return isUnsafeText(value);
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsUnsafeText(item, depth + 1));
  if (value instanceof Blob) return false;
  return Object.entries(value).some(([key, item]) => isUnsafeText(key) || containsUnsafeText(item, depth + 1));
}

/** 400 before any work when the input holds text we refuse. */
export function assertSafeText(value: unknown): void {
  if (containsUnsafeText(value)) throw new AppError("bad_request", { message: unsafeTextMessage });
}
