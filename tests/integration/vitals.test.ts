import { POST } from "@/app/api/vitals/route";
import { db } from "@/lib/db";

const TEST_PATH = "/__vitals-test";

function post(body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = { "Content-Type": "application/json" }) {
  return POST(new Request("http://localhost/api/vitals", { method: "POST", body, headers, duplex: "half" } as RequestInit));
}

const good = { name: "LCP", value: 2100.5, path: TEST_PATH, locale: "en" };

afterEach(async () => {
  await db().webVital.deleteMany({ where: { path: { startsWith: TEST_PATH } } });
});

afterAll(async () => {
  await db().$disconnect();
});

describe("POST /api/vitals", () => {
  it("stores a measurement with the rating computed on the server", async () => {
    const response = await post(JSON.stringify({ ...good, rating: "poor" }));
    expect(response.status).toBe(204);
    const rows = await db().webVital.findMany({ where: { path: TEST_PATH } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ metric: "LCP", value: 2100.5, rating: "good", locale: "en" });
    expect(Date.now() - rows[0]!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it.each([
    ["CLS", 0.25, "needs_improvement"],
    ["CLS", 0.26, "poor"],
    ["FID", 100, "good"],
    ["INP", 501, "poor"],
    ["TTFB", 1800, "needs_improvement"],
    ["FCP", 1801, "needs_improvement"],
  ])("rates %s = %p as %s", async (name, value, rating) => {
    expect((await post(JSON.stringify({ ...good, name, value }))).status).toBe(204);
    const row = await db().webVital.findFirstOrThrow({ where: { path: TEST_PATH } });
    expect(row.rating).toBe(rating);
  });

  it("keeps only the pathname of the page", async () => {
    expect((await post(JSON.stringify({ ...good, path: `${TEST_PATH}?email=a@b.c#x` }))).status).toBe(204);
    expect((await db().webVital.findFirstOrThrow({ where: { path: { startsWith: TEST_PATH } } })).path).toBe(TEST_PATH);
  });

  it.each([
    ["an unknown metric", { ...good, name: "FOO" }],
    ["a missing value", { name: "LCP", path: TEST_PATH, locale: "en" }],
    ["a string value", { ...good, value: "fast" }],
    ["a negative value", { ...good, value: -1 }],
    ["a path that is not a path", { ...good, path: "https://evil.example/" }],
    ["a protocol-relative path", { ...good, path: "//evil.example/" }],
    ["an unsupported locale", { ...good, locale: "xx" }],
    ["an array", [good]],
    ["null", null],
  ])("rejects %s with 400 and a message", async (_, payload) => {
    const response = await post(JSON.stringify(payload));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String), code: "bad_request" });
    expect(await db().webVital.count({ where: { path: { startsWith: TEST_PATH } } })).toBe(0);
  });

  it.each([
    ["malformed JSON", "{ name: LCP"],
    ["an empty body", ""],
  ])("rejects %s with 400", async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/JSON|empty/), code: "bad_request" });
  });

  it("refuses a body over 10 KB with 413", async () => {
    const response = await post(JSON.stringify({ ...good, padding: "x".repeat(11 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body is larger than 10 KB", code: "payload_too_large" });
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await post(JSON.stringify(good), { "Content-Type": "text/plain" });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining("JSON"), code: "unsupported_media_type" });
    expect(await db().webVital.count({ where: { path: { startsWith: TEST_PATH } } })).toBe(0);
  });

  it("refuses an oversized streamed body without a Content-Length with 413", async () => {
    const chunk = new TextEncoder().encode("x".repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await post(stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "payload_too_large" });
  });
});
