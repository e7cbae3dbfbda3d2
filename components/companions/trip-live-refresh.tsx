"use client";
// While a shared trip's page is open, asks for its version every few seconds (a few bytes) and
// re-renders the page from the server when someone else changed it. Pauses in a hidden tab.
import { useEffect, useRef, useState } from "react";
import { useRouter } from "@/lib/i18n/navigation";
import { pollTripVersion } from "./poll";

export function TripLiveRefresh({ itineraryId, version, updatedLabel }: { itineraryId: string; version: number; updatedLabel: string }) {
  const router = useRouter();
  const known = useRef(version);
  const [announce, setAnnounce] = useState(false);
  useEffect(() => {
    known.current = Math.max(known.current, version);
  }, [version]);
  useEffect(
    () =>
      pollTripVersion(itineraryId, (latest) => {
        if (latest <= known.current) return;
        known.current = latest;
        setAnnounce(true);
        router.refresh();
      }),
    [itineraryId, router],
  );
  return (
    <p role="status" aria-live="polite" className={announce ? "rounded-md border border-primary/40 bg-primary/5 p-2 text-sm print:hidden" : "sr-only"} data-testid="trip-live-status">
      {announce ? updatedLabel : ""}
    </p>
  );
}
