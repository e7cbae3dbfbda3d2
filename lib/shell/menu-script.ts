// The header menus' behaviour, part of the page init script (lib/shell/page-init-script.ts), so it
// works from the first paint, before React loads and after, and no tap on a header control waits
// for React (docs/features/header.md). The menus themselves are HTML: each a <details> marked with
// MENU_ATTRIBUTE (opening and closing with a click, a tap, Enter or Space works without any script;
// the `name` attribute they share keeps one open at a time), and the small screens' panel a
// `popover` its button opens. This adds what HTML alone does not do:
// - Escape closes the open menu and returns focus to its button; a press outside closes it;
// - the arrow keys open a menu from its button and move between its items (Home and End, and a
//   letter to jump to the next item starting with it);
// - a menu with HOVER_MENU_ATTRIBUTE opens while the mouse is over it;
// - a link chosen in a menu or in the panel closes it (after React, links move without a reload),
//   and the panel moves focus to its close button when it opens;
// - a language chosen in the language menu is saved (language, country and currency, from the
//   link's data attributes, the locale cookie and the 'Language Updated' notice) before its page
//   loads; the page's
//   query and hash go with it.
import { localeCookie } from "@/lib/i18n/locale-cookie";
import { COUNTRY_STORAGE_KEY, CURRENCY_STORAGE_KEY, LANGUAGE_NOTICE_KEY, LANGUAGE_STORAGE_KEY } from "@/lib/i18n/language";
import { HOVER_MENU_ATTRIBUTE, LANGUAGE_CHOICE_ATTRIBUTE, MENU_ATTRIBUTE } from "./page-signals.mjs";

export const menuScript = String.raw`
  var MENU = "details[${MENU_ATTRIBUTE}]";
  function openMenus() {
    return Array.prototype.slice.call(d.querySelectorAll(MENU + "[open]"));
  }
  function items(menu) {
    return Array.prototype.slice.call(menu.querySelectorAll("summary ~ * a[href], summary ~ * button:not([disabled])"));
  }
  function focusItem(menu, index) {
    var list = items(menu);
    if (!list.length) return;
    list[((index % list.length) + list.length) % list.length].focus();
  }
  function chosenIndex(menu) {
    var list = items(menu);
    var index = list.findIndex(function (item) {
      return item.getAttribute("aria-current") === "true" || item.getAttribute("aria-current") === "page" || item.getAttribute("aria-pressed") === "true";
    });
    return index < 0 ? 0 : index;
  }
  function closeMenu(menu, refocus) {
    menu.removeAttribute("open");
    if (refocus) {
      var summary = menu.querySelector("summary");
      if (summary) summary.focus();
    }
  }
  d.addEventListener("keydown", function (v) {
    var k = v.key, menu = v.target.closest ? v.target.closest(MENU) : null;
    if (!menu) return;
    var onSummary = v.target.tagName === "SUMMARY";
    if (k === "Escape" && menu.open) {
      v.preventDefault();
      return closeMenu(menu, true);
    }
    if (onSummary) {
      if (k !== "ArrowDown" && k !== "ArrowUp") return;
      v.preventDefault();
      menu.setAttribute("open", "");
      return focusItem(menu, k === "ArrowUp" && !menu.querySelector("[aria-current],[aria-pressed=true]") ? -1 : chosenIndex(menu));
    }
    var list = items(menu), index = list.indexOf(v.target);
    if (index < 0) return;
    var to = k === "ArrowDown" ? index + 1 : k === "ArrowUp" ? index - 1 : k === "Home" ? 0 : k === "End" ? list.length - 1 : null;
    if (to === null && k.length === 1 && /\S/.test(k)) {
      var letter = k.toLowerCase(), rotated = list.slice(index + 1).concat(list.slice(0, index + 1));
      var match = rotated.find(function (item) { return item.textContent.trim().toLowerCase().indexOf(letter) === 0; });
      if (match) to = list.indexOf(match);
    }
    if (to === null) return;
    v.preventDefault();
    focusItem(menu, to);
  });
  d.addEventListener("pointerdown", function (v) {
    openMenus().forEach(function (menu) {
      if (!menu.contains(v.target)) closeMenu(menu, false);
    });
  });
  // Only a mouse hovers: a tap's compatibility events would open the menu its click then closes.
  d.addEventListener("pointerover", function (v) {
    if (v.pointerType !== "mouse") return;
    var menu = v.target.closest ? v.target.closest(MENU + "[${HOVER_MENU_ATTRIBUTE}]") : null;
    if (menu && !menu.open) menu.setAttribute("open", "");
  });
  d.addEventListener("pointerout", function (v) {
    if (v.pointerType !== "mouse") return;
    var menu = v.target.closest ? v.target.closest(MENU + "[${HOVER_MENU_ATTRIBUTE}]") : null;
    if (menu && menu.open && !(v.relatedTarget && menu.contains(v.relatedTarget))) closeMenu(menu, false);
  });
  // A panel opened from its button moves focus to its close button (data-autofocus): Escape and
  // a press outside then return it to the button.
  d.addEventListener("toggle", function (v) {
    var panel = v.target;
    if (v.newState !== "open" || !panel.matches || !panel.matches("[popover]")) return;
    var first = panel.querySelector("[data-autofocus]");
    if (first) first.focus();
  }, true);
  d.addEventListener("click", function (v) {
    var link = v.target.closest ? v.target.closest("a[href]") : null;
    if (!link) return;
    var language = link.getAttribute("${LANGUAGE_CHOICE_ATTRIBUTE}");
    if (language) {
      try {
        localStorage.setItem("${LANGUAGE_STORAGE_KEY}", language);
        localStorage.setItem("${COUNTRY_STORAGE_KEY}", link.getAttribute("data-country"));
        localStorage.setItem("${CURRENCY_STORAGE_KEY}", link.getAttribute("data-currency"));
        sessionStorage.setItem("${LANGUAGE_NOTICE_KEY}", language);
      } catch (_) {}
      // The cookie the server reads: an unprefixed (English) address would otherwise send the
      // visitor back to the language they leave.
      d.cookie = "${localeCookie.name}=" + language + ";path=/;max-age=${localeCookie.maxAge};samesite=${localeCookie.sameSite}" + (location.protocol === "https:" ? ";secure" : "");
      link.search = location.search;
      link.hash = location.hash;
    }
    var menu = link.closest(MENU);
    if (menu) closeMenu(menu, false);
    var panel = link.closest("[popover]");
    if (panel && panel.hidePopover && panel.matches(":popover-open")) panel.hidePopover();
  });
`;
