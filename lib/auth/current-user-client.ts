"use client";

// The signed-in user as the browser knows it: one GET /api/user per page load (none while signed
// out, see signed-in-hint.ts), shared by the header's user menu, the mobile panel and the
// language picker, and made together with the page's other member parts (the hearts' saved
// state, the Premium islands: lib/api-client/member-data.ts), and read again whenever the session changes (login, logout, profile edits) or every 5 minutes (docs/features/accounts.md).
// A small external store rather than a TanStack query: the header is on every page, and the
// pages outside the interactive sections load no query library (lib/api-client/query-provider.tsx).
import { useSyncExternalStore } from "react";
import { requestMemberData } from "@/lib/api-client/member-data";
import type { PublicUser } from "./public-user";
import { SESSION_CHANGED_EVENT } from "./signed-in-hint";

export const SESSION_REFETCH_MS = 5 * 60 * 1000;

let current: PublicUser | null = null;
let pending: Promise<PublicUser | null> | null = null;
const listeners = new Set<() => void>();

function setCurrent(user: PublicUser | null) {
  current = user;
  for (const listener of listeners) listener();
}

/** The user of the page's one member request (none without the session's readable hint). */
function fetchCurrentUser(refresh: boolean): Promise<PublicUser | null> {
  return requestMemberData({ refresh });
}

/** GET /api/user, shared by every caller until the session changes; 401 or an error mean signed out. */
export function loadCurrentUser({ refresh = false }: { refresh?: boolean } = {}): Promise<PublicUser | null> {
  if (refresh) pending = null;
  pending ??= fetchCurrentUser(refresh)
    .catch(() => null)
    .then((user) => {
      setCurrent(user);
      return user;
    });
  return pending;
}

/** Tells every reader to fetch the session again (after login, logout, profile edits). */
export function notifySessionChanged() {
  pending = null;
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onChange = () => void loadCurrentUser({ refresh: true });
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}

/** The signed-in user, or null (signed out, or not known yet). Starts the shared fetch. */
export function useCurrentUser(): PublicUser | null {
  const user = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  if (typeof window !== "undefined" && !pending) void loadCurrentUser();
  return user;
}
