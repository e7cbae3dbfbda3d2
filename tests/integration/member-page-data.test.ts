/** @jest-environment node */
// GET /api/user with a page's member parts (docs/caching.md, Members): the one request a member's
// page makes for what is their own (the user, the saved state of the deals on screen, the Premium
// figures, the Compass usage, their trips). The signed-out visitor gets 401, a free member no
// Premium figure (named in `denied`), a Premium member the values; bad input is a 400 with the
// error contract; every answer is private and never stored.
import { db } from "@/lib/db";
import { GET as getUser } from "@/app/api/user/route";
import { addFavorite } from "@/lib/saved/favorites";
import { listCards } from "@/lib/cards/queries";
import { call } from "../support/api";
import { signedUp } from "../support/saved";

type User = Awaited<ReturnType<typeof signedUp>>;

const get = (cookie: string | null, query = "") => call(getUser, { method: "GET", path: `/api/user${query}`, cookie });
const PRIVATE = "private, no-store";

let free: User;
let premium: User;
let dealIds: number[];
let transferId: number;
const now = Date.now();
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  free = await signedUp("mpdfree");
  premium = await signedUp("mpdprem");
  await db().user.update({ where: { id: premium.id }, data: { isPremiumUser: true, subscriptionStatus: "active" } });
  dealIds = (await db().deal.findMany({ where: { status: "live" }, select: { id: true }, orderBy: { id: "asc" }, take: 3 })).map((deal) => deal.id);
  await addFavorite(free.id, dealIds[0]!);
  await addFavorite(premium.id, dealIds[1]!);
  const transfer = await db().transferPartner.findFirstOrThrow({ where: { fromProgram: { slug: "capital-one-miles" }, toProgram: { slug: "aeromexico-club-premier" } } });
  transferId = transfer.id;
  await db().transferBonus.deleteMany({ where: { transferId } });
  await db().transferBonus.create({ data: { transferId, bonusPercent: 25, startsAt: new Date(now - day), endsAt: new Date(now + day) } });
});

afterAll(async () => {
  await db().transferBonus.deleteMany({ where: { transferId } });
  await db().$disconnect();
});

describe("the signed-out visitor", () => {
  it.each(["", "?favorites=1,2", "?include=card-values,transfer-bonuses", "?include=nonsense"])("gets 401 with the error contract, privately (%s)", async (query) => {
    const res = await get(null, query);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: "unauthorized", message: expect.any(String) });
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
  });
});

describe("a free member", () => {
  it("gets the user alone when the page asks for nothing else (the call docs/features/accounts.md lists)", async () => {
    const res = await get(free.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: free.id, is_premium_user: false });
    for (const key of ["favorites", "card_values", "transfer_bonuses", "points_usage", "trips", "denied"]) expect(res.json).not.toHaveProperty(key);
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("gets the saved state of the deals asked about, their usage and trips, and no Premium figure", async () => {
    const res = await get(free.cookie, `?favorites=${dealIds.join(",")}&include=card-values,transfer-bonuses,points-usage,trips`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: free.id, favorites: [dealIds[0]], points_usage: { plan: "free", used: 0, limit: 3 }, trips: [], denied: ["card-values", "transfer-bonuses"] });
    expect(res.json).not.toHaveProperty("card_values");
    expect(res.json).not.toHaveProperty("transfer_bonuses");
    expect(JSON.stringify(res.json)).not.toMatch(/value_usd|cents_per_point/);
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("never reads another member's saved deals", async () => {
    const res = await get(free.cookie, `?favorites=${dealIds[1]}`);
    expect(res.json.favorites).toEqual([]);
  });
});

describe("a Premium member", () => {
  it("gets each card's actual point value and the transfer bonuses running now", async () => {
    const res = await get(premium.cookie, `?favorites=${dealIds.join(",")}&include=card-values,transfer-bonuses,points-usage`);
    expect(res.status).toBe(200);
    const values = res.json.card_values as Record<string, { points: number; value_usd: number }>;
    // No welcome offer confirmed in the 2026-11 review: 39,600 x 2.05 cents - 95 = 717 dollars
    expect(values["chase-sapphire-preferred"]).toEqual({ points: 39_600, value_usd: 717 });
    expect(Object.keys(values).length).toBe((await listCards({}, { withPointValue: false })).length);
    const bonuses = res.json.transfer_bonuses as Array<Record<string, unknown>>;
    expect(bonuses.find((bonus) => bonus.from === "capital-one-miles" && bonus.to === "aeromexico-club-premier")).toMatchObject({ percent: 25, from_name: expect.any(String), to_name: expect.any(String), ends_at: expect.any(String) });
    expect(res.json).toMatchObject({ favorites: [dealIds[1]], points_usage: { plan: "premium", limit: null } });
    expect(res.json).not.toHaveProperty("denied");
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("loses the figures with the plan", async () => {
    const lapsed = await signedUp("mpdlapse");
    const res = await get(lapsed.cookie, "?include=card-values");
    expect(res.json).toMatchObject({ denied: ["card-values"] });
    expect(res.json).not.toHaveProperty("card_values");
  });
});

describe("bad input", () => {
  it.each([
    ["a deal id that is not a number", "?favorites=1,abc"],
    ["a negative deal id", "?favorites=-4"],
    ["a fractional deal id", "?favorites=1.5"],
    ["a deal id past the integer range", "?favorites=99999999999"],
    ["more than 100 deal ids", `?favorites=${Array.from({ length: 101 }, (_, index) => index + 1).join(",")}`],
    ["an oversized favorites value", `?favorites=${"1".repeat(5000)}`],
    ["favorites given twice", "?favorites=1&favorites=2"],
    ["favorites as an object-like value", "?favorites[a]=1&favorites=%7B%7D"],
  ])("refuses %s with 400 and the favorites message", async (_case, query) => {
    const res = await get(premium.cookie, query);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: "bad_request", message: "favorites must be up to 100 comma-separated deal ids" });
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
  });

  it.each([
    ["an unknown part", "?include=card-values,secrets"],
    ["a part in the wrong case", "?include=Card-Values"],
    ["include given twice", "?include=trips&include=card-values"],
    ["an oversized include value", `?include=${"trips,".repeat(400)}`],
  ])("refuses %s with 400 and the include message", async (_case, query) => {
    const res = await get(premium.cookie, query);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: "bad_request", message: "include must be a comma-separated list of: card-values, transfer-bonuses, points-usage, trips" });
  });

  it("reads empty values as nothing asked", async () => {
    const res = await get(free.cookie, "?favorites=&include=");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: free.id, favorites: [] });
  });
});
