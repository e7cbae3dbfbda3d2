// Core Web Vitals and their good/poor thresholds (docs/features/site-wide.md), as web-vitals rates them:
// at or below "good" is good, above "poor" is poor, anything between needs improvement.

export const webVitalMetrics = ["CLS", "FID", "LCP", "FCP", "TTFB", "INP"] as const;
export type WebVitalMetricName = (typeof webVitalMetrics)[number];

export type WebVitalRatingName = "good" | "needs-improvement" | "poor";

/** [good, poor]; CLS is unitless, the others are milliseconds. */
export const webVitalThresholds: Record<WebVitalMetricName, readonly [number, number]> = {
  CLS: [0.1, 0.25],
  FID: [100, 300],
  LCP: [2500, 4000],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  INP: [200, 500],
};

export function rateWebVital(metric: WebVitalMetricName, value: number): WebVitalRatingName {
  const [good, poor] = webVitalThresholds[metric];
  if (value <= good) return "good";
  if (value <= poor) return "needs-improvement";
  return "poor";
}
