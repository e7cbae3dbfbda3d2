// Consent preferences (docs/features/site-wide.md, Consent): the seven Consent Mode v2 flags, the
// defaults by time zone, and the two cookies that keep a visitor's choice. Pure functions, safe
// on the server and the client.

export const CONSENT_FLAGS = [
  "ad_storage",
  "ad_user_data",
  "ad_personalization",
  "analytics_storage",
  "functionality_storage",
  "personalization_storage",
  "security_storage",
] as const;
export type ConsentFlag = (typeof CONSENT_FLAGS)[number];
export type ConsentPreferences = Record<ConsentFlag, boolean>;

/** The flags a visitor may switch; functionality and security storage are essential. */
export const OPTIONAL_CONSENT_FLAGS = [
  "analytics_storage",
  "ad_storage",
  "ad_user_data",
  "ad_personalization",
  "personalization_storage",
] as const satisfies readonly ConsentFlag[];
export const ADVERTISING_CONSENT_FLAGS = ["ad_storage", "ad_user_data", "ad_personalization"] as const satisfies readonly ConsentFlag[];

export const CONSENT_COOKIE = "wb_consent_preferences";
export const CONSENT_TIMESTAMP_COOKIE = "wb_consent_timestamp";
export const CONSENT_MAX_AGE_DAYS = 180;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
/** How long tags wait for a consent update before using the defaults (Consent Mode v2). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/**
 * The 28 European time zones whose visitors start with every optional flag denied: the zone of
 * each of the 27 EU capitals, plus Europe/London.
 */
export const EUROPEAN_TIME_ZONES = [
  "Europe/Vienna",
  "Europe/Brussels",
  "Europe/Sofia",
  "Europe/Zagreb",
  "Asia/Nicosia",
  "Europe/Prague",
  "Europe/Copenhagen",
  "Europe/Tallinn",
  "Europe/Helsinki",
  "Europe/Paris",
  "Europe/Berlin",
  "Europe/Athens",
  "Europe/Budapest",
  "Europe/Dublin",
  "Europe/Rome",
  "Europe/Riga",
  "Europe/Vilnius",
  "Europe/Luxembourg",
  "Europe/Malta",
  "Europe/Amsterdam",
  "Europe/Warsaw",
  "Europe/Lisbon",
  "Europe/Bucharest",
  "Europe/Bratislava",
  "Europe/Ljubljana",
  "Europe/Madrid",
  "Europe/Stockholm",
  "Europe/London",
] as const;

// Other spellings of the same zones that browsers may report (IANA links).
const TIME_ZONE_ALIASES: Record<string, string> = { "Europe/Nicosia": "Asia/Nicosia", GB: "Europe/London", Eire: "Europe/Dublin" };

export function isEuropeanTimeZone(timeZone: string | undefined): boolean {
  if (!timeZone) return false;
  const zone = TIME_ZONE_ALIASES[timeZone] ?? timeZone;
  return (EUROPEAN_TIME_ZONES as readonly string[]).includes(zone);
}

/** The Consent Mode defaults before a visitor has chosen: optional flags denied in Europe, granted elsewhere. */
export function defaultConsentForTimeZone(timeZone: string | undefined): ConsentPreferences {
  const optional = !isEuropeanTimeZone(timeZone);
  return {
    ad_storage: optional,
    ad_user_data: optional,
    ad_personalization: optional,
    analytics_storage: optional,
    functionality_storage: true,
    personalization_storage: optional,
    security_storage: true,
  };
}

/** Accept All: every flag granted. */
export const ACCEPT_ALL: ConsentPreferences = Object.freeze({
  ad_storage: true,
  ad_user_data: true,
  ad_personalization: true,
  analytics_storage: true,
  functionality_storage: true,
  personalization_storage: true,
  security_storage: true,
});

/** Reject All: optional flags denied, the essential ones kept. */
export const REJECT_ALL: ConsentPreferences = Object.freeze({
  ad_storage: false,
  ad_user_data: false,
  ad_personalization: false,
  analytics_storage: false,
  functionality_storage: true,
  personalization_storage: false,
  security_storage: true,
});

/** A visitor's own choice of optional flags; essential flags are always on. */
export function customPreferences(choice: Partial<Record<(typeof OPTIONAL_CONSENT_FLAGS)[number], boolean>>): ConsentPreferences {
  const preferences = { ...REJECT_ALL };
  for (const flag of OPTIONAL_CONSENT_FLAGS) preferences[flag] = choice[flag] === true;
  return preferences;
}

/** The privacy opt-out dialog's choice applied to saved (or, when none, rejected) preferences. */
export function withAdvertising(base: ConsentPreferences | null, isAllowed: boolean): ConsentPreferences {
  const preferences = { ...(base ?? REJECT_ALL) };
  for (const flag of ADVERTISING_CONSENT_FLAGS) preferences[flag] = isAllowed;
  return preferences;
}

function isConsentPreferences(value: unknown): value is ConsentPreferences {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return CONSENT_FLAGS.every((flag) => typeof (value as Record<string, unknown>)[flag] === "boolean");
}

/**
 * Reads the value of the wb_consent_preferences cookie. A value that is not JSON of the seven
 * flags counts as no saved consent, so the banner asks again.
 */
export function parseConsentCookie(value: string | undefined | null): ConsentPreferences | null {
  if (!value) return null;
  try {
    let text = value;
    try {
      text = decodeURIComponent(value);
    } catch {
      // Not percent-encoded: parse it as it is.
    }
    const parsed: unknown = JSON.parse(text);
    if (!isConsentPreferences(parsed)) throw new Error("Consent cookie does not hold the seven consent flags");
    return Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, parsed[flag]])) as ConsentPreferences;
  } catch (error) {
    console.error("Error parsing consent cookie", error);
    return null;
  }
}

/** Finds one cookie's raw value in a document.cookie / Cookie header string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The two Set-Cookie strings (for document.cookie) that save a choice for 180 days. */
export function consentCookieStrings(preferences: ConsentPreferences, { now = new Date(), isSecure = false } = {}): [string, string] {
  const expires = new Date(now.getTime() + CONSENT_MAX_AGE_SECONDS * 1000).toUTCString();
  const attributes = `; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; expires=${expires}; samesite=strict${isSecure ? "; secure" : ""}`;
  const json = JSON.stringify(Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, preferences[flag]])));
  return [
    `${CONSENT_COOKIE}=${encodeURIComponent(json)}${attributes}`,
    `${CONSENT_TIMESTAMP_COOKIE}=${encodeURIComponent(now.toISOString())}${attributes}`,
  ];
}

export type GtagConsent = Record<ConsentFlag, "granted" | "denied">;

/** The preferences as Consent Mode values. */
export function toGtagConsent(preferences: ConsentPreferences): GtagConsent {
  return Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, preferences[flag] ? "granted" : "denied"])) as GtagConsent;
}
