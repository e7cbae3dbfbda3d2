import http from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "@/lib/db";
import { enqueueJob, startWorker, type Worker } from "@/lib/jobs/worker";
import { recurringJobs } from "@/lib/jobs/registry";

// A day of ECB reference rates (EUR base) with a made-up date newer than any seeded snapshot.
const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube><Cube time="2099-01-02">
    <Cube currency="USD" rate="1.2500"/>
    <Cube currency="GBP" rate="0.8000"/>
    <Cube currency="JPY" rate="150.00"/>
  </Cube></Cube>
</gesmes:Envelope>`;

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("background jobs (pg-boss)", () => {
  let server: http.Server;
  let worker: Worker | undefined;
  // Other suites read the seeded rates: put them back afterwards.
  let savedRates: Awaited<ReturnType<ReturnType<typeof db>["exchangeRate"]["findMany"]>> = [];
  const connectionString = process.env.DATABASE_URL ?? "";

  beforeAll(async () => {
    savedRates = await db().exchangeRate.findMany();
    server = http.createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/xml" });
      response.end(ECB_XML);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.EXCHANGE_RATES_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`;
  });

  afterAll(async () => {
    await worker?.stop();
    for (const { code, ...rest } of savedRates) await db().exchangeRate.update({ where: { code }, data: rest });
    delete process.env.EXCHANGE_RATES_URL;
    await new Promise((resolve) => server.close(resolve));
    await db().$disconnect();
  });

  it("declares the exchange-rate refresh as a recurring job", () => {
    expect(recurringJobs.map((job) => job.name)).toContain("exchange-rates-refresh");
  });

  it("a queued refresh is picked up by a worker and stores the new rates", async () => {
    const lines: string[] = [];
    worker = await startWorker({ connectionString, log: (line) => lines.push(line) });
    expect(await enqueueJob(connectionString, "exchange-rates-refresh")).toEqual(expect.any(String));

    // GBP in USD terms: 0.80 / 1.25 = 0.64.
    const gbp = await waitFor(
      async () => Number((await db().exchangeRate.findUnique({ where: { code: "GBP" } }))?.rate ?? 0),
      (rate) => Math.abs(rate - 0.64) < 1e-4,
    );
    expect(gbp).toBeCloseTo(0.64, 4);
    expect(lines.some((line) => line.includes("exchange-rates-refresh: rates 2099-01-02"))).toBe(true);
  });
});
