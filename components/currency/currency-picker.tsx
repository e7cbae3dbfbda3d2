"use client";

import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { useEffect, useId, useMemo, useRef } from "react";
import { BASE_CURRENCY, currencies, currencyCodes, popularCurrencyCodes, type CurrencyCode } from "@/lib/currency/currencies";
import { ensureRates, restoreCurrency, selectCurrency, useCurrencyState } from "@/lib/currency/store";
import { useLocale } from "@/lib/i18n/link";
import { HEADER_MENU, SUMMARY_CLASS } from "@/components/layout/header-menu";

export type CurrencyPickerLabels = {
  /** "Currency: {name} ({code})", the button's tooltip */
  current: string;
  /** "{code}, Currency: {name} ({code})": it starts with the code the button shows (WCAG 2.5.3, Label in Name). */
  button: string;
  listLabel: string;
  popular: string;
  more: string;
  fetchFailed: string;
};

const TRIGGER_SIZE = "h-10 w-[4.75rem]";

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** The page's language's currency names (CLDR data built into the browser and Node), made once per language. */
function currencyDisplayNames(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale, "en"], { type: "currency" }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale) ?? null;
}

/** Currency names in the page's language, English as fallback. */
function useCurrencyNames(): (code: CurrencyCode) => string {
  const locale = useLocale();
  return useMemo(() => {
    const names = currencyDisplayNames(locale);
    return (code: CurrencyCode) => names?.of(code) ?? currencies[code].name;
  }, [locale]);
}

/**
 * The header's currency picker: popular currencies first, the rest under 'More Currencies', in a
 * list at most 240 px high. A <details>, so it opens at the first tap, before React loads (the
 * page init script adds Escape, a press outside and the arrow keys: lib/shell/menu-script.ts); a
 * currency chosen before React has loaded is applied once it has (the page init script holds the
 * click). The server renders it in US dollars; a saved choice is restored once React has loaded
 * (the trigger keeps its size).
 */
export function CurrencyPicker({ labels }: { labels: CurrencyPickerLabels }) {
  const { code, status } = useCurrencyState();
  const nameOf = useCurrencyNames();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const id = useId();

  useEffect(() => restoreCurrency({ failureMessage: labels.fetchFailed }), [labels.fetchFailed]);

  // After a failed rate fetch USD is the only currency (docs/features/site-wide.md, Currency). The rows are sized so
  // that both headings, 'More Currencies' included, fit in the list's 240 px when it opens.
  const groups = useMemo(() => {
    if (status === "failed") return [{ key: "popular", label: labels.popular, codes: [BASE_CURRENCY] }];
    const more = currencyCodes.filter((item) => !popularCurrencyCodes.includes(item));
    return [
      { key: "popular", label: labels.popular, codes: [...popularCurrencyCodes] },
      { key: "more", label: labels.more, codes: more },
    ];
  }, [status, labels.popular, labels.more]);

  const choose = (chosen: CurrencyCode) => {
    selectCurrency(chosen);
    const menu = menuRef.current;
    if (!menu) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  };

  const currentLabel = labels.current.replace("{name}", nameOf(code)).replace("{code}", code);

  return (
    <details ref={menuRef} {...HEADER_MENU} onToggle={(event) => (event.currentTarget.open ? ensureRates() : undefined)} className="relative">
      <summary
        aria-label={labels.button.replaceAll("{code}", code).replace("{name}", nameOf(code))}
        title={currentLabel}
        data-currency-picker={code}
        className={clsx(
          SUMMARY_CLASS,
          "inline-flex items-center justify-center gap-1 rounded-md text-sm font-semibold hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          TRIGGER_SIZE,
        )}
      >
        {code}
        <Icon name="chevron-down" className="size-4 opacity-70" />
      </summary>
      <div
        id={`${id}-list`}
        role="group"
        aria-label={labels.listLabel}
        className="absolute end-0 top-full z-50 mt-1 max-h-[240px] w-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
            <div id={`${id}-${group.key}`} className="currency-heading">
              {group.label}
            </div>
            {group.codes.map((item) => (
              <button key={item} type="button" aria-pressed={item === code} data-currency={item} onClick={() => choose(item)} className="currency-choice">
                <span>{item}</span> <span>{nameOf(item)}</span>
                <span aria-hidden>{currencies[item].symbol}</span>
                {item === code ? <Icon name="check" /> : <span />}
              </button>
            ))}
          </div>
        ))}
      </div>
    </details>
  );
}
