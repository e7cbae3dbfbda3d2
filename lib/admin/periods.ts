// The periods of the click report (/analytics?days=): pure, safe on the client.

export const REPORT_PERIODS = [7, 30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;

/** ?days= as one of the offered periods; anything else falls back to 30 days. */
export function parseReportPeriod(value: string | string[] | undefined): ReportPeriod {
  const raw = Array.isArray(value) ? value[0] : value;
  const days = Number(raw);
  return (REPORT_PERIODS as readonly number[]).includes(days) ? (days as ReportPeriod) : DEFAULT_REPORT_PERIOD;
}

/** ?page= as a positive integer (1 when missing or malformed). */
export function parsePage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1;
}
