/** @jest-environment node */
// Accounts API against the real test database: every route, its error cases (table-driven), and
// the security rules of issue 4. Handlers are called directly with Request objects.
import { db } from "@/lib/db";
import { GET as getUser, DELETE as deleteUser } from "@/app/api/user/route";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { POST as logout } from "@/app/api/logout/route";
import { PATCH as preferences } from "@/app/api/user/preferences/route";
import { PATCH as profile } from "@/app/api/user/profile/route";
import { POST as changePassword } from "@/app/api/user/password/route";
import { POST as resend } from "@/app/api/resend-verification/route";
import { POST as specialLogin } from "@/app/api/special-login/route";
import { POST as forgotPassword } from "@/app/api/forgot-password/route";
import { POST as resetPassword } from "@/app/api/reset-password/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { POST as adminLogin } from "@/app/api/admin-login/route";
import { ensureAdmin } from "@/lib/auth/service";
import { call, freshAddress, ORIGIN } from "../support/api";
import { startSmtpServer, tokenFrom } from "../support/smtp";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
let smtp: Smtp;
let seq = 0;

function uniqueUser(prefix = "user") {
  seq += 1;
  const id = `${prefix}${Date.now().toString(36)}${seq}`;
  return { username: id, email: `${id}@example.com`, password: "correct horse battery", name: `Traveller ${seq}` };
}

// Registration signs nobody in (it answers alike for new and known e-mails): a new account
// signs in with its password, or through its verification link.
async function registered(prefix?: string) {
  const user = uniqueUser(prefix);
  const res = await call(register, { body: user, address: freshAddress() });
  expect(res.status).toBe(201);
  const signedIn = await call(login, { body: { identifier: user.username, password: user.password }, address: freshAddress() });
  expect(signedIn.status).toBe(200);
  return { ...user, cookie: signedIn.cookie!, json: signedIn.json };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  await smtp.close();
  await db().$disconnect();
});

describe("shared request rules (every unsafe route)", () => {
  let cookie: string | null = null;
  beforeAll(async () => {
    cookie = (await registered("shared")).cookie;
  });

  const unsafeRoutes = [
    ["POST /api/login", login],
    ["POST /api/register", register],
    ["PATCH /api/user/preferences", preferences],
    ["POST /api/resend-verification", resend],
    ["POST /api/forgot-password", forgotPassword],
    ["POST /api/reset-password", resetPassword],
    ["POST /api/verify-email", verifyEmail],
    ["POST /api/admin-login", adminLogin],
  ] as const;
  const methodOf = (name: string) => name.split(" ")[0];

  it.each(unsafeRoutes)("%s refuses a cross-site Origin with 403", async (_name, handler) => {
    const res = await call(handler, { method: methodOf(_name), cookie, body: {}, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Cross-site requests are not allowed");
  });

  it.each(unsafeRoutes)("%s refuses Sec-Fetch-Site: same-site (a sibling subdomain)", async (_name, handler) => {
    const res = await call(handler, { method: methodOf(_name), cookie, body: {}, headers: { "sec-fetch-site": "same-site" } });
    expect(res.status).toBe(403);
  });

  it.each(unsafeRoutes)("%s refuses a non-JSON body with 415", async (_name, handler) => {
    const res = await call(handler, { method: methodOf(_name), cookie, raw: "identifier=a&password=b", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(415);
  });

  it.each(unsafeRoutes)("%s answers 400 to malformed JSON", async (_name, handler) => {
    const res = await call(handler, { method: methodOf(_name), cookie, raw: '{"identifier": ' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Malformed JSON body");
  });

  it.each(unsafeRoutes)("%s answers 413 to a 101 KB body", async (_name, handler) => {
    const res = await call(handler, { method: methodOf(_name), cookie, raw: JSON.stringify({ identifier: "x".repeat(101 * 1024) }) });
    expect(res.status).toBe(413);
  });

  it("answers { message, code } with no stack trace", async () => {
    const res = await call(login, { body: {} });
    expect(Object.keys(res.json).sort()).toEqual(["code", "issues", "message"]);
  });
});

describe("POST /api/register", () => {
  it.each([
    ["a missing username", { email: "a@example.com", password: "password1" }, "Username must be at least 3 characters"],
    ["a username shorter than 3 characters", { username: "ab", email: "a@example.com", password: "password1" }, "Username must be at least 3 characters"],
    ["a username that is a number", { username: 12345, email: "a@example.com", password: "password1" }, "Username must be at least 3 characters"],
    ["a malformed email", { username: "abcde", email: "not-an-email", password: "password1" }, "Please enter a valid email"],
    ["a missing email", { username: "abcde", password: "password1" }, "Please enter a valid email"],
    ["a password shorter than 8 characters", { username: "abcde", email: "a@example.com", password: "short" }, "Password must be at least 8 characters"],
    ["a password that is not a string", { username: "abcde", email: "a@example.com", password: 12345678 }, "Password must be at least 8 characters"],
    ["a body that is an array", [], "Invalid input: expected object, received array"],
  ])("rejects %s", async (_case, body, message) => {
    const res = await call(register, { body, address: freshAddress() });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("creates the user without signing in, and e-mails a verification link that signs in", async () => {
    const user = uniqueUser();
    const res = await call(register, { body: user, address: freshAddress() });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ message: "Check your inbox: we sent you an email to finish creating your account.", email: user.email });
    expect(res.cookie).toBeFalsy();
    const row = await db().user.findUniqueOrThrow({ where: { username: user.username } });
    expect(row).toMatchObject({ email: user.email, name: user.name, role: "user", isPremiumUser: false, emailVerifiedAt: null });
    const mail = smtp.lastTo(user.email);
    expect(mail).toContain(`${ORIGIN}/verify-email?token=`);
    const verified = await call(verifyEmail, { body: { token: tokenFrom(mail, "/verify-email") }, address: freshAddress() });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ username: user.username, email_verified: true });
    expect(verified.cookie).toMatch(/^next-auth\.session-token=/);
    expect(verified.cookie!.length).toBeLessThan(4096);
    const setCookie = verified.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const me = await call(getUser, { method: "GET", cookie: verified.cookie });
    expect(me.status).toBe(200);
    expect(me.json.username).toBe(user.username);
  });

  it("answers a known e-mail exactly like a new one, and tells its owner by e-mail instead", async () => {
    const owner = await registered();
    const fresh = uniqueUser();
    const again = uniqueUser();
    const forNew = await call(register, { body: fresh, address: freshAddress() });
    const forKnown = await call(register, { body: { ...again, email: `  ${owner.email.toUpperCase()} ` }, address: freshAddress() });
    expect(forKnown.status).toBe(forNew.status);
    expect(Object.keys(forKnown.json)).toEqual(Object.keys(forNew.json));
    expect(forKnown.json.message).toBe(forNew.json.message);
    expect(forKnown.cookie).toBeFalsy();
    expect(await db().user.count({ where: { username: again.username } })).toBe(0);
    const mail = smtp.lastTo(owner.email);
    expect(mail).toContain("You already have a Wander Bold account");
    expect(mail).toContain(`${ORIGIN}/auth`);
    expect(mail).toContain(`${ORIGIN}/forgot-password`);
    const ownerRow = await db().user.findUniqueOrThrow({ where: { email: owner.email } });
    expect(ownerRow.username).toBe(owner.username);
  });

  it("stores the password as an Argon2id hash with OWASP parameters", async () => {
    const user = await registered();
    const row = await db().user.findUniqueOrThrow({ where: { username: user.username } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("ignores role and is_premium_user (mass assignment)", async () => {
    const user = uniqueUser();
    const res = await call(register, { body: { ...user, role: "admin", is_premium_user: true, isPremiumUser: true, subscription_status: "active" }, address: freshAddress() });
    expect(res.status).toBe(201);
    const row = await db().user.findUniqueOrThrow({ where: { username: user.username } });
    expect(row).toMatchObject({ role: "user", isPremiumUser: false });
  });

  it.each([
    ["the same username in other case", (u: ReturnType<typeof uniqueUser>) => ({ ...uniqueUser(), username: u.username.toUpperCase() }), "Username already exists"],
    ["a full-width look-alike of the username", (u: ReturnType<typeof uniqueUser>) => ({ ...uniqueUser(), username: u.username.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)) }), "Username already exists"],
  ])("answers 409 to %s", async (_case, variant, message) => {
    const first = await registered();
    const res = await call(register, { body: variant(first), address: freshAddress() });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(message);
  });

  it("still creates the account when the mail server is down, and the user can resend", async () => {
    const user = uniqueUser();
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    const res = await call(register, { body: user, address: freshAddress() });
    process.env.SMTP_URL = smtp.url;
    expect(res.status).toBe(201);
    expect(await db().user.count({ where: { username: user.username } })).toBe(1);
    const again = await call(resend, { body: { email: user.email }, address: freshAddress() });
    expect(again.status).toBe(200);
    expect(smtp.lastTo(user.email)).toContain("/verify-email?token=");
  });

  it("rate limits registrations per client address with 429 and Retry-After", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 21; i += 1) {
      last = await call(register, { body: uniqueUser("burst"), address });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/login", () => {
  it.each([
    ["a missing identifier", { password: "x" }, "Username or email is required"],
    ["an empty identifier", { identifier: "  ", password: "x" }, "Username or email is required"],
    ["an identifier that is a number", { identifier: 5, password: "x" }, "Username or email is required"],
    ["a missing password", { identifier: "someone" }, "Password is required"],
    ["an empty password", { identifier: "someone", password: "" }, "Password is required"],
    ["a password that is an object", { identifier: "someone", password: { $ne: "" } }, "Password is required"],
  ])("rejects %s", async (_case, body, message) => {
    const res = await call(login, { body, address: freshAddress() });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it.each([
    ["username", (u: Awaited<ReturnType<typeof registered>>) => u.username],
    ["email", (u: Awaited<ReturnType<typeof registered>>) => u.email],
    ["email in other case", (u: Awaited<ReturnType<typeof registered>>) => u.email.toUpperCase()],
  ])("signs in with the %s", async (_case, identifier) => {
    const user = await registered();
    const res = await call(login, { body: { identifier: identifier(user), password: user.password }, address: freshAddress() });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe(user.username);
    expect(res.cookie).toBeTruthy();
  });

  it("gives the same answer, in about the same time, for an unknown user and a wrong password", async () => {
    const user = await registered();
    const time = async (identifier: string) => {
      const start = performance.now();
      const res = await call(login, { body: { identifier, password: "wrong password!" }, address: freshAddress() });
      return { res, ms: performance.now() - start };
    };
    await time("warm-up-unknown");
    const unknown = await time(`nobody${Date.now()}`);
    const wrong = await time(user.username);
    expect(unknown.res.status).toBe(401);
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.json).toEqual(wrong.res.json);
    expect(unknown.ms / wrong.ms).toBeGreaterThan(0.4);
    expect(unknown.ms / wrong.ms).toBeLessThan(2.5);
  });

  it("rate limits one account across client addresses", async () => {
    const user = await registered();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await call(login, { body: { identifier: user.username, password: "wrong!" }, address: freshAddress() })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const limited = await call(login, { body: { identifier: user.username, password: user.password }, address: freshAddress() });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("counts one account's attempts together, whether it is named by its username or its e-mail", async () => {
    const user = await registered();
    const statuses = [];
    for (let i = 0; i < 10; i += 1) {
      const identifier = i % 2 === 0 ? user.username : user.email.toUpperCase();
      statuses.push((await call(login, { body: { identifier, password: "wrong!" }, address: freshAddress() })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const byEmail = await call(login, { body: { identifier: user.email, password: user.password }, address: freshAddress() });
    expect(byEmail.status).toBe(429);
    const byUsername = await call(login, { body: { identifier: user.username, password: user.password }, address: freshAddress() });
    expect(byUsername.status).toBe(429);
  });

  it("rate limits one client address across accounts", async () => {
    const address = freshAddress();
    let last;
    for (let i = 0; i < 101; i += 1) last = await call(login, { body: { identifier: `ghost${i}-${Date.now()}`, password: "x" }, address });
    expect(last!.status).toBe(429);
  });

  it("keys the address on the socket, not a forged X-Forwarded-For (TRUST_PROXY unset)", async () => {
    const address = freshAddress();
    for (let i = 0; i < 100; i += 1) await call(login, { body: { identifier: `ghost${i}`, password: "x" }, address, headers: { "x-forwarded-for": `1.2.3.${i}` } });
    const res = await call(login, { body: { identifier: "ghost", password: "x" }, address, headers: { "x-forwarded-for": "9.9.9.9" } });
    expect(res.status).toBe(429);
  });

  it("believes X-Forwarded-For when TRUST_PROXY=1", async () => {
    process.env.TRUST_PROXY = "1";
    try {
      const forwarded = freshAddress();
      for (let i = 0; i < 100; i += 1) await call(login, { body: { identifier: `phantom${i}`, password: "x" }, address: freshAddress(), headers: { "x-forwarded-for": `${forwarded}, 10.0.0.1` } });
      const res = await call(login, { body: { identifier: "phantom", password: "x" }, address: freshAddress(), headers: { "x-forwarded-for": forwarded } });
      expect(res.status).toBe(429);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});

describe("GET /api/user and POST /api/logout", () => {
  it("answers 401 when signed out, setting no cookie", async () => {
    const res = await call(getUser, { method: "GET" });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Not authenticated");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("answers 401 to a forged or garbled cookie, and removes it with its readable hint", async () => {
    for (const cookie of ["next-auth.session-token=abc", "next-auth.session-token=" + "x".repeat(5000), "wb_signed_in=1"]) {
      const res = await call(getUser, { method: "GET", cookie });
      expect(res.status).toBe(401);
      const cleared = res.headers.getSetCookie();
      expect(cleared.find((line) => line.startsWith("next-auth.session-token=;"))).toContain("Max-Age=0");
      expect(cleared.find((line) => line.startsWith("wb_signed_in=;"))).toContain("Max-Age=0");
    }
  });

  it("gives the session a readable hint that carries no part of it", async () => {
    const user = uniqueUser("hint");
    expect((await call(register, { body: user, address: freshAddress() })).status).toBe(201);
    const res = await call(login, { body: { identifier: user.username, password: user.password }, address: freshAddress() });
    const hint = res.headers.getSetCookie().find((line) => line.startsWith("wb_signed_in="));
    expect(hint).toMatch(/^wb_signed_in=1; Path=\/; Max-Age=2592000; SameSite=Lax$/);
  });

  it("ends the session for real: a copied cookie stops working after logout", async () => {
    const user = await registered();
    const copy = user.cookie;
    const out = await call(logout, { body: {}, cookie: user.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join("\n")).toMatch(/session-token=;.*Max-Age=0/);
    expect((await call(getUser, { method: "GET", cookie: copy })).status).toBe(401);
  });
});

describe("PATCH /api/user/preferences", () => {
  it("needs a session", async () => {
    expect((await call(preferences, { method: "PATCH", body: { preferred_language: "fr" } })).status).toBe(401);
  });

  it.each([
    ["an unsupported language", { preferred_language: "xx" }, 400],
    ["a language that is a number", { preferred_language: 3 }, 400],
    ["a role change", { preferred_language: "fr", role: "admin" }, 400],
    ["a premium change", { preferred_language: "fr", is_premium_user: true }, 400],
  ])("refuses %s", async (_case, body, status) => {
    const user = await registered();
    const res = await call(preferences, { method: "PATCH", body, cookie: user.cookie });
    expect(res.status).toBe(status);
    const row = await db().user.findUniqueOrThrow({ where: { username: user.username } });
    expect(row).toMatchObject({ role: "user", isPremiumUser: false, preferredLanguage: null });
  });

  it("saves the preferred language", async () => {
    const user = await registered();
    const res = await call(preferences, { method: "PATCH", body: { preferred_language: "ja" }, cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.json.preferred_language).toBe("ja");
  });
});

describe("e-mail verification", () => {
  it("verifies from the e-mailed link once; the token cannot be reused", async () => {
    const user = await registered();
    const token = tokenFrom(smtp.lastTo(user.email), "/verify-email");
    expect((await call(verifyEmail, { body: { token } })).status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { username: user.username } })).emailVerifiedAt).not.toBeNull();
    const again = await call(verifyEmail, { body: { token } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe("This link is invalid or has expired");
  });

  it("stores only a hash of the token", async () => {
    const user = await registered();
    const token = tokenFrom(smtp.lastTo(user.email), "/verify-email");
    expect(await db().authToken.count({ where: { tokenHash: token } })).toBe(0);
  });

  it("refuses an expired token (24 h)", async () => {
    const user = await registered();
    const token = tokenFrom(smtp.lastTo(user.email), "/verify-email");
    const row = await db().user.findUniqueOrThrow({ where: { username: user.username } });
    const stored = await db().authToken.findFirstOrThrow({ where: { userId: row.id, purpose: "verify_email" } });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(24 * 3600 * 1000, -4);
    await db().authToken.updateMany({ where: { userId: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(verifyEmail, { body: { token } })).status).toBe(400);
  });

  it.each([[{}], [{ token: "" }], [{ token: 42 }]])("rejects %j", async (body) => {
    expect((await call(verifyEmail, { body })).status).toBe(400);
  });

  it("resend answers the same for unknown addresses and rate limits per account", async () => {
    const unknown = await call(resend, { body: { email: `nobody${Date.now()}@example.com` }, address: freshAddress() });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ ok: true, message: "Verification email sent" });
    const user = await registered();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call(resend, { body: { email: user.email }, address: freshAddress() })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("password reset", () => {
  it.each([
    ["a missing email", {}],
    ["a malformed email", { email: "nope" }],
    ["an email that is a list", { email: ["a@example.com"] }],
  ])("rejects %s with the schema's message", async (_case, body) => {
    const res = await call(forgotPassword, { body, address: freshAddress() });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Please enter a valid email");
  });

  it("answers the same for known and unknown addresses", async () => {
    const user = await registered();
    const known = await call(forgotPassword, { body: { email: user.email }, address: freshAddress() });
    const unknown = await call(forgotPassword, { body: { email: `ghost${Date.now()}@example.com` }, address: freshAddress() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
  });

  it("resets from the e-mailed link once, ends old sessions, and the new password works", async () => {
    const user = await registered();
    await call(forgotPassword, { body: { email: user.email }, address: freshAddress() });
    const token = tokenFrom(smtp.lastTo(user.email), "/reset-password");
    const res = await call(resetPassword, { body: { token, password: "a brand new password" } });
    expect(res.status).toBe(200);
    expect((await call(getUser, { method: "GET", cookie: user.cookie })).status).toBe(401);
    expect((await call(login, { body: { identifier: user.username, password: "a brand new password" }, address: freshAddress() })).status).toBe(200);
    expect((await call(login, { body: { identifier: user.username, password: user.password }, address: freshAddress() })).status).toBe(401);
    expect((await call(resetPassword, { body: { token, password: "another password" } })).status).toBe(400);
  });

  it("refuses an expired reset token (1 h) and a verification token", async () => {
    const user = await registered();
    const verifyToken = tokenFrom(smtp.lastTo(user.email), "/verify-email");
    expect((await call(resetPassword, { body: { token: verifyToken, password: "whatever123" } })).status).toBe(400);
    await call(forgotPassword, { body: { email: user.email }, address: freshAddress() });
    const token = tokenFrom(smtp.lastTo(user.email), "/reset-password");
    const row = await db().user.findUniqueOrThrow({ where: { username: user.username } });
    const stored = await db().authToken.findFirstOrThrow({ where: { userId: row.id, purpose: "reset_password" } });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(3600 * 1000, -4);
    await db().authToken.updateMany({ where: { userId: row.id, purpose: "reset_password" }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await call(resetPassword, { body: { token, password: "whatever123" } })).status).toBe(400);
  });

  it("rejects a short new password with the schema's message", async () => {
    const res = await call(resetPassword, { body: { token: "abc", password: "short" } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Password must be at least 8 characters");
  });

  it("rate limits reset requests per account", async () => {
    const user = await registered();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call(forgotPassword, { body: { email: user.email }, address: freshAddress() })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("settings: profile, password, deletion", () => {
  it("changing the e-mail asks for verification again; role cannot be changed", async () => {
    const user = await registered();
    const email = `new-${user.email}`;
    const refused = await call(profile, { method: "PATCH", body: { username: user.username, email, role: "admin" }, cookie: user.cookie });
    expect(refused.status).toBe(400);
    const res = await call(profile, { method: "PATCH", body: { username: user.username, email, name: "New Name" }, cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email, email_verified: false, email_changed: true, name: "New Name" });
    expect(smtp.lastTo(email)).toContain("/verify-email?token=");
  });

  it("a password change ends other sessions and renews this one", async () => {
    const user = await registered();
    const other = (await call(login, { body: { identifier: user.username, password: user.password }, address: freshAddress() })).cookie;
    const wrong = await call(changePassword, { body: { current_password: "nope", new_password: "another password" }, cookie: user.cookie });
    expect(wrong.status).toBe(400);
    const res = await call(changePassword, { body: { current_password: user.password, new_password: "another password" }, cookie: user.cookie });
    expect(res.status).toBe(200);
    expect((await call(getUser, { method: "GET", cookie: other })).status).toBe(401);
    expect((await call(getUser, { method: "GET", cookie: user.cookie })).status).toBe(401);
    expect((await call(getUser, { method: "GET", cookie: res.cookie })).status).toBe(200);
  });

  it.each([
    ["no confirmation", (p: string) => ({ password: p })],
    ["a wrong confirmation", (p: string) => ({ password: p, confirm: "delete" })],
    ["a wrong password", () => ({ password: "wrong", confirm: "DELETE" })],
  ])("does not delete with %s", async (_case, body) => {
    const user = await registered();
    expect((await call(deleteUser, { method: "DELETE", body: body(user.password), cookie: user.cookie })).status).toBe(400);
    expect(await db().user.count({ where: { username: user.username } })).toBe(1);
  });

  it("deletes the account and ends the session", async () => {
    const user = await registered();
    const res = await call(deleteUser, { method: "DELETE", body: { password: user.password, confirm: "DELETE" }, cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await db().user.count({ where: { username: user.username } })).toBe(0);
    expect((await call(getUser, { method: "GET", cookie: user.cookie })).status).toBe(401);
  });
});

describe("admin login and the first admin", () => {
  it("ensureAdmin creates once, then leaves the account alone; promotes an existing account", async () => {
    const email = `boss${Date.now()}@example.com`;
    expect(await ensureAdmin({ email, password: "admin password" })).toBe("created");
    expect(await ensureAdmin({ email: email.toUpperCase(), password: "admin password" })).toBe("unchanged");
    expect(await db().user.count({ where: { email } })).toBe(1);
    const user = await registered();
    expect(await ensureAdmin({ email: user.email, password: "ignored1" })).toBe("promoted");
    expect((await db().user.findUniqueOrThrow({ where: { email: user.email } })).role).toBe("admin");
  });

  it.each([
    ["a username instead of an email", { identifier: "boss", password: "123456" }, "Please enter a valid email"],
    ["a password shorter than 6", { identifier: "boss@example.com", password: "12345" }, "Password must be at least 6 characters"],
  ])("rejects %s", async (_case, body, message) => {
    const res = await call(adminLogin, { body, address: freshAddress() });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("signs in admins only", async () => {
    const email = `chief${Date.now()}@example.com`;
    await ensureAdmin({ email, password: "admin password" });
    const ok = await call(adminLogin, { body: { identifier: email, password: "admin password" }, address: freshAddress() });
    expect(ok.status).toBe(200);
    expect(ok.json.role).toBe("admin");
    const user = await registered();
    const refused = await call(adminLogin, { body: { identifier: user.email, password: user.password }, address: freshAddress() });
    expect(refused.status).toBe(403);
    expect(refused.cookie).toBeNull();
  });
});

describe("POST /api/special-login", () => {
  it("answers 404 unless DEMO_MODE=1", async () => {
    delete process.env.DEMO_MODE;
    expect((await call(specialLogin, { body: { identifier: "x", password: "y" } })).status).toBe(404);
  });

  it("signs in with DEMO_MODE=1", async () => {
    process.env.DEMO_MODE = "1";
    try {
      const user = await registered();
      const res = await call(specialLogin, { body: { identifier: user.email, password: user.password }, address: freshAddress() });
      expect(res.status).toBe(200);
      expect(res.cookie).toBeTruthy();
    } finally {
      delete process.env.DEMO_MODE;
    }
  });
});
