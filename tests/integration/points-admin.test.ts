/** @jest-environment node */
// Administrators' edits of the Compass data: transfer bonuses (add, list, remove) and travel
// cards (edit), each audited in the same transaction; validation and access errors change nothing.
import { db } from "@/lib/db";
import type { TravelCard } from "@/lib/generated/prisma/client";
import { GET as listBonuses, POST as addBonus } from "@/app/api/admin/points/bonuses/route";
import { DELETE as removeBonus } from "@/app/api/admin/points/bonuses/[id]/route";
import { PATCH as editCard } from "@/app/api/admin/points/cards/[slug]/route";
import { GET as listTransfers } from "@/app/api/points/transfers/route";
import { call } from "../support/api";
import { send, signedUpAdmin, signedUpUser } from "../support/admin";

let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let member: Awaited<ReturnType<typeof signedUpUser>>;
const day = 24 * 60 * 60 * 1000;
const SLUG = "citi-double-cash";

const add = (cookie: string | null, body: unknown, extra: object = {}) => send(addBonus, { method: "POST", path: "/api/admin/points/bonuses", cookie, json: body, ...extra });
const remove = (cookie: string | null, id: string) => send(removeBonus, { method: "DELETE", path: `/api/admin/points/bonuses/${id}`, params: { id }, cookie });
const edit = (cookie: string | null, body: unknown, slug = SLUG) => send(editCard, { method: "PATCH", path: `/api/admin/points/cards/${slug}`, params: { slug }, cookie, json: body });
const auditFor = (targetType: string, targetId: string) => db().auditLog.findMany({ where: { targetType, targetId }, orderBy: { id: "asc" } });

let original: TravelCard | null = null;

beforeAll(async () => {
  admin = await signedUpAdmin();
  member = await signedUpUser("pointsmember");
  original = await db().travelCard.findUniqueOrThrow({ where: { slug: SLUG } });
});

afterAll(async () => {
  if (original) {
    const { annualFeeUsd, welcomeBonusPoints, welcomeSpendUsd, welcomeMonths, asOf } = original;
    await db().travelCard.update({ where: { slug: SLUG }, data: { annualFeeUsd, welcomeBonusPoints, welcomeSpendUsd, welcomeMonths, asOf } });
  }
  await db().$disconnect();
});

describe("access", () => {
  it("answers 401 signed out and 403 to members, changing nothing", async () => {
    const before = await db().transferBonus.count();
    const body = { from: "citi-thankyou", to: "turkish-miles-smiles", bonusPercent: 25, startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + day).toISOString() };
    expect((await add(null, body)).status).toBe(401);
    expect((await add(member.cookie, body)).status).toBe(403);
    expect((await edit(member.cookie, { annualFeeUsd: 1 })).status).toBe(403);
    expect(await db().transferBonus.count()).toBe(before);
  });
});

describe("transfer bonuses", () => {
  it("adds a bonus, audits it, shows it to Premium members while it runs, and removes it", async () => {
    const startsAt = new Date(Date.now() - day).toISOString();
    const endsAt = new Date(Date.now() + day).toISOString();
    const res = await add(admin.cookie, { from: "citi-thankyou", to: "turkish-miles-smiles", bonusPercent: 25, startsAt, endsAt });
    expect(res.status).toBe(201);
    const bonus = res.json.bonus as { id: number; from: string; to: string; bonusPercent: number };
    expect(bonus).toMatchObject({ from: "citi-thankyou", to: "turkish-miles-smiles", bonusPercent: 25 });
    expect((await auditFor("transfer-bonus", String(bonus.id))).map((row) => [row.action, row.actorEmail])).toEqual([["points.bonus.create", admin.email]]);

    const listed = await send(listBonuses, { method: "GET", path: "/api/admin/points/bonuses", cookie: admin.cookie });
    expect((listed.json.bonuses as Array<{ id: number }>).some((row) => row.id === bonus.id)).toBe(true);

    await db().user.update({ where: { id: admin.user.id }, data: { isPremiumUser: true } });
    const transfers = await call(listTransfers, { method: "GET", path: "/api/points/transfers?from=citi-thankyou", cookie: admin.cookie });
    expect((transfers.json.transfers as Array<{ to: string; bonus: { percent: number } | null }>).find((row) => row.to === "turkish-miles-smiles")!.bonus).toMatchObject({ percent: 25 });

    expect((await remove(admin.cookie, String(bonus.id))).status).toBe(200);
    expect(await db().transferBonus.findUnique({ where: { id: bonus.id } })).toBeNull();
    expect((await auditFor("transfer-bonus", String(bonus.id))).map((row) => row.action)).toEqual(["points.bonus.create", "points.bonus.delete"]);
    expect((await remove(admin.cookie, String(bonus.id))).status).toBe(404);
  });

  it.each([
    ["a missing partner", { from: "citi-thankyou", bonusPercent: 20, startsAt: "2027-01-01", endsAt: "2027-02-01" }, 400, "Choose the partner points are transferred to"],
    ["a percentage as text", { from: "citi-thankyou", to: "turkish-miles-smiles", bonusPercent: "20", startsAt: "2027-01-01", endsAt: "2027-02-01" }, 400, "Bonus must be a whole percentage from 1 to 300"],
    ["a zero percentage", { from: "citi-thankyou", to: "turkish-miles-smiles", bonusPercent: 0, startsAt: "2027-01-01", endsAt: "2027-02-01" }, 400, "Bonus must be a whole percentage from 1 to 300"],
    ["an impossible date", { from: "citi-thankyou", to: "turkish-miles-smiles", bonusPercent: 20, startsAt: "2027-13-45", endsAt: "2027-02-01" }, 400, "Start must be a date and time (ISO 8601)"],
    ["an end before the start", { from: "citi-thankyou", to: "turkish-miles-smiles", bonusPercent: 20, startsAt: "2027-03-01", endsAt: "2027-02-01" }, 400, "End must be after the start"],
    ["programs with no partnership", { from: "citi-thankyou", to: "delta-skymiles", bonusPercent: 20, startsAt: "2027-01-01", endsAt: "2027-02-01" }, 404, "These programs have no transfer partnership"],
  ])("rejects %s", async (_name, body, status, message) => {
    const res = await add(admin.cookie, body);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ message });
  });

  it("rejects malformed JSON and oversized bodies", async () => {
    expect((await add(admin.cookie, undefined, { raw: "{oops", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await add(admin.cookie, undefined, { raw: JSON.stringify({ from: "x".repeat(200_000) }), headers: { "content-type": "application/json" } })).status).toBe(413);
  });
});

describe("card edits", () => {
  it("changes a card, records old and new values in the audit log, and shows it in the directory data", async () => {
    // The bundled row was confirmed in the November 2026 review; the offer seen in December moves its month on.
    const res = await edit(admin.cookie, { annualFeeUsd: 0, welcomeBonusPoints: 25_000, welcomeSpendUsd: 1500, welcomeMonths: 6, asOf: "2026-12" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ slug: SLUG, changed: ["welcomeBonusPoints", "welcomeSpendUsd", "welcomeMonths", "asOf"] });
    expect(await db().travelCard.findUniqueOrThrow({ where: { slug: SLUG } })).toMatchObject({ welcomeBonusPoints: 25_000, asOf: "2026-12" });
    const [entry] = await auditFor("travel-card", SLUG);
    expect(entry).toMatchObject({ action: "points.card.update", actorEmail: admin.email, details: { changes: { welcomeBonusPoints: { from: null, to: 25_000 }, asOf: { from: "2026-11", to: "2026-12" } } } });
  });

  it.each([
    ["an empty change", {}, 400, "Nothing to change"],
    ["an unknown field", { color: "blue" }, 400, "Unrecognized key: \"color\""],
    ["a negative fee", { annualFeeUsd: -1 }, 400, "Annual fee must be a whole number of US dollars from 0 to 10,000"],
    ["a fee as text", { annualFeeUsd: "95" }, 400, "Annual fee must be a whole number of US dollars from 0 to 10,000"],
    ["a bad month", { asOf: "2026-13" }, 400, "Date must be a month (YYYY-MM)"],
    ["an http page", { url: "http://example.com" }, 400, "Issuer page must be an https URL"],
    ["an unknown earn category", { earnRates: { casinos: 5 } }, 400, "Earn rates must map known categories to rates from 0.1 to 30"],
    ["half a welcome bonus", { welcomeSpendUsd: null }, 400, "Give the welcome bonus, its spending and months together, or none of them"],
  ])("rejects %s", async (_name, body, status, message) => {
    const res = await edit(admin.cookie, body);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ message });
  });

  it("answers 404 for an unknown card", async () => {
    expect((await edit(admin.cookie, { annualFeeUsd: 5 }, "no-such-card")).status).toBe(404);
  });
});
