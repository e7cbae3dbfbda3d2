import "server-only";
import { refreshExchangeRates } from "@/lib/currency/service";
import { db } from "@/lib/db";
import { ingestConfiguredFeeds } from "@/lib/deals/ingest/scheduled";

/** A recurring background job: pg-boss runs it once per schedule across every worker process. */
export type RecurringJob = {
  name: string;
  /** Cron expression, evaluated in `timeZone`. */
  cron: string;
  timeZone: string;
  run: () => Promise<string>;
  /** pg-boss queue policy; "singleton" lets only one job of the queue be active at a time. */
  policy?: "standard" | "singleton";
};

// Every background job of the product, in one place (docs/architecture.md, "Background work": rate
// refresh, deal ingestion, alert e-mails). Each feature adds its jobs here.
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
  {
    // Partner feeds every hour (bundled files, then Travelpayouts when its token is set). One
    // run at a time across workers; runs of one partner also take turns on an advisory lock.
    name: "deals-ingest",
    cron: "15 * * * *",
    timeZone: "UTC",
    policy: "singleton",
    run: () => ingestConfiguredFeeds(db()),
  },
];
