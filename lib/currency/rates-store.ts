// Writes rates to the database. Takes the Prisma client as an argument so that both the app
// (lib/currency/service.ts) and the seed script (a plain Node process) can use it.
import type { PrismaClient } from "../generated/prisma/client";
import { currencyCodes, isSupportedCurrency, type CurrencyCode } from "./currencies";
import snapshot from "./rates-snapshot.json";

/** "2025-06-13" -> a timestamp literal at midnight UTC (the column stores UTC). */
function toTimestamp(date: string | Date): string {
  const iso = (typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date).toISOString();
  return iso.replace("T", " ").replace("Z", "");
}

/**
 * Stores rates valid for `asOf`, but only where the stored rate is older: a stale source or the
 * bundled snapshot never replaces a newer rate. Returns the codes actually written.
 */
export async function storeRates(
  prisma: PrismaClient,
  { rates, source, asOf }: { rates: Partial<Record<CurrencyCode, number>>; source: string; asOf: string | Date },
): Promise<CurrencyCode[]> {
  const entries = Object.entries(rates).filter(
    (entry): entry is [CurrencyCode, number] => isSupportedCurrency(entry[0]) && Number.isFinite(entry[1]) && entry[1]! > 0,
  );
  if (entries.length === 0) return [];
  const codes = entries.map(([code]) => code);
  const values = entries.map(([, rate]) => rate);
  const rows = await prisma.$queryRaw<Array<{ code: string }>>`
    INSERT INTO exchange_rates (code, rate, source, updated_at)
    SELECT u.code, u.rate, ${source}, ${toTimestamp(asOf)}::timestamp
    FROM unnest(${codes}::text[], ${values}::float8[]) AS u(code, rate)
    ON CONFLICT (code) DO UPDATE
      SET rate = EXCLUDED.rate, source = EXCLUDED.source, updated_at = EXCLUDED.updated_at
      WHERE exchange_rates.updated_at < EXCLUDED.updated_at
    RETURNING code`;
  return rows.map((row) => row.code).filter(isSupportedCurrency);
}

export const snapshotRates = snapshot.rates as Record<CurrencyCode, number>;
export const snapshotDate = snapshot.date;
export const SNAPSHOT_SOURCE = `snapshot ${snapshot.date}`;

/** Seed step: the bundled snapshot as every currency's first value (never over a newer rate). */
export async function seedExchangeRateSnapshot(prisma: PrismaClient): Promise<string> {
  const written = await storeRates(prisma, { rates: snapshotRates, source: SNAPSHOT_SOURCE, asOf: snapshotDate });
  return `${written.length} of ${currencyCodes.length} rates from the ${snapshotDate} snapshot (newer rates kept)`;
}
