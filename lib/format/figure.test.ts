import { figureAtLeast } from "./figure";

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
