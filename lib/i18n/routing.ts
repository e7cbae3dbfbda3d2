import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

// English lives at the bare paths of SPEC.md (/auth); other languages are prefixed (/es/auth).
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
  alternateLinks: false,
});
