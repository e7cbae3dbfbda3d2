// Deferred hydration of the home pages (plain JavaScript: the build script, the layout and the
// page init script share it). The home page is prerendered and complete as HTML; what React adds
// is behaviour: menus, dialogs, pickers, the search. So its built HTML loads no script files and
// carries no hydration data: a one-line loader fetches both at the visitor's first intent (pointing at, focusing, clicking or
// hovering a control), which the page init script (lib/shell/page-init-script.ts) announces, holds
// and replays once React has hydrated. Links are plain links, and the header's scroll shadow, the
// scroll-to-top button and the consent banner work before React. A visitor with saved state the
// page must show (a session, a theme, a currency, consent to analytics or ads) gets the scripts
// at once, as on every other page.

/** On <html>: no consent choice is saved yet, so the banner shows. */
export const CONSENT_NEEDED_ATTRIBUTE = "data-consent-needed";
/** On <html>: the visitor has saved state the page must show, so React loads at once. */
export const HAS_SAVED_STATE_ATTRIBUTE = "data-saved-state";
/** On <html>, with the event on window: React has hydrated the page and run its effects. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
export const HYDRATED_EVENT = "wb:hydrated";
/** On window: the visitor reached for a control before React hydrated. */
export const INTENT_EVENT = "wb:intent";
/** On a control that works without React (the scroll-to-top button): its clicks are not held. */
export const WORKS_WITHOUT_REACT_ATTRIBUTE = "data-works-without-react";
/** On a menu that opens on hover: hovering it counts as intent, and the hover is replayed. */
export const HOVER_MENU_ATTRIBUTE = "data-hover-menu";

/**
 * The loader: adds the page's script files to <head>, at once for a visitor with saved state,
 * else at the first intent. They download in parallel and run in order (not async): the page's
 * data first, then the runtime that reads it.
 * @param {readonly string[]} scripts
 * @returns {string}
 */
export function loaderScript(scripts) {
  return [
    `(function(s){function l(){s.forEach(function(u){var t=document.createElement("script");t.src=u;t.async=false;document.head.appendChild(t)})}`,
    `if(document.documentElement.hasAttribute("${HAS_SAVED_STATE_ATTRIBUTE}"))l();else addEventListener("${INTENT_EVENT}",l,{once:true})})`,
    `(${JSON.stringify(scripts)});`,
  ].join("");
}

const LOADER = /<script>\(function\(s\)\{function l\(\)[^<]*?\}\)\((\[[^\]]*\])\);<\/script>/;

/**
 * The script files a deferred page loads at the first intent (none for other pages).
 * @param {string} html
 * @returns {string[]}
 */
export function deferredScripts(html) {
  const list = LOADER.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

const SCRIPT_TAG = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;
// The React Server Components payload Next inlines for hydration: over half the home page's HTML.
const PAGE_DATA_SCRIPT = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g;

/**
 * A prerendered page's HTML with its script files (and their preloads) taken out, and its inline
 * hydration data moved into a script file of its own (stored by `storeScript`, which returns its
 * URL), with the loader in their place at the end of <head>. HTML without script files is
 * returned as it is.
 * @param {string} html
 * @param {(content: string) => string} storeScript
 * @returns {string}
 */
export function deferHydration(html, storeScript) {
  const scripts = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  if (scripts.length === 0) return html;
  const pageData = [...html.matchAll(PAGE_DATA_SCRIPT)].map((match) => match[1]);
  if (pageData.length > 0) scripts.unshift(storeScript(`${pageData.join(";\n")};\n`));
  const loader = `<script>${loaderScript(scripts)}</script>`;
  return html
    .replace(SCRIPT_TAG, "")
    .replace(SCRIPT_PRELOAD, "")
    .replace(PAGE_DATA_SCRIPT, "")
    .replace("</head>", () => `${loader}</head>`);
}
