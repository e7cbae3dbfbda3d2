// npm start (and npm run dev with --dev): database, migrations, seed, build, server.
import { spawn } from "node:child_process";
import { buildIfStale } from "./lib/build.mjs";
import { baseEnv, migrate, resolveDatabase, seed } from "./lib/environment.mjs";
import { root } from "./lib/paths.mjs";
import { bin } from "./lib/run.mjs";

const isDev = process.argv.includes("--dev");
const port = process.env.PORT || "3000";

const db = await resolveDatabase();
const env = baseEnv({
  DATABASE_URL: db.url,
  PORT: port,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL || `http://localhost:${port}`,
});

let server;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await db.stop();
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

try {
  await migrate(env);
  await seed(env);
  if (!isDev) await buildIfStale(env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

server = spawn(bin("next"), [isDev ? "dev" : "start", "-p", port], { cwd: root, env, stdio: "inherit" });
server.on("exit", (code) => shutdown(code ?? 0));
