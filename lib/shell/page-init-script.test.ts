import { runInNewContext } from "node:vm";
import { pageInitScript } from "./page-init-script";

type Visitor = { cookie?: string; storage?: Record<string, string>; session?: Record<string, string>; prefersDark?: boolean; lang?: string };

/** Runs the script against the smallest browser it needs, and returns what it set on <html>. */
function run({ cookie = "", storage = {}, session = {}, prefersDark = false, lang = "en" }: Visitor) {
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
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    sessionStorage: { getItem: (key: string) => session[key] ?? null },
    matchMedia: () => ({ matches: prefersDark }),
    addEventListener: () => undefined,
    scrollY: 0,
  });
  return { attributes: [...attributes.keys()].sort(), classes: [...classes], colorScheme: root.style.colorScheme };
}

const granted = encodeURIComponent(JSON.stringify({ ad_storage: false, analytics_storage: true }));
const rejected = encodeURIComponent(JSON.stringify({ ad_storage: false, analytics_storage: false }));

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

  it("keeps deferring for a visitor who declined tracking, and hides the banner for them", () => {
    expect(run({ cookie: `wb_consent_preferences=${rejected}` }).attributes).toEqual([]);
    expect(run({ cookie: "not_wb_signed_in=1" }).attributes).toEqual(["data-consent-needed"]);
  });
});
