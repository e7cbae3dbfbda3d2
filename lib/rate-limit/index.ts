import "server-only";
import pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { accessErrors, AppError } from "@/lib/api/errors";
import { poolSizes } from "@/lib/db-pool";
import { env } from "@/lib/env";

// Rate limits live in PostgreSQL (table rate_limits, created by the accounts migration), so
// every app instance shares them.
const globalForLimits = globalThis as unknown as { rateLimitPool?: pg.Pool; rateLimiters?: Map<string, RateLimiterPostgres> };

function pool(): pg.Pool {
  const connectionString = env().DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  globalForLimits.rateLimitPool ??= new pg.Pool({ connectionString, max: poolSizes().rateLimit });
  return globalForLimits.rateLimitPool;
}

export type RatePolicy = { name: string; points: number; durationSeconds: number };

// Per account and per client address, for each sensitive action.
export const ratePolicies = {
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
  // Photos sent to the AI provider (each call costs money), per client address.
  photoAiAddress: { name: "photo_ai_address", points: 20, durationSeconds: 60 * 60 },
} satisfies Record<string, RatePolicy>;

function limiter(policy: RatePolicy): RateLimiterPostgres {
  globalForLimits.rateLimiters ??= new Map();
  let instance = globalForLimits.rateLimiters.get(policy.name);
  if (!instance) {
    instance = new RateLimiterPostgres({
      storeClient: pool(),
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: policy.name,
      points: policy.points,
      duration: policy.durationSeconds,
    });
    globalForLimits.rateLimiters.set(policy.name, instance);
  }
  return instance;
}

/** Counts one attempt; throws a 429 AppError with retryAfter once the policy is exhausted. */
export async function consumeRateLimit(policy: RatePolicy, key: string): Promise<void> {
  try {
    await limiter(policy).consume(key.slice(0, 200));
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new AppError("rate_limited", { message: accessErrors.rateLimited, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) });
    }
    throw error;
  }
}

/** Counts one attempt against several policies; all are counted, the first refusal wins. */
export async function consumeRateLimits(checks: Array<[RatePolicy, string]>): Promise<void> {
  const results = await Promise.allSettled(checks.map(([policy, key]) => consumeRateLimit(policy, key)));
  const refused = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (refused) throw refused.reason;
}

/** Forgets an account's attempts (after a successful login). */
export async function resetRateLimit(policy: RatePolicy, key: string): Promise<void> {
  await limiter(policy).delete(key.slice(0, 200));
}
