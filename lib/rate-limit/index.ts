import "server-only";
import pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { accessErrors, AppError, isAppError } from "@/lib/api/errors";
import { poolSizes } from "@/lib/db-pool";
import { env } from "@/lib/env";
import { aiDailyLimitMessage, defaultRatePolicies, parseRateLimitOverrides, type RatePolicy, type RatePolicyKey } from "./policies";

// Rate limits live in PostgreSQL (table rate_limits, created by the accounts migration), so
// every app instance shares them.
const globalForLimits = globalThis as unknown as { rateLimitPool?: pg.Pool; rateLimiters?: Map<string, RateLimiterPostgres> };

function pool(): pg.Pool {
  const connectionString = env().DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  globalForLimits.rateLimitPool ??= new pg.Pool({ connectionString, max: poolSizes().rateLimit });
  return globalForLimits.rateLimitPool;
}

export type { RatePolicy } from "./policies";

/** The policies with RATE_LIMITS applied (each read applies it, so a changed environment takes effect). */
export const ratePolicies = {} as typeof defaultRatePolicies;
for (const key of Object.keys(defaultRatePolicies) as RatePolicyKey[]) {
  Object.defineProperty(ratePolicies, key, {
    enumerable: true,
    get: (): RatePolicy => {
      const policy = defaultRatePolicies[key];
      const override = overrides().get(policy.name);
      return override ? { ...policy, ...override } : policy;
    },
  });
}

let parsedOverrides: { source: string; value: Map<string, { points: number; durationSeconds: number }> } | null = null;

function overrides() {
  const source = env().RATE_LIMITS ?? "";
  if (parsedOverrides?.source !== source) parsedOverrides = { source, value: parseRateLimitOverrides(source) };
  return parsedOverrides.value;
}

function limiter(policy: RatePolicy): RateLimiterPostgres {
  globalForLimits.rateLimiters ??= new Map();
  // Keyed by the figures too: an override makes a new limiter (the counts of the old one stay in
  // the table under the same key prefix, and carry over).
  const id = `${policy.name}:${policy.points}:${policy.durationSeconds}`;
  let instance = globalForLimits.rateLimiters.get(id);
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
    globalForLimits.rateLimiters.set(id, instance);
  }
  return instance;
}

/** Counts one attempt; throws a 429 AppError with retryAfter once the policy is exhausted. */
export async function consumeRateLimit(policy: RatePolicy, key: string): Promise<void> {
  try {
    await limiter(policy).consume(key.slice(0, 200));
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new AppError("rate_limited", { message: policy.message ?? accessErrors.rateLimited, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) });
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

/** True when the check refused with 429 (for pages, which show a message instead); other errors pass on. */
export async function isRateLimited(check: Promise<void>): Promise<boolean> {
  try {
    await check;
    return false;
  } catch (error) {
    if (isAppError(error) && error.code === "rate_limited") return true;
    throw error;
  }
}

/** What a costly request is, for `consumeCostLimits`. */
export type CostlyWork = "ai" | "photoAi" | "calculator" | "tripCreate" | "tripWrite";

/**
 * Counts one costly request against its per-account and per-address limits (429 with
 * Retry-After past either); the AI kinds also against the account's daily AI ceiling. `account`
 * is null for a signed-out visitor (the address alone counts).
 */
export async function consumeCostLimits(work: CostlyWork, { account, address }: { account: string | null; address: string }): Promise<void> {
  const policies = ratePolicies;
  const daily = { ...policies.aiDailyAccount, message: aiDailyLimitMessage(policies.aiDailyAccount.points) };
  const byWork: Record<CostlyWork, { account: RatePolicy[]; address: RatePolicy[] }> = {
    ai: { account: [policies.aiAccount, daily], address: [policies.aiAddress] },
    photoAi: { account: [policies.photoAiAccount, daily], address: [policies.photoAiAddress] },
    calculator: { account: [policies.calculatorAccount], address: [policies.calculatorAddress] },
    tripCreate: { account: [policies.tripCreateAccount, policies.tripWriteAccount], address: [policies.tripCreateAddress, policies.tripWriteAddress] },
    tripWrite: { account: [policies.tripWriteAccount], address: [policies.tripWriteAddress] },
  };
  const { account: accountPolicies, address: addressPolicies } = byWork[work];
  await consumeRateLimits([...(account ? accountPolicies.map((policy): [RatePolicy, string] => [policy, account]) : []), ...addressPolicies.map((policy): [RatePolicy, string] => [policy, address])]);
}
