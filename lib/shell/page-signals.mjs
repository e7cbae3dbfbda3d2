// The names the page init script (lib/shell/page-init-script.ts), the deferred-hydration loader
// (lib/shell/deferred-hydration.mjs) and the React components use to talk to each other: data
// attributes and window events. Plain JavaScript, so the build script can load it too.

/** On <html>: no valid consent choice is saved, so the banner shows. */
export const CONSENT_NEEDED_ATTRIBUTE = "data-consent-needed";
/** On <html>: the visitor has saved state the page must show, so React loads at once. */
export const HAS_SAVED_STATE_ATTRIBUTE = "data-saved-state";
/** On <html>: a click is held until React has hydrated (the pointer shows progress). */
export const HYDRATING_ATTRIBUTE = "data-hydrating";
/** On <html>, with the event on window: React has hydrated the page and run its effects. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
export const HYDRATED_EVENT = "wb:hydrated";
/** On window: the visitor reached for a control before React hydrated. */
export const INTENT_EVENT = "wb:intent";
/** On a control that works without React (the scroll-to-top button): its clicks are not held. */
export const WORKS_WITHOUT_REACT_ATTRIBUTE = "data-works-without-react";
/** On a header menu (MENU_ATTRIBUTE) that opens while the mouse is over it. */
export const HOVER_MENU_ATTRIBUTE = "data-hover-menu";
/** The header bar, whose data-scrolled the init script keeps current. */
export const SITE_HEADER_ATTRIBUTE = "data-site-header";
/** The scroll-to-top button, whose data-visible the init script keeps current. */
export const SCROLL_TO_TOP_ATTRIBUTE = "data-scroll-to-top";
/** On <html>: a client-side move is waiting for the server, so the 'Loading...' indicator shows. */
export const NAVIGATING_ATTRIBUTE = "data-navigating";
/** On the consent banner's Accept All and Reject All buttons ("accept" or "reject"): the init script saves the choice itself when React never loads. */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";
/** On a header menu (a <details>): the init script closes it on Escape, an outside press or a chosen link, and moves focus with the arrow keys. */
export const MENU_ATTRIBUTE = "data-menu";
/** On the language menu's links (the language's code): choosing one saves the choice before the page changes. */
export const LANGUAGE_CHOICE_ATTRIBUTE = "data-language-choice";
