// The one inline script every page runs in <head>, before it paints and before any bundle loads
// (so it is a string, and the proxy allows it by its hash). It does what the first paint must
// already show, and what must work before React has hydrated:
// - the stored theme, so a dark page never flashes light;
// - the consent banner's visibility: shown (by CSS) while no valid choice is saved (the cookie
//   must hold the seven flags, as lib/consent/consent.ts reads it);
// - whether the visitor has saved state the page must show at once (a session, a theme, a
//   currency other than US dollars, a language other than the page's, a pending 'Language
//   Updated' notice, consent to analytics or ads): deferred hydration then loads React at once;
// - the header's shadow past 10 px of scroll and the scroll-to-top button past its threshold,
//   as data attributes the elements' classes respond to, and that button's click;
// - until React has hydrated, a click, an opening arrow key, a submit or a menu hover on a
//   control is held, announced (deferred hydration loads React then) and replayed after, so no
//   early click is lost; meanwhile the pointer shows progress. Links and native controls
//   (fields, selects, details) are left alone.
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookie-names";
import { CONSENT_COOKIE, CONSENT_FLAGS } from "@/lib/consent/consent";
import { BASE_CURRENCY } from "@/lib/currency/currencies";
import { CURRENCY_STORAGE_KEY, LANGUAGE_NOTICE_KEY, LANGUAGE_STORAGE_KEY } from "@/lib/i18n/language";
import { THEME_STORAGE_KEY } from "@/lib/theme";
import {
  CONSENT_NEEDED_ATTRIBUTE,
  HAS_SAVED_STATE_ATTRIBUTE,
  HOVER_MENU_ATTRIBUTE,
  HYDRATED_EVENT,
  HYDRATING_ATTRIBUTE,
  INTENT_EVENT,
  SCROLL_TO_TOP_ATTRIBUTE,
  SITE_HEADER_ATTRIBUTE,
  WORKS_WITHOUT_REACT_ATTRIBUTE,
} from "./page-signals.mjs";

const HEADER_SCROLL_THRESHOLD_PX = 10;

// A cookie's raw value, or undefined (the rule of readCookie in lib/consent/consent.ts).
const cookieValue = (name: string) => String.raw`(/(?:^|;\s*)${name}=([^;]*)/.exec(c) || [])[1]`;

export const pageInitScript = String.raw`(function () {
  var d = document, e = d.documentElement, c = d.cookie, consent = null;
  var t = null, currency = null, language = null, notice = null;
  // Storage may be blocked (some private modes throw): then nothing is saved, and the system theme applies.
  try {
    t = localStorage.getItem("${THEME_STORAGE_KEY}");
    currency = localStorage.getItem("${CURRENCY_STORAGE_KEY}");
    language = localStorage.getItem("${LANGUAGE_STORAGE_KEY}");
    notice = sessionStorage.getItem("${LANGUAGE_NOTICE_KEY}");
  } catch (_) {}
  var dark = t === "dark" || (t !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  if (dark) e.classList.add("dark");
  e.style.colorScheme = dark ? "dark" : "light";
  var saved = !!(t || (currency && currency !== "${BASE_CURRENCY}") || (language && language !== e.lang) || notice);
  try {
    var raw = ${cookieValue(CONSENT_COOKIE)}, text = raw;
    try { text = decodeURIComponent(raw); } catch (_) {}
    var parsed = JSON.parse(text);
    if (${JSON.stringify(CONSENT_FLAGS)}.every(function (flag) { return typeof parsed[flag] === "boolean"; })) consent = parsed;
  } catch (_) {}
  if (!consent) e.setAttribute("${CONSENT_NEEDED_ATTRIBUTE}", "");
  if (saved || ${cookieValue(SIGNED_IN_HINT_COOKIE)} !== undefined || (consent && (consent.analytics_storage || consent.ad_storage))) {
    e.setAttribute("${HAS_SAVED_STATE_ATTRIBUTE}", "");
  }

  function onScroll() {
    var y = scrollY, h = d.querySelector("[${SITE_HEADER_ATTRIBUTE}]"), b = d.querySelector("[${SCROLL_TO_TOP_ATTRIBUTE}]");
    if (h) h.setAttribute("data-scrolled", y > ${HEADER_SCROLL_THRESHOLD_PX} ? "true" : "false");
    if (b) b.setAttribute("data-visible", y > Number(b.getAttribute("data-threshold")) ? "true" : "false");
  }
  addEventListener("scroll", onScroll, { passive: true });
  d.addEventListener("DOMContentLoaded", onScroll);
  addEventListener("pageshow", onScroll);
  d.addEventListener("click", function (v) {
    if (v.target.closest && v.target.closest("[${SCROLL_TO_TOP_ATTRIBUTE}]")) scrollTo({ top: 0, behavior: "smooth" });
  });

  var CONTROL = "button,[role=button],input[readonly]";
  function find(v, selector) {
    return v.target && v.target.closest ? v.target.closest(selector) : null;
  }
  function control(v) {
    var found = find(v, CONTROL);
    return found && !found.closest("[${WORKS_WITHOUT_REACT_ATTRIBUTE}]") ? found : null;
  }
  function reachesForControl(v) {
    return control(v) || find(v, "input,select,textarea");
  }
  function intent() {
    dispatchEvent(new Event("${INTENT_EVENT}"));
  }
  function afterHydration(replay) {
    intent();
    e.setAttribute("${HYDRATING_ATTRIBUTE}", "");
    addEventListener("${HYDRATED_EVENT}", function () { setTimeout(replay, 0); }, { once: true });
  }
  function hold(v, replay) {
    v.preventDefault();
    v.stopImmediatePropagation();
    afterHydration(replay);
  }
  var hovered = null;
  var held = {
    click: function (v) {
      var b = control(v);
      if (b) hold(v, function () { b.click(); });
    },
    keydown: function (v) {
      var b = control(v), k = v.key;
      if (b && (k === "ArrowDown" || k === "ArrowUp" || (b.tagName === "INPUT" && (k === "Enter" || k === " ")))) {
        hold(v, function () { b.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true })); });
      }
    },
    submit: function (v) {
      var f = v.target;
      hold(v, function () { f.requestSubmit(); });
    },
    mouseover: function (v) {
      if (!find(v, "[${HOVER_MENU_ATTRIBUTE}]")) return;
      if (!hovered) afterHydration(function () {
        if (hovered.matches(":hover")) hovered.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
      });
      hovered = v.target;
    },
    pointerdown: function (v) {
      if (reachesForControl(v)) intent();
    },
    focusin: function (v) {
      if (reachesForControl(v)) intent();
    }
  };
  Object.keys(held).forEach(function (type) { d.addEventListener(type, held[type], true); });
  addEventListener("${HYDRATED_EVENT}", function () {
    e.removeAttribute("${HYDRATING_ATTRIBUTE}");
    Object.keys(held).forEach(function (type) { d.removeEventListener(type, held[type], true); });
  }, { once: true });
})();`;
