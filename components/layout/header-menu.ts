import { MENU_ATTRIBUTE } from "@/lib/shell/page-signals.mjs";

/**
 * What the header's <details> menus share: one open at a time (the `name` attribute) and the
 * behaviour the page init script gives them (lib/shell/menu-script.ts).
 */
export const HEADER_MENU = { name: "header-menu", [MENU_ATTRIBUTE]: "" };
/** A menu's button: a <summary> without the disclosure marker (app/globals.css). */
export const SUMMARY_CLASS = "menu-summary";
