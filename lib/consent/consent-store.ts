// The browser side of consent: reads and saves the cookies, tells Consent Mode through a
// gtag-style dataLayer, and lets components react to a saved choice or open the dialogs.
import { CONSENT_CHANGE_EVENT } from "./read-analytics";
import {
  CONSENT_COOKIE,
  CONSENT_WAIT_FOR_UPDATE_MS,
  consentCookieStrings,
  defaultConsentForTimeZone,
  parseConsentCookie,
  readCookie,
  toGtagConsent,
  type ConsentPreferences,
} from "./consent";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** gtag() as Google's snippet defines it: the tag library reads Arguments objects from dataLayer. */
export const gtag: (...args: unknown[]) => void = function () {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
};

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
// undefined: not read yet; null: no valid saved choice.
let saved: ConsentPreferences | null | undefined;

export function readSavedConsent(): ConsentPreferences | null {
  if (saved === undefined) saved = parseConsentCookie(readCookie(document.cookie, CONSENT_COOKIE));
  return saved;
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let hasDefault = false;

/** Consent Mode defaults by time zone, then the saved choice if there is one. Runs once per page load. */
export function applyConsentDefaults(): void {
  if (hasDefault) return;
  hasDefault = true;
  gtag("consent", "default", { ...toGtagConsent(defaultConsentForTimeZone(browserTimeZone())), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS });
  const current = readSavedConsent();
  if (current) gtag("consent", "update", toGtagConsent(current));
}

/** Saves a choice in the two consent cookies (180 days) and tells Consent Mode and subscribers. */
export function saveConsent(preferences: ConsentPreferences): void {
  for (const cookie of consentCookieStrings(preferences, { isSecure: window.location.protocol === "https:" })) {
    document.cookie = cookie;
  }
  saved = { ...preferences };
  gtag("consent", "update", toGtagConsent(preferences));
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

// Requests to open a dialog, from anywhere on the page (the footer links, the banner).
export type ConsentDialog = "preferences" | "privacy";
type DialogListener = (dialog: ConsentDialog) => void;
const dialogListeners = new Set<DialogListener>();

export function openConsentDialog(dialog: ConsentDialog): void {
  for (const listener of dialogListeners) listener(dialog);
}

export function subscribeConsentDialogs(listener: DialogListener): () => void {
  dialogListeners.add(listener);
  return () => dialogListeners.delete(listener);
}
