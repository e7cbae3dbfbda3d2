"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { loadAnalyticsIfAllowed } from "@/lib/consent/analytics";
import {
  applyConsentDefaults,
  openConsentDialog,
  readSavedConsent,
  subscribeConsent,
  subscribeConsentDialogs,
  type ConsentDialog,
} from "@/lib/consent/consent-store";
import type { ConsentMessages } from "./consent-messages";

// The banner and both dialogs are fetched only when needed: the banner after the page is idle
// on a first visit, a dialog when it is first opened.
const ConsentBanner = lazy(() => import("./consent-banner"));
const ConsentPreferencesDialog = lazy(() => import("./consent-preferences-dialog"));
const PrivacyChoicesDialog = lazy(() => import("./privacy-choices-dialog"));

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/** Consent Mode defaults, the first-visit banner, and the two dialogs (mounted once, in the layout). */
export function ConsentManager({ messages, policyHref }: { messages: ConsentMessages; policyHref: string }) {
  const [isBannerShown, setIsBannerShown] = useState(false);
  const [openDialog, setOpenDialog] = useState<ConsentDialog | null>(null);
  const [wantedDialogs, setWantedDialogs] = useState<ConsentDialog[]>([]);

  useEffect(() => {
    applyConsentDefaults();
    const saved = readSavedConsent();
    loadAnalyticsIfAllowed(saved);
    const cancelIdle = saved ? undefined : whenIdle(() => setIsBannerShown(readSavedConsent() === null));
    const unsubscribe = subscribeConsent(() => {
      const current = readSavedConsent();
      if (current) setIsBannerShown(false);
      loadAnalyticsIfAllowed(current);
    });
    const unsubscribeDialogs = subscribeConsentDialogs((dialog) => {
      setWantedDialogs((wanted) => (wanted.includes(dialog) ? wanted : [...wanted, dialog]));
      setOpenDialog(dialog);
    });
    return () => {
      cancelIdle?.();
      unsubscribe();
      unsubscribeDialogs();
    };
  }, []);

  const onOpenChange = (dialog: ConsentDialog) => (isOpen: boolean) =>
    setOpenDialog((current) => (isOpen ? dialog : current === dialog ? null : current));

  return (
    <>
      {/* One boundary each, so loading a dialog never hides the banner. */}
      {isBannerShown ? (
        <Suspense fallback={null}>
          <ConsentBanner messages={messages.banner} policyHref={policyHref} onCustomize={() => openConsentDialog("preferences")} />
        </Suspense>
      ) : null}
      {wantedDialogs.includes("preferences") ? (
        <Suspense fallback={null}>
          <ConsentPreferencesDialog
            messages={messages.preferences}
            isOpen={openDialog === "preferences"}
            onOpenChange={onOpenChange("preferences")}
          />
        </Suspense>
      ) : null}
      {wantedDialogs.includes("privacy") ? (
        <Suspense fallback={null}>
          <PrivacyChoicesDialog messages={messages.privacy} isOpen={openDialog === "privacy"} onOpenChange={onOpenChange("privacy")} />
        </Suspense>
      ) : null}
    </>
  );
}
