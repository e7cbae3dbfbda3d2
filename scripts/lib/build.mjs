// Builds for production when the build is missing, older than any source file, made for
// another public origin (prerendered pages carry it in canonical URLs and share cards), or not
// finished by this script (a plain `next build`: servableBuildProblem).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { deferHydration } from "../../lib/shell/deferred-hydration.mjs";
import { root } from "./paths.mjs";
import { bin, mustRun, runLogged } from "./run.mjs";
import { FINISHED_BUILD, readBuildId, servableBuildProblem } from "./served-build.mjs";

const SOURCES = ["app", "components", "lib", "messages", "public", "prisma/schema", "proxy.ts", "instrumentation.ts", "instrumentation-node.ts", "next.config.mjs", "package-lock.json", "postcss.config.mjs", "serwist.config.mjs", "tsconfig.json"];
// public/sw.js is the build's own output (the service worker, written after `next build`).
const SKIP = new Set(["generated", "node_modules", "sw.js", "sw.js.map"]);

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith(".test.ts") || entry.name.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const SETTINGS = path.join(root, ".next", "build-settings.json");

/** What a build bakes into its prerendered pages; the same rule as lib/seo/site-url.ts. */
function bakedSettings(env) {
  return JSON.stringify({ siteUrl: (env.SITE_URL || env.NEXTAUTH_URL || "http://localhost:3000").replace(/\/+$/, "") });
}

export function buildIsStale(env = process.env) {
  const marker = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(marker)) return true;
  if (!fs.existsSync(SETTINGS) || fs.readFileSync(SETTINGS, "utf8") !== bakedSettings(env)) return true;
  if (servableBuildProblem(path.join(root, ".next"))) return true;
  const built = fs.statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

export async function buildIfStale(env, { force = false } = {}) {
  if (!force && !buildIsStale(env)) {
    console.log("Production build is up to date.");
    return;
  }
  console.log("Building for production...");
  await nextBuild(env);
  const buildDir = path.join(root, ".next");
  const deferred = deferHomePageHydration(buildDir);
  console.log(`Deferred hydration on ${deferred.length} home pages.`);
  // The service worker (Serwist's configurator mode, serwist.config.mjs): precaches the offline pages
  // just built. It writes public/sw.js, build output in a source folder: the folder keeps its time,
  // or every later run would find public/ newer than the build and build again.
  const publicDir = path.join(root, "public");
  const before = fs.statSync(publicDir);
  await mustRun(bin("serwist"), ["build", "serwist.config.mjs"], { env });
  fs.utimesSync(publicDir, before.atime, before.mtime);
  fs.writeFileSync(SETTINGS, bakedSettings(env));
  // Written last: scripts/serve.mjs serves only a build this script finished (servableBuildProblem).
  fs.writeFileSync(path.join(buildDir, FINISHED_BUILD), JSON.stringify({ buildId: readBuildId(buildDir), deferredHomePages: deferred }, null, 2));
}

/**
 * Lines of a build log that report a failure. `next build` exits 0 after some of them (a module
 * that failed to compile for one runtime is only logged), so a build that printed one fails here.
 */
const ERROR_LINE = /had an error|failed to compile|module not found|^\s*(?:⨯|error\b)|error:/i;

export function buildLogErrors(output) {
  return output
    .split("\n")
    .map((line) => line.replace(/\u001b\[[0-9;]*m/g, "").trimEnd())
    .filter((line) => ERROR_LINE.test(line));
}

async function nextBuild(env) {
  const { code, output } = await runLogged(bin("next"), ["build"], { env });
  if (code !== 0) throw new Error(`next build exited with ${code}`);
  const errors = buildLogErrors(output);
  if (errors.length > 0) throw new Error(`next build printed ${errors.length} error line(s):\n${errors.join("\n")}`);
}

/**
 * Rewrites every locale's built home page (the `/[locale]` routes of the prerender manifest); their
 * hydration data goes to .next/static/deferred/, served with the other immutable build files.
 */
function deferHomePageHydration(buildDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, "prerender-manifest.json"), "utf8"));
  const routes = Object.entries(manifest.routes).filter(([, route]) => route.srcRoute === "/[locale]").map(([route]) => route);
  const deferredDir = path.join(buildDir, "static", "deferred");
  fs.mkdirSync(deferredDir, { recursive: true });
  const storeScript = (content) => {
    const name = `${createHash("sha256").update(content).digest("hex").slice(0, 20)}.js`;
    fs.writeFileSync(path.join(deferredDir, name), content);
    return `/_next/static/deferred/${name}`;
  };
  for (const route of routes) {
    const file = path.join(buildDir, "server", "app", `${route}.html`);
    const html = fs.readFileSync(file, "utf8");
    const deferred = deferHydration(html, storeScript);
    // A Next.js upgrade that changes the markup must fail the build, not quietly load React at once.
    if (deferred === html) throw new Error(`Deferred hydration found no script files to defer in ${file}`);
    fs.writeFileSync(file, deferred);
  }
  if (routes.length === 0) throw new Error("Deferred hydration found no home page in the prerender manifest");
  return routes;
}
