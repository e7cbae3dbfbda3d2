import type { Locale } from "@/lib/i18n/locales";

/**
 * Where the header's desktop menus fit on one row beside the logo and the controls, by language.
 * The six menu labels (docs/features/site-wide.md, Routes and menus) take 700-960 px depending on the language, so the
 * menus and the Sign In button show from 1280 px (xl) in the shorter languages and from 1536 px
 * (2xl) in the longer ones; below that the menu button opens the side panel instead. Where the
 * menus first show, the wordmark and a signed-in greeting give up their room to them (the logo
 * and the account button keep their names), and from 2xl the header's row widens from 1280 to
 * 1536 px (components/layout/site-header.tsx). tests/e2e/layout.spec.ts checks the header stays on one row at every width and in
 * every language. The class names are written out whole so that Tailwind finds them.
 */
export type HeaderFit = {
  /** The desktop menus and the Sign In button. */
  desktop: string;
  signIn: string;
  /** The menu button (below the desktop breakpoint). */
  menuButton: string;
  /** The "Wander Bold" wordmark beside the logo mark. */
  wordmark: string;
  /** A signed-in visitor's "Hello, name" beside the account icon. */
  greeting: string;
};

const WIDE_MENU_LOCALES: ReadonlySet<Locale> = new Set(["es", "de", "pt", "ru"]);

const xl: HeaderFit = {
  desktop: "hidden xl:block",
  signIn: "hidden xl:inline-flex",
  menuButton: "xl:hidden",
  wordmark: "hidden sm:inline xl:hidden 2xl:inline",
  greeting: "hidden md:inline xl:hidden 2xl:inline",
};

const twoXl: HeaderFit = {
  desktop: "hidden 2xl:block",
  signIn: "hidden 2xl:inline-flex",
  menuButton: "2xl:hidden",
  wordmark: "hidden sm:inline 2xl:hidden min-[1800px]:inline",
  greeting: "hidden md:inline 2xl:hidden min-[1800px]:inline",
};

export function headerFit(locale: Locale): HeaderFit {
  return WIDE_MENU_LOCALES.has(locale) ? twoXl : xl;
}
