// The twelve interface languages (docs/architecture.md, Languages).
import type { FlagId } from "../flags";

export const locales = ["en", "es", "fr", "de", "it", "pt", "zh", "ja", "ko", "ru", "ar", "hi"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export type LocaleInfo = {
  code: Locale;
  /** The language's own name, as shown in the picker. */
  nativeName: string;
  /** The English name, used in the 'Language Updated' notice. */
  name: string;
  country: string;
  currency: string;
  /** The flag's symbol in the /icons.svg sprite (lib/flags.ts): drawn as an image, never an emoji. */
  flag: FlagId;
  dir: "ltr" | "rtl";
  /** Open Graph locale tag. */
  ogLocale: string;
};

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { code: "en", nativeName: "English", name: "English", country: "US", currency: "USD", flag: "flag-us", dir: "ltr", ogLocale: "en_US" },
  es: { code: "es", nativeName: "Español", name: "Spanish", country: "ES", currency: "EUR", flag: "flag-es", dir: "ltr", ogLocale: "es_ES" },
  fr: { code: "fr", nativeName: "Français", name: "French", country: "FR", currency: "EUR", flag: "flag-fr", dir: "ltr", ogLocale: "fr_FR" },
  de: { code: "de", nativeName: "Deutsch", name: "German", country: "DE", currency: "EUR", flag: "flag-de", dir: "ltr", ogLocale: "de_DE" },
  it: { code: "it", nativeName: "Italiano", name: "Italian", country: "IT", currency: "EUR", flag: "flag-it", dir: "ltr", ogLocale: "it_IT" },
  pt: { code: "pt", nativeName: "Português", name: "Portuguese", country: "PT", currency: "EUR", flag: "flag-pt", dir: "ltr", ogLocale: "pt_PT" },
  zh: { code: "zh", nativeName: "中文", name: "Chinese", country: "CN", currency: "CNY", flag: "flag-cn", dir: "ltr", ogLocale: "zh_CN" },
  ja: { code: "ja", nativeName: "日本語", name: "Japanese", country: "JP", currency: "JPY", flag: "flag-jp", dir: "ltr", ogLocale: "ja_JP" },
  ko: { code: "ko", nativeName: "한국어", name: "Korean", country: "KR", currency: "KRW", flag: "flag-kr", dir: "ltr", ogLocale: "ko_KR" },
  ru: { code: "ru", nativeName: "Русский", name: "Russian", country: "RU", currency: "RUB", flag: "flag-ru", dir: "ltr", ogLocale: "ru_RU" },
  ar: { code: "ar", nativeName: "العربية", name: "Arabic", country: "SA", currency: "USD", flag: "flag-sa", dir: "rtl", ogLocale: "ar_SA" },
  hi: { code: "hi", nativeName: "हिन्दी", name: "Hindi", country: "IN", currency: "INR", flag: "flag-in", dir: "ltr", ogLocale: "hi_IN" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
