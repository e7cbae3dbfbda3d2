import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", ".data/**", "node_modules/**", "lib/generated/**", "next-env.d.ts", "playwright-report/**", "test-results/**"],
  },
  {
    // Pages and components read data through lib/; only lib/ talks to Prisma (STYLE.md).
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@/lib/db", message: "Read data through a query or service in lib/<domain>/." },
            { name: "@prisma/client", message: "Read data through a query or service in lib/<domain>/." },
          ],
          patterns: [
            { group: ["@/lib/generated/*", "**/lib/generated/*", "@/lib/generated/**"], message: "Read data through a query or service in lib/<domain>/." },
          ],
        },
      ],
    },
  },
];

export default config;
