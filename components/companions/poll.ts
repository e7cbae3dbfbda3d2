// The open pages of a shared trip poll its small version endpoint (no third-party service, no
// long-lived connection): every TRIP_POLL_MS while the tab is visible, at once when it shows again.
import { apiFetch } from "@/lib/api-client/fetch";

export const TRIP_POLL_MS = 3000;

/** Calls `onVersion` with each version read; answers the function that stops polling. */
export function pollTripVersion(itineraryId: string, onVersion: (version: number) => void): () => void {
  let stopped = false;
  let timer: number | undefined;
  const tick = async () => {
    if (stopped) return;
    if (document.visibilityState === "visible") {
      try {
        const { version } = await apiFetch<{ version: number }>(`/api/itineraries/${itineraryId}/version`);
        if (!stopped) onVersion(version);
      } catch {
        // Offline or signed out: try again on the next tick.
      }
    }
    if (!stopped) timer = window.setTimeout(tick, TRIP_POLL_MS);
  };
  const onVisible = () => {
    if (document.visibilityState !== "visible" || stopped) return;
    window.clearTimeout(timer);
    void tick();
  };
  timer = window.setTimeout(tick, TRIP_POLL_MS);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
