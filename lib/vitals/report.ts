// Measures Core Web Vitals in the browser and posts each one to /api/vitals. Loaded with a dynamic
// import, and only after analytics consent (components/vitals/vitals-reporter.tsx).
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { apiFetch } from "@/lib/api-client/fetch";
import type { Locale } from "@/lib/i18n/locales";
import { VITALS_PATH } from "./endpoint";
import type { WebVitalMetricName } from "./thresholds";

/** A beacon when the browser has one (it outlives the page); else a keepalive request. Failures are dropped. */
function send(metric: Record<string, unknown>) {
  const blob = new Blob([JSON.stringify(metric)], { type: "application/json" });
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(VITALS_PATH, blob)) return;
  void apiFetch(VITALS_PATH, { method: "POST", json: metric, keepalive: true }).catch(() => undefined);
}

// web-vitals 5 dropped FID (INP replaced it as a Core Web Vital); we still report it
// (docs/features/site-wide.md), and the browser's first-input entry gives it directly: the delay before the first input was handled.
function observeFirstInputDelay(report: (name: WebVitalMetricName, value: number) => void) {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("first-input")) return;
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (!entry) return;
    observer.disconnect();
    report("FID", Math.max(0, entry.processingStart - entry.startTime));
  });
  observer.observe({ type: "first-input", buffered: true });
}

let started = false;

/** Starts reporting for this page load (once); `path` is the page the measurements belong to. */
export function startVitalsReporting({ locale, path }: { locale: Locale; path: string }) {
  if (started) return;
  started = true;
  const report = (name: WebVitalMetricName, value: number) => send({ name, value, path, locale });
  const onMetric = (metric: Metric) => report(metric.name, metric.value);
  onCLS(onMetric);
  onFCP(onMetric);
  onINP(onMetric);
  onLCP(onMetric);
  onTTFB(onMetric);
  observeFirstInputDelay(report);
}
