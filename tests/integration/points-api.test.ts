/** @jest-environment node */
// The Travel Points Compass and card directory routes against the seeded test database: the
// public reads, the metered calculation (Free 3, Premium unlimited, errors that cost nothing),
// transfer bonuses only between their dates and only for Premium, and the card 'actual point
// value' only for Premium members.
import { db } from "@/lib/db";
import { GET as listCardsRoute } from "@/app/api/cards/route";
import { POST as calculate } from "@/app/api/points/calculate/route";
import { GET as programValuations } from "@/app/api/points/programs/[slug]/valuations/route";
import { GET as listPrograms } from "@/app/api/points/programs/route";
import { GET as listTransfers } from "@/app/api/points/transfers/route";
import { loadPointsData } from "@/lib/points/data";
import { pointsOrCash } from "@/lib/points/formulas";
import { getPointsHomeFigures, getPointsOrCashPrograms } from "@/lib/points/queries";
import { readResultToken } from "@/lib/points/result-token";
import { call } from "../support/api";
import { callWith, signedUp } from "../support/saved";

type User = Awaited<ReturnType<typeof signedUp>>;

const data = loadPointsData();
const compute = (cookie: string | null, body: unknown, extra: object = {}) => call(calculate, { path: "/api/points/calculate", cookie, body, ...extra });
const get = (handler: Parameters<typeof call>[0], path: string, cookie: string | null = null) => call(handler, { method: "GET", path, cookie });
const makePremium = (user: User) => db().user.update({ where: { id: user.id }, data: { isPremiumUser: true, subscriptionStatus: "active" } });
const postForm = (cookie: string | null, fields: Record<string, string>) =>
  call(calculate, { path: "/api/points/calculate", cookie, raw: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });

/** The newest valuation of each program in the data files. */
function latestValuations(): Map<string, number> {
  const latest = new Map<string, { month: string; cents: number }>();
  for (const row of data.valuations) {
    if (row.centsPerPoint === null) continue; // a month checked without a confirmed figure
    const current = latest.get(row.program);
    if (!current || row.month > current.month) latest.set(row.program, { month: row.month, cents: row.centsPerPoint });
  }
  return new Map([...latest].map(([slug, value]) => [slug, value.cents]));
}

afterAll(async () => {
  await db().$disconnect();
});

describe("seeded data and the home page figures", () => {
  it("holds every program, valuation, transfer pair and card of the data files", async () => {
    expect(await db().loyaltyProgram.count()).toBe(data.programs.length);
    // A month checked without a confirmed figure (a blank row) stores nothing.
    expect(await db().pointsValuation.count()).toBe(data.valuations.filter((row) => row.centsPerPoint !== null).length);
    expect(await db().transferPartner.count()).toBe(data.transfers.length);
    expect(await db().travelCard.count()).toBeGreaterThanOrEqual(data.cards.length);
  });

  it("getPointsHomeFigures returns the highest current valuation of bank, airline and hotel programs", async () => {
    const latest = latestValuations();
    const maxOf = (kind: string) => Math.max(...data.programs.filter((program) => program.kind === kind).map((program) => latest.get(program.slug)!));
    expect(await getPointsHomeFigures()).toEqual({ bankMaxCents: maxOf("bank"), airlineMaxCents: maxOf("airline"), hotelMaxCents: maxOf("hotel") });
    // The home page's claims (docs/features/home-page.md) were 2.05, 1.60 and 2.20 cents in January 2025; the November 2026
    // review (issue 32) found Bilt Rewards at 2.2 cents (The Points Guy, January 2026), so the page shows 2.20.
    expect(await getPointsHomeFigures()).toEqual({ bankMaxCents: 2.2, airlineMaxCents: 1.6, hotelMaxCents: 2.2 });
  });
});

describe("points or cash on a deal", () => {
  it("prices a deal in every bank currency through its best partner at the standard ratio", async () => {
    const programs = await getPointsOrCashPrograms();
    expect(programs.map((program) => program.slug).sort()).toEqual(data.programs.filter((program) => program.kind === "bank").map((program) => program.slug).sort());
    const chase = programs.find((program) => program.slug === "chase-ultimate-rewards")!;
    // Chase's partners at 1:1: World of Hyatt is worth the most (1.7 cents).
    expect(chase).toMatchObject({ valuationCents: 2.05, cashOutCents: 1, bestRoute: { toSlug: "world-of-hyatt", centsPerPoint: 1.7 } });
    // A 500-dollar deal: 24,391 points at 2.05, 50,000 at the 1-cent floor, 29,412 through Hyatt: pay cash.
    expect(pointsOrCash(500, chase)).toMatchObject({ pointsAtValuation: 24_391, pointsAtCashOut: 50_000, pointsThroughBestTransfer: 29_412, bestPartner: "world-of-hyatt", better: "cash" });
  });
});

describe("GET /api/points/programs", () => {
  it("lists every program with its current valuation, month and source", async () => {
    const res = await get(listPrograms, "/api/points/programs");
    expect(res.status).toBe(200);
    const programs = res.json.programs as Array<{ slug: string; centsPerPoint: number; month: string; source: string; previousCents: number | null }>;
    expect(programs).toHaveLength(data.programs.length);
    const chase = programs.find((program) => program.slug === "chase-ultimate-rewards")!;
    expect(chase).toMatchObject({ centsPerPoint: latestValuations().get("chase-ultimate-rewards"), month: "2026-01", previousCents: 2.05 });
    expect(chase.source).toMatch(/^https:/);
  });

  it("filters by kind and answers 400 for an unknown kind", async () => {
    const hotels = await get(listPrograms, "/api/points/programs?kind=hotel");
    expect((hotels.json.programs as Array<{ kind: string }>).every((program) => program.kind === "hotel")).toBe(true);
    const bad = await get(listPrograms, "/api/points/programs?kind=cruise");
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: "Kind must be bank, airline or hotel", code: "bad_request" });
  });
});

describe("GET /api/points/programs/{slug}/valuations", () => {
  it("returns the dated history oldest first", async () => {
    const res = await callWith(programValuations, { slug: "marriott-bonvoy" }, { method: "GET", path: "/api/points/programs/marriott-bonvoy/valuations" });
    expect(res.status).toBe(200);
    expect((res.json.valuations as Array<{ month: string }>).map((row) => row.month)).toEqual(["2024-01", "2025-01", "2025-09"]);
  });

  it("answers 404 for an unknown program", async () => {
    const res = await callWith(programValuations, { slug: "atlantis-air" }, { method: "GET", path: "/api/points/programs/atlantis-air/valuations" });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: "Unknown loyalty program", code: "not_found" });
  });
});

describe("transfer bonuses", () => {
  let free: User;
  let premium: User;
  let transferId: number;
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    free = await signedUp("ptsfree");
    premium = await signedUp("ptsprem");
    await makePremium(premium);
    const transfer = await db().transferPartner.findFirstOrThrow({ where: { fromProgram: { slug: "wells-fargo-rewards" }, toProgram: { slug: "virgin-atlantic-flying-club" } } });
    transferId = transfer.id;
    await db().transferBonus.deleteMany({ where: { transferId } });
    await db().transferBonus.createMany({
      data: [
        { transferId, bonusPercent: 30, startsAt: new Date(now - day), endsAt: new Date(now + day) },
        { transferId, bonusPercent: 70, startsAt: new Date(now + 2 * day), endsAt: new Date(now + 9 * day) },
        { transferId, bonusPercent: 90, startsAt: new Date(now - 9 * day), endsAt: new Date(now - 2 * day) },
      ],
    });
  });

  afterAll(async () => {
    await db().transferBonus.deleteMany({ where: { transferId } });
  });

  const virgin = (transfers: unknown) => (transfers as Array<{ to: string; bonus: { percent: number } | null }>).find((row) => row.to === "virgin-atlantic-flying-club")!;

  it("shows Premium members only the bonus running now, not the future or past one", async () => {
    const res = await get(listTransfers, "/api/points/transfers?from=wells-fargo-rewards", premium.cookie);
    expect(res.status).toBe(200);
    expect(virgin(res.json.transfers).bonus).toMatchObject({ percent: 30 });
  });

  it("shows free members and signed-out visitors the partners without bonuses", async () => {
    for (const cookie of [free.cookie, null]) {
      const res = await get(listTransfers, "/api/points/transfers?from=wells-fargo-rewards", cookie);
      expect(virgin(res.json.transfers)).toMatchObject({ fromPoints: 1, toPoints: 1, bonus: null });
    }
  });

  it("answers 404 for transfers from an unknown program", async () => {
    const res = await get(listTransfers, "/api/points/transfers?from=atlantis-air");
    expect(res.status).toBe(404);
  });

  it("counts the running bonus in a Premium member's calculation and not in a free member's", async () => {
    // Wells Fargo's best partner at 1:1 is Virgin (1.5 cents) or Avianca; with 30% more Virgin wins:
    // 100,000 x 1.3 = 130,000 Virgin points x 1.5 cents = 1,950 dollars.
    const body = { kind: "balance", program: "wells-fargo-rewards", balance: 100_000 };
    const rich = await compute(premium.cookie, body);
    expect(rich.status).toBe(200);
    expect(rich.json.result).toMatchObject({ liveBonuses: true, bestTransfer: { to: { slug: "virgin-atlantic-flying-club" }, receivedPoints: 130_000, valueUsd: 1950, bonusPercent: 30 } });
    const plain = await compute(free.cookie, body);
    expect(plain.json.result).toMatchObject({ liveBonuses: false, bestTransfer: { receivedPoints: 100_000, valueUsd: 1500, bonusPercent: 0 } });
  });
});

describe("POST /api/points/calculate", () => {
  it("asks a signed-out visitor to sign in (401)", async () => {
    const res = await compute(null, { kind: "balance", program: "chase-ultimate-rewards", balance: 1000 });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Sign in to use the points calculators", code: "unauthorized" });
  });

  describe("bad input answers 400 (or 413/415) and is not counted", () => {
    let user: User;
    beforeAll(async () => {
      user = await signedUp("ptsbad");
    });

    it.each([
      ["a missing kind", { program: "chase-ultimate-rewards", balance: 10 }, "Choose a calculation: balance, redemption or trip"],
      ["a missing program", { kind: "balance", balance: 10 }, "Choose a loyalty program"],
      ["a missing balance", { kind: "balance", program: "chase-ultimate-rewards" }, "Balance must be a number"],
      ["a non-numeric balance", { kind: "balance", program: "chase-ultimate-rewards", balance: "lots" }, "Balance must be a number"],
      ["a balance sent as text", { kind: "balance", program: "chase-ultimate-rewards", balance: "5000" }, "Balance must be a number"],
      ["a negative balance", { kind: "balance", program: "chase-ultimate-rewards", balance: -5 }, "Balance must be greater than zero"],
      ["a zero balance", { kind: "balance", program: "chase-ultimate-rewards", balance: 0 }, "Balance must be greater than zero"],
      ["a fractional balance", { kind: "balance", program: "chase-ultimate-rewards", balance: 10.5 }, "Balance must be a whole number of points"],
      ["a huge balance", { kind: "balance", program: "chase-ultimate-rewards", balance: 1e15 }, "Balance is too large (at most 1,000,000,000 points)"],
      ["an unknown program", { kind: "balance", program: "atlantis-air", balance: 5000 }, "Unknown loyalty program"],
      ["a program of the wrong type", { kind: "balance", program: 42, balance: 5000 }, "Choose a loyalty program"],
      ["an unknown currency", { kind: "balance", program: "chase-ultimate-rewards", balance: 5000, currency: "XYZ" }, "Unknown currency"],
      ["taxes above the cash price", { kind: "redemption", program: "united-mileageplus", cashPrice: 100, taxes: 150, points: 10_000 }, "Taxes and fees must be less than the cash price"],
      ["negative taxes", { kind: "redemption", program: "united-mileageplus", cashPrice: 100, taxes: -1, points: 10_000 }, "Taxes and fees cannot be negative"],
      ["zero points", { kind: "redemption", program: "united-mileageplus", cashPrice: 100, points: 0 }, "Points must be greater than zero"],
      ["a trip without balances", { kind: "trip", tripCost: 900, balances: [] }, "Add at least one balance"],
      ["a trip with one program twice", { kind: "trip", tripCost: 900, balances: [{ program: "world-of-hyatt", balance: 10 }, { program: "world-of-hyatt", balance: 20 }] }, "Each program may appear once"],
      ["a trip with an unknown program", { kind: "trip", tripCost: 900, balances: [{ program: "atlantis-air", balance: 10 }] }, "Unknown loyalty program"],
      ["an array body", [], "Choose a calculation: balance, redemption or trip"],
    ])("rejects %s", async (_name, body, message) => {
      const res = await compute(user.cookie, body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message, code: "bad_request" });
    });

    it("rejects malformed JSON, an oversized body and a non-JSON type", async () => {
      expect((await compute(user.cookie, undefined, { raw: "{not json" })).status).toBe(400);
      const big = await compute(user.cookie, undefined, { raw: JSON.stringify({ kind: "balance", pad: "x".repeat(200_000) }) });
      expect(big.status).toBe(413);
      const typed = await call(calculate, { path: "/api/points/calculate", cookie: user.cookie, raw: "balance=1", headers: { "content-type": "text/plain" } });
      expect(typed.status).toBe(415);
    });

    it("counted none of the rejected requests", async () => {
      const counter = await db().usageCounter.findUnique({ where: { userId_feature: { userId: user.id, feature: "points_calculation" } } });
      expect(counter?.count ?? 0).toBe(0);
    });
  });

  it("gives the Free plan 3 calculations, then 402 with the upgrade path", async () => {
    const user = await signedUp("ptslimit");
    const bodies = [
      { kind: "balance", program: "world-of-hyatt", balance: 50_000 },
      { kind: "redemption", program: "united-mileageplus", cashPrice: 600, taxes: 50, points: 25_000 },
      { kind: "trip", tripCost: 1000, balances: [{ program: "world-of-hyatt", balance: 40_000 }, { program: "chase-ultimate-rewards", balance: 60_000 }] },
    ];
    for (const [index, body] of bodies.entries()) {
      const res = await compute(user.cookie, body);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ plan: "free", usage: { used: index + 1, limit: 3 } });
    }
    const fourth = await compute(user.cookie, bodies[0]);
    expect(fourth.status).toBe(402);
    expect(fourth.json).toMatchObject({ code: "payment_required", upgrade_url: "/subscription", message: "The Free plan includes 3 points calculations. Upgrade to Premium for unlimited calculations." });
  });

  it("computes each calculator's figures", async () => {
    const user = await signedUp("ptsmath");
    await makePremium(user);
    const hyatt = await compute(user.cookie, { kind: "balance", program: "world-of-hyatt", balance: 50_000, currency: "USD" });
    // 50,000 x 1.7 cents = 850 dollars; Hyatt has no cash-out floor and no partners in our data.
    expect(hyatt.json.result).toMatchObject({ kind: "balance", atValuationUsd: 850, atCashOutUsd: null, bestTransfer: null, bestUsd: 850, currency: "USD", rate: 1 });
    const united = await compute(user.cookie, { kind: "redemption", program: "united-mileageplus", cashPrice: 600, taxes: 50, points: 25_000 });
    // (600 - 50) / 25,000 = 2.2 cents against 1.35: great
    expect(united.json.result).toMatchObject({ kind: "redemption", centsPerPoint: 2.2, valuationCents: 1.35, verdict: "great" });
    const trip = await compute(user.cookie, { kind: "trip", tripCost: 1000, balances: [{ program: "world-of-hyatt", balance: 40_000 }, { program: "chase-ultimate-rewards", balance: 60_000 }] });
    const rows = (trip.json.result as { rows: Array<{ program: { slug: string }; covers: boolean }> }).rows;
    expect(rows.map((row) => [row.program.slug, row.covers])).toEqual([
      ["chase-ultimate-rewards", true],
      ["world-of-hyatt", false],
    ]);
  });

  it("converts the visitor's currency with the stored rate", async () => {
    const user = await signedUp("ptseur");
    const res = await compute(user.cookie, { kind: "redemption", program: "united-mileageplus", cashPrice: 500, taxes: 0, points: 25_000, currency: "EUR" });
    const result = res.json.result as { rate: number; cashPriceUsd: number; currency: string };
    expect(result.currency).toBe("EUR");
    expect(result.cashPriceUsd).toBeCloseTo(500 / result.rate, 2);
  });

  it("lets Premium members calculate without limit", async () => {
    const user = await signedUp("ptsunl");
    await makePremium(user);
    for (let index = 0; index < 5; index += 1) {
      const res = await compute(user.cookie, { kind: "balance", program: "delta-skymiles", balance: 10_000 + index });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ plan: "premium", usage: { limit: null } });
    }
  });
});

describe("the Compass's no-JavaScript form posts", () => {
  it("sends a signed-out visitor to sign in and back", async () => {
    const res = await postForm(null, { kind: "balance", program: "chase-ultimate-rewards", balance: "1000", locale: "es" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/es/auth?redirect=${encodeURIComponent("/travel-points-compass")}`);
  });

  it("returns to the page with a result only its owner can read", async () => {
    const user = await signedUp("ptsform");
    const other = await signedUp("ptsother");
    const res = await postForm(user.cookie, { kind: "balance", program: "chase-ultimate-rewards", balance: "10,000", locale: "en" });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/travel-points-compass\?result=.+#result$/);
    const token = new URL(location, "http://x").searchParams.get("result");
    expect(readResultToken(token, user.id)?.input).toEqual({ kind: "balance", program: "chase-ultimate-rewards", balance: 10_000, currency: "USD" });
    expect(readResultToken(token, other.id)).toBeNull();
    expect(readResultToken(`${token}x`, user.id)).toBeNull();
  });

  it("returns to the page with the error and the visitor's entry, uncounted; then with the limit", async () => {
    const user = await signedUp("ptsformerr");
    const bad = await postForm(user.cookie, { kind: "balance", program: "chase-ultimate-rewards", balance: "-20", locale: "fr" });
    expect(bad.status).toBe(303);
    const back = new URL(bad.headers.get("location")!, "http://x");
    expect(back.pathname).toBe("/fr/travel-points-compass");
    expect(back.searchParams.get("error")).toBe("balancePositive");
    expect(back.searchParams.get("balance")).toBe("-20");
    for (let index = 0; index < 3; index += 1) expect((await postForm(user.cookie, { kind: "balance", program: "delta-skymiles", balance: "1000" })).headers.get("location")).toContain("result=");
    const limited = await postForm(user.cookie, { kind: "balance", program: "delta-skymiles", balance: "1000" });
    expect(new URL(limited.headers.get("location")!, "http://x").searchParams.get("error")).toBe("limit");
  });
});

describe("GET /api/cards", () => {
  let free: User;
  let premium: User;
  beforeAll(async () => {
    free = await signedUp("cardfree");
    premium = await signedUp("cardprem");
    await makePremium(premium);
  });

  type Card = { slug: string; annualFeeUsd: number; issuer: string; foreignTransactionFeePct: number; actualPointValue?: { valueUsd: number } };
  const cardsOf = (res: { json: Record<string, unknown> }) => res.json.cards as Card[];

  it("lists at least 30 cards with fees from 0 to 895 US dollars", async () => {
    const res = await get(listCardsRoute, "/api/cards");
    expect(res.status).toBe(200);
    const fees = cardsOf(res).map((card) => card.annualFeeUsd);
    expect(fees.length).toBeGreaterThanOrEqual(30);
    expect([Math.min(...fees), Math.max(...fees)]).toEqual([0, 895]);
  });

  it("never sends the actual point value to signed-out visitors or free members", async () => {
    for (const cookie of [null, free.cookie]) {
      const res = await get(listCardsRoute, "/api/cards?compare=chase-sapphire-preferred", cookie);
      expect(JSON.stringify(res.json)).not.toContain("actualPointValue");
    }
  });

  it("sends Premium members each card's actual point value and sorts by it", async () => {
    const res = await get(listCardsRoute, "/api/cards?compare=chase-sapphire-preferred", premium.cookie);
    // No welcome offer confirmed in the 2026-11 review: 39,600 x 2.05 cents - 95 = 717 dollars
    expect(cardsOf(res)[0]!.actualPointValue).toEqual({ points: 39_600, valueUsd: 717 });
    const sorted = cardsOf(await get(listCardsRoute, "/api/cards?sort=value-desc", premium.cookie)).map((card) => card.actualPointValue!.valueUsd);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });

  it("filters by fee, issuer and foreign transaction fee, and sorts by fee", async () => {
    expect(cardsOf(await get(listCardsRoute, "/api/cards?maxFee=0")).every((card) => card.annualFeeUsd === 0)).toBe(true);
    const citi = cardsOf(await get(listCardsRoute, "/api/cards?issuer=Citi"));
    expect(citi.length).toBeGreaterThan(0);
    expect(citi.every((card) => card.issuer === "Citi")).toBe(true);
    expect(cardsOf(await get(listCardsRoute, "/api/cards?noForeignFee=1")).every((card) => card.foreignTransactionFeePct === 0)).toBe(true);
    expect(cardsOf(await get(listCardsRoute, "/api/cards?sort=fee-desc"))[0]!.annualFeeUsd).toBe(895);
    const byProgram = cardsOf(await get(listCardsRoute, "/api/cards?program=world-of-hyatt"));
    expect(byProgram.map((card) => card.slug)).toEqual(["world-of-hyatt-card"]);
  });

  it("compares up to 3 cards in the order asked", async () => {
    const res = await get(listCardsRoute, "/api/cards?compare=amex-gold,chase-sapphire-preferred,capital-one-venture-x");
    expect(cardsOf(res).map((card) => card.slug)).toEqual(["amex-gold", "chase-sapphire-preferred", "capital-one-venture-x"]);
  });

  it.each([
    ["four cards to compare", "compare=a,b,c,d", "Compare at most 3 cards, as slugs separated by commas"],
    ["a fee that is not a number", "maxFee=cheap", "Maximum annual fee must be a whole number of US dollars from 0 to 10,000"],
    ["a negative fee", "maxFee=-5", "Maximum annual fee must be a whole number of US dollars from 0 to 10,000"],
    ["an unknown sort", "sort=random", "Sort must be one of fee-asc, fee-desc, bonus-desc, name, value-desc"],
    ["a bad flag", "noForeignFee=maybe", "noForeignFee must be 1 or 0"],
  ])("answers 400 for %s", async (_name, query, message) => {
    const res = await get(listCardsRoute, `/api/cards?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, code: "bad_request" });
  });
});
