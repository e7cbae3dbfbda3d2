"use client";

import { clsx } from "clsx";
import { Flag } from "@/components/ui/flag";
import { Icon } from "@/components/ui/icon";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { LANGUAGE_NOTICE_KEY, LANGUAGE_NOTICE_MS, resolveLanguage } from "@/lib/i18n/language";
import { loadCurrentUser } from "@/lib/auth/current-user-client";
import { readSavedLanguage, saveLanguageChoice, sendPreferredLanguage, storeLanguage } from "@/lib/i18n/language-preference";
import { useLocale, usePathname, useRouter } from "@/lib/i18n/navigation";
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

/** The header's language menu: a button and a listbox of the twelve languages, in their own names. */
export function LanguagePicker({ labels }: { labels: LanguagePickerLabels }) {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const listId = useId();

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

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);

  // The option to focus once the list has rendered: keys pressed before that frame (a quick
  // double ArrowDown) move this target instead of being lost on the button.
  const focusTargetRef = useRef<number | null>(null);

  const focusOption = (index: number) => {
    const count = locales.length;
    optionRefs.current[((index % count) + count) % count]?.focus();
  };

  const open = (focusIndex = locales.indexOf(locale)) => {
    const isPending = focusTargetRef.current !== null;
    focusTargetRef.current = focusIndex;
    setIsOpen(true);
    if (isPending) return;
    requestAnimationFrame(() => {
      const target = focusTargetRef.current;
      focusTargetRef.current = null;
      if (target !== null) focusOption(target);
    });
  };

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (next: Locale) => {
    close(true);
    switchTo(next, { notify: true });
    void loadCurrentUser().then((user) => (user ? sendPreferredLanguage(next) : undefined));
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const pending = focusTargetRef.current;
      if (pending !== null) open(pending + (event.key === "ArrowUp" ? -1 : 1));
      else open(event.key === "ArrowUp" ? locales.length - 1 : locales.indexOf(locale));
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = optionRefs.current.findIndex((option) => option === document.activeElement);
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusOption(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusOption(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusOption(0);
        break;
      case "End":
        event.preventDefault();
        focusOption(locales.length - 1);
        break;
      case "Enter":
      case " ": {
        event.preventDefault();
        const chosen = locales[index];
        if (chosen) choose(chosen);
        break;
      }
      case "Escape":
        event.preventDefault();
        close(true);
        break;
      case "Tab":
        setIsOpen(false);
        break;
    }
  };

  const current = localeInfo[locale];
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-label={labels.button.replace("{code}", locale.toUpperCase()).replace("{language}", current.nativeName)}
        data-testid="language-picker"
        onClick={() => (isOpen ? close(false) : open())}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon name="globe" className="size-4 sm:hidden" />
        <Flag id={current.flag} className="hidden sm:block" />
        <span className="uppercase">{locale}</span>
        <Icon name="chevron-down" className={clsx("hidden size-4 transition-transform sm:block", isOpen && "rotate-180")} />
      </button>
      {isOpen ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={labels.list}
          onKeyDown={onListKeyDown}
          className="absolute end-0 top-full z-50 mt-2 max-h-[min(24rem,calc(100vh-6rem))] w-56 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {locales.map((code, index) => {
            const info = localeInfo[code];
            const isSelected = code === locale;
            return (
              <li
                key={code}
                ref={(element) => {
                  optionRefs.current[index] = element;
                }}
                role="option"
                aria-selected={isSelected}
                tabIndex={-1}
                lang={code}
                onClick={() => choose(code)}
                className={clsx(
                  "flex cursor-pointer items-center gap-3 rounded-sm px-3 py-2 text-sm outline-none hover:bg-accent focus:bg-accent",
                  isSelected && "font-semibold text-primary",
                )}
              >
                <Flag id={info.flag} />
                <span className="flex-1 text-start">{info.nativeName}</span>
                {isSelected ? <Icon name="check" className="size-4" /> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
