// Reads the visitor's analytics consent in the browser, for code that must not load before it
// (the web-vitals reporter). Absent or unparsable consent means no consent
// (docs/features/site-wide.md, Consent).
import { CONSENT_COOKIE, parseConsentCookie, readCookie } from "./consent";

/** Dispatched on window when the consent cookie changes (see saveConsent), so listeners re-read it. */
export const CONSENT_CHANGE_EVENT = "wb-consent-change";

export function hasAnalyticsConsent(): boolean {
  if (typeof document === "undefined") return false;
  return parseConsentCookie(readCookie(document.cookie, CONSENT_COOKIE))?.analytics_storage === true;
}
