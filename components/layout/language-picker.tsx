"use client";

import { clsx } from "clsx";
import { Flag } from "@/components/ui/flag";
import { Icon } from "@/components/ui/icon";
import { useEffect, type MouseEvent } from "react";
import { LANGUAGE_NOTICE_KEY, LANGUAGE_NOTICE_MS, resolveLanguage } from "@/lib/i18n/language";
import { loadCurrentUser } from "@/lib/auth/current-user-client";
import { readSavedLanguage, saveLanguageChoice, sendPreferredLanguage, storeLanguage } from "@/lib/i18n/language-preference";
import { getPathname, useLocale, usePathname, useRouter } from "@/lib/i18n/navigation";
import { LANGUAGE_CHOICE_ATTRIBUTE } from "@/lib/shell/page-signals.mjs";
import { HEADER_MENU, SUMMARY_CLASS } from "./header-menu";
import { localeInfo, locales, type Locale } from "@/lib/i18n/locales";
import { toast } from "@/lib/toast-store";

export type LanguagePickerLabels = {
  /** "{code}, Language: {language}": it starts with the code the button shows (WCAG 2.5.3, Label in Name). */
  button: string;
  list: string;
  updatedTitle: string;
  /** "Your language has been changed to {language}" */
  updatedText: string;
};

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 300);
  return () => window.clearTimeout(handle);
}

function markNotice(locale: Locale) {
  try {
    window.sessionStorage.setItem(LANGUAGE_NOTICE_KEY, locale);
  } catch {
    // No session storage: the switch still happens, without the notice.
  }
}

function takeNotice(): string | null {
  try {
    const value = window.sessionStorage.getItem(LANGUAGE_NOTICE_KEY);
    if (value) window.sessionStorage.removeItem(LANGUAGE_NOTICE_KEY);
    return value;
  } catch {
    return null;
  }
}

// The resolution order runs once per document, not again after each client-side navigation.
let hasResolved = false;

/**
 * The header's language menu: a <details> of links to this page in the twelve languages, in their
 * own names, so it works without React (lib/shell/menu-script.ts saves the choice). React adds the
 * 'Language Updated' notice and the resolution of the account's, the saved and the browser's
 * language once the page is idle.
 */
export function LanguagePicker({ labels }: { labels: LanguagePickerLabels }) {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  const switchTo = (next: Locale, { notify }: { notify: boolean }) => {
    saveLanguageChoice(next);
    if (notify) markNotice(next);
    if (next === locale) {
      if (notify) showNotice(next);
      return;
    }
    router.push(`${pathname}${window.location.search}${window.location.hash}`, { locale: next, scroll: false });
  };

  const showNotice = (shown: Locale) => {
    takeNotice();
    toast({
      title: labels.updatedTitle,
      description: labels.updatedText.replace("{language}", localeInfo[shown].nativeName),
      duration: LANGUAGE_NOTICE_MS,
    });
  };

  // The notice asked for by the page that switched: shown once, on the page in the new language.
  useEffect(() => {
    if (takeNotice() === locale) showNotice(locale);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);

  // Resolution order, once the page is idle: the account's language wins over the saved choice.
  useEffect(() => {
    if (hasResolved) return;
    let isCancelled = false;
    const cancelIdle = whenIdle(() => {
      hasResolved = true;
      void loadCurrentUser().then((user) => {
        if (isCancelled) return;
        const saved = readSavedLanguage();
        const resolved = resolveLanguage({ userLanguage: user?.preferred_language, savedLanguage: saved, browserLanguages: navigator.languages });
        if (resolved.source === "user") {
          if (resolved.locale !== saved || resolved.locale !== locale) switchTo(resolved.locale, { notify: false });
        } else if (resolved.source === "browser") {
          // The proxy already served the browser's language; remember it as the choice.
          storeLanguage(resolved.locale);
        } else if (resolved.source === "saved" && resolved.locale !== locale && window.location.pathname === pathname) {
          // An unprefixed (English) address while the saved choice is another language.
          switchTo(resolved.locale, { notify: false });
        }
      });
    });
    return () => {
      isCancelled = true;
      cancelIdle();
    };
    // Once per page load: later pages share the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Before React, the link itself navigates (the page init script saves the choice first:
  // lib/shell/menu-script.ts). Once React runs, the page changes language without a reload, and a
  // signed-in visitor's account is told.
  const choose = (event: MouseEvent<HTMLAnchorElement>, next: Locale) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    switchTo(next, { notify: true });
    void loadCurrentUser().then((user) => (user ? sendPreferredLanguage(next) : undefined));
  };

  const current = localeInfo[locale];
  return (
    <details {...HEADER_MENU} className="group/menu relative">
      <summary
        aria-label={labels.button.replace("{code}", locale.toUpperCase()).replace("{language}", current.nativeName)}
        data-testid="language-picker"
        className={clsx(
          SUMMARY_CLASS,
          "inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        )}
      >
        <Icon name="globe" className="size-4 sm:hidden" />
        <Flag id={current.flag} className="hidden sm:block" />
        <span className="uppercase">{locale}</span>
        <Icon name="chevron-down" className="hidden size-4 transition-transform group-open/menu:rotate-180 sm:block" />
      </summary>
      <ul
        aria-label={labels.list}
        className="absolute end-0 top-full z-50 mt-2 max-h-[min(24rem,calc(100vh-6rem))] w-56 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {locales.map((code) => {
          const info = localeInfo[code];
          const isCurrent = code === locale;
          return (
            <li key={code}>
              <a
                href={getPathname({ href: pathname, locale: code })}
                hrefLang={code}
                lang={code}
                aria-current={isCurrent ? "true" : undefined}
                {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: code }}
                data-country={info.country}
                data-currency={info.currency}
                onClick={(event) => choose(event, code)}
                className={clsx("language-choice", isCurrent && "font-semibold text-primary")}
              >
                <Flag id={info.flag} />
                <span>{info.nativeName}</span>
                {isCurrent ? <Icon name="check" className="size-4" /> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
