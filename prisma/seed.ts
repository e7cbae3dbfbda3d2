// Idempotent seed: safe to run on every start. Refuses a non-local database unless told to.
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "../lib/env";
import { PrismaClient } from "../lib/generated/prisma/client";
import { seedFactories } from "./seed/index";

function assertLocalDatabase(url: string) {
  const host = new URL(url).hostname;
  const isLocal = ["localhost", "127.0.0.1", "::1", "[::1]"].includes(host);
  if (!isLocal && env().SEED_ALLOW_REMOTE !== "1") {
    throw new Error(`Refusing to seed the non-local database at ${host}; set SEED_ALLOW_REMOTE=1 to allow it.`);
  }
}

async function main() {
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  assertLocalDatabase(url);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    for (const [name, seed] of seedFactories) {
      const summary = await seed(prisma);
      console.log(`seed ${name}: ${summary}`);
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
