// The environment, parsed once with zod: the one place TypeScript code reads process.env (scripts
// in .mjs and the tests may still set it). A bad value fails at the first read, with a message
// naming the variable; the production server reads it at start (instrumentation.ts), so a
// misconfigured deployment stops before it answers anyone. Tests change variables while they run
// (AI_TIMEOUT_MS, TRUST_PROXY, ...): `env()` re-parses when a value it knows has changed, and is
// otherwise a cached object. An empty value counts as unset, as in a .env file's `NAME=`.
import { z } from "@/lib/zod";
import { parseRateLimitOverrides } from "@/lib/rate-limit/policies";

/** Inlined by the build (a literal read), for the proxy and browser code; servers use env().NODE_ENV. */
export const isProduction = process.env.NODE_ENV === "production";
/** "nodejs" or "edge" inside Next's bundles (inlined by the build), unset in plain Node. */
export const NEXT_RUNTIME = process.env.NEXT_RUNTIME;

const text = z.string().trim().min(1).optional();
const url = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(" or ")}`)
    .optional();
const httpUrl = url(["http:", "https:"]);
const positiveInteger = z
  .string()
  .trim()
  .regex(/^\d+$/, "must be a whole number")
  .transform(Number)
  .refine((value) => value > 0, "must be greater than 0")
  .optional();
const flag = z.enum(["0", "1"], { error: 'must be "0" or "1"' }).optional();

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], { error: 'must be "development", "production" or "test"' }).optional(),
  DATABASE_URL: url(["postgres:", "postgresql:"]),
  /** Connections the server processes share (lib/db-pool.ts). */
  DATABASE_MAX_CONNECTIONS: positiveInteger,
  /** How many server processes run (set by scripts/serve.mjs). */
  WB_SERVER_PROCESSES: positiveInteger,
  /** "1" behind a proxy that sets X-Forwarded-For and X-Forwarded-Proto. */
  TRUST_PROXY: flag,
  /** "off" switches the production server's page cache off (server/app-server.ts). */
  PAGE_CACHE: text,
  /**
   * The render budget per client (server/render-budget.ts, docs/limits.md): renders a minute,
   * burst, a verified crawler's renders a minute (numbers; anything else leaves the default),
   * addresses never counted (comma-separated), and how long a refusal is held before it is sent
   * (milliseconds, default 1000, 0 for none).
   */
  RENDER_BUDGET_PER_MINUTE: text,
  RENDER_BUDGET_BURST: text,
  RENDER_BUDGET_CRAWLER_PER_MINUTE: text,
  RENDER_BUDGET_EXEMPT: text,
  RENDER_BUDGET_REFUSAL_DELAY_MS: text,
  DEMO_MODE: flag,
  NEXTAUTH_SECRET: text,
  NEXTAUTH_URL: httpUrl,
  SITE_URL: httpUrl,
  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  STRIPE_API_BASE: httpUrl,
  EXCHANGE_RATES_URL: httpUrl,
  MAIL_FROM: text,
  MAIL_DIR: text,
  SMTP_URL: url(["smtp:", "smtps:"]),
  AI_BASE_URL: httpUrl,
  AI_MODEL: text,
  AI_API_KEY: text,
  AI_TIMEOUT_MS: positiveInteger,
  LIFTIE_URL: httpUrl,
  UPLOADS_DIR: text,
  UPLOADTHING_TOKEN: text,
  TRAVELPAYOUTS_TOKEN: text,
  TRAVELPAYOUTS_MARKER: text,
  TRAVELPAYOUTS_API_BASE: httpUrl,
  /** Comma-separated IATA pairs, e.g. "NYC-BCN,LON-BCN". */
  TRAVELPAYOUTS_ROUTES: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}-[A-Za-z]{3}(\s*,\s*[A-Za-z]{3}-[A-Za-z]{3})*$/, 'must list IATA pairs like "NYC-BCN,LON-BCN"')
    .optional(),
  TRAVELPAYOUTS_TIMEOUT_MS: positiveInteger,
  DEAL_FEEDS_DIR: text,
  /** "0": no bundled sample deals (prisma/feeds): the seed skips them and expires any still live. */
  SAMPLE_DEALS: flag,
  /** The seed's administrator (prisma/seed/admin.ts). */
  ADMIN_EMAIL: text,
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SEED_ALLOW_REMOTE: flag,
  /** Overrides of the rate limits, "name=points/seconds" comma-separated (docs/limits.md). */
  RATE_LIMITS: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      try {
        parseRateLimitOverrides(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    })
    .optional(),
});

export type Env = z.output<typeof serverSchema>;
export type EnvSource = Record<string, string | undefined>;

const NAMES = Object.keys(serverSchema.shape) as Array<keyof Env>;

/** The variables of `source` this module knows, with empty values taken as unset. */
function known(source: EnvSource): EnvSource {
  const picked: EnvSource = {};
  for (const name of NAMES) {
    const value = source[name];
    if (value !== undefined && value.trim() !== "") picked[name] = value;
  }
  return picked;
}

/** Parses a set of variables; throws one Error naming every bad variable and why. */
export function parseEnv(source: EnvSource): Env {
  const result = serverSchema.safeParse(known(source));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new Error(`Invalid environment variable${problems.length > 1 ? "s" : ""}: ${problems.join("; ")}`);
}

let cache: { key: string; value: Env } | null = null;

/** The server's environment, parsed (and re-parsed only when one of its variables changed). */
export function env(): Env {
  const key = NAMES.map((name) => process.env[name] ?? "").join("\u0000");
  if (cache?.key !== key) cache = { key, value: parseEnv(process.env) };
  return cache.value;
}

/**
 * What the browser may know: literal reads, so the build inlines them into client code (a
 * dynamic lookup would be empty there).
 */
export const publicEnv = z
  .object({ NEXT_PUBLIC_GA_ID: z.string().trim().default(""), NEXT_PUBLIC_ADSENSE_CLIENT: z.string().trim().default("") })
  .parse({ NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID, NEXT_PUBLIC_ADSENSE_CLIENT: process.env.NEXT_PUBLIC_ADSENSE_CLIENT });
