// npm test: typecheck, lint, Jest (unit + integration on a test database of its own) and
// Playwright end-to-end tests against a production build. Ends with one summary line.
// `npm test -- jest` or `npm test -- e2e` runs one part (database steps included); arguments after
// the part go to Jest or Playwright, e.g. `npm test -- jest tests/integration/admin` or
// `npm test -- e2e tests/e2e/admin.spec.ts`.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { buildIfStale } from "./lib/build.mjs";
import { baseEnv, migrate, resolveDatabase, seed } from "./lib/environment.mjs";
import { dataDir } from "./lib/paths.mjs";
import { bin, run } from "./lib/run.mjs";

const only = process.argv[2];
const passThrough = only ? process.argv.slice(3) : [];
const wants = (part) => !only || only === part;
const resultsDir = path.join(dataDir, "test-results");
fs.mkdirSync(resultsDir, { recursive: true });

const steps = [];
let passed = 0;
let failed = 0;

function record(name, ok, counts) {
  steps.push({ name, ok, counts });
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  } else if (ok) passed += 1;
  else failed += 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

async function resetDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA IF EXISTS public CASCADE");
    await client.query("CREATE SCHEMA public");
  } finally {
    await client.end();
  }
}

if (fs.existsSync("/usr/bin/chromium") === false && !process.env.CHROMIUM_PATH && wants("e2e")) {
  console.error("Chromium is missing: install Debian's package with `apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH).");
  process.exit(1);
}

if (!only) {
  // next typegen writes the route types (PageProps, LayoutProps) that tsc checks against.
  const typegen = await run(bin("next"), ["typegen"], { env: baseEnv() });
  record("typecheck", typegen === 0 && (await run(bin("tsc"), ["--noEmit"], { env: baseEnv() })) === 0);
  record("lint", (await run(bin("eslint"), ["--max-warnings=0", "."], { env: baseEnv() })) === 0);
}

const db = await resolveDatabase({ cluster: "postgres-test", port: 54330, database: "wanderbold_test", urlVar: "TEST_DATABASE_URL" });
try {
  const env = baseEnv({
    DATABASE_URL: db.url,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, "--max-old-space-size=4096"].filter(Boolean).join(" "),
  });
  await resetDatabase(db.url);
  await migrate(env);
  await seed(env);

  if (wants("jest")) {
    const output = path.join(resultsDir, "jest.json");
    fs.rmSync(output, { force: true });
    const code = await run(bin("jest"), ["--json", `--outputFile=${output}`, "--forceExit", ...passThrough], { env: { ...env, NODE_ENV: "test" } });
    const report = readJson(output);
    record("jest", code === 0, report ? { passed: report.numPassedTests, failed: report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0) } : undefined);
  }

  if (wants("e2e")) {
    await buildIfStale(env);
    const output = path.join(resultsDir, "e2e.json");
    fs.rmSync(output, { force: true });
    const e2eEnv = { ...env, DEMO_MODE: "1", NEXTAUTH_URL: `http://localhost:${process.env.E2E_PORT || 3100}`, SITE_URL: "http://localhost:3000" };
    const code = await run(bin("playwright"), ["test", ...passThrough], { env: e2eEnv });
    const report = readJson(output);
    const stats = report?.stats;
    record("e2e", code === 0, stats ? { passed: stats.expected + stats.flaky, failed: stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0) } : undefined);
  }
} finally {
  await db.stop();
}

console.log("");
for (const step of steps) {
  const detail = step.counts ? ` (${step.counts.passed} passed, ${step.counts.failed} failed)` : "";
  console.log(`${step.ok ? "ok  " : "FAIL"} ${step.name}${detail}`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every((step) => step.ok) ? 0 : 1);
