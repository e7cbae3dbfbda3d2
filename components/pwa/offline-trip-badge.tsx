"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SAVED_TRIPS_INDEX, TRIPS_CACHE, type SavedTrip } from "@/lib/pwa/offline-rules";

/** Whether the service worker keeps this trip for offline use (its saved list, lib/pwa/service-worker.ts). */
async function isSavedOffline(tripId: string): Promise<boolean> {
  if (!("caches" in window) || !(await caches.has(TRIPS_CACHE))) return false;
  const index = await (await caches.open(TRIPS_CACHE)).match(SAVED_TRIPS_INDEX);
  const trips = index ? ((await index.json()) as SavedTrip[]) : [];
  return trips.some((trip) => trip.id === tripId);
}

/** My Trips' 'Available offline' mark on a trip this device keeps (nothing otherwise, and nothing without JavaScript). */
export function OfflineTripBadge({ tripId }: { tripId: string }) {
  const t = useTranslations("Offline");
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    let current = true;
    isSavedOffline(tripId).then(
      (found) => current && setSaved(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [tripId]);
  if (!saved) return null;
  return (
    <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100" data-testid="available-offline">
      <span aria-hidden className="size-1.5 rounded-full bg-emerald-600" />
      {t("availableOffline")}
    </p>
  );
}
