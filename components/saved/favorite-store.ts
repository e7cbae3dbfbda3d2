"use client";

// Which of the visible deals the signed-in user has saved, loaded in ONE request for every heart
// on the page, the same one that reads the user (GET /api/user?favorites=...:
// lib/api-client/member-data.ts), so deal pages stay static and cacheable. Signed-out
// visitors make no request; a sign-in or sign-out reloads the state of the hearts on screen.
import { requestMemberData } from "@/lib/api-client/member-data";
import { SESSION_CHANGED_EVENT } from "@/lib/auth/signed-in-hint";

const saved = new Set<number>();
const known = new Set<number>();
const queue = new Set<number>();
const mounted = new Map<number, number>();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

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
  // Hearts simply show "not saved" when the member's data cannot be read.
  const member = await requestMemberData({ favorites: ids });
  if (!member) return;
  for (const id of ids) known.add(id);
  for (const id of member.favorites ?? []) if (ids.includes(id)) saved.add(id);
  emit();
}

function schedule() {
  timer ??= setTimeout(() => void flush(), 0);
}

function onSessionChanged() {
  saved.clear();
  known.clear();
  for (const id of mounted.keys()) queue.add(id);
  emit();
  schedule();
}

/** A heart for `dealId` is on screen: asks for its saved state (one fetch per tick). Returns the cleanup. */
export function watchFavorite(dealId: number): () => void {
  if (!listening) {
    listening = true;
    window.addEventListener(SESSION_CHANGED_EVENT, onSessionChanged);
  }
  mounted.set(dealId, (mounted.get(dealId) ?? 0) + 1);
  if (!known.has(dealId)) {
    queue.add(dealId);
    schedule();
  }
  return () => {
    const count = (mounted.get(dealId) ?? 1) - 1;
    if (count <= 0) mounted.delete(dealId);
    else mounted.set(dealId, count);
  };
}
