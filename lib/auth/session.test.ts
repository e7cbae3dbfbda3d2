import { clearSessionCookies, decodeSession, encodeSession, isSecureCookie, sessionCookieName, serializeSessionCookies } from "./session";

const env = process.env as Record<string, string | undefined>;

describe("session cookie", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    env.NEXTAUTH_SECRET = "test-secret";
  });
  afterEach(() => {
    // Assigning undefined to process.env stores the string "undefined": unset instead.
    for (const key of ["NODE_ENV", "SITE_URL", "NEXTAUTH_URL", "NEXTAUTH_SECRET"]) {
      if (saved[key] === undefined) delete env[key];
      else env[key] = saved[key];
    }
  });

  it("is HttpOnly and SameSite=Lax, not Secure outside production", () => {
    env.NODE_ENV = "test";
    const [cookie] = serializeSessionCookies("value");
    expect(cookie).toMatch(/^next-auth\.session-token=value; /);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  });

  it("comes with a readable hint that holds no part of the session", () => {
    env.NODE_ENV = "test";
    const [session, hint] = serializeSessionCookies("secret-token");
    expect(session).toContain("Max-Age=2592000");
    expect(hint).toBe("wb_signed_in=1; Path=/; Max-Age=2592000; SameSite=Lax");
  });

  it("is Secure in production, under a __Host- name the browser binds to this host", () => {
    env.NODE_ENV = "production";
    env.SITE_URL = "https://wanderbold.example";
    expect(isSecureCookie()).toBe(true);
    expect(sessionCookieName()).toBe("__Host-next-auth.session-token");
    const [session, hint] = serializeSessionCookies("v");
    // What the __Host- prefix demands, or the browser drops the cookie: Secure, Path=/, no Domain.
    expect(session).toMatch(/^__Host-next-auth\.session-token=v; Path=\/; /);
    expect(session).toContain("; Secure");
    expect(session).not.toMatch(/domain=/i);
    expect(hint).toContain("; Secure");
  });

  it("clears both cookie names and the hint", () => {
    const cleared = clearSessionCookies();
    expect(cleared.map((cookie) => cookie.split("=")[0])).toEqual(["next-auth.session-token", "__Host-next-auth.session-token", "wb_signed_in"]);
    expect(cleared.every((cookie) => cookie.includes("Max-Age=0"))).toBe(true);
  });

  it("round-trips the claims in a token well under 4 KB, and rejects tampering", async () => {
    const token = await encodeSession({ sub: "2c1b8f1e-0000-4000-8000-000000000000", sv: 3 });
    expect(token.length).toBeLessThan(1024);
    expect(await decodeSession(token)).toEqual({ sub: "2c1b8f1e-0000-4000-8000-000000000000", sv: 3 });
    expect(await decodeSession(`${token.slice(0, -2)}xx`)).toBeNull();
    env.NEXTAUTH_SECRET = "another-secret";
    expect(await decodeSession(token)).toBeNull();
  });
});
