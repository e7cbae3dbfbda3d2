// Reads the visitor's analytics consent in the browser. The consent banner writes the cookie
// wb_consent_preferences: JSON of the seven flags of SPEC.md section 3. A cookie that cannot be
// parsed counts as absent (SPEC.md section 5), and absent means no consent.

export const CONSENT_COOKIE = "wb_consent_preferences";
/** Dispatched on window by whoever changes the consent cookie, so listeners can re-read it. */
export const CONSENT_CHANGE_EVENT = "wb-consent-change";

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

export function hasAnalyticsConsent(): boolean {
  if (typeof document === "undefined") return false;
  const raw = readCookie(CONSENT_COOKIE);
  if (!raw) return false;
  try {
    const preferences: unknown = JSON.parse(decodeURIComponent(raw));
    return (
      typeof preferences === "object" &&
      preferences !== null &&
      (preferences as Record<string, unknown>).analytics_storage === true
    );
  } catch {
    console.error("Error parsing consent cookie");
    return false;
  }
}
