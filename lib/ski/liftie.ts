import "server-only";
// Live lift status from a Liftie server (https://github.com/pirxpilot/liftie): when LIFTIE_URL is
// set, a resort page asks `${LIFTIE_URL}/api/resort/{liftieId}` with a short time-out. Any failure
// (unset, slow, down, malformed) yields null and the page simply leaves the section out.
import { z } from "@/lib/zod";
import { env } from "@/lib/env";

export const LIFT_STATES = ["open", "hold", "scheduled", "closed"] as const;
export type LiftState = (typeof LIFT_STATES)[number];

export type LiftStatus = {
  lifts: Array<{ name: string; state: LiftState }>;
  counts: Record<LiftState, number>;
};

/** How long a resort page waits for Liftie before rendering without it. */
export const LIFTIE_TIMEOUT_MS = 1500;
const MAX_BODY_CHARS = 256_000;
const MAX_LIFTS = 200;

const responseSchema = z.object({
  lifts: z.object({
    status: z.record(z.string(), z.string()),
  }),
});

export type LiftieOptions = { baseUrl?: string; timeoutMs?: number };

/** Answers are kept this long per process (Liftie itself refreshes every few minutes). */
export const LIFTIE_CACHE_MS = 60_000;
/** A failure is remembered briefly, so a slow or down server does not delay every page view. */
const FAILURE_CACHE_MS = 10_000;
const answers = new Map<string, { at: number; ttl: number; status: Promise<LiftStatus | null> }>();

/** Forgets every kept answer (tests). */
export function clearLiftStatusCache() {
  answers.clear();
}

/** The live lift status of a resort, or null: unset LIFTIE_URL, unknown id, or any failure. */
export async function fetchLiftStatus(liftieId: string | null | undefined, options: LiftieOptions = {}): Promise<LiftStatus | null> {
  const baseUrl = options.baseUrl ?? env().LIFTIE_URL;
  if (!baseUrl || !liftieId || !/^[a-z0-9-]{1,60}$/.test(liftieId)) return null;
  const key = `${baseUrl} ${liftieId}`;
  const kept = answers.get(key);
  if (kept && Date.now() - kept.at < kept.ttl) return kept.status;
  const entry = { at: Date.now(), ttl: LIFTIE_CACHE_MS, status: requestLiftStatus(baseUrl, liftieId, options.timeoutMs ?? LIFTIE_TIMEOUT_MS) };
  answers.set(key, entry);
  void entry.status.then((status) => {
    if (!status) entry.ttl = FAILURE_CACHE_MS;
  });
  return entry.status;
}

async function requestLiftStatus(baseUrl: string, liftieId: string, timeoutMs: number): Promise<LiftStatus | null> {
  try {
    const url = new URL(`api/resort/${liftieId}`, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: "application/json" },
      cache: "no-store",
    });
    if (!response.ok) return null;
    const text = await response.text();
    if (text.length > MAX_BODY_CHARS) return null;
    const parsed = responseSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const lifts = Object.entries(parsed.data.lifts.status)
      .filter((entry): entry is [string, LiftState] => (LIFT_STATES as readonly string[]).includes(entry[1]))
      .slice(0, MAX_LIFTS)
      .map(([name, state]) => ({ name: name.slice(0, 100), state }));
    if (lifts.length === 0) return null;
    const counts = Object.fromEntries(LIFT_STATES.map((state) => [state, lifts.filter((lift) => lift.state === state).length])) as Record<LiftState, number>;
    return { lifts, counts };
  } catch {
    return null;
  }
}
