import { defineRouting } from "next-intl/routing";
import { localeCookie } from "./locale-cookie";
import { defaultLocale, locales } from "./locales";

// English lives at the bare paths (/auth); other languages are prefixed (/es/auth).
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeCookie,
  alternateLinks: false,
});
