// Small fetch helpers for the account forms: JSON in, `{ message }` out on failure.
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string };

export async function sendJson<T = unknown>(path: string, body: unknown, method = "POST"): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body ?? {}),
    });
    const data = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
    if (response.ok) return { ok: true, status: response.status, data: data as T };
    return { ok: false, status: response.status, message: data?.message || `${response.status}: ${response.statusText}` };
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
}

export { notifySessionChanged } from "@/lib/auth/current-user-client";
