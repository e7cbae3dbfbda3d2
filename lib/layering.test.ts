// The import direction of docs/architecture.md ("Direction"): lib/ is imported by the app and the
// scripts, and imports neither app/, components/, scripts/ nor the server edge (server/). Tests are left out: a test beside
// its module may call the route that serves it.
import fs from "node:fs";
import path from "node:path";

const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file imports or re-exports (static and dynamic), as written. */
function importsOf(text: string): string[] {
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g);
  return [...found].map((match) => match[1]!);
}

/** The folder at the root of the checkout that an import lands in ("lib", "scripts", ...). */
function topFolder(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return specifier.slice(2).split("/")[0]!;
  if (!specifier.startsWith(".")) return null;
  return path.relative(process.cwd(), path.resolve(path.dirname(file), specifier)).split(path.sep)[0]!;
}

describe("lib/ imports", () => {
  const files = sourceFiles(path.join(process.cwd(), "lib"));

  it("reads the whole of lib/", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("never reach up into app/, components/, scripts/ or server/", () => {
    const upward = files.flatMap((file) =>
      importsOf(fs.readFileSync(file, "utf8"))
        .filter((specifier) => ["app", "components", "scripts", "server"].includes(topFolder(file, specifier) ?? ""))
        .map((specifier) => `${path.relative(process.cwd(), file)} imports ${specifier}`),
    );
    expect(upward).toEqual([]);
  });
});
