// npm start (and npm run dev with --dev): database, migrations, seed, build, then the server and
// the background worker side by side. WORKER=0 leaves the worker out (another process runs it).
import { spawn } from "node:child_process";
import { buildIfStale } from "./lib/build.mjs";
import { baseEnv, migrate, resolveDatabase, seed } from "./lib/environment.mjs";
import { root } from "./lib/paths.mjs";
import { bin } from "./lib/run.mjs";

const isDev = process.argv.includes("--dev");
const port = process.env.PORT || "3000";

// Detached: Ctrl-C reaches this script, which stops the server and worker before PostgreSQL.
const db = await resolveDatabase({ detached: true });
const env = baseEnv({
  DATABASE_URL: db.url,
  PORT: port,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL || `http://localhost:${port}`,
});

const children = [];
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        return exited;
      }),
  );
  await db.stop();
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));
process.on("SIGHUP", () => shutdown(0));

try {
  await migrate(env);
  await seed(env);
  if (!isDev) await buildIfStale(env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

function launch(command, args) {
  const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
  children.push(child);
  child.on("exit", (code) => shutdown(code ?? 0));
}

if (isDev) launch(bin("next"), ["dev", "-p", port]);
else launch(process.execPath, ["scripts/serve.mjs", "-p", port]);
if (process.env.WORKER !== "0") launch(bin("tsx"), ["--conditions=react-server", "scripts/worker.ts"]);
