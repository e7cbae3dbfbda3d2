import { useEffect, useState } from "react";

// Fetch helpers of the admin screens: every call sends the session cookie and reads `{ message }`
// from a failed response. A thrown fetch (offline, aborted) is reported as `network`.

export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; network: boolean; status: number; message?: string };

const TIMEOUT_MS = 20_000;

export async function adminRequest<T = unknown>(path: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<ApiOutcome<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  let response: Response;
  try {
    response = await fetch(path, { method: init.method ?? "GET", credentials: "same-origin", headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    return { ok: false, network: true, status: 0 };
  }
  const data = (await response.json().catch(() => null)) as (T & { message?: unknown }) | null;
  if (response.ok) return { ok: true, data: data as T };
  const message = data && typeof data.message === "string" && data.message.trim() ? data.message : undefined;
  return { ok: false, network: false, status: response.status, message };
}

/** A list from a response that is either the array itself or an object holding one. */
export function toList<T>(data: unknown, key?: string): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === "object") {
    const record = data as Record<string, unknown>;
    if (key && Array.isArray(record[key])) return record[key] as T[];
    const found = Object.values(record).find(Array.isArray);
    if (found) return found as T[];
  }
  return [];
}

/**
 * GET `path` when mounted and again whenever `version` changes (bump it to reload). `data` stays
 * null until the first answer; `hasFailed` reports a failed answer.
 */
export function useAdminGet(path: string, version: number): { data: unknown; hasFailed: boolean; loadedFor: string | null } {
  const [state, setState] = useState<{ data: unknown; hasFailed: boolean; loadedFor: string | null }>({ data: null, hasFailed: false, loadedFor: null });
  useEffect(() => {
    let isCurrent = true;
    void adminRequest<unknown>(path).then((result) => {
      if (!isCurrent) return;
      setState((previous) => (result.ok ? { data: result.data, hasFailed: false, loadedFor: path } : { ...previous, hasFailed: true, loadedFor: path }));
    });
    return () => {
      isCurrent = false;
    };
  }, [path, version]);
  return state;
}
