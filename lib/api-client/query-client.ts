// The one QueryClient of the browser (docs/architecture.md, Client data): queries fresh for 60 s,
// kept 5 min after their last reader, one retry with a delay doubling from 1 s to a 10 s cap, no
// refetch on focus, no polling, run only online; mutations one retry after 1000 ms.
// A retry is only made when it can succeed: never after an answer the server refused (4xx, such
// as a validation error or a 401), only after no answer or a 5xx.
import { QueryClient } from "@tanstack/react-query";
import { SESSION_CHANGED_EVENT } from "@/lib/auth/signed-in-hint";
import { isApiError } from "./fetch";

export const QUERY_STALE_MS = 60_000;
export const QUERY_GC_MS = 5 * 60_000;
export const MUTATION_RETRY_DELAY_MS = 1_000;
const MAX_RETRIES = 1;

/** Whether a failed request may be tried again (one retry at most). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

/** 1 s, 2 s, 4 s ... up to 10 s. */
export const queryRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000);

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: shouldRetry,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        networkMode: "online",
      },
      mutations: { retry: shouldRetry, retryDelay: MUTATION_RETRY_DELAY_MS, networkMode: "online" },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one client (shared by every section); a fresh one per server render. Whatever it
 * holds belongs to one session: when the session changes (sign-in, sign-out, a lost session), every
 * query goes back to its initial state and the ones on screen are read again, so no screen shows
 * the previous user's data.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  if (!browserClient) {
    const client = makeQueryClient();
    window.addEventListener(SESSION_CHANGED_EVENT, () => void client.resetQueries());
    browserClient = client;
  }
  return browserClient;
}
