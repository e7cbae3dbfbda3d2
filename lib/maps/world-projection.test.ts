import { mockD3WithUmd } from "@/tests/support/d3-umd";

mockD3WithUmd();
// Loaded after the mocks above.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { WORLD_MAP_HEIGHT, WORLD_MAP_WIDTH, projectWorldPoint, worldBaseMapSvg, worldViews } = require("./world-projection") as typeof import("./world-projection");

describe("world map projection", () => {
  it("places resorts of each region inside that region's frame, west left and north up", () => {
    const vail = projectWorldPoint("north-america", -106.36, 39.6)!;
    const stowe = projectWorldPoint("north-america", -72.78, 44.53)!;
    const whistler = projectWorldPoint("north-america", -122.92, 50.11)!;
    expect(vail[0]).toBeLessThan(stowe[0]);
    expect(whistler[1]).toBeLessThan(vail[1]);
    expect(projectWorldPoint("europe", 6.87, 45.93)).not.toBeNull(); // Chamonix
    expect(projectWorldPoint("asia", 140.68, 42.8)).not.toBeNull(); // Niseko
    const thredbo = projectWorldPoint("southern-hemisphere", 148.31, -36.5)!;
    const portillo = projectWorldPoint("southern-hemisphere", -70.13, -32.84)!;
    const coronet = projectWorldPoint("southern-hemisphere", 168.74, -44.93)!;
    // Centred on the Pacific: Australia, then New Zealand, then the Andes, west to east.
    expect(thredbo[0]).toBeLessThan(coronet[0]);
    expect(coronet[0]).toBeLessThan(portillo[0]);
    for (const [x, y] of [vail, stowe, whistler, thredbo, portillo, coronet]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(WORLD_MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(WORLD_MAP_HEIGHT);
    }
  });

  it("returns null for a point outside a regional frame, and places it on the world view", () => {
    expect(projectWorldPoint("europe", 140.68, 42.8)).toBeNull();
    expect(projectWorldPoint("world", 140.68, 42.8)).not.toBeNull();
  });

  it("renders each view's base map as a compact SVG with land and borders", () => {
    for (const view of worldViews) {
      const svg = worldBaseMapSvg(view);
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.match(/<path /g)).toHaveLength(2);
      expect(svg.length).toBeLessThan(400_000);
    }
  });
});
