import { AppError } from "./errors";
import { assertNotCrossSite, assertSameOrigin } from "./same-origin";

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

describe("assertNotCrossSite", () => {
  it.each(["same-origin", "none"])("allows a GET marked %s", (site) => {
    expect(() => assertNotCrossSite(req("GET", { "sec-fetch-site": site }))).not.toThrow();
  });

  it.each(["cross-site", "same-site"])("refuses even a GET marked %s with 403 'Cross-site requests are not allowed'", (site) => {
    expect(() => assertNotCrossSite(req("GET", { "sec-fetch-site": site }))).toThrow(expect.objectContaining({ code: "forbidden", status: 403, message: "Cross-site requests are not allowed" }));
  });
});

describe("assertSameOrigin without a configured public origin", () => {
  const saved = { SITE_URL: process.env.SITE_URL, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  const local = (origin: string, host: string) => new Request("http://localhost:3000/api/login", { method: "POST", headers: { origin, host, "sec-fetch-site": "same-origin" } });

  it.each([
    ["127.0.0.1", "http://127.0.0.1:3000", "127.0.0.1:3000"],
    ["a LAN address", "http://192.168.1.20:3000", "192.168.1.20:3000"],
    ["an IPv6 loopback", "http://[::1]:3000", "[::1]:3000"],
  ])("accepts a form posted from %s, the host the visitor opened", (_case, origin, host) => {
    delete process.env.SITE_URL;
    delete process.env.NEXTAUTH_URL;
    expect(() => assertSameOrigin(local(origin, host))).not.toThrow();
  });

  it("still refuses an Origin that differs from the Host", () => {
    delete process.env.SITE_URL;
    delete process.env.NEXTAUTH_URL;
    expect(() => assertSameOrigin(local("https://evil.tld", "127.0.0.1:3000"))).toThrow(AppError);
  });

  it("keeps the strict check once SITE_URL is set", () => {
    process.env.SITE_URL = "https://wanderbold.example";
    expect(() => assertSameOrigin(local("http://127.0.0.1:3000", "127.0.0.1:3000"))).toThrow(AppError);
    expect(() => assertSameOrigin(local("https://wanderbold.example", "127.0.0.1:3000"))).not.toThrow();
  });
});
