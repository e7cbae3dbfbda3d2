import "server-only";
import { db } from "@/lib/db";
import type { CurrencyCode } from "./currencies";
import { parseEcbXml, toUsdRates } from "./ecb";
import { storeRates } from "./rates-store";
import { env } from "@/lib/env";

/** The ECB's daily reference rates; EXCHANGE_RATES_URL points elsewhere (a mirror, a test server). */
export const DEFAULT_EXCHANGE_RATES_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";
const FETCH_TIMEOUT_MS = 20_000;
const MAX_BODY_CHARS = 1_000_000;

export type RefreshResult = {
  source: string;
  /** The source's reference date (YYYY-MM-DD). */
  date: string;
  /** Currencies whose stored rate changed (older stored rates only). */
  updated: CurrencyCode[];
  /** Supported currencies the source lacks: they keep their last value. */
  missing: CurrencyCode[];
};

async function fetchXml(url: string): Promise<string> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { Accept: "application/xml, text/xml" },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText || "rates request failed"}`);
  const text = await response.text();
  if (text.length > MAX_BODY_CHARS) throw new Error("Rates document is too large");
  return text;
}

/**
 * Fetches the ECB reference rates from EXCHANGE_RATES_URL (or `url`), re-bases them on USD and
 * stores every supported currency the source lists. Each run, failed or not, is logged in
 * exchange_rate_refreshes; a failure changes no rate and is rethrown.
 */
export async function refreshExchangeRates({ url }: { url?: string } = {}): Promise<RefreshResult> {
  const source = url ?? env().EXCHANGE_RATES_URL ?? DEFAULT_EXCHANGE_RATES_URL;
  const startedAt = new Date();
  try {
    const { date, perEur } = parseEcbXml(await fetchXml(source));
    const { rates, missing } = toUsdRates(perEur);
    const updated = await storeRates(db(), { rates, source, asOf: date });
    await db().exchangeRateRefresh.create({
      data: { source, status: "succeeded", ratesDate: new Date(`${date}T00:00:00Z`), updatedCodes: updated, missingCodes: missing, startedAt },
    });
    return { source, date, updated, missing };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db()
      .exchangeRateRefresh.create({ data: { source, status: "failed", updatedCodes: [], missingCodes: [], error: message.slice(0, 1000), startedAt } })
      .catch(() => undefined);
    throw error;
  }
}
