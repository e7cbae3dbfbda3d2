import { pageFamily } from "./page-families.mjs";

describe("pageFamily", () => {
  it.each([
    ["/", 60, false],
    ["/de/privacy", 60, true],
    ["/deals/931", 10, true],
    ["/fr/bargain-destinations/beach", 10, true],
    ["/search", 1, true],
    ["/travel-news/flexible-dates-beat-flash-sales", 10, true],
    ["/adventures/water-activities", 10, false],
    ["/events", 5, false],
    ["/national-parks/yosemite", 30, true],
    ["/national-forests-map", 30, true],
    ["/national-parks-map", 30, false],
    ["/national-trails/appalachian-trail", 30, false],
    ["/ja/skiing/niseko-united", 30, true],
    ["/europe-ski-resorts", 30, true],
    ["/subscription", 30, true],
  ])("gives %s a copy of %i minutes, deferred: %s", (path, minutes, defers) => {
    expect(pageFamily(path)).toMatchObject({ maxAgeMs: minutes * 60_000, defers });
  });

  it.each(["/auth", "/dashboard", "/trip-planner", "/deals/931/extra", "/search/x", "/legal/extra", "/api/health"])("has no family for %s", (path) => {
    expect(pageFamily(path)).toBeNull();
  });
});
