import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { _createCache } from "use-intl/core";
import { routing } from "./routing";

type Messages = Record<string, unknown>;

function isPlainObject(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * English under the locale's messages: a key a translation still lacks falls back to English
 * instead of rendering its key path (arrays read with t.raw would otherwise break the page).
 */
function withFallback(fallback: Messages, messages: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(messages)) {
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? withFallback(base, value) : value;
  }
  return merged;
}

/** Each locale's messages with their English fallback, merged once per process. */
const mergedMessages = new Map<string, Messages>();

/**
 * One message cache for the process instead of one per request and namespace: next-intl compiles
 * each message with placeholders ("{pct}% off") into an IntlMessageFormat on its first use, and
 * with the default cache did so again on every request (about a millisecond of a listing's
 * render). The compiled forms depend only on the message, the locale and the formats, so they
 * are shared; the catalogues bound their number. `_cache` is the translator's option for exactly
 * this (use-intl's createTranslator); the request config passes it through to every translator.
 */
const processCache = { _cache: _createCache() };

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../../messages/${locale}.json`)).default as Messages;
  if (locale === routing.defaultLocale) return { locale, messages, timeZone: "UTC", ...processCache };
  let merged = mergedMessages.get(locale);
  if (!merged) {
    const english = (await import("../../messages/en.json")).default as Messages;
    merged = withFallback(english, messages);
    mergedMessages.set(locale, merged);
  }
  return { locale, messages: merged, timeZone: "UTC", ...processCache };
});
