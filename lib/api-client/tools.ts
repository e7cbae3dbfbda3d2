// The photo place finder's calls. Its island is a step-by-step state machine (read the photo,
// look up the nearest place, optionally ask the AI) on a tools page without the sections' query
// provider, so these are plain functions over apiFetch rather than hooks.
import type { PhotoGuess } from "@/lib/tools/photo-ai";
import { apiFetch } from "./fetch";

export type NearestPlaces = {
  geotag: { name: string; slug: string; country: string; region: string; km: number };
  destinations: Array<{ slug: string; name: string; country: string; km: number }>;
};

/** GET /api/tools/nearest-place: the closest geotagged place and destinations to a point. */
export function findNearestPlaces(latitude: number, longitude: number): Promise<NearestPlaces> {
  return apiFetch<NearestPlaces>(`/api/tools/nearest-place?lat=${latitude}&lon=${longitude}`);
}

/** POST /api/tools/photo-place (multipart): the AI's guess of where a photo was taken. */
export function guessPhotoPlace(photo: File, locale: string): Promise<PhotoGuess> {
  const form = new FormData();
  form.append("photo", photo);
  form.append("locale", locale);
  return apiFetch<PhotoGuess>("/api/tools/photo-place", { method: "POST", form });
}
