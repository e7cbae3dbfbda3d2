import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
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

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../../messages/${locale}.json`)).default as Messages;
  if (locale === routing.defaultLocale) return { locale, messages, timeZone: "UTC" };
  const english = (await import("../../messages/en.json")).default as Messages;
  return { locale, messages: withFallback(english, messages), timeZone: "UTC" };
});
