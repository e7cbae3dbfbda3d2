import { mockD3WithUmd } from "@/tests/support/d3-umd";

mockD3WithUmd();
// Loaded after the mocks above.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MAP_HEIGHT, MAP_WIDTH, projectPoint, usBaseMapSvg } = require("./us-projection") as typeof import("./us-projection");

describe("US map projection", () => {
  it("places the lower 48 inside the frame, west to the left and north to the top", () => {
    const seattle = projectPoint(-122.33, 47.61)!;
    const miami = projectPoint(-80.19, 25.76)!;
    const maine = projectPoint(-68.21, 44.35)!;
    for (const [x, y] of [seattle, miami, maine]) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
    expect(seattle[0]).toBeLessThan(miami[0]);
    expect(seattle[1]).toBeLessThan(miami[1]);
    expect(maine[0]).toBeGreaterThan(miami[0]);
  });

  it("keeps Alaska and Hawaii as insets in the lower left", () => {
    const denali = projectPoint(-150.5, 63.33)!;
    const kilauea = projectPoint(-155.2, 19.38)!;
    expect(denali).not.toBeNull();
    expect(kilauea).not.toBeNull();
    expect(denali[0]).toBeLessThan(MAP_WIDTH / 3);
    expect(denali[1]).toBeGreaterThan(MAP_HEIGHT / 2);
    expect(kilauea[0]).toBeLessThan(MAP_WIDTH / 2);
    expect(kilauea[1]).toBeGreaterThan(MAP_HEIGHT * 0.75);
  });

  it("returns null for places the projection does not cover", () => {
    expect(projectPoint(-64.73, 18.33)).toBeNull(); // St. John, US Virgin Islands
    expect(projectPoint(-170.68, -14.25)).toBeNull(); // American Samoa
    expect(projectPoint(2.35, 48.86)).toBeNull(); // Paris
  });

  it("renders a compact base map with the nation and state borders", () => {
    const svg = usBaseMapSvg();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"`);
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg.length).toBeLessThan(120_000);
  });
});
