import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loaderScript } from "../../lib/shell/deferred-hydration.mjs";
import { FINISHED_BUILD, servableBuildProblem } from "./served-build.mjs";

// A build folder shaped like Next's: BUILD_ID, the prerendered home pages under server/app, and
// the record scripts/lib/build.mjs writes once it has deferred their hydration.
let dir = "";
const deferredHome = `<!DOCTYPE html><html><head><script>${loaderScript(["/_next/static/chunks/main.js"])}</script></head><body>Home</body></html>`;
const eagerHome = '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>Home</body></html>';

function writeBuild({ buildId = "build-1", finished = { buildId: "build-1", deferredHomePages: ["/en", "/es"] } as object | null, home = deferredHome } = {}) {
  fs.writeFileSync(path.join(dir, "BUILD_ID"), buildId);
  fs.mkdirSync(path.join(dir, "server", "app"), { recursive: true });
  for (const locale of ["en", "es"]) fs.writeFileSync(path.join(dir, "server", "app", `${locale}.html`), home);
  if (finished) fs.writeFileSync(path.join(dir, FINISHED_BUILD), JSON.stringify(finished));
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-build-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("servableBuildProblem", () => {
  it("serves a build npm run build finished", () => {
    writeBuild();
    expect(servableBuildProblem(dir)).toBeNull();
  });

  it("refuses a folder without a build", () => {
    expect(servableBuildProblem(dir)).toBe(`No production build in ${dir}: run \`npm run build\` (not \`next build\`), then start again.`);
  });

  it("refuses a plain `next build`, which leaves no record of the deferred hydration", () => {
    writeBuild({ finished: null, home: eagerHome });
    expect(servableBuildProblem(dir)).toBe(
      `The build in ${dir} was not finished by \`npm run build\` (the home pages' deferred hydration is missing): run \`npm run build\` (not \`next build\`), then start again.`,
    );
  });

  it("refuses a newer build than the one npm run build recorded", () => {
    writeBuild({ buildId: "build-2" });
    expect(servableBuildProblem(dir)).toContain(`The build in ${dir} (build-2) is not the one \`npm run build\` finished (build-1)`);
  });

  it("refuses a build whose home pages load React at once", () => {
    writeBuild({ home: eagerHome });
    expect(servableBuildProblem(dir)).toContain("The home page /en of the build");
  });
});
