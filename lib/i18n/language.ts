// Which interface language a visitor gets (docs/features/site-wide.md, Language): the signed-in user's
// preferred_language, then the saved choice, then the browser language's primary subtag when we
// support it, else English. Pure, so it is unit tested; the picker supplies the inputs.
import { defaultLocale, isLocale, type Locale } from "./locales";

export type LanguageSource = "user" | "saved" | "browser" | "default";

export type LanguageInputs = {
  /** preferred_language of GET /api/user, when signed in. */
  userLanguage?: string | null;
  /** The saved choice (localStorage 'preferredLanguage' or the NEXT_LOCALE cookie). */
  savedLanguage?: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages?: readonly string[] | null;
};

/** "pt-BR" -> "pt", "zh-Hans-CN" -> "zh", "AR" -> "ar". */
export function primarySubtag(tag: string): string {
  return tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? "";
}

function asLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const code = primarySubtag(value);
  return isLocale(code) ? code : null;
}

export function resolveLanguage({ userLanguage, savedLanguage, browserLanguages }: LanguageInputs): { locale: Locale; source: LanguageSource } {
  const user = asLocale(userLanguage);
  if (user) return { locale: user, source: "user" };
  const saved = asLocale(savedLanguage);
  if (saved) return { locale: saved, source: "saved" };
  for (const tag of browserLanguages ?? []) {
    const browser = asLocale(tag);
    if (browser) return { locale: browser, source: "browser" };
  }
  return { locale: defaultLocale, source: "default" };
}

// Browser storage keys: the currency picker reads 'preferredCurrency'.
export const LANGUAGE_STORAGE_KEY = "preferredLanguage";
export const COUNTRY_STORAGE_KEY = "preferredCountry";
export const CURRENCY_STORAGE_KEY = "preferredCurrency";
/** sessionStorage flag that asks the next page to show the 'Language Updated' notice. */
export const LANGUAGE_NOTICE_KEY = "wb_language_notice";
export const LANGUAGE_NOTICE_MS = 3000;
