// The body of POST /api/vitals: one measurement as the browser's reporter sends it. Safe on the client.
import { z } from "@/lib/zod";
import { locales } from "@/lib/i18n/locales";
import { webVitalMetrics } from "./thresholds";

export const webVitalReportSchema = z.object({
  name: z.enum(webVitalMetrics, { error: "name must be one of CLS, FID, LCP, FCP, TTFB, INP" }),
  // An hour is far beyond any real measurement; CLS is a small unitless score.
  value: z.number({ error: "value must be a number" }).min(0, "value must not be negative").max(3_600_000, "value is too large"),
  // Only the pathname is kept: query strings and fragments may carry personal data.
  path: z
    .string({ error: "path is required" })
    .max(2048, "path is too long")
    .regex(/^\/(?!\/)/, "path must start with a single /")
    .transform((path) => path.split(/[?#]/)[0] || "/"),
  locale: z.enum(locales, { error: "locale is not supported" }),
});

export type WebVitalReport = z.infer<typeof webVitalReportSchema>;
