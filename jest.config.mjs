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

export default createJestConfig(config);
