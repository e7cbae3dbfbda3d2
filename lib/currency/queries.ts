import "server-only";
import { db } from "@/lib/db";
import { BASE_CURRENCY, currencyCodes, isSupportedCurrency, type CurrencyCode } from "./currencies";
import { SNAPSHOT_SOURCE, snapshotDate, snapshotRates } from "./rates-store";

export type ExchangeRatesResponse = {
  base: typeof BASE_CURRENCY;
  /** Units per US dollar for every supported currency. */
  rates: Record<CurrencyCode, number>;
  /** When the newest rate was valid (ISO 8601). */
  updatedAt: string;
  /** Where the newest rate came from. */
  source: string;
};

/** The stored rates of all 20 currencies; a currency not stored yet falls back to the bundled snapshot. */
export async function getExchangeRates(): Promise<ExchangeRatesResponse> {
  const rows = await db().exchangeRate.findMany({ orderBy: { updatedAt: "desc" } });
  const stored = new Map(rows.filter((row) => isSupportedCurrency(row.code)).map((row) => [row.code, row.rate]));
  const rates = Object.fromEntries(
    currencyCodes.map((code) => [code, code === BASE_CURRENCY ? 1 : (stored.get(code) ?? snapshotRates[code])]),
  ) as Record<CurrencyCode, number>;
  const newest = rows[0];
  return {
    base: BASE_CURRENCY,
    rates,
    updatedAt: (newest?.updatedAt ?? new Date(`${snapshotDate}T00:00:00Z`)).toISOString(),
    source: newest?.source ?? SNAPSHOT_SOURCE,
  };
}
