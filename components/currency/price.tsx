"use client";

import { clsx } from "clsx";
import { formatPrice } from "@/lib/currency/format";
import { displayCurrency, useCurrencyState } from "@/lib/currency/store";
import { useLocale } from "@/lib/i18n/link";

export type PriceProps = {
  /** Amount in US dollars; missing or empty shows the symbol plus zero. */
  amount: number | string | null | undefined;
  className?: string;
};

/**
 * Every price on the site: the amount in the visitor's currency (amount x rate; no decimals for
 * JPY and CNY). The server renders US dollars; the saved currency applies once its rate is known.
 */
export function Price({ amount, className }: PriceProps) {
  const { code, rate } = displayCurrency(useCurrencyState());
  const locale = useLocale();
  return (
    <span className={clsx("tabular-nums", className)} data-price data-currency={code}>
      {formatPrice({ amount, code, rate, locale })}
    </span>
  );
}
