// The browser side of the language choice: the saved choice (localStorage and the NEXT_LOCALE cookie) and PATCH /api/user/preferences.
import { updatePreferences } from "@/lib/api-client/session";
import { localeCookie } from "./locale-cookie";
import { COUNTRY_STORAGE_KEY, CURRENCY_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from "./language";
import { localeInfo, type Locale } from "./locales";

/** Tells the account about the choice; failures are only logged (docs/features/site-wide.md). */
export async function sendPreferredLanguage(locale: Locale): Promise<void> {
  try {
    // keepalive: the choice is sent while the page navigates to the chosen language.
    await updatePreferences({ preferred_language: locale }, { keepalive: true });
  } catch (error) {
    console.error("Failed to update language preference", error);
  }
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    const oldValue = window.localStorage.getItem(key);
    window.localStorage.setItem(key, value);
    // Same-tab listeners (the currency picker) hear about it as other tabs would.
    window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue: value, storageArea: window.localStorage }));
  } catch {
    // Private mode: the cookie still carries the choice.
  }
}

/** The saved choice: localStorage first, then the cookie the server reads. */
export function readSavedLanguage(): string | null {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  if (stored) return stored;
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${localeCookie.name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function storeLanguage(locale: Locale): void {
  writeStorage(LANGUAGE_STORAGE_KEY, locale);
}

/** Saves a choice everywhere it is read: localStorage, the NEXT_LOCALE cookie, country and currency. */
export function saveLanguageChoice(locale: Locale): void {
  const info = localeInfo[locale];
  storeLanguage(locale);
  writeStorage(COUNTRY_STORAGE_KEY, info.country);
  writeStorage(CURRENCY_STORAGE_KEY, info.currency);
  const secure = window.location.protocol === "https:" ? ";secure" : "";
  document.cookie = `${localeCookie.name}=${locale};path=/;max-age=${localeCookie.maxAge};samesite=${localeCookie.sameSite}${secure}`;
}
