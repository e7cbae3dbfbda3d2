import { rateWebVital, webVitalMetrics, type WebVitalMetricName } from "./thresholds";

describe("rateWebVital", () => {
  // [metric, good threshold, poor threshold] from docs/features/site-wide.md.
  const table: Array<[WebVitalMetricName, number, number]> = [
    ["CLS", 0.1, 0.25],
    ["FID", 100, 300],
    ["LCP", 2500, 4000],
    ["FCP", 1800, 3000],
    ["TTFB", 800, 1800],
    ["INP", 200, 500],
  ];

  it("covers every metric", () => {
    expect(table.map(([metric]) => metric)).toEqual([...webVitalMetrics]);
  });

  it.each(table)("rates %s at its boundaries (good %p, poor %p)", (metric, good, poor) => {
    const step = metric === "CLS" ? 0.001 : 1;
    expect(rateWebVital(metric, 0)).toBe("good");
    expect(rateWebVital(metric, good)).toBe("good");
    expect(rateWebVital(metric, good + step)).toBe("needs-improvement");
    expect(rateWebVital(metric, poor)).toBe("needs-improvement");
    expect(rateWebVital(metric, poor + step)).toBe("poor");
  });
});
