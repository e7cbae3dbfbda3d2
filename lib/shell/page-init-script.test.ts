import { runInNewContext } from "node:vm";
import { REJECT_ALL, consentCookieStrings } from "../consent/consent";
import { pageInitScript } from "./page-init-script";

type Visitor = {
  cookie?: string;
  storage?: Record<string, string>;
  session?: Record<string, string>;
  prefersDark?: boolean;
  lang?: string;
  storageBlocked?: boolean;
};

/** Runs the script against the smallest browser it needs, and returns what it set on <html>. */
function run({ cookie = "", storage = {}, session = {}, prefersDark = false, lang = "en", storageBlocked = false }: Visitor) {
  const attributes = new Map<string, string>();
  const classes = new Set<string>();
  const root = {
    lang,
    style: { colorScheme: "" },
    classList: { add: (name: string) => classes.add(name) },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const document = { cookie, documentElement: root, addEventListener: () => undefined, querySelector: () => null };
  runInNewContext(pageInitScript, {
    document,
    localStorage: {
      getItem: (key: string) => {
        // Some browsers' private modes throw on any use of storage.
        if (storageBlocked) throw new Error("SecurityError");
        return storage[key] ?? null;
      },
    },
    sessionStorage: { getItem: (key: string) => session[key] ?? null },
    matchMedia: () => ({ matches: prefersDark }),
    addEventListener: () => undefined,
    scrollY: 0,
  });
  return { attributes: [...attributes.keys()].sort(), classes: [...classes], colorScheme: root.style.colorScheme };
}

// The cookies as the consent store writes them (name=value; attributes).
const consentCookie = (preferences: typeof REJECT_ALL) => consentCookieStrings(preferences)[0].split(";")[0]!;
const granted = consentCookie({ ...REJECT_ALL, analytics_storage: true }).split("=")[1]!;
const rejected = consentCookie(REJECT_ALL).split("=")[1]!;

describe("pageInitScript", () => {
  it("applies a stored dark theme, or the system's, before the first paint", () => {
    expect(run({ storage: { theme: "dark" } })).toMatchObject({ classes: ["dark"], colorScheme: "dark" });
    expect(run({ prefersDark: true })).toMatchObject({ classes: ["dark"], colorScheme: "dark" });
    expect(run({ storage: { theme: "light" }, prefersDark: true })).toMatchObject({ classes: [], colorScheme: "light" });
  });

  it("shows the consent banner to a first visitor, and loads React at the first interaction", () => {
    expect(run({}).attributes).toEqual(["data-consent-needed"]);
  });

  it("loads React at once for a visitor with a session, a theme, a currency, or consent to analytics or ads", () => {
    expect(run({ cookie: "wb_signed_in=1" }).attributes).toEqual(["data-consent-needed", "data-saved-state"]);
    expect(run({ storage: { theme: "light" } }).attributes).toContain("data-saved-state");
    expect(run({ storage: { preferredCurrency: "EUR" } }).attributes).toContain("data-saved-state");
    expect(run({ storage: { preferredLanguage: "es" }, lang: "en" }).attributes).toContain("data-saved-state");
    expect(run({ session: { wb_language_notice: "es" } }).attributes).toContain("data-saved-state");
    expect(run({ cookie: `other=1; wb_consent_preferences=${granted}` }).attributes).toEqual(["data-saved-state"]);
  });

  it("keeps deferring when what is saved is what the page shows anyway: US dollars, the page's language", () => {
    expect(run({ storage: { preferredCurrency: "USD", preferredLanguage: "es" }, lang: "es" }).attributes).toEqual(["data-consent-needed"]);
  });

  it("counts a consent cookie without the seven flags as no choice: banner shown, React deferred", () => {
    expect(run({ cookie: "wb_consent_preferences=%7Bnot-json" }).attributes).toEqual(["data-consent-needed"]);
    const partial = encodeURIComponent(JSON.stringify({ analytics_storage: true, ad_storage: true }));
    expect(run({ cookie: `wb_consent_preferences=${partial}` }).attributes).toEqual(["data-consent-needed"]);
    expect(run({ cookie: "wb_consent_preferences=" }).attributes).toEqual(["data-consent-needed"]);
  });

  it("reads a consent cookie written without percent-encoding too", () => {
    expect(run({ cookie: `wb_consent_preferences=${decodeURIComponent(granted)}` }).attributes).toEqual(["data-saved-state"]);
  });

  it("still applies the system theme and shows the banner when storage is blocked", () => {
    expect(run({ storageBlocked: true, prefersDark: true })).toEqual({ attributes: ["data-consent-needed"], classes: ["dark"], colorScheme: "dark" });
  });

  it("keeps deferring for a visitor who declined tracking, and hides the banner for them", () => {
    expect(run({ cookie: `wb_consent_preferences=${rejected}` }).attributes).toEqual([]);
    expect(run({ cookie: "not_wb_signed_in=1" }).attributes).toEqual(["data-consent-needed"]);
  });
});
