// The rate-limit policies and their defaults: plain data, so lib/env.ts can check the names of
// RATE_LIMITS overrides without loading the limiter. Applied by lib/rate-limit/index.ts.

export type RatePolicy = {
  name: string;
  points: number;
  durationSeconds: number;
  /** The 429's message when not the generic one (accessErrors.rateLimited). */
  message?: string;
};

// Per account and per client address, for each sensitive action.
export const defaultRatePolicies = {
  loginAccount: { name: "login_account", points: 10, durationSeconds: 15 * 60 },
  loginAddress: { name: "login_address", points: 100, durationSeconds: 15 * 60 },
  registerAccount: { name: "register_account", points: 5, durationSeconds: 60 * 60 },
  registerAddress: { name: "register_address", points: 20, durationSeconds: 60 * 60 },
  resetAccount: { name: "reset_account", points: 5, durationSeconds: 60 * 60 },
  resetAddress: { name: "reset_address", points: 20, durationSeconds: 60 * 60 },
  resendAccount: { name: "resend_account", points: 5, durationSeconds: 60 * 60 },
  resendAddress: { name: "resend_address", points: 20, durationSeconds: 60 * 60 },
  // Every admin API call, per administrator: far above what the console needs, low enough to
  // slow a script driven by a stolen session.
  adminAccount: { name: "admin_account", points: 300, durationSeconds: 60 },
  // Photos sent to the AI provider (each call costs money), per client address and per account.
  photoAiAddress: { name: "photo_ai_address", points: 20, durationSeconds: 60 * 60 },
  photoAiAccount: { name: "photo_ai_account", points: 20, durationSeconds: 60 * 60 },
  // AI trip generation: a person plans a few trips a minute at most (trying destinations and
  // lengths); a script planned 200 in 43 s. The daily ceiling below bounds a steady script.
  aiAccount: { name: "ai_account", points: 20, durationSeconds: 60 },
  aiAddress: { name: "ai_address", points: 60, durationSeconds: 60 },
  // Every AI call (trip generation and photo analysis) of one account in a day, whatever the plan:
  // Premium's "unlimited" itineraries are unlimited for a person, not for a script.
  aiDailyAccount: { name: "ai_daily_account", points: 50, durationSeconds: 24 * 60 * 60 },
  // The points and budget calculators (each reads rates, programs and deals).
  calculatorAccount: { name: "calculator_account", points: 60, durationSeconds: 60 },
  calculatorAddress: { name: "calculator_address", points: 300, durationSeconds: 60 },
  // Trip creation, and every write to a trip (rename, dates, days, share, delete, budget).
  tripCreateAccount: { name: "trip_create_account", points: 100, durationSeconds: 60 * 60 },
  tripCreateAddress: { name: "trip_create_address", points: 500, durationSeconds: 60 * 60 },
  tripWriteAccount: { name: "trip_write_account", points: 120, durationSeconds: 60 },
  tripWriteAddress: { name: "trip_write_address", points: 600, durationSeconds: 60 },
} satisfies Record<string, RatePolicy>;

export type RatePolicyKey = keyof typeof defaultRatePolicies;

export const ratePolicyNames: readonly string[] = Object.values(defaultRatePolicies).map((policy) => policy.name);

/** The daily AI ceiling's message: what was reached and when it frees up. */
export const aiDailyLimitMessage = (points: number) => `Daily AI limit reached: ${points} AI requests per account a day. Please try again tomorrow.`;

/**
 * Parses RATE_LIMITS ("ai_account=20/60,ai_daily_account=100/86400": points per window in
 * seconds, by policy name). Throws an Error naming what is wrong.
 */
export function parseRateLimitOverrides(value: string): Map<string, { points: number; durationSeconds: number }> {
  const overrides = new Map<string, { points: number; durationSeconds: number }>();
  for (const entry of value.split(",").map((part) => part.trim()).filter(Boolean)) {
    const match = /^([a-z_]+)=(\d{1,9})\/(\d{1,9})$/.exec(entry);
    if (!match) throw new Error(`"${entry}" is not name=points/seconds`);
    if (!ratePolicyNames.includes(match[1]!)) throw new Error(`"${match[1]}" is not a rate limit (one of ${ratePolicyNames.join(", ")})`);
    const points = Number(match[2]);
    const durationSeconds = Number(match[3]);
    if (points < 1 || durationSeconds < 1) throw new Error(`"${entry}" needs at least 1 point and 1 second`);
    overrides.set(match[1]!, { points, durationSeconds });
  }
  return overrides;
}
