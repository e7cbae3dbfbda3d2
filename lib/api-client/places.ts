// The destination search's suggestions (GET /api/destinations/suggest): our destinations, cities
// and countries named like the text. Plain apiFetch, no query library: the deal listings that ask
// it defer their hydration and ship none (see docs/architecture.md, Client data).
import type { DestinationSuggestion } from "@/lib/places/autocomplete";
import { apiFetch } from "./fetch";

export function suggestDestinations(text: string, signal?: AbortSignal): Promise<DestinationSuggestion[]> {
  return apiFetch<{ results: DestinationSuggestion[] }>(`/api/destinations/suggest?q=${encodeURIComponent(text)}`, { signal }).then((body) => body.results);
}
