import { dealScore, typicalPrice } from "./score";

describe("dealScore", () => {
  it.each([
    [100, 100, 5, "fair", 0],
    [75, 100, 10, "exceptional", 25],
    [90, 100, 7, "great", 10],
    [95, 100, 6, "good", 5],
    [150, 100, 1, "high", -50],
  ])("scores %d against a typical %d as %d (%s)", (price, typical, score, rating, savingsPct) => {
    expect(dealScore(price, typical)).toEqual({ score, rating, savingsPct });
  });

  it("has no score without a typical price", () => {
    expect(dealScore(100, null)).toBeNull();
    expect(dealScore(100, 0)).toBeNull();
  });
});

describe("typicalPrice", () => {
  it("takes the median of three or more comparable prices", () => {
    expect(typicalPrice([300, 100, 200], 999)).toBe(200);
    expect(typicalPrice([100, 200, 300, 400], null)).toBe(250);
  });

  it("falls back when there are too few comparable prices", () => {
    expect(typicalPrice([100, 200], 180)).toBe(180);
  });
});
