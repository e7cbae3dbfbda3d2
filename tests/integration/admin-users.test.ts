/** @jest-environment node */
// The admin's user routes: the paginated list, look-up by e-mail, premium status changes and the
// fix-{name}-premium quick action, each audited and never exposing password hashes or tokens.
import { db } from "@/lib/db";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { GET as byEmail } from "@/app/api/admin/users/by-email/[email]/route";
import { POST as updatePremium } from "@/app/api/admin/users/update-premium-status/route";
import { GET as userAction } from "@/app/api/admin/users/[action]/route";
import { send, signedUpAdmin, signedUpUser } from "../support/admin";

let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let member: Awaited<ReturnType<typeof signedUpUser>>;

const PUBLIC_FIELDS = ["created_at", "email", "email_verified", "id", "is_premium_user", "name", "preferred_language", "role", "subscription_expires", "subscription_status", "username"];

beforeAll(async () => {
  admin = await signedUpAdmin();
  member = await signedUpUser("traveller");
});

afterAll(async () => {
  await db().$disconnect();
});

describe("GET /api/admin/users", () => {
  it("pages through users newest first, with only public fields", async () => {
    const total = await db().user.count();
    const first = await send(listUsers, { path: "/api/admin/users?page=1&pageSize=1", cookie: admin.cookie });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ page: 1, page_size: 1, total, total_pages: total });
    expect(first.json.users).toHaveLength(1);
    expect(first.json.users[0].email).toBe(member.email);
    expect(Object.keys(first.json.users[0]).sort()).toEqual(PUBLIC_FIELDS);
    expect(first.body.toString()).not.toMatch(/password|hash|token|session/i);

    const second = await send(listUsers, { path: "/api/admin/users?page=2&pageSize=1", cookie: admin.cookie });
    expect(second.json.users[0].email).toBe(admin.email);

    const defaults = await send(listUsers, { path: "/api/admin/users", cookie: admin.cookie });
    expect(defaults.json).toMatchObject({ page: 1, page_size: 20 });
    const capped = await send(listUsers, { path: "/api/admin/users?pageSize=5000", cookie: admin.cookie });
    expect(capped.json.page_size).toBe(100);
    const beyond = await send(listUsers, { path: `/api/admin/users?page=${total + 5}`, cookie: admin.cookie });
    expect(beyond.json.users).toEqual([]);
  });

  it.each([
    ["page=0", "page must be a positive whole number"],
    ["page=abc", "page must be a positive whole number"],
    ["pageSize=-1", "pageSize must be a positive whole number"],
    ["pageSize=2.5", "pageSize must be a positive whole number"],
  ])("refuses ?%s with 400", async (query, message) => {
    const res = await send(listUsers, { path: `/api/admin/users?${query}`, cookie: admin.cookie });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });
});

describe("GET /api/admin/users/by-email/{email}", () => {
  it("finds a user by e-mail, any case, decoded from the path", async () => {
    const res = await send(byEmail, { params: { email: member.email.toUpperCase() }, cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: member.user.id, email: member.email, username: member.username, is_premium_user: false });
    expect(Object.keys(res.json).sort()).toEqual(PUBLIC_FIELDS);
    const encoded = await send(byEmail, { params: { email: encodeURIComponent(member.email) }, cookie: admin.cookie });
    expect(encoded.json.id).toBe(member.user.id);
  });

  it("answers 404 { message } for an unknown address", async () => {
    const res = await send(byEmail, { params: { email: "nobody@example.com" }, cookie: admin.cookie });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("User not found");
  });
});

describe("POST /api/admin/users/update-premium-status", () => {
  it("sets and clears premium status, answers the user and audits both changes", async () => {
    const on = await send(updatePremium, { method: "POST", cookie: admin.cookie, json: { email: ` ${member.email.toUpperCase()} `, isPremium: true } });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ message: "Premium activated", id: member.user.id, email: member.email, is_premium_user: true });
    expect((await db().user.findUniqueOrThrow({ where: { id: member.user.id } })).isPremiumUser).toBe(true);

    const off = await send(updatePremium, { method: "POST", cookie: admin.cookie, json: { email: member.email, isPremium: false } });
    expect(off.json).toMatchObject({ message: "Premium removed", is_premium_user: false });

    const audits = await db().auditLog.findMany({ where: { targetType: "user", targetId: member.user.id }, orderBy: { id: "asc" } });
    expect(audits.map((row) => [row.action, row.details])).toEqual([
      ["user.premium", { email: member.email, from: false, to: true }],
      ["user.premium", { email: member.email, from: true, to: false }],
    ]);
    expect(audits[0]).toMatchObject({ actorId: admin.user.id, actorEmail: admin.email });
  });

  it.each([
    ["no email", { isPremium: true }, 400, "Email required"],
    ["an empty email", { email: "  ", isPremium: true }, 400, "Email required"],
    ["an email that is a number", { email: 42, isPremium: true }, 400, "Email required"],
    ["no isPremium", { email: "x@example.com" }, 400, "isPremium must be true or false"],
    ["isPremium as text", { email: "x@example.com", isPremium: "true" }, 400, "isPremium must be true or false"],
    ["an unknown user", { email: "nobody@example.com", isPremium: true }, 404, "User not found"],
  ])("refuses %s", async (_case, json, status, message) => {
    const audits = await db().auditLog.count();
    const res = await send(updatePremium, { method: "POST", cookie: admin.cookie, json });
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
    expect(await db().auditLog.count()).toBe(audits);
  });

  it.each([
    ["malformed JSON", { raw: '{"email":', headers: { "content-type": "application/json" } }, 400],
    ["an oversized body", { json: { email: "x@example.com", isPremium: true, pad: "x".repeat(101 * 1024) } }, 413],
    ["a form body", { raw: "email=x", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415],
  ])("refuses %s", async (_case, options, status) => {
    const res = await send(updatePremium, { method: "POST", cookie: admin.cookie, ...options });
    expect(res.status).toBe(status);
  });
});

describe("GET /api/admin/users/fix-{name}-premium", () => {
  it("makes the named user premium and audits it", async () => {
    const target = await signedUpUser("fix-me");
    const res = await send(userAction, { params: { action: `fix-${target.username.toUpperCase()}-premium` }, cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: "Premium activated", id: target.user.id, username: target.username, is_premium_user: true });
    const audit = await db().auditLog.findFirstOrThrow({ where: { targetType: "user", targetId: target.user.id } });
    expect(audit).toMatchObject({ action: "user.fix-premium", actorId: admin.user.id, details: { email: target.email, from: false, to: true } });
  });

  it("answers 404 for an unknown user and for any other action", async () => {
    const unknown = await send(userAction, { params: { action: "fix-nobody-at-all-premium" }, cookie: admin.cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("User not found");
    for (const action of ["fix--premium", "fix-premium", "make-bob-premium", "fix-bob-premium-now"]) {
      const res = await send(userAction, { params: { action }, cookie: admin.cookie });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Not found");
    }
  });

  it("refuses to run from another site (a link or image there cannot trigger it)", async () => {
    const res = await send(userAction, { params: { action: `fix-${member.username}-premium` }, cookie: admin.cookie, headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect((await db().user.findUniqueOrThrow({ where: { id: member.user.id } })).isPremiumUser).toBe(false);
  });
});
