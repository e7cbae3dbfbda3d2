// npm run build: the production build. Prerendered pages read the database, so it is brought up
// as `npm start` does (DATABASE_URL, else the embedded cluster), migrated and seeded first. The
// build fails when next build fails or prints an error line (scripts/lib/build.mjs).
import { buildIfStale } from "./lib/build.mjs";
import { baseEnv, migrate, resolveDatabase, seed } from "./lib/environment.mjs";

const db = await resolveDatabase();
const env = baseEnv({ DATABASE_URL: db.url });
let failed = false;
try {
  // Their own output (Prisma's notes on the adapter, the seed's counts) stays out of the build log
  // unless a step fails.
  await migrate(env, { quiet: true });
  await seed(env, { quiet: true });
  console.log("Database migrated and seeded.");
  await buildIfStale(env, { force: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await db.stop();
}
process.exit(failed ? 1 : 0);
