// The manual trip planner's calls: place search and saving an itinerary. (The AI planner's
// generation streams NDJSON and stays a fetch reader in components/planner/generate-progress.tsx.)
import { useMutation, useQuery } from "@tanstack/react-query";
import type { createItinerarySchema, updateItinerarySchema } from "@/lib/itineraries/schema";
import type { z } from "@/lib/zod";
import { apiFetch } from "./fetch";

export type PlaceHit = { id: number; slug: string; name: string; category: string; latitude: number; longitude: number; visitMinutes: number; priceLevel: number; summary: string };

/** Our places named like `text` (2 characters at least), in `destination` when given. */
export function usePlaceSearch(text: string, destination: string) {
  return useQuery({
    queryKey: ["/api/places", { q: text, destination }],
    queryFn: ({ signal }) => apiFetch<{ places: PlaceHit[] }>(`/api/places?q=${encodeURIComponent(text)}&destination=${encodeURIComponent(destination)}`, { signal }).then((body) => body.places),
    enabled: text.length >= 2,
  });
}

export type ItineraryDraft = z.input<typeof createItinerarySchema> | z.input<typeof updateItinerarySchema>;

/**
 * POST a new itinerary, or PATCH the one being edited; answers its id. Tried even offline (not
 * paused until the connection returns, in memory only): the planner then keeps an edit of a saved
 * trip on the device (lib/pwa/pending-edits.ts) and says so.
 */
export function useSaveItinerary(itineraryId: string | null) {
  return useMutation({
    networkMode: "always",
    mutationFn: (draft: ItineraryDraft) =>
      apiFetch<{ itinerary: { id: string } }>(itineraryId ? `/api/itineraries/${itineraryId}` : "/api/itineraries", { method: itineraryId ? "PATCH" : "POST", json: draft }).then((body) => body.itinerary),
  });
}
