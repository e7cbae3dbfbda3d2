// The session calls the header makes on every page (sign out, the language preference). Plain
// functions with no TanStack Query, so pages outside the interactive sections stay small; the
// account screens' hooks (account.ts) reuse them.
import type { PreferencesInput } from "@/lib/auth/schema";
import { notifySessionChanged } from "@/lib/auth/current-user-client";
import { apiFetch } from "./fetch";

/** POST /api/logout; success is judged by the status alone (docs/features/accounts.md). */
export async function logOut(): Promise<void> {
  await apiFetch("/api/logout", { method: "POST", json: {} });
  notifySessionChanged();
}

/** PATCH /api/user/preferences; on success the cached /api/user is read again. */
export async function updatePreferences(input: PreferencesInput, { keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
  await apiFetch("/api/user/preferences", { method: "PATCH", json: input, keepalive });
  notifySessionChanged();
}
