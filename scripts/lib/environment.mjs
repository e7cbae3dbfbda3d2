// The environment every script shares: secrets kept under .data/, telemetry off, and the
// database either from DATABASE_URL or from the embedded cluster.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "./database.mjs";
import { bin, mustRun, runLogged } from "./run.mjs";
import { dataDir } from "./paths.mjs";

function keptSecret(file) {
  const full = path.join(dataDir, file);
  if (fs.existsSync(full)) return fs.readFileSync(full, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(full, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function baseEnv(extra = {}) {
  const env = {
    ...process.env,
    CHECKPOINT_DISABLE: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    ...extra,
  };
  env.NEXTAUTH_SECRET ||= keptSecret("nextauth-secret");
  return env;
}

/**
 * Resolves the database for a script: DATABASE_URL when set (no cluster started), otherwise the
 * embedded cluster named `cluster` with database `database` (`detached`: see startEmbeddedPostgres).
 */
export async function resolveDatabase({
  cluster = "postgres",
  port = 54320,
  database = "wanderbold",
  urlVar = "DATABASE_URL",
  detached = false,
} = {}) {
  const given = process.env[urlVar];
  if (given) return { url: given, stop: async () => {} };
  // EMBEDDED_PG_PORT / EMBEDDED_PG_TEST_PORT move a cluster when its default port is taken.
  const portVar = cluster === "postgres" ? "EMBEDDED_PG_PORT" : "EMBEDDED_PG_TEST_PORT";
  const chosenPort = Number(process.env[portVar] || port);
  const db = await startEmbeddedPostgres({ name: cluster, port: chosenPort, databases: [database], detached });
  return { url: db.url(database), stop: db.stop, embedded: db };
}

/** Runs a step; `quiet` keeps its output back unless it fails (the build's log shows only the build). */
async function step(command, args, env, quiet) {
  if (!quiet) return mustRun(command, args, { env });
  const { code, output } = await runLogged(command, args, { env, echo: false });
  if (code !== 0) {
    process.stderr.write(output);
    throw new Error(`${path.basename(command)} ${args.join(" ")} exited with ${code}`);
  }
}

export async function migrate(env, { quiet = false } = {}) {
  await step(bin("prisma"), ["migrate", "deploy"], env, quiet);
}

export async function seed(env, { quiet = false } = {}) {
  // react-server: seed steps use the real services, which import "server-only".
  await step(bin("tsx"), ["--conditions=react-server", "prisma/seed.ts"], env, quiet);
}
