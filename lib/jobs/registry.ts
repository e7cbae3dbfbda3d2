import "server-only";
import { refreshExchangeRates } from "@/lib/currency/service";

/** A recurring background job: pg-boss runs it once per schedule across every worker process. */
export type RecurringJob = {
  name: string;
  /** Cron expression, evaluated in `timeZone`. */
  cron: string;
  timeZone: string;
  run: () => Promise<string>;
};

// Every background job of the product, in one place (ARCHITECTURE.md: rate refresh, deal
// ingestion, alert e-mails). Each feature adds its jobs here.
export const recurringJobs: readonly RecurringJob[] = [
  {
    // The ECB publishes its reference rates around 16:00 CET on working days.
    name: "exchange-rates-refresh",
    cron: "30 16 * * 1-5",
    timeZone: "Europe/Berlin",
    run: async () => {
      const result = await refreshExchangeRates();
      return `rates ${result.date}: updated ${result.updated.length}, kept ${result.missing.length}`;
    },
  },
];
