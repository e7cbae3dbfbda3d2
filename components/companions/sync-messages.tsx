import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/** The Companions strings the planner's sync (use-trip-sync.tsx) shows: shipped only with a saved trip open for editing. */
const SYNC_KEYS = ["conflictTitle", "conflictText", "changedTitle", "changedDate", "changedDayAdded", "changedDayRemoved", "changedStops", "changedNotes", "changedNothing", "applyAgain", "discardMine", "remoteChanged", "loadLatest", "liveUpdated"] as const;

/**
 * The planner section's messages (Planner, and Offline for an edit kept offline: the section's own
 * provider, which this one replaces) plus those strings, for the manual planner editing a saved trip.
 */
export async function TripSyncMessages({ locale, children }: { locale: string; children: ReactNode }) {
  const messages = await getMessages();
  const companions = (messages.Companions ?? {}) as Record<string, string>;
  return (
    <NextIntlClientProvider locale={locale} messages={{ Planner: messages.Planner, Offline: messages.Offline, Companions: Object.fromEntries(SYNC_KEYS.map((key) => [key, companions[key]])) }}>
      {children}
    </NextIntlClientProvider>
  );
}
