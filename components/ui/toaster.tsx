"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { getToasts, subscribeToasts } from "@/lib/toast-store";

export type ToasterProps = { closeLabel: string; regionLabel: string };

// Radix Toast is fetched with the first toast: most visits raise none, so pages do not load it.
const ToastList = lazy(() => import("./toast-list"));

// A latch: once a toast has been raised the list stays mounted (later toasts need no fetch).
let hasRaisedToast = false;
const wasToastRaised = () => (hasRaisedToast ||= getToasts().length > 0);

export function Toaster(props: ToasterProps) {
  const isWanted = useSyncExternalStore(subscribeToasts, wasToastRaised, () => false);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastList {...props} />
    </Suspense>
  );
}
