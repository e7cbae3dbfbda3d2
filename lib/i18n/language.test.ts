import { primarySubtag, resolveLanguage } from "./language";

describe("resolveLanguage", () => {
  it("prefers the signed-in user's preferred_language over everything else", () => {
    expect(resolveLanguage({ userLanguage: "fr", savedLanguage: "es", browserLanguages: ["de-DE"] })).toEqual({ locale: "fr", source: "user" });
  });

  it("falls back to the saved choice when signed out or the user's language is unsupported", () => {
    expect(resolveLanguage({ userLanguage: null, savedLanguage: "es", browserLanguages: ["de-DE"] })).toEqual({ locale: "es", source: "saved" });
    expect(resolveLanguage({ userLanguage: "xx", savedLanguage: "ar", browserLanguages: ["de-DE"] })).toEqual({ locale: "ar", source: "saved" });
  });

  it("then uses the primary subtag of the first supported browser language", () => {
    expect(resolveLanguage({ browserLanguages: ["pt-BR", "en-US"] })).toEqual({ locale: "pt", source: "browser" });
    expect(resolveLanguage({ savedLanguage: "klingon", browserLanguages: ["nl-NL", "zh-Hans-CN"] })).toEqual({ locale: "zh", source: "browser" });
  });

  it("otherwise answers English", () => {
    expect(resolveLanguage({ browserLanguages: ["nl-NL", "sv"] })).toEqual({ locale: "en", source: "default" });
    expect(resolveLanguage({})).toEqual({ locale: "en", source: "default" });
  });

  it("reads primary subtags case-insensitively", () => {
    expect(primarySubtag("AR-sa")).toBe("ar");
    expect(primarySubtag("hi_IN")).toBe("hi");
  });
});
