/** @jest-environment node */
// The error contract while PostgreSQL is unreachable: every route answers the handler wrapper's
// 503 { message, code: "unavailable" } with Retry-After, never a framework error page. The
// database URL of this file points at a port nothing listens on.
import net from "node:net";
import { GET as goToDeal } from "@/app/go/[dealId]/route";
import { GET as exchangeRates } from "@/app/api/travel-costs/exchange-rates/route";
import { POST as recordVital } from "@/app/api/vitals/route";
import { accessErrors } from "@/lib/api/errors";

const saved = process.env.DATABASE_URL;

beforeAll(async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  process.env.DATABASE_URL = `postgresql://wanderbold:wanderbold@127.0.0.1:${port}/wanderbold_test`;
});

afterAll(() => {
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
});

const vital = { name: "LCP", value: 2100.5, path: "/__database-down", locale: "en" };

describe.each([
  ["GET /go/{dealId}", () => goToDeal(new Request("http://localhost/go/1"), { params: Promise.resolve({ dealId: "1" }) })],
  ["GET /api/travel-costs/exchange-rates", () => exchangeRates(new Request("http://localhost/api/travel-costs/exchange-rates"), { params: Promise.resolve({}) })],
  [
    "POST /api/vitals",
    () => recordVital(new Request("http://localhost/api/vitals", { method: "POST", body: JSON.stringify(vital), headers: { "Content-Type": "application/json" } }), { params: Promise.resolve({}) }),
  ],
])("%s while the database is down", (_, call) => {
  it("answers 503 { message, code: 'unavailable' } with Retry-After", async () => {
    const response = await call();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ message: accessErrors.unavailable, code: "unavailable" });
  }, 20_000);
});
