import { currencies, currencyCodes, currencyDecimals, isSupportedCurrency, popularCurrencyCodes } from "./currencies";
import { formatPrice } from "./format";

describe("formatPrice", () => {
  it("shows US dollars with two decimals", () => {
    expect(formatPrice({ amount: 1.99, code: "USD", rate: 1 })).toBe("$1.99");
  });

  it("converts to euros with the stored rate", () => {
    expect(formatPrice({ amount: 1.99, code: "EUR", rate: 0.8673 })).toBe(`€${(1.99 * 0.8673).toFixed(2)}`);
    expect(formatPrice({ amount: 100, code: "EUR", rate: 0.92 })).toBe("€92.00");
  });

  it.each([
    ["JPY", 143.9, "¥286"],
    ["CNY", 7.1812, "CN¥14"],
  ] as const)("shows %s without decimals", (code, rate, expected) => {
    expect(formatPrice({ amount: 1.99, code, rate })).toBe(expected);
  });

  it("groups thousands", () => {
    expect(formatPrice({ amount: 1999, code: "KRW", rate: 1369.2 })).toBe("₩2,737,030.80");
  });

  it.each([undefined, null, "", "  "])("shows the symbol plus zero for a missing amount (%p)", (amount) => {
    expect(formatPrice({ amount, code: "USD", rate: 1 })).toBe("$0");
    expect(formatPrice({ amount, code: "GBP", rate: 0.74 })).toBe("£0");
  });

  it("treats zero as a real amount", () => {
    expect(formatPrice({ amount: 0, code: "USD", rate: 1 })).toBe("$0.00");
    expect(formatPrice({ amount: 0, code: "JPY", rate: 150 })).toBe("¥0");
  });

  it("accepts numeric strings", () => {
    expect(formatPrice({ amount: "19.08", code: "USD", rate: 1 })).toBe("$19.08");
  });

  it("puts a space after letter symbols", () => {
    expect(formatPrice({ amount: 10, code: "CHF", rate: 0.81 })).toBe("CHF\u00a08.10");
    expect(formatPrice({ amount: 10, code: "ZAR", rate: 17.93 })).toBe("R179.30");
  });

  it("uses the locale's separators with Latin digits", () => {
    expect(formatPrice({ amount: 1999, code: "EUR", rate: 1, locale: "de" })).toBe("€1.999,00");
    expect(formatPrice({ amount: 1.5, code: "USD", rate: 1, locale: "ar" })).toMatch(/^\$1[.,٫]50$/);
  });
});

describe("currencies", () => {
  it("lists the 20 display currencies with a symbol and a name", () => {
    expect(currencyCodes).toHaveLength(20);
    for (const code of currencyCodes) {
      expect(currencies[code]).toEqual({ code, symbol: expect.any(String), name: expect.any(String) });
    }
    expect(popularCurrencyCodes).toEqual(["USD", "EUR", "GBP", "JPY", "CAD", "AUD"]);
  });

  it("knows which codes are supported", () => {
    expect(isSupportedCurrency("EUR")).toBe(true);
    expect(isSupportedCurrency("XYZ")).toBe(false);
    expect(isSupportedCurrency("toString")).toBe(false);
    expect(isSupportedCurrency(null)).toBe(false);
  });

  it("uses no decimals for JPY and CNY only", () => {
    expect(currencyCodes.filter((code) => currencyDecimals(code) === 0)).toEqual(["JPY", "CNY"]);
  });
});
