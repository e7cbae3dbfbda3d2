// How many PostgreSQL connections one server process may open. `npm start` runs one process per
// core (scripts/serve.mjs tells each how many there are), and each has a Prisma pool, a
// rate-limit pool, a one-connection health probe (which also reads and writes the page
// cache's shared store, server/shared-copies.ts) and the page cache's listener
// (server/app-server.ts): shared out of DATABASE_MAX_CONNECTIONS
// (default 150, under the embedded PostgreSQL's max_connections of 200, leaving room for the
// worker, migrations and psql), a 16-core machine no longer asks for more than PostgreSQL allows.

import { env, type Env } from "@/lib/env";

export const DEFAULT_MAX_CONNECTIONS = 150;
/** The health probe and the page cache's LISTEN connection of each process. */
const SERVER_OWN_CONNECTIONS = 2;

export type PoolSizes = { prisma: number; rateLimit: number; perProcess: number };

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.floor(value)));

export function poolSizes(vars: Pick<Env, "WB_SERVER_PROCESSES" | "DATABASE_MAX_CONNECTIONS"> = env()): PoolSizes {
  const processes = vars.WB_SERVER_PROCESSES ?? 1;
  const budget = Math.max(4, vars.DATABASE_MAX_CONNECTIONS ?? DEFAULT_MAX_CONNECTIONS);
  const share = Math.floor(budget / processes) - SERVER_OWN_CONNECTIONS;
  const rateLimit = clamp(share / 4, 1, 4);
  const prisma = clamp(share - rateLimit, 1, 10);
  return { prisma, rateLimit, perProcess: prisma + rateLimit + SERVER_OWN_CONNECTIONS };
}
