"use client";

import { useShellMessages } from "@/lib/i18n/shell-messages";

// Shown while a page that reads data on request is loading. It lives inside the (site) group so
// the catch-all 404 route stays outside any Suspense boundary and keeps its 404 status. Pages
// prerendered at build time live in (prerendered), outside it too: they have nothing to wait for,
// and inside a boundary their HTML would paint this spinner first and reveal the page only after
// React's reveal delay (300 ms or more), late for the visitor and for Largest Contentful Paint.
// The spinner takes a full screen's height, so the footer waits below the fold: the page replacing
// it then moves nothing in view (a half-screen spinner let the footer jump down, a layout shift
// Lighthouse measured at 0.33 on /deals).
export default function Loading() {
  const { loading } = useShellMessages();
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen flex-col items-center justify-center gap-3">
      <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-primary border-t-transparent" />
      <span className="text-sm text-muted-foreground">{loading}</span>
    </div>
  );
}
