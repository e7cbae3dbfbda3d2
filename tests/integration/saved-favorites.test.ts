/** @jest-environment node */
// Favorites against the real test database: every route, its bad inputs, the signed-out
// visitor and another user who must never read, change or delete someone else's list.
import { db } from "@/lib/db";
import { GET as listFavorites, POST as addFavorite } from "@/app/api/favorites/route";
import { DELETE as removeFavorite } from "@/app/api/favorites/[dealId]/route";
import { listFavoriteDeals } from "@/lib/saved/favorites";
import { call } from "../support/api";
import { callWith, feedPartner, ingestDeals, removePartner, signedUp } from "../support/saved";

const partner = feedPartner("saved-favorites-partner");
let owner: Awaited<ReturnType<typeof signedUp>>;
let stranger: Awaited<ReturnType<typeof signedUp>>;
let liveId: number;
let expiredId: number;

const post = (cookie: string | null, body: unknown, extra: object = {}) => call(addFavorite, { path: "/api/favorites", cookie, body, ...extra });
const list = (cookie: string | null, query = "") => call(listFavorites, { method: "GET", path: `/api/favorites${query}`, cookie });
const remove = (cookie: string | null, dealId: string) => callWith(removeFavorite, { dealId }, { method: "DELETE", path: `/api/favorites/${dealId}`, cookie });

beforeAll(async () => {
  await removePartner(partner.slug);
  const result = await ingestDeals(partner, [
    { id: "fav-live", title: "Favorite live lodge", price: 210 },
    { id: "fav-old", title: "Favorite expired cabin", price: 150, validUntil: "2020-01-31", start: "2020-01-10", end: "2020-01-12" },
  ]);
  expect(result.status).toBe("succeeded");
  const deals = await db().deal.findMany({ where: { partner: { slug: partner.slug } }, select: { id: true, externalId: true } });
  liveId = deals.find((deal) => deal.externalId === "fav-live")!.id;
  expiredId = deals.find((deal) => deal.externalId === "fav-old")!.id;
  owner = await signedUp("favowner");
  stranger = await signedUp("favother");
});

afterAll(async () => {
  await removePartner(partner.slug);
  await db().$disconnect();
});

describe("signed-out visitors", () => {
  it("get 401 from every favorites route", async () => {
    expect((await list(null)).status).toBe(401);
    expect((await post(null, { dealId: liveId })).status).toBe(401);
    expect((await remove(null, String(liveId))).status).toBe(401);
  });
});

describe("POST /api/favorites", () => {
  it.each([
    ["a missing dealId", {}, "dealId must be a positive whole number"],
    ["a dealId that is a string", { dealId: "12" }, "dealId must be a positive whole number"],
    ["a fractional dealId", { dealId: 1.5 }, "dealId must be a positive whole number"],
    ["a negative dealId", { dealId: -3 }, "dealId must be a positive whole number"],
    ["a dealId past the integer range", { dealId: 2 ** 40 }, "dealId must be a positive whole number"],
    ["an array body", [liveId], "Request body must be an object with a dealId"],
  ])("rejects %s with 400", async (_case, body, message) => {
    const res = await post(owner.cookie, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it.each([
    ["malformed JSON", { raw: '{"dealId": ' }, 400],
    ["an oversized body", { raw: JSON.stringify({ dealId: 1, pad: "x".repeat(101 * 1024) }) }, 413],
    ["a form body", { raw: "dealId=1", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415],
    ["a cross-site request", { body: { dealId: 1 }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } }, 403],
  ])("refuses %s", async (_case, options, status) => {
    const res = await call(addFavorite, { path: "/api/favorites", cookie: owner.cookie, ...options });
    expect(res.status).toBe(status);
  });

  it("answers 404 for a deal that does not exist", async () => {
    const res = await post(owner.cookie, { dealId: 2_000_000_000 });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Deal not found");
  });

  it("saves a deal once: 201, then 200 for the same deal, and lists it", async () => {
    const first = await post(owner.cookie, { dealId: liveId });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ dealId: liveId, saved: true });
    const again = await post(owner.cookie, { dealId: liveId });
    expect(again.status).toBe(200);
    expect(await db().favorite.count({ where: { userId: owner.id, dealId: liveId } })).toBe(1);
    expect((await list(owner.cookie)).json.ids).toEqual([liveId]);
  });
});

describe("GET /api/favorites", () => {
  beforeAll(async () => {
    await post(owner.cookie, { dealId: liveId });
    await post(owner.cookie, { dealId: expiredId });
  });

  it("filters by ?ids= to the hearts on a page", async () => {
    const res = await list(owner.cookie, `?ids=${liveId},999999999`);
    expect(res.status).toBe(200);
    expect(res.json.ids).toEqual([liveId]);
  });

  it.each(["?ids=abc", "?ids=1;2", `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`])("rejects a malformed ids list (%s)", async (query) => {
    const res = await list(owner.cookie, query);
    expect(res.status).toBe(400);
  });

  it("never shows one user's saved deals to another", async () => {
    const res = await list(stranger.cookie);
    expect(res.status).toBe(200);
    expect(res.json.ids).toEqual([]);
    expect((await list(stranger.cookie, `?ids=${liveId},${expiredId}`)).json.ids).toEqual([]);
  });

  it("lists live and expired saved deals for the pages, the expired one marked", async () => {
    const deals = await listFavoriteDeals(owner.id);
    const byId = new Map(deals.map((deal) => [deal.id, deal]));
    expect(byId.get(liveId)).toMatchObject({ title: "Favorite live lodge", isExpired: false, priceUsd: 210 });
    expect(byId.get(expiredId)).toMatchObject({ title: "Favorite expired cabin", isExpired: true });
    expect(await listFavoriteDeals(stranger.id)).toEqual([]);
  });
});

describe("DELETE /api/favorites/{dealId}", () => {
  beforeEach(async () => {
    await post(owner.cookie, { dealId: liveId });
  });

  it("answers 404 to another user and leaves the owner's favorite in place", async () => {
    const res = await remove(stranger.cookie, String(liveId));
    expect(res.status).toBe(404);
    expect(await db().favorite.count({ where: { userId: owner.id, dealId: liveId } })).toBe(1);
  });

  it("refuses a cross-site delete", async () => {
    const res = await callWith(removeFavorite, { dealId: String(liveId) }, { method: "DELETE", cookie: owner.cookie, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(await db().favorite.count({ where: { userId: owner.id, dealId: liveId } })).toBe(1);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999"])("answers 404 for a malformed id (%s)", async (dealId) => {
    expect((await remove(owner.cookie, dealId)).status).toBe(404);
  });

  it("removes the owner's favorite (204), then answers 404", async () => {
    expect((await remove(owner.cookie, String(liveId))).status).toBe(204);
    expect(await db().favorite.count({ where: { userId: owner.id, dealId: liveId } })).toBe(0);
    expect((await remove(owner.cookie, String(liveId))).status).toBe(404);
  });
});
