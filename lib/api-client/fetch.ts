// The one way the browser calls the API. Every call sends the session cookie, sets a JSON
// content type only when it sends JSON, gives up after 20 s, and turns every
// failure into one ApiError: the error contract's `{ message, code, issues }` when the server
// answered (lib/api/handler.ts), code "network" or "timeout" when it did not. The message
// format "status: body text" (docs/architecture.md, Client data) is the error's message; the server's own `message`, which the
// screens show, is `serverMessage`.
//
// The 401 rule (docs/architecture.md, Client data): a 401 fails like any other status unless the caller opts in
// with `on401: "null"`. A 401 while the browser holds the signed-in hint means the session is
// gone: the hint is dropped and every reader of the session hears of it, so the header shows the
// signed-out state.
//
// This module stays small and free of TanStack Query: the header's stores, which every page
// loads, call it directly (lib/auth/current-user-client.ts, lib/currency/store.ts).
import type { ErrorCode, ValidationIssue } from "@/lib/api/errors";
import { dropSignedInHint, hasSignedInHint, SESSION_CHANGED_EVENT } from "@/lib/auth/signed-in-hint";

export const REQUEST_TIMEOUT_MS = 20_000;

export type ApiErrorCode = ErrorCode | "network" | "timeout";

export class ApiError extends Error {
  /** The HTTP status, 0 when no response arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The server's `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly issues: ValidationIssue[] | undefined;
  /** The whole parsed body of the failed response (extra fields such as `upgrade_url`). */
  readonly body: unknown;

  constructor(status: number, code: ApiErrorCode, message: string, details: { serverMessage?: string; issues?: ValidationIssue[]; body?: unknown } = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.serverMessage = details.serverMessage;
    this.issues = details.issues;
    this.body = details.body;
  }

  /** No answer from the server (offline, aborted, timed out). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A JSON body (sets the content type). */
  json?: unknown;
  /** A multipart body (the browser sets the content type and boundary). */
  form?: FormData;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a choice sent while navigating away). */
  keepalive?: boolean;
  /** "null": a 401 answers null instead of failing (the 401 rule above). */
  on401?: "fail" | "null";
};

const CODES = new Set<string>(["bad_request", "unauthorized", "payment_required", "forbidden", "not_found", "conflict", "payload_too_large", "unsupported_media_type", "rate_limited", "unavailable", "internal"]);

/** The code of a status the contract's table maps, for answers that carry no code of their own. */
function codeOfStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = { 400: "bad_request", 401: "unauthorized", 402: "payment_required", 403: "forbidden", 404: "not_found", 409: "conflict", 413: "payload_too_large", 415: "unsupported_media_type", 429: "rate_limited", 503: "unavailable" };
  return byStatus[status] ?? (status >= 500 ? "internal" : "bad_request");
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The ApiError of a failed response, read from the error contract. */
export function errorFromResponse(status: number, statusText: string, text: string): ApiError {
  const body = parseBody(text);
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : null;
  const serverMessage = typeof record?.message === "string" && record.message.trim() ? record.message : undefined;
  const code = typeof record?.code === "string" && CODES.has(record.code) ? (record.code as ErrorCode) : codeOfStatus(status);
  const issues = Array.isArray(record?.issues) ? (record.issues as ValidationIssue[]) : undefined;
  return new ApiError(status, code, `${status}: ${text || statusText}`, { serverMessage, issues, body });
}

function combineSignals(signal: AbortSignal | undefined, timeout: AbortSignal): AbortSignal {
  if (!signal) return timeout;
  // Browsers before 2024 lack AbortSignal.any: the caller's signal then wins and the time limit is dropped.
  return typeof AbortSignal.any === "function" ? AbortSignal.any([signal, timeout]) : signal;
}

function announceLostSession() {
  if (typeof document === "undefined" || !hasSignedInHint()) return;
  dropSignedInHint();
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

export function apiFetch<T>(path: string, request: ApiRequest & { on401: "null" }): Promise<T | null>;
export function apiFetch<T>(path: string, request?: ApiRequest): Promise<T>;
/** Calls the API and answers the parsed JSON body (null for an empty body), or throws an ApiError. */
export async function apiFetch<T>(path: string, { method = "GET", json, form, signal, keepalive, on401 = "fail" }: ApiRequest = {}): Promise<T | null> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let body: BodyInit | undefined;
  if (form) body = form;
  else if (json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(json);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: "same-origin", headers, body, keepalive, signal: combineSignals(signal, timeout) });
  } catch (error) {
    if (signal?.aborted) throw error;
    const timedOut = timeout.aborted;
    throw new ApiError(0, timedOut ? "timeout" : "network", timedOut ? "Request timed out" : error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => "");
  if (response.ok) return parseBody(text) as T | null;
  if (response.status === 401) {
    announceLostSession();
    if (on401 === "null") return null;
  }
  throw errorFromResponse(response.status, response.statusText, text);
}

/** The words a screen shows for a failure: the server's message, else "status: text". */
export function failureText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
