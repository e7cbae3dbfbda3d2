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
import { CONSENT_NEEDED_ATTRIBUTE } from "@/lib/shell/page-signals.mjs";
import ConsentBanner from "./consent-banner";
import type { ConsentMessages } from "./consent-messages";

// The dialogs are fetched when first opened. The banner is part of the page's HTML and shows
// while <html> has the consent-needed attribute: the page init script sets it before the first
// paint when no choice is saved (lib/shell/page-init-script.ts), and this component keeps it true
// to the parsed cookie (a corrupted one counts as no choice).
const ConsentPreferencesDialog = lazy(() => import("./consent-preferences-dialog"));
const PrivacyChoicesDialog = lazy(() => import("./privacy-choices-dialog"));

function showBannerUnlessSaved() {
  document.documentElement.toggleAttribute(CONSENT_NEEDED_ATTRIBUTE, readSavedConsent() === null);
}

/** Consent Mode defaults, the first-visit banner, and the two dialogs (mounted once, in the layout). */
export function ConsentManager({ messages, policyHref }: { messages: ConsentMessages; policyHref: string }) {
  const [openDialog, setOpenDialog] = useState<ConsentDialog | null>(null);
  const [wantedDialogs, setWantedDialogs] = useState<ConsentDialog[]>([]);

  useEffect(() => {
    applyConsentDefaults();
    showBannerUnlessSaved();
    loadAnalyticsIfAllowed(readSavedConsent());
    const unsubscribe = subscribeConsent(() => {
      showBannerUnlessSaved();
      loadAnalyticsIfAllowed(readSavedConsent());
    });
    const unsubscribeDialogs = subscribeConsentDialogs((dialog) => {
      setWantedDialogs((wanted) => (wanted.includes(dialog) ? wanted : [...wanted, dialog]));
      setOpenDialog(dialog);
    });
    return () => {
      unsubscribe();
      unsubscribeDialogs();
    };
  }, []);

  const onOpenChange = (dialog: ConsentDialog) => (isOpen: boolean) =>
    setOpenDialog((current) => (isOpen ? dialog : current === dialog ? null : current));

  return (
    <>
      <ConsentBanner messages={messages.banner} policyHref={policyHref} onCustomize={() => openConsentDialog("preferences")} />
      {/* One boundary each, so loading one dialog never hides the other. */}
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
