import "server-only";
// Live lift status from a Liftie server (https://github.com/pirxpilot/liftie): when LIFTIE_URL is
// set, a resort page asks `${LIFTIE_URL}/api/resort/{liftieId}` with a short time-out. Any failure
// (unset, slow, down, malformed) yields null and the page simply leaves the section out.
import { z } from "@/lib/zod";

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

export async function fetchLiftStatus(liftieId: string | null | undefined, options: LiftieOptions = {}): Promise<LiftStatus | null> {
  const baseUrl = options.baseUrl ?? process.env.LIFTIE_URL;
  if (!baseUrl || !liftieId || !/^[a-z0-9-]{1,60}$/.test(liftieId)) return null;
  try {
    const url = new URL(`api/resort/${liftieId}`, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
    const response = await fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? LIFTIE_TIMEOUT_MS),
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
