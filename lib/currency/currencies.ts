// The 20 display currencies (docs/features/site-wide.md, Currency). Pure data and helpers: safe on the server and
// the client (the picker, the Price component and the rates endpoint all read this list).

export const currencyCodes = [
  "USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CNY", "THB", "SGD", "HKD",
  "INR", "CHF", "MXN", "BRL", "RUB", "KRW", "ZAR", "AED", "SEK", "NZD",
] as const;

export type CurrencyCode = (typeof currencyCodes)[number];

export type Currency = {
  code: CurrencyCode;
  symbol: string;
  /** English name; the picker shows the visitor's language through Intl.DisplayNames. */
  name: string;
};

export const BASE_CURRENCY: CurrencyCode = "USD";

/** The picker lists these first; the rest go under 'More Currencies'. */
export const popularCurrencyCodes: readonly CurrencyCode[] = ["USD", "EUR", "GBP", "JPY", "CAD", "AUD"];

export const currencies: Record<CurrencyCode, Currency> = {
  USD: { code: "USD", symbol: "$", name: "US Dollar" },
  EUR: { code: "EUR", symbol: "€", name: "Euro" },
  GBP: { code: "GBP", symbol: "£", name: "British Pound" },
  JPY: { code: "JPY", symbol: "¥", name: "Japanese Yen" },
  CAD: { code: "CAD", symbol: "C$", name: "Canadian Dollar" },
  AUD: { code: "AUD", symbol: "A$", name: "Australian Dollar" },
  CNY: { code: "CNY", symbol: "CN¥", name: "Chinese Yuan" },
  THB: { code: "THB", symbol: "฿", name: "Thai Baht" },
  SGD: { code: "SGD", symbol: "S$", name: "Singapore Dollar" },
  HKD: { code: "HKD", symbol: "HK$", name: "Hong Kong Dollar" },
  INR: { code: "INR", symbol: "₹", name: "Indian Rupee" },
  CHF: { code: "CHF", symbol: "CHF", name: "Swiss Franc" },
  MXN: { code: "MXN", symbol: "MX$", name: "Mexican Peso" },
  BRL: { code: "BRL", symbol: "R$", name: "Brazilian Real" },
  RUB: { code: "RUB", symbol: "₽", name: "Russian Ruble" },
  KRW: { code: "KRW", symbol: "₩", name: "South Korean Won" },
  ZAR: { code: "ZAR", symbol: "R", name: "South African Rand" },
  AED: { code: "AED", symbol: "AED", name: "UAE Dirham" },
  SEK: { code: "SEK", symbol: "kr", name: "Swedish Krona" },
  NZD: { code: "NZD", symbol: "NZ$", name: "New Zealand Dollar" },
};

export function isSupportedCurrency(value: unknown): value is CurrencyCode {
  return typeof value === "string" && Object.hasOwn(currencies, value);
}

/** Decimal places shown for a currency: none for JPY and CNY, two otherwise. */
export function currencyDecimals(code: CurrencyCode): number {
  return code === "JPY" || code === "CNY" ? 0 : 2;
}
