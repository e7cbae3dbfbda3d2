import { buildLogErrors } from "./build.mjs";

describe("buildLogErrors (what fails a build that next build let pass)", () => {
  it("finds a module that failed to compile for one runtime", () => {
    const log = [
      "   ▲ Next.js 16.0.0",
      "\u001b[31m⨯\u001b[39m ./instrumentation.ts",
      "Ecmascript file had an error",
      " ✓ Compiled successfully in 60s",
    ].join("\n");
    expect(buildLogErrors(log)).toEqual(["⨯ ./instrumentation.ts", "Ecmascript file had an error"]);
  });

  it("finds error lines, failed compiles and missing modules", () => {
    expect(buildLogErrors("Error: boom\nFailed to compile.\nModule not found: Can't resolve 'x'\nTypeError: y is undefined")).toHaveLength(4);
  });

  it("passes a clean log, routes named like errors included", () => {
    const log = ["   Creating an optimized production build ...", " ✓ Compiled successfully", "├ ● /[locale]/page-not-found", "○ /error-budget", " ✓ Generating static pages (900/900)"].join("\n");
    expect(buildLogErrors(log)).toEqual([]);
  });
});
