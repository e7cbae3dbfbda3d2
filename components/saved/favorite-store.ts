"use client";

// Which of the visible deals the signed-in user has saved, loaded in ONE request for every heart
// on the page (GET /api/favorites?ids=...), so deal pages stay static and cacheable.
import { loadCurrentUser } from "@/lib/auth/current-user-client";

const saved = new Set<number>();
const known = new Set<number>();
const queue = new Set<number>();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeFavorites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isSaved = (dealId: number) => saved.has(dealId);

export function setSaved(dealId: number, value: boolean) {
  known.add(dealId);
  if (value) saved.add(dealId);
  else saved.delete(dealId);
  emit();
}

async function flush() {
  timer = null;
  const ids = [...queue].filter((id) => !known.has(id)).slice(0, 100);
  queue.clear();
  if (ids.length === 0) return;
  for (const id of ids) known.add(id);
  const user = await loadCurrentUser();
  if (!user) return;
  try {
    const response = await fetch(`/api/favorites?ids=${ids.join(",")}`, { credentials: "same-origin", headers: { Accept: "application/json" } });
    if (!response.ok) return;
    const body = (await response.json()) as { ids?: number[] };
    for (const id of body.ids ?? []) saved.add(id);
    emit();
  } catch {
    // Hearts simply show "not saved" when the list cannot be read.
  }
}

/** Asks for a deal's saved state; every request of the same tick becomes one fetch. */
export function requestFavorite(dealId: number) {
  if (known.has(dealId)) return;
  queue.add(dealId);
  timer ??= setTimeout(() => void flush(), 0);
}

/** Forgets what is known (the session changed). */
export function resetFavorites() {
  saved.clear();
  known.clear();
  emit();
}
