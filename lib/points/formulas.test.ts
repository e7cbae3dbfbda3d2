// Every formula of the Compass against examples worked out by hand (the arithmetic is in the comments).
import {
  balanceWorth,
  cardFirstYearValue,
  pointsOrCash,
  pointsValueUsd,
  redemptionValue,
  routeCentsPerPoint,
  transferredPoints,
  tripCoverage,
  yearlyPoints,
  type TransferRoute,
} from "./formulas";

const route = (toSlug: string, fromPoints: number, toPoints: number, partnerCents: number, bonusPercent = 0, minimumPoints = 1000): TransferRoute => ({ toSlug, fromPoints, toPoints, partnerCents, bonusPercent, minimumPoints });

describe("pointsValueUsd", () => {
  it("values 50,000 points at 2.05 cents as 1,025 dollars", () => {
    expect(pointsValueUsd(50_000, 2.05)).toBe(1025);
  });
  it("rounds to cents: 333 points at 0.7 cents are 2.33 dollars (233.1 cents)", () => {
    expect(pointsValueUsd(333, 0.7)).toBe(2.33);
  });
});

describe("transferredPoints", () => {
  it("moves 10,000 points 1:1 as 10,000", () => {
    expect(transferredPoints(10_000, route("x", 1, 1, 1))).toBe(10_000);
  });
  it("adds a 30% bonus: 10,000 x 1.3 = 13,000", () => {
    expect(transferredPoints(10_000, route("x", 1, 1, 1, 30))).toBe(13_000);
  });
  it("keeps whole points at 3:1: 10,000 / 3 = 3,333.3 -> 3,333", () => {
    expect(transferredPoints(10_000, route("x", 3, 1, 1))).toBe(3_333);
  });
  it("applies 5:4 and 10:16 ratios: 10,000 -> 8,000 and 16,000", () => {
    expect(transferredPoints(10_000, route("x", 5, 4, 1))).toBe(8_000);
    expect(transferredPoints(10_000, route("x", 10, 16, 1))).toBe(16_000);
  });
  it("gives nothing below the minimum transfer", () => {
    expect(transferredPoints(999, route("x", 1, 1, 1, 0, 1000))).toBe(0);
  });
});

describe("routeCentsPerPoint", () => {
  it("is the partner value at 1:1, a third of it at 3:1, and grows with a bonus", () => {
    expect(routeCentsPerPoint(route("x", 1, 1, 1.7))).toBeCloseTo(1.7, 10);
    expect(routeCentsPerPoint(route("x", 3, 1, 1.5))).toBeCloseTo(0.5, 10);
    // 1:1 with 25% more at 1.2 cents: 1.25 x 1.2 = 1.5
    expect(routeCentsPerPoint(route("x", 1, 1, 1.2, 25))).toBeCloseTo(1.5, 10);
  });
});

describe("balanceWorth", () => {
  const routes = [route("hyatt", 1, 1, 1.7), route("united", 1, 1, 1.35)];

  it("values 100,000 points at 2.05 (2,050), the 1-cent floor (1,000) and Hyatt at 1.7 (1,700)", () => {
    expect(balanceWorth(100_000, 2.05, 1, routes)).toEqual({
      atValuationUsd: 2050,
      atCashOutUsd: 1000,
      bestTransfer: { toSlug: "hyatt", receivedPoints: 100_000, valueUsd: 1700, bonusPercent: 0 },
      bestUsd: 2050,
    });
  });

  it("picks a partner whose running bonus makes it best: 130,000 at 1.5 = 1,950 beats Hyatt's 1,700", () => {
    const worth = balanceWorth(100_000, 2.05, 1, [...routes, route("virgin", 1, 1, 1.5, 30)]);
    expect(worth.bestTransfer).toEqual({ toSlug: "virgin", receivedPoints: 130_000, valueUsd: 1950, bonusPercent: 30 });
  });

  it("has no floor or transfer when the program has none, and skips partners below their minimum", () => {
    expect(balanceWorth(5_000, 1.2, null, [route("far", 1, 1, 2, 0, 10_000)])).toEqual({ atValuationUsd: 60, atCashOutUsd: null, bestTransfer: null, bestUsd: 60 });
  });
});

describe("redemptionValue", () => {
  it("rates (600 - 50) / 25,000 = 2.2 cents against 1.35 as great (ratio 1.63)", () => {
    expect(redemptionValue(600, 50, 25_000, 1.35)).toEqual({ centsPerPoint: 2.2, verdict: "great", ratio: 1.63 });
  });
  it("rates (400 - 62) / 25,000 = 1.352 cents against 1.35 as good", () => {
    expect(redemptionValue(400, 62, 25_000, 1.35)).toMatchObject({ centsPerPoint: 1.352, verdict: "good" });
  });
  it("rates 300 / 25,000 = 1.2 cents against 1.35 as poor (ratio 0.89)", () => {
    expect(redemptionValue(300, 0, 25_000, 1.35)).toEqual({ centsPerPoint: 1.2, verdict: "poor", ratio: 0.89 });
  });
});

describe("tripCoverage", () => {
  it("ranks a 60,000-point balance at 2.05 (1,230 dollars) that covers a 1,000-dollar trip above 40,000 at 1.7 (680)", () => {
    const result = tripCoverage(1000, [
      { slug: "hyatt", balance: 40_000, valuationCents: 1.7, cashOutCents: null, routes: [] },
      { slug: "chase", balance: 60_000, valuationCents: 2.05, cashOutCents: 1, routes: [] },
    ]);
    expect(result.rows).toEqual([
      // 100,000 cents / 2.05 = 48,780.5 -> 48,781 points
      { slug: "chase", balance: 60_000, bestCents: 2.05, valueUsd: 1230, pointsNeeded: 48_781, coverage: 1, covers: true },
      // 100,000 / 1.7 = 58,823.5 -> 58,824; 680 / 1,000 = 0.68
      { slug: "hyatt", balance: 40_000, bestCents: 1.7, valueUsd: 680, pointsNeeded: 58_824, coverage: 0.68, covers: false },
    ]);
    expect(result).toMatchObject({ combinedUsd: 1910, combinedCovers: true });
  });

  it("values a balance through its best transfer when that beats its own valuation", () => {
    // 20,000 points 1:1 to a 2-cent partner = 400 dollars, against 20,000 x 1 cent = 200
    const result = tripCoverage(500, [{ slug: "bank", balance: 20_000, valuationCents: 1, cashOutCents: null, routes: [route("p", 1, 1, 2)] }]);
    expect(result.rows[0]).toMatchObject({ bestCents: 2, valueUsd: 400, pointsNeeded: 25_000, coverage: 0.8, covers: false });
    expect(result.combinedCovers).toBe(false);
  });
});

describe("card values", () => {
  const sapphirePreferred = { welcomeBonusPoints: 60_000, annualFeeUsd: 95, earnRates: { dining: 3, groceries: 3, streaming: 3, airfare: 2, hotels: 2, transit: 2, other: 1 } };

  it("earns 39,600 points on the standard year: 9,000 + 12,000 + 4,000 + 3,000 + 1,500 + 1,200 + 900 + 8,000", () => {
    expect(yearlyPoints(sapphirePreferred.earnRates)).toBe(39_600);
  });
  it("earns the base rate everywhere on a flat card: 20,900 dollars x 2 = 41,800", () => {
    expect(yearlyPoints({ other: 2 })).toBe(41_800);
  });
  it("values the first year at (60,000 + 39,600) x 2.05 cents - 95 = 1,946.8 -> 1,947 dollars", () => {
    expect(cardFirstYearValue(sapphirePreferred, 2.05)).toEqual({ points: 99_600, valueUsd: 1947 });
  });
  it("can be negative: no bonus, 20,900 points at 0.5 cents (104.5) minus a 550 fee = -445.5 -> -445", () => {
    expect(cardFirstYearValue({ welcomeBonusPoints: null, earnRates: { other: 1 }, annualFeeUsd: 550 }, 0.5)).toEqual({ points: 20_900, valueUsd: -445 });
  });
});

describe("pointsOrCash", () => {
  it("prices a 500-dollar deal in Chase points: 24,391 at 2.05, 50,000 at the 1-cent floor, 29,412 through Hyatt at 1.7, and says cash", () => {
    expect(pointsOrCash(500, { slug: "chase", valuationCents: 2.05, cashOutCents: 1, bestRoute: { toSlug: "hyatt", centsPerPoint: 1.7 } })).toEqual({
      slug: "chase",
      pointsAtValuation: 24_391,
      pointsAtCashOut: 50_000,
      pointsThroughBestTransfer: 29_412,
      bestPartner: "hyatt",
      better: "cash",
    });
  });
  it("says points when the cash-out rate equals the valuation (a fixed-value currency)", () => {
    expect(pointsOrCash(220, { slug: "accor", valuationCents: 2.2, cashOutCents: 2.2, bestRoute: null })).toMatchObject({ pointsAtValuation: 10_000, pointsAtCashOut: 10_000, pointsThroughBestTransfer: null, better: "points" });
  });
});
