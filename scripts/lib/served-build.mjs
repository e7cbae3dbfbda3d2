// Whether a build folder holds a build `npm run build` finished (scripts/lib/build.mjs writes the
// record; server/app-server.ts refuses anything else). Only node: modules and the rewrite
// itself, so the e2e tests can load it too.
import fs from "node:fs";
import path from "node:path";
import { deferredScripts } from "../../lib/shell/deferred-hydration.mjs";

/** The record of a build `npm run build` finished, inside the build folder. */
export const FINISHED_BUILD = "wander-bold-build.json";

export function readBuildId(buildDir) {
  return fs.readFileSync(path.join(buildDir, "BUILD_ID"), "utf8").trim();
}

/**
 * Why the build in `buildDir` must not be served, or null when it may be: a plain `next build`
 * (or one stopped half-way) leaves the home pages loading React at once, their deferred hydration
 * (lib/shell/deferred-hydration.mjs) never applied, without any error. The production server
 * refuses such a build (server/app-server.ts).
 * @param {string} buildDir
 * @returns {string | null}
 */
export function servableBuildProblem(buildDir) {
  const rebuild = "run `npm run build` (not `next build`), then start again";
  if (!fs.existsSync(path.join(buildDir, "BUILD_ID"))) return `No production build in ${buildDir}: ${rebuild}.`;
  let finished;
  try {
    finished = JSON.parse(fs.readFileSync(path.join(buildDir, FINISHED_BUILD), "utf8"));
  } catch {
    return `The build in ${buildDir} was not finished by \`npm run build\` (the home pages' deferred hydration is missing): ${rebuild}.`;
  }
  const buildId = readBuildId(buildDir);
  if (finished?.buildId !== buildId) {
    return `The build in ${buildDir} (${buildId}) is not the one \`npm run build\` finished (${finished?.buildId}): ${rebuild}.`;
  }
  const pages = Array.isArray(finished.deferredHomePages) ? finished.deferredHomePages : [];
  for (const route of pages) {
    const file = path.join(buildDir, "server", "app", `${route}.html`);
    if (!fs.existsSync(file) || deferredScripts(fs.readFileSync(file, "utf8")).length === 0) {
      return `The home page ${route} of the build in ${buildDir} loads React at once (its deferred hydration is missing): ${rebuild}.`;
    }
  }
  if (pages.length === 0) return `The build in ${buildDir} lists no home page with deferred hydration: ${rebuild}.`;
  return null;
}
