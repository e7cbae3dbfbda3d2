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
// - the header menus' behaviour (lib/shell/menu-script.ts): they are HTML and need no React;
// - until React has hydrated, a click, an opening arrow key or a submit on a control is held,
//   announced (deferred hydration loads React then) and replayed after, so no early click is lost; meanwhile the pointer shows progress. What works without React is never
//   held: links, fields, selects, details, popover buttons, and forms with an action of their own (GET filters,
//   the unsubscribe POST) with their submit buttons; what was typed or chosen in a field meanwhile is
//   told to React once it has hydrated, before the held events replay;
// - when a script fails to load, holding stops; when React has not hydrated RELEASE_AFTER_MS after
//   the first held event, the progress pointer goes and key presses are no longer held (they scroll
//   or submit as without JavaScript). Either way the consent banner's Accept All and Reject All then
//   save the choice from here, and clicks on controls that need React still replay if it arrives
//   (without it they would do nothing anyway): never worse than no JavaScript;
// - once the page has loaded and the browser is idle, the service worker's registration (the
//   installable app and offline trips, lib/pwa/service-worker.ts): a first visit loads and paints
//   exactly as without it. The page then tells the worker whether the member is signed in (signed
//   out, their saved trips leave the device) and its path (a trip page is kept for offline use).
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/cookie-names";
import { ACCEPT_ALL, CONSENT_COOKIE, CONSENT_FLAGS, CONSENT_MAX_AGE_SECONDS, CONSENT_TIMESTAMP_COOKIE, REJECT_ALL } from "@/lib/consent/consent";
import { BASE_CURRENCY } from "@/lib/currency/currencies";
import { CURRENCY_STORAGE_KEY, LANGUAGE_NOTICE_KEY, LANGUAGE_STORAGE_KEY } from "@/lib/i18n/language";
import { PLANNER_DRAFT_KEY } from "@/lib/planner/draft-key";
import { PAGE_MESSAGE, SERVICE_WORKER_PATH } from "@/lib/pwa/offline-rules";
import { THEME_STORAGE_KEY } from "@/lib/theme";
import { menuScript } from "./menu-script";
import {
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_NEEDED_ATTRIBUTE,
  HAS_SAVED_STATE_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  HYDRATED_EVENT,
  HYDRATING_ATTRIBUTE,
  INTENT_EVENT,
  MENU_ATTRIBUTE,
  SCROLL_TO_TOP_ATTRIBUTE,
  SITE_HEADER_ATTRIBUTE,
  WORKS_WITHOUT_REACT_ATTRIBUTE,
} from "./page-signals.mjs";

const HEADER_SCROLL_THRESHOLD_PX = 10;
/** How long a held event waits for React before it runs natively. */
export const RELEASE_AFTER_MS = 5000;
const consentChoices = { accept: ACCEPT_ALL, reject: REJECT_ALL };

// A cookie's raw value, or undefined (the rule of readCookie in lib/consent/consent.ts).
const cookieValue = (name: string) => String.raw`(/(?:^|;\s*)${name}=([^;]*)/.exec(c) || [])[1]`;

/**
 * The script as the page carries it: without its comment lines, indentation and blank lines. It is
 * in every page twice (the <head>, then the RSC payload the HTML carries), so its comments cost
 * every render and every visitor; the proxy hashes this same string.
 */
export function compactScript(source: string): string {
  return source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("//"))
    .join("\n");
}

export const pageInitScript = compactScript(String.raw`(function () {
  var d = document, e = d.documentElement, c = d.cookie, consent = null;
  var t = null, currency = null, language = null, notice = null, draft = null;
  // The manual planner shows a draft kept in this browser, or adds the place its link names.
  var planner = /^(\/[a-z]{2})?\/trip-planner$/.test(location.pathname);
  // Storage may be blocked (some private modes throw): then nothing is saved, and the system theme applies.
  try {
    t = localStorage.getItem("${THEME_STORAGE_KEY}");
    currency = localStorage.getItem("${CURRENCY_STORAGE_KEY}");
    language = localStorage.getItem("${LANGUAGE_STORAGE_KEY}");
    notice = sessionStorage.getItem("${LANGUAGE_NOTICE_KEY}");
    if (planner) draft = localStorage.getItem("${PLANNER_DRAFT_KEY}");
  } catch (_) {}
  var dark = t === "dark" || (t !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  if (dark) e.classList.add("dark");
  e.style.colorScheme = dark ? "dark" : "light";
  var saved = !!(t || (currency && currency !== "${BASE_CURRENCY}") || (language && language !== e.lang) || notice || draft || (planner && /[?&](place|edit)=/.test(location.search)));
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
${menuScript}

  var CONTROL = "button,[role=button],input[readonly]";
  function find(v, selector) {
    return v.target && v.target.closest ? v.target.closest(selector) : null;
  }
  // A form with an action of its own works without React (its submit buttons too).
  function isNativeForm(f) {
    return !!f && f.hasAttribute("action");
  }
  function control(v) {
    var found = find(v, CONTROL);
    // A popover's buttons (the small screens' menu) work without React too.
    if (!found || found.hasAttribute("popovertarget") || found.closest("[${WORKS_WITHOUT_REACT_ATTRIBUTE}]")) return null;
    if (found.type === "submit" && isNativeForm(found.form)) return null;
    return found;
  }
  function reachesForControl(v) {
    return control(v) || find(v, "input,select,textarea");
  }
  function intent() {
    dispatchEvent(new Event("${INTENT_EVENT}"));
  }
  // Held events wait for React: { replay, native } each, native being what the event does without
  // React (only the consent banner's buttons have one: their choice is saved from here).
  var pending = [], timer = 0, holding = true, settled = false, hydrated = false, replaying = false;
  function stopHolding() {
    if (!holding) return;
    holding = false;
    clearTimeout(timer);
    e.removeAttribute("${HYDRATING_ATTRIBUTE}");
    Object.keys(held).forEach(function (type) { d.removeEventListener(type, held[type], true); });
  }
  function runNatives() {
    pending = pending.filter(function (item) {
      if (item.native) item.native();
      return !item.native;
    });
  }
  // React is slow: the pointer stops showing progress and what needs no React is done now. Clicks
  // on controls that need React stay held, to take effect if it arrives (they do nothing without).
  function settle() {
    settled = true;
    e.removeAttribute("${HYDRATING_ATTRIBUTE}");
    runNatives();
  }
  // The scripts failed to load: React will not come, so nothing is held any more.
  function release() {
    if (!holding) return;
    stopHolding();
    settle();
  }
  function afterHydration(replay, native) {
    pending.push({ replay: replay, native: native });
    if (hydrated) return;
    intent();
    if (settled) return runNatives();
    e.setAttribute("${HYDRATING_ATTRIBUTE}", "");
    if (!timer) timer = setTimeout(settle, ${RELEASE_AFTER_MS});
  }
  function hold(v, replay, native) {
    if (replaying) return;
    v.preventDefault();
    v.stopImmediatePropagation();
    afterHydration(replay, native);
  }
  var choices = ${JSON.stringify(consentChoices)};
  function saveConsentChoice(choice) {
    var a = "; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; samesite=strict" + (location.protocol === "https:" ? "; secure" : "");
    d.cookie = "${CONSENT_COOKIE}=" + encodeURIComponent(JSON.stringify(choice)) + a;
    d.cookie = "${CONSENT_TIMESTAMP_COOKIE}=" + encodeURIComponent(new Date().toISOString()) + a;
    e.removeAttribute("${CONSENT_NEEDED_ATTRIBUTE}");
  }
  function consentButton(b) {
    var choice = b && b.getAttribute("${CONSENT_CHOICE_ATTRIBUTE}");
    return choice && choices[choice] ? function () { saveConsentChoice(choices[choice]); } : null;
  }
  var held = {
    click: function (v) {
      var b = control(v);
      if (b) hold(v, function () { b.click(); }, consentButton(b));
    },
    // A key press has a native effect (an arrow scrolls, Enter submits): past the time limit it runs.
    // The header menus' keys need no React (lib/shell/menu-script.ts moves the focus).
    keydown: function (v) {
      var b = !settled && !find(v, "[${MENU_ATTRIBUTE}]") && control(v), k = v.key;
      if (b && (k === "ArrowDown" || k === "ArrowUp" || (b.tagName === "INPUT" && (k === "Enter" || k === " ")))) {
        hold(v, function () { b.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true })); });
      }
    },
    submit: function (v) {
      var f = v.target;
      if (!isNativeForm(f)) hold(v, function () { f.requestSubmit(); });
    },
    pointerdown: function (v) {
      if (reachesForControl(v)) intent();
    },
    focusin: function (v) {
      if (reachesForControl(v)) intent();
    }
  };
  Object.keys(held).forEach(function (type) { d.addEventListener(type, held[type], true); });
  // Once React has hydrated, the held events are replayed in order, each in a task of its own so
  // React commits what one did before the next runs ('Annual' then 'Upgrade' upgrades with the
  // annual plan), and events arriving meanwhile stay held behind them; then holding stops.
  function replayInTurn() {
    var item = pending.shift();
    if (!item) return stopHolding();
    replaying = true;
    try {
      item.replay();
    } finally {
      replaying = false;
    }
    setTimeout(replayInTurn, 0);
  }
  // A field changed before React hydrated keeps its value in the page, but React's state has the
  // value it rendered: once React has hydrated, each such field is told to React as the change it
  // was, before the held events replay (a place typed or chosen, then 'Add', adds that place).
  // React hydrates a field remembering the value it then has, so a text field is first set, through
  // React's own setter, to a value it does not have, then back to its value behind React's back.
  // A change is an intent too (a file chosen, an option picked without a press first).
  // Each field's value is kept as it was changed, and the kept value is what React is told: telling
  // React the first field re-renders the form, and React then writes its own state (the value it
  // rendered) into every controlled field it has not been told of yet, wiping what was typed there.
  // A field changed again once React has hydrated (not by this telling) is React's already: skipped.
  var touched = [], telling = false;
  function touch(v) {
    var f = v.target, i;
    if (!f || !/^(INPUT|SELECT|TEXTAREA)$/.test(f.tagName)) return;
    for (i = 0; i < touched.length && touched[i].f !== f; i++);
    if (hydrated) {
      if (!telling && i < touched.length) touched[i].f = null;
      return;
    }
    if (i === touched.length) touched.push({ f: f });
    touched[i].value = f.value;
    touched[i].checked = f.checked;
    intent();
  }
  d.addEventListener("input", touch, true);
  d.addEventListener("change", touch, true);
  function tellReact(kept) {
    var f = kept.f;
    if (!f || !f.isConnected) return;
    telling = true;
    try {
      if (f.type === "file") return f.dispatchEvent(new Event("change", { bubbles: true }));
      if (f.tagName === "SELECT") {
        f.value = kept.value;
        return f.dispatchEvent(new Event("change", { bubbles: true }));
      }
      if (f.type === "checkbox" || f.type === "radio") {
        if (f.type === "radio" && !kept.checked) return;
        f.checked = !kept.checked;
        return f.click();
      }
      var own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f), "value");
      f.value = kept.value + " ";
      own.set.call(f, kept.value);
      f.dispatchEvent(new Event("input", { bubbles: true }));
    } finally {
      telling = false;
    }
  }
  addEventListener("${HYDRATED_EVENT}", function () {
    hydrated = true;
    clearTimeout(timer);
    e.removeAttribute("${HYDRATING_ATTRIBUTE}");
    // Each field in a task of its own, like the held events after them: React commits one change
    // before the next (a handler that reads the state it rendered would otherwise undo the last).
    pending = touched.map(function (kept) { return { replay: function () { tellReact(kept); } }; }).concat(pending);
    setTimeout(replayInTurn, 0);
  }, { once: true });
  // A script that fails to load (blocked, offline) means React will not come.
  d.addEventListener("error", function (v) {
    if (v.target && v.target.tagName === "SCRIPT") release();
  }, true);
  // Once holding has stopped without React, the banner's two buttons save the choice from here.
  d.addEventListener("click", function (v) {
    var save = consentButton(find(v, "[${CONSENT_CHOICE_ATTRIBUTE}]"));
    if (save && !holding && !e.hasAttribute("${HYDRATED_ATTRIBUTE}")) save();
  });

  var workers = typeof navigator === "object" ? navigator.serviceWorker : null;
  if (workers && isSecureContext) addEventListener("load", function () {
    (typeof requestIdleCallback === "function" ? requestIdleCallback : setTimeout)(function () {
      workers.register("${SERVICE_WORKER_PATH}", { scope: "/" }).then(function () { return workers.ready; }).then(function (r) {
        c = d.cookie;
        if (r.active) r.active.postMessage({ type: "${PAGE_MESSAGE}", signedIn: ${cookieValue(SIGNED_IN_HINT_COOKIE)} !== undefined, path: location.pathname });
      }).catch(function () {});
    });
  });
})();`);
