import { poolSizes } from "./db-pool";

describe("poolSizes", () => {
  it("gives a 2-process server full pools (10 Prisma, 4 rate-limit connections each)", () => {
    expect(poolSizes({ WB_SERVER_PROCESSES: "2" })).toEqual({ prisma: 10, rateLimit: 4, perProcess: 15 });
  });

  it.each([16, 32])("keeps %i processes within the default budget of 150 connections (224 before on 16 cores)", (processes) => {
    const { perProcess, prisma, rateLimit } = poolSizes({ WB_SERVER_PROCESSES: String(processes) });
    expect(prisma).toBeGreaterThanOrEqual(1);
    expect(rateLimit).toBeGreaterThanOrEqual(1);
    expect(perProcess * processes).toBeLessThanOrEqual(150);
  });

  it("follows DATABASE_MAX_CONNECTIONS", () => {
    const { perProcess } = poolSizes({ WB_SERVER_PROCESSES: "16", DATABASE_MAX_CONNECTIONS: "80" });
    expect(perProcess * 16).toBeLessThanOrEqual(80);
  });

  it("treats a missing or bad process count as one process", () => {
    expect(poolSizes({})).toEqual(poolSizes({ WB_SERVER_PROCESSES: "abc" }));
  });
});
