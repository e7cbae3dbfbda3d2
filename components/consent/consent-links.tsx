"use client";

import { openConsentDialog, type ConsentDialog } from "@/lib/consent/consent-store";

/** A footer button that opens one of the consent dialogs (they load on first use). */
export function ConsentDialogButton({ dialog, label }: { dialog: ConsentDialog; label: string }) {
  return (
    <button
      type="button"
      onClick={() => openConsentDialog(dialog)}
      className="text-start text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {label}
    </button>
  );
}
