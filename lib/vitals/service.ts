import "server-only";
import { db } from "@/lib/db";
import type { WebVitalReport } from "./schema";
import { rateWebVital, type WebVitalRatingName } from "./thresholds";

const ratingColumn = { good: "good", "needs-improvement": "needs_improvement", poor: "poor" } as const;

/** Stores one measurement with the rating computed here, never taken from the client. */
export async function recordWebVital(report: WebVitalReport): Promise<{ rating: WebVitalRatingName }> {
  const rating = rateWebVital(report.name, report.value);
  await db().webVital.create({
    data: { path: report.path, metric: report.name, value: report.value, rating: ratingColumn[rating], locale: report.locale },
  });
  return { rating };
}
