import fs from "node:fs";
import path from "node:path";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/.data/", "/tests/e2e/"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/support/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
    // The generated Prisma client imports its query compiler as ESM; Jest (CommonJS) loads the
    // package's CommonJS build of the same files.
    "^@prisma/client/runtime/(query_compiler_bg\\.postgresql.*)\\.mjs$": "<rootDir>/node_modules/@prisma/client/runtime/$1.js",
  },
  // Integration tests share one database; running files one at a time keeps them independent.
  maxWorkers: 1,
  testTimeout: 30000,
};

// react-markdown and its unified/micromark dependencies, and file-type with its tokenizers, ship
// only as ES modules: Jest (CommonJS) compiles them like the packages Next transpiles.
function esmDependencies(roots) {
  const found = new Set();
  const visit = (name) => {
    if (found.has(name)) return;
    let manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join("node_modules", name, "package.json"), "utf8"));
    } catch {
      return;
    }
    if (manifest.type === "module") found.add(name);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency);
  };
  roots.forEach(visit);
  return [...found];
}

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // use-intl brings its ICU formatter (intl-messageformat, @formatjs/*), used by tests that format messages.
  const compiled = ["next-intl", ...esmDependencies(["use-intl", "react-markdown", "rehype-sanitize", "file-type"])];
  const names = compiled.map((name) => name.replace(/[.]/g, "\\.")).join("|");
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!.pnpm)(?!(${names})/)`,
    ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.startsWith("/node_modules/")),
  ];
  return resolved;
}
