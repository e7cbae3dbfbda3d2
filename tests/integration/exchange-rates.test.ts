import http from "node:http";
import type { AddressInfo } from "node:net";
import { GET } from "@/app/api/travel-costs/exchange-rates/route";
import { currencyCodes } from "@/lib/currency/currencies";
import { seedExchangeRateSnapshot, snapshotDate, snapshotRates } from "@/lib/currency/rates-store";
import { refreshExchangeRates } from "@/lib/currency/service";
import { db } from "@/lib/db";

type Row = { code: string; rate: number; source: string; updatedAt: Date };
let saved: Row[] = [];

async function rates(): Promise<Map<string, Row>> {
  const rows = await db().exchangeRate.findMany();
  return new Map(rows.map((row) => [row.code, row]));
}

/** A local stand-in for the ECB: serves `body` with `status` at /eurofxref-daily.xml. */
async function withRatesServer<T>(body: string, status: number, run: (url: string) => Promise<T>): Promise<T> {
  const server = http.createServer((request, response) => {
    response.writeHead(status, { "Content-Type": "text/xml" });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await run(`http://127.0.0.1:${port}/eurofxref-daily.xml`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const ecbXml = (date: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time='${date}'>
      <Cube currency='USD' rate='1.2500'/>
      <Cube currency='JPY' rate='200.00'/>
      <Cube currency='GBP' rate='0.8000'/>
      <Cube currency='CAD' rate='1.7500'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

beforeAll(async () => {
  saved = await db().exchangeRate.findMany();
});

afterEach(async () => {
  // Later suites and the end-to-end tests expect the seeded rates.
  await db().$transaction([db().exchangeRate.deleteMany(), db().exchangeRate.createMany({ data: saved })]);
});

afterAll(async () => {
  await db().exchangeRateRefresh.deleteMany({ where: { source: { startsWith: "http://127.0.0.1:" } } });
  await db().$disconnect();
});

const getRates = () => GET(new Request("http://localhost:3000/api/travel-costs/exchange-rates"));

describe("GET /api/travel-costs/exchange-rates", () => {
  it("lists all 20 currencies from the seeded snapshot without any network access", async () => {
    const realFetch = global.fetch;
    const fetchSpy = jest.fn(() => Promise.reject(new Error("network is off in this test")));
    global.fetch = fetchSpy as unknown as typeof fetch;
    try {
      const response = await getRates();
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/max-age=3600/);
      const body = await response.json();
      expect(body.base).toBe("USD");
      expect(Object.keys(body.rates).sort()).toEqual([...currencyCodes].sort());
      expect(body.rates.USD).toBe(1);
      for (const code of currencyCodes) expect(body.rates[code]).toBeGreaterThan(0);
      expect(new Date(body.updatedAt).toString()).not.toBe("Invalid Date");
      expect(typeof body.source).toBe("string");
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      global.fetch = realFetch;
    }
  });

  it("answers the stored rate of a currency", async () => {
    await db().exchangeRate.update({ where: { code: "EUR" }, data: { rate: 0.5 } });
    const body = await (await getRates()).json();
    expect(body.rates.EUR).toBe(0.5);
  });
});

describe("refreshExchangeRates", () => {
  it("stores the source's currencies re-based on USD and keeps the last value of the missing ones", async () => {
    const before = await rates();
    const result = await withRatesServer(ecbXml("2099-01-02"), 200, (url) => refreshExchangeRates({ url }));

    expect(result.date).toBe("2099-01-02");
    expect(result.updated.sort()).toEqual(["CAD", "EUR", "GBP", "JPY", "USD"]);
    expect(result.missing).toEqual(expect.arrayContaining(["AED", "RUB", "CHF"]));

    const after = await rates();
    expect(after.get("EUR")!.rate).toBeCloseTo(0.8, 8);
    expect(after.get("JPY")!.rate).toBeCloseTo(160, 6);
    expect(after.get("CAD")!.rate).toBeCloseTo(1.4, 8);
    expect(after.get("USD")!.rate).toBe(1);
    expect(after.get("JPY")!.updatedAt.toISOString()).toBe("2099-01-02T00:00:00.000Z");
    for (const code of ["AED", "RUB", "CHF", "KRW"]) expect(after.get(code)).toEqual(before.get(code));

    const log = await db().exchangeRateRefresh.findFirst({ where: { source: result.source }, orderBy: { finishedAt: "desc" } });
    expect(log).toMatchObject({ status: "succeeded", missingCodes: expect.arrayContaining(["AED", "RUB"]) });

    const body = await (await getRates()).json();
    expect(body.rates.JPY).toBeCloseTo(160, 6);
    expect(body.updatedAt).toBe("2099-01-02T00:00:00.000Z");
  });

  it("reads the source from EXCHANGE_RATES_URL", async () => {
    await withRatesServer(ecbXml("2099-01-03"), 200, async (url) => {
      process.env.EXCHANGE_RATES_URL = url;
      try {
        expect((await refreshExchangeRates()).source).toBe(url);
      } finally {
        delete process.env.EXCHANGE_RATES_URL;
      }
    });
    expect((await rates()).get("GBP")!.rate).toBeCloseTo(0.64, 8);
  });

  it("never replaces a newer stored rate with an older source", async () => {
    await db().exchangeRate.update({ where: { code: "JPY" }, data: { rate: 123, updatedAt: new Date("2100-01-01T00:00:00Z") } });
    const result = await withRatesServer(ecbXml("2099-01-02"), 200, (url) => refreshExchangeRates({ url }));
    expect(result.updated).not.toContain("JPY");
    expect((await rates()).get("JPY")!.rate).toBe(123);
  });

  it.each([
    ["a server error", "<html>Service Unavailable</html>", 503],
    ["malformed XML", ecbXml("2099-01-02").replace("</gesmes:Envelope>", ""), 200],
  ])("changes nothing and logs the failure on %s", async (_, body, status) => {
    const before = await rates();
    await expect(withRatesServer(body, status, (url) => refreshExchangeRates({ url }))).rejects.toThrow();
    expect(await rates()).toEqual(before);
    const log = await db().exchangeRateRefresh.findFirst({ where: { status: "failed" }, orderBy: { finishedAt: "desc" } });
    expect(log?.error).toBeTruthy();
  });
});

describe("exchange-rate snapshot seed", () => {
  it("fills a missing currency but never overwrites a newer rate", async () => {
    await db().exchangeRate.update({ where: { code: "EUR" }, data: { rate: 0.5, source: "newer", updatedAt: new Date("2099-06-01T00:00:00Z") } });
    await db().exchangeRate.delete({ where: { code: "THB" } });

    await seedExchangeRateSnapshot(db());

    const after = await rates();
    expect(after.get("EUR")).toMatchObject({ rate: 0.5, source: "newer" });
    expect(after.get("THB")).toMatchObject({ rate: snapshotRates.THB });
    expect(after.get("THB")!.updatedAt.toISOString()).toBe(`${snapshotDate}T00:00:00.000Z`);
    expect(after.size).toBe(20);
  });

  it("is idempotent", async () => {
    const before = await rates();
    expect(await seedExchangeRateSnapshot(db())).toMatch(/^0 of 20/);
    expect(await rates()).toEqual(before);
  });
});
