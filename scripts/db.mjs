// npm run db:migrate | db:seed: apply migrations or seed against DATABASE_URL or the embedded cluster.
import { baseEnv, migrate, resolveDatabase, seed } from "./lib/environment.mjs";

const command = process.argv[2];
const db = await resolveDatabase();
try {
  const env = baseEnv({ DATABASE_URL: db.url });
  if (command === "migrate") await migrate(env);
  else if (command === "seed") await seed(env);
  else throw new Error(`Unknown command ${command}: use migrate or seed`);
} finally {
  await db.stop();
}
