import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "./env";
import { DEFAULT_MAX_CONNECTIONS, poolSizes } from "./db-pool";

const sizes = (vars: Record<string, string>) => poolSizes(parseEnv(vars));

// The embedded PostgreSQL's limit, as scripts/lib/database.mjs starts it.
const embeddedMaxConnections = Number(/max_connections=(\d+)/.exec(fs.readFileSync(path.join(process.cwd(), "scripts", "lib", "database.mjs"), "utf8"))?.[1]);
// The worker (scripts/worker.ts): one process with a full Prisma pool and pg-boss's 4 (lib/jobs/worker.ts).
const WORKER_CONNECTIONS = sizes({}).prisma + 4;
// `npm run db:migrate` and the seed, while a server runs.
const MIGRATION_CONNECTIONS = 2;

describe("poolSizes", () => {
  it("gives a 2-process server full pools (10 Prisma, 4 rate-limit connections each)", () => {
    expect(sizes({ WB_SERVER_PROCESSES: "2" })).toEqual({ prisma: 10, rateLimit: 4, perProcess: 16 });
  });

  it.each([1, 2, 4, 8, 16, 32])("keeps %i processes, the worker and a migration under the embedded PostgreSQL's max_connections", (processes) => {
    const { perProcess, prisma, rateLimit } = sizes({ WB_SERVER_PROCESSES: String(processes) });
    expect(prisma).toBeGreaterThanOrEqual(1);
    expect(rateLimit).toBeGreaterThanOrEqual(1);
    expect(perProcess * processes).toBeLessThanOrEqual(DEFAULT_MAX_CONNECTIONS);
    expect(perProcess * processes + WORKER_CONNECTIONS + MIGRATION_CONNECTIONS).toBeLessThan(embeddedMaxConnections);
  });

  it("follows DATABASE_MAX_CONNECTIONS", () => {
    const { perProcess } = sizes({ WB_SERVER_PROCESSES: "16", DATABASE_MAX_CONNECTIONS: "80" });
    expect(perProcess * 16).toBeLessThanOrEqual(80);
  });

  it("treats a missing process count as one process", () => {
    expect(sizes({})).toEqual(sizes({ WB_SERVER_PROCESSES: "1" }));
  });

  it("refuses a process count that is not a whole number, naming the variable", () => {
    expect(() => sizes({ WB_SERVER_PROCESSES: "abc" })).toThrow("WB_SERVER_PROCESSES must be a whole number");
  });
});
