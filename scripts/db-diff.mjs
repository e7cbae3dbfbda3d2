// npm run db:diff [-- <git ref>]: prints the SQL that takes the schema at <git ref> (default HEAD)
// to the working tree's prisma/schema. Save it as prisma/migrations/<timestamp>_<name>/migration.sql.
// The WebAssembly schema engine diffs through the pg adapter, so a database must be reachable:
// the embedded cluster is started when DATABASE_URL is unset.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { resolveDatabase } from "./lib/environment.mjs";
import { root } from "./lib/paths.mjs";

const ref = process.argv[2] ?? "HEAD";
const before = fs.mkdtempSync(path.join(os.tmpdir(), "schema-"));
const archive = execFileSync("git", ["archive", ref, "prisma/schema"], { cwd: root });
execFileSync("tar", ["-x", "-C", before], { input: archive });

const db = await resolveDatabase();
try {
  const prisma = path.join(root, "node_modules", ".bin", "prisma");
  const args = ["migrate", "diff", "--from-schema-datamodel", path.join(before, "prisma", "schema"), "--to-schema-datamodel", path.join(root, "prisma", "schema"), "--script"];
  const sql = execFileSync(prisma, args, { cwd: root, env: { ...process.env, DATABASE_URL: db.url }, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  process.stdout.write(sql);
} finally {
  await db.stop();
  fs.rmSync(before, { recursive: true, force: true });
}
