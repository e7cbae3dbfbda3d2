import { AppError } from "./errors";
import { assertSameOrigin } from "./same-origin";

const req = (method: string, headers: Record<string, string>) => new Request("http://localhost:3000/api/x", { method, headers });

describe("assertSameOrigin", () => {
  it.each([
    ["GET from another site", req("GET", { origin: "https://evil.tld", "sec-fetch-site": "cross-site" })],
    ["POST from this site", req("POST", { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" })],
    ["POST without browser headers (curl)", req("POST", {})],
  ])("allows %s", (_case, request) => {
    expect(() => assertSameOrigin(request)).not.toThrow();
  });

  it.each([
    ["POST with a foreign Origin", req("POST", { origin: "https://evil.tld" })],
    ["DELETE marked cross-site", req("DELETE", { "sec-fetch-site": "cross-site" })],
    ["PATCH with Origin null", req("PATCH", { origin: "null" })],
  ])("refuses %s", (_case, request) => {
    expect(() => assertSameOrigin(request)).toThrow(AppError);
  });
});
