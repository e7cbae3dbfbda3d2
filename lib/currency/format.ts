// Price formatting shared by the Price component and its tests (docs/features/site-wide.md, Currency).
import { currencies, currencyDecimals, type CurrencyCode } from "./currencies";

export type FormatPriceInput = {
  /** Amount in US dollars; missing or empty shows the symbol plus zero (zero itself is valid). */
  amount: number | string | null | undefined;
  code: CurrencyCode;
  /** Units of `code` per US dollar. */
  rate: number;
  locale?: string;
};

// Letters-only symbols (CHF, AED, kr) read better with a space before the number; "R" (rand) is
// written without one.
function joinSymbol(symbol: string, number: string): string {
  return /^\p{L}{2,}$/u.test(symbol) ? `${symbol}\u00a0${number}` : `${symbol}${number}`;
}

function toAmount(amount: FormatPriceInput["amount"]): number | null {
  if (amount === null || amount === undefined) return null;
  if (typeof amount === "string") {
    if (amount.trim() === "") return null;
    const parsed = Number(amount);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return Number.isFinite(amount) ? amount : null;
}

/** amount x rate in the currency's decimals, e.g. "€1.84", "¥288", "$0.00"; "$0" when no amount. */
export function formatPrice({ amount, code, rate, locale = "en" }: FormatPriceInput): string {
  const { symbol } = currencies[code];
  const value = toAmount(amount);
  if (value === null) return `${symbol}0`;
  const digits = currencyDecimals(code);
  return joinSymbol(symbol, numberFormat(locale, digits).format(value * rate));
}

// Building an Intl.NumberFormat costs far more than formatting with one, and a deal list shows
// dozens of prices: one formatter per locale and number of decimals.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = formatters.get(key);
  if (!format) {
    // Latin digits in every locale: prices sit beside Latin currency symbols and codes.
    format = new Intl.NumberFormat(`${locale}-u-nu-latn`, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    if (formatters.size < 100) formatters.set(key, format);
  }
  return format;
}
