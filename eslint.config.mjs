import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// zod comes from lib/zod.ts, which configures it (no eval under the CSP); types may come from "zod".
const zodImport = { name: "zod", message: "Import z from @/lib/zod (configured to run without eval).", allowTypeImports: true };

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", ".data/**", "node_modules/**", "lib/generated/**", "next-env.d.ts", "playwright-report/**", "test-results/**", "public/sw.js", "public/sw.js.map"],
  },
  {
    // Pages and components read data through lib/; only lib/ talks to Prisma (docs/architecture.md, Direction).
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@/lib/db", message: "Read data through a query or service in lib/<domain>/." },
            { name: "@prisma/client", message: "Read data through a query or service in lib/<domain>/." },
            zodImport,
          ],
          patterns: [
            { group: ["@/lib/generated/*", "**/lib/generated/*", "@/lib/generated/**"], message: "Read data through a query or service in lib/<domain>/." },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx}", "scripts/**/*.ts"],
    ignores: ["lib/zod.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [zodImport] }] },
  },
  {
    // The environment is parsed once, in lib/env.ts; tests and tool configs may set and read it.
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/env.ts", "tests/**", "**/*.test.{ts,tsx}", "playwright.config.ts", "prisma.config.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read the environment through env() from @/lib/env (parsed and validated once)." }],
    },
  },
];

export default config;
