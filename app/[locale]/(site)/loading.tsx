"use client";

import { useShellMessages } from "@/lib/i18n/shell-messages";

// Shown while a page that reads data on request is loading. It lives inside the (site) group so
// the catch-all 404 route stays outside any Suspense boundary and keeps its 404 status. Pages
// prerendered at build time live in (prerendered), outside it too: they have nothing to wait for,
// and inside a boundary their HTML would paint this spinner first and reveal the page only after
// React's reveal delay (300 ms or more), late for the visitor and for Largest Contentful Paint.
export default function Loading() {
  const { loading } = useShellMessages();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-primary border-t-transparent" />
      <span className="text-sm text-muted-foreground">{loading}</span>
    </div>
  );
}
