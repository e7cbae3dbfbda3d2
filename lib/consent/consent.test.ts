import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_TIMESTAMP_COOKIE,
  consentCookieStrings,
  customPreferences,
  defaultConsentForTimeZone,
  EUROPEAN_TIME_ZONES,
  isEuropeanTimeZone,
  parseConsentCookie,
  readCookie,
  REJECT_ALL,
  toGtagConsent,
  withAdvertising,
} from "./consent";
import { isProductionHost } from "./analytics";

const OPTIONAL_DENIED = {
  ad_storage: false,
  ad_user_data: false,
  ad_personalization: false,
  analytics_storage: false,
  functionality_storage: true,
  personalization_storage: false,
  security_storage: true,
};

describe("consent defaults by time zone", () => {
  it("lists exactly 28 distinct European zones, London included", () => {
    expect(EUROPEAN_TIME_ZONES).toHaveLength(28);
    expect(new Set(EUROPEAN_TIME_ZONES).size).toBe(28);
    expect(EUROPEAN_TIME_ZONES).toContain("Europe/London");
  });

  it.each(["Europe/Paris", "Europe/Berlin", "Europe/London", "Europe/Dublin", "Asia/Nicosia", "Europe/Nicosia"])(
    "denies every optional flag in %s",
    (zone) => {
      expect(isEuropeanTimeZone(zone)).toBe(true);
      expect(defaultConsentForTimeZone(zone)).toEqual(OPTIONAL_DENIED);
    },
  );

  it.each(["America/New_York", "Asia/Tokyo", "Europe/Zurich", "Europe/Oslo", "UTC"])("grants every flag in %s", (zone) => {
    expect(isEuropeanTimeZone(zone)).toBe(false);
    expect(defaultConsentForTimeZone(zone)).toEqual(ACCEPT_ALL);
  });

  it("grants by default when the time zone is unknown", () => {
    expect(defaultConsentForTimeZone(undefined)).toEqual(ACCEPT_ALL);
  });

  it("maps flags to Consent Mode values", () => {
    expect(toGtagConsent(REJECT_ALL)).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "granted",
      personalization_storage: "denied",
      security_storage: "granted",
    });
  });
});

describe("consent choices", () => {
  it("Accept All grants all seven flags", () => {
    expect(Object.values(ACCEPT_ALL)).toEqual([true, true, true, true, true, true, true]);
    expect(Object.keys(ACCEPT_ALL)).toHaveLength(7);
  });

  it("Reject All denies the optional flags and keeps functionality and security storage", () => {
    expect(REJECT_ALL).toEqual(OPTIONAL_DENIED);
  });

  it("Customize keeps the essential flags on whatever is chosen", () => {
    expect(customPreferences({ analytics_storage: true, ad_personalization: true })).toEqual({
      ...OPTIONAL_DENIED,
      analytics_storage: true,
      ad_personalization: true,
    });
  });

  it("the privacy opt-out turns the three advertising flags off and leaves the rest", () => {
    expect(withAdvertising(ACCEPT_ALL, false)).toEqual({ ...ACCEPT_ALL, ad_storage: false, ad_user_data: false, ad_personalization: false });
    expect(withAdvertising(null, true)).toEqual({ ...REJECT_ALL, ad_storage: true, ad_user_data: true, ad_personalization: true });
  });
});

describe("consent cookies", () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it("round-trips the seven flags through the cookie value", () => {
    const [preferences] = consentCookieStrings(REJECT_ALL);
    const value = readCookie(preferences.split(";")[0] ?? "", CONSENT_COOKIE);
    expect(parseConsentCookie(value)).toEqual(REJECT_ALL);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("treats corrupted JSON as no saved consent and logs 'Error parsing consent cookie'", () => {
    expect(parseConsentCookie("{not json")).toBeNull();
    expect(parseConsentCookie(encodeURIComponent('{"ad_storage":true'))).toBeNull();
    expect(errorSpy).toHaveBeenCalledWith("Error parsing consent cookie", expect.anything());
  });

  it("treats JSON without the seven boolean flags as absent", () => {
    expect(parseConsentCookie(encodeURIComponent(JSON.stringify({ ad_storage: true })))).toBeNull();
    expect(parseConsentCookie(encodeURIComponent(JSON.stringify({ ...ACCEPT_ALL, ad_storage: "yes" })))).toBeNull();
    expect(parseConsentCookie("null")).toBeNull();
  });

  it("returns null without logging when there is no cookie", () => {
    expect(parseConsentCookie(undefined)).toBeNull();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("writes both cookies for 180 days on path / with SameSite=Strict, Secure only on https", () => {
    const now = new Date("2025-01-01T00:00:00Z");
    const [preferences, timestamp] = consentCookieStrings(ACCEPT_ALL, { now });
    expect(preferences.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
    expect(timestamp).toBe(
      `${CONSENT_TIMESTAMP_COOKIE}=${encodeURIComponent("2025-01-01T00:00:00.000Z")}; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; expires=Mon, 30 Jun 2025 00:00:00 GMT; samesite=strict`,
    );
    expect(CONSENT_MAX_AGE_SECONDS).toBe(180 * 86400);
    expect(consentCookieStrings(ACCEPT_ALL, { now, isSecure: true })[0]).toMatch(/; samesite=strict; secure$/);
  });
});

describe("ad hosts", () => {
  it.each(["localhost", "127.0.0.1", "192.168.1.4", "app.localhost", "[::1]"])("%s is not a production host", (host) => {
    expect(isProductionHost(host)).toBe(false);
  });
  it("a public domain is a production host", () => {
    expect(isProductionHost("wanderbold.com")).toBe(true);
  });
});
