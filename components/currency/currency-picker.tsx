"use client";

import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { BASE_CURRENCY, currencies, currencyCodes, popularCurrencyCodes, type CurrencyCode } from "@/lib/currency/currencies";
import { ensureRates, restoreCurrency, selectCurrency, useCurrencyState } from "@/lib/currency/store";
import { useLocale } from "@/lib/i18n/link";

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

/** Currency names in the page's language (CLDR data built into the browser), English as fallback. */
function useCurrencyNames(): (code: CurrencyCode) => string {
  const locale = useLocale();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale, "en"], { type: "currency" });
    } catch {
      names = null;
    }
    return (code: CurrencyCode) => names?.of(code) ?? currencies[code].name;
  }, [locale]);
}

/**
 * The header's currency picker: popular currencies first, the rest under 'More Currencies', in a
 * listbox at most 240 px high. The server renders it in US dollars, so the home page shows it
 * before React loads; a saved choice is restored once it has (the trigger keeps its size).
 */
export function CurrencyPicker({ labels }: { labels: CurrencyPickerLabels }) {
  const { code, status } = useCurrencyState();
  const nameOf = useCurrencyNames();
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState<CurrencyCode>(code);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
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
  const order = useMemo(() => groups.flatMap((group) => group.codes), [groups]);

  useEffect(() => {
    if (!isOpen) return;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);

  useEffect(() => {
    if (isOpen) document.getElementById(`${id}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [isOpen, active, id]);

  const open = () => {
    ensureRates();
    setActive(order.includes(code) ? code : BASE_CURRENCY);
    setIsOpen(true);
  };
  const close = () => {
    setIsOpen(false);
    triggerRef.current?.focus();
  };
  const choose = (chosen: CurrencyCode) => {
    selectCurrency(chosen);
    close();
  };
  const move = (to: number) => setActive(order[Math.max(0, Math.min(order.length - 1, to))] ?? BASE_CURRENCY);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = order.indexOf(active);
    switch (event.key) {
      case "ArrowDown":
        move(index + 1);
        break;
      case "ArrowUp":
        move(index - 1);
        break;
      case "Home":
        move(0);
        break;
      case "End":
        move(order.length - 1);
        break;
      case "PageDown":
        move(index + 5);
        break;
      case "PageUp":
        move(index - 5);
        break;
      case "Enter":
      case " ":
        choose(active);
        break;
      case "Escape":
        close();
        break;
      case "Tab":
        setIsOpen(false);
        return;
      default: {
        // Type-ahead: a letter jumps to the next currency whose code starts with it.
        if (event.key.length !== 1 || !/\p{L}/u.test(event.key)) return;
        const letter = event.key.toUpperCase();
        const rotated = [...order.slice(index + 1), ...order.slice(0, index + 1)];
        const match = rotated.find((item) => item.startsWith(letter));
        if (match) setActive(match);
        break;
      }
    }
    event.preventDefault();
  };

  const currentLabel = labels.current.replace("{name}", nameOf(code)).replace("{code}", code);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={labels.button.replaceAll("{code}", code).replace("{name}", nameOf(code))}
        title={currentLabel}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-list` : undefined}
        data-currency-picker={code}
        onClick={() => (isOpen ? setIsOpen(false) : open())}
        onKeyDown={onTriggerKeyDown}
        className={clsx(
          "inline-flex items-center justify-center gap-1 rounded-md text-sm font-semibold hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          TRIGGER_SIZE,
        )}
      >
        {code}
        <Icon name="chevron-down" className="size-4 opacity-70" />
      </button>
      {isOpen ? (
        <div
          ref={listRef}
          id={`${id}-list`}
          role="listbox"
          tabIndex={-1}
          aria-label={labels.listLabel}
          aria-activedescendant={`${id}-${active}`}
          onKeyDown={onListKeyDown}
          className="absolute end-0 top-full z-50 mt-1 max-h-[240px] w-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg focus:outline-none"
        >
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
              <div id={`${id}-${group.key}`} className="px-2 pb-0.5 pt-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {group.label}
              </div>
              {group.codes.map((item) => (
                <div
                  key={item}
                  id={`${id}-${item}`}
                  role="option"
                  aria-selected={item === code}
                  data-currency={item}
                  onClick={() => choose(item)}
                  onPointerMove={() => setActive(item)}
                  className={clsx(
                    "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1 text-sm",
                    item === active && "bg-accent text-accent-foreground",
                  )}
                >
                  <span className="w-10 shrink-0 font-semibold">{item}</span>
                  <span className="flex-1 truncate">{nameOf(item)}</span>
                  <span aria-hidden className="shrink-0 text-muted-foreground">
                    {currencies[item].symbol}
                  </span>
                  <Icon name="check" className={clsx("size-4 shrink-0", item === code ? "opacity-100" : "opacity-0")} />
                </div>
              ))}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
