import { compactAtLeast, figureAtLeast } from "./figure";

describe("figureAtLeast", () => {
  it.each([
    [1234, 1200],
    [1000, 1000],
    [999, 990],
    [133, 130],
    [100, 100],
    [47, 45],
    [20, 20],
    [19, 19],
    [8, 8],
    [0, 0],
    [-3, 0],
    [12.9, 12],
  ])("%d reads as %d+", (n, figure) => {
    expect(figureAtLeast(n)).toBe(figure);
    expect(figureAtLeast(n)).toBeLessThanOrEqual(Math.max(0, n));
  });
});

describe("compactAtLeast", () => {
  it("shortens a large count without rounding it up", () => {
    expect(compactAtLeast(124_987, "en")).toBe("124K");
    expect(compactAtLeast(129_999, "ja")).toBe("12万");
    expect(compactAtLeast(999, "en")).toBe("990");
  });
});
