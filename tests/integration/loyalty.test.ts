/** @jest-environment node */
// The smart travel dashboard's loyalty accounts against the real test database: the owner-scoped
// JSON API with every error path (signed out, missing fields, wrong types, malformed JSON,
// oversized body, wrong user, Premium only), and the dashboard's query.
import { db } from "@/lib/db";
import { GET as listRoute, POST as createRoute } from "@/app/api/loyalty-accounts/route";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/loyalty-accounts/[id]/route";
import { getTravelDashboard } from "@/lib/dashboard/queries";
import { MAX_LOYALTY_ACCOUNTS, type LoyaltyAccountView } from "@/lib/loyalty/schema";
import { addDays } from "@/lib/planner/engine";
import { call } from "../support/api";
import { callWith, signedUp } from "../support/saved";

let member: Awaited<ReturnType<typeof signedUp>>;
let other: Awaited<ReturnType<typeof signedUp>>;
let free: Awaited<ReturnType<typeof signedUp>>;

const list = (cookie: string | null) => call(listRoute, { method: "GET", path: "/api/loyalty-accounts", cookie });
const create = (cookie: string | null, body: unknown, extra: object = {}) => call(createRoute, { path: "/api/loyalty-accounts", cookie, body, ...extra });
const patch = (cookie: string | null, id: string, body: unknown, extra: object = {}) => callWith(patchRoute, { id }, { method: "PATCH", path: `/api/loyalty-accounts/${id}`, cookie, body, ...extra });
const remove = (cookie: string | null, id: string) => callWith(deleteRoute, { id }, { method: "DELETE", path: `/api/loyalty-accounts/${id}`, cookie });
const accountOf = (res: { json: Record<string, unknown> }) => res.json.account as LoyaltyAccountView;
const accountsOf = (res: { json: Record<string, unknown> }) => res.json.accounts as LoyaltyAccountView[];

beforeAll(async () => {
  member = await signedUp("loyalmember");
  other = await signedUp("loyalother");
  free = await signedUp("loyalfree");
  await db().user.updateMany({ where: { id: { in: [member.id, other.id] } }, data: { isPremiumUser: true } });
});

afterAll(async () => {
  await db().user.deleteMany({ where: { id: { in: [member.id, other.id, free.id] } } });
  await db().$disconnect();
});

describe("signed-out visitors", () => {
  it("get 401 from every loyalty route", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const res of [await list(null), await create(null, { program: "x", balance: 1 }), await patch(null, id, { balance: 1 }), await remove(null, id)]) {
      expect(res.status).toBe(401);
      expect(res.json.message).toBe("Not authenticated");
    }
  });
});

describe("POST /api/loyalty-accounts", () => {
  it.each([
    ["a missing program", { balance: 100 }, "Program must be 1 to 80 characters"],
    ["a blank program", { program: "   ", balance: 100 }, "Program must be 1 to 80 characters"],
    ["a program that is a number", { program: 7, balance: 100 }, "Program must be 1 to 80 characters"],
    ["an over-long program", { program: "x".repeat(81), balance: 100 }, "Program must be 1 to 80 characters"],
    ["markup in the program", { program: "<script>alert(1)</script>", balance: 100 }, "Program must be 1 to 80 characters"],
    ["a missing balance", { program: "Flying Blue" }, "Balance must be a whole number from 0 to 1,000,000,000"],
    ["a balance as text", { program: "Flying Blue", balance: "lots" }, "Balance must be a whole number from 0 to 1,000,000,000"],
    ["a negative balance", { program: "Flying Blue", balance: -5 }, "Balance must be a whole number from 0 to 1,000,000,000"],
    ["a fractional balance", { program: "Flying Blue", balance: 1.5 }, "Balance must be a whole number from 0 to 1,000,000,000"],
    ["a huge balance", { program: "Flying Blue", balance: 1e12 }, "Balance must be a whole number from 0 to 1,000,000,000"],
    ["an array body", [{ program: "Flying Blue", balance: 1 }], "Request body must be an object"],
  ])("rejects %s with 400", async (_case, body, message) => {
    const res = await create(member.cookie, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, code: "bad_request" });
  });

  it.each([
    ["malformed JSON", { raw: '{"program": ' }, 400],
    ["an oversized body", { raw: JSON.stringify({ program: "x", balance: 1, pad: "x".repeat(5 * 1024) }) }, 413],
    ["a form body", { raw: "program=x", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415],
    ["a cross-site request", { body: { program: "x", balance: 1 }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } }, 403],
  ])("refuses %s", async (_case, options, status) => {
    const res = await call(createRoute, { path: "/api/loyalty-accounts", cookie: member.cookie, ...options });
    expect(res.status).toBe(status);
  });

  it("is part of Premium: a Free user gets 402 with the upgrade path", async () => {
    const res = await create(free.cookie, { program: "Marriott Bonvoy", balance: 1000 });
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ code: "payment_required", upgrade_url: "/subscription" });
    expect(accountsOf(await list(free.cookie))).toEqual([]);
  });

  it("saves an account with its program trimmed and lists it for its owner only", async () => {
    const res = await create(member.cookie, { program: "  Flying Blue ", balance: 42500 });
    expect(res.status).toBe(201);
    expect(accountOf(res)).toMatchObject({ program: "Flying Blue", balance: 42500 });
    expect(accountsOf(await list(member.cookie)).map((a) => a.program)).toContain("Flying Blue");
    expect(accountsOf(await list(other.cookie))).toEqual([]);
  });

  it(`keeps at most ${MAX_LOYALTY_ACCOUNTS} accounts per member`, async () => {
    const existing = accountsOf(await list(other.cookie)).length;
    await db().loyaltyAccount.createMany({ data: Array.from({ length: MAX_LOYALTY_ACCOUNTS - existing }, (_, i) => ({ userId: other.id, program: `Program ${i}`, balance: i })) });
    const res = await create(other.cookie, { program: "One too many", balance: 1 });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(`You can keep at most ${MAX_LOYALTY_ACCOUNTS} loyalty accounts`);
    await db().loyaltyAccount.deleteMany({ where: { userId: other.id } });
  });
});

describe("PATCH and DELETE /api/loyalty-accounts/{id}", () => {
  let id: string;
  beforeAll(async () => {
    id = accountOf(await create(member.cookie, { program: "World of Hyatt", balance: 12000 })).id;
  });

  it("updates the balance and the program", async () => {
    const res = await patch(member.cookie, id, { balance: 15500 });
    expect(res.status).toBe(200);
    expect(accountOf(res)).toMatchObject({ program: "World of Hyatt", balance: 15500 });
    expect(accountOf(await patch(member.cookie, id, { program: "Hyatt" }))).toMatchObject({ program: "Hyatt", balance: 15500 });
  });

  it.each([
    ["an empty update", {}, "Nothing to update"],
    ["a balance as text", { balance: "12" }, "Balance must be a whole number from 0 to 1,000,000,000"],
    ["an empty program", { program: "" }, "Program must be 1 to 80 characters"],
  ])("rejects %s with 400", async (_case, body, message) => {
    const res = await patch(member.cookie, id, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("refuses malformed JSON and an oversized body", async () => {
    expect((await patch(member.cookie, id, undefined, { raw: "{bal" })).status).toBe(400);
    expect((await patch(member.cookie, id, undefined, { raw: JSON.stringify({ balance: 1, pad: "x".repeat(5 * 1024) }) })).status).toBe(413);
  });

  it("answers 404 to another user, to a malformed id and to an unknown id, and changes nothing", async () => {
    for (const res of [
      await patch(other.cookie, id, { balance: 1 }),
      await remove(other.cookie, id),
      await patch(member.cookie, "not-a-uuid", { balance: 1 }),
      await remove(member.cookie, "00000000-0000-4000-8000-000000000000"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ message: "Loyalty account not found", code: "not_found" });
    }
    expect(accountsOf(await list(member.cookie)).find((a) => a.id === id)?.balance).toBe(15500);
  });

  it("lets a member whose Premium lapsed list and delete but not change accounts", async () => {
    await db().user.update({ where: { id: member.id }, data: { isPremiumUser: false } });
    try {
      expect((await patch(member.cookie, id, { balance: 1 })).status).toBe(402);
      expect(accountsOf(await list(member.cookie)).some((a) => a.id === id)).toBe(true);
      const res = await remove(member.cookie, id);
      expect(res.status).toBe(200);
      expect(accountsOf(await list(member.cookie)).some((a) => a.id === id)).toBe(false);
      expect((await remove(member.cookie, id)).status).toBe(404);
    } finally {
      await db().user.update({ where: { id: member.id }, data: { isPremiumUser: true } });
    }
  });
});

describe("the smart travel dashboard's query", () => {
  it("gives upcoming trips soonest first (past and undated ones apart), and the member's loyalty accounts", async () => {
    const today = new Date().toISOString().slice(0, 10);
    await db().itinerary.createMany({
      data: [
        { userId: member.id, title: "Later trip", startDate: new Date(`${addDays(today, 60)}T00:00:00Z`) },
        { userId: member.id, title: "Sooner trip", startDate: new Date(`${addDays(today, 10)}T00:00:00Z`) },
        { userId: member.id, title: "Past trip", startDate: new Date(`${addDays(today, -10)}T00:00:00Z`) },
        { userId: member.id, title: "Someday trip" },
      ],
    });
    const dashboard = await getTravelDashboard(member.id);
    expect(dashboard.premium).toBe(true);
    expect(dashboard.upcomingTrips.map((trip) => trip.title)).toEqual(["Sooner trip", "Later trip"]);
    expect(dashboard.undatedTrips).toBe(1);
    expect(dashboard.loyalty.map((a) => a.program)).toContain("Flying Blue");
    expect(dashboard.savedDeals).toEqual({ live: 0, total: 0, latest: [] });
    expect((await getTravelDashboard(free.id)).premium).toBe(false);
  });
});
