import { isSkiPass, isSkiRegion, regionPath, resortPath, seasonMonths, skiRegions, tripPlannerHref } from "./regions";

describe("ski vocabulary", () => {
  it("lists a season's months in order, wrapping the new year", () => {
    expect(seasonMonths(12, 4)).toEqual([12, 1, 2, 3, 4]);
    expect(seasonMonths(6, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(seasonMonths(11, 5)).toEqual([11, 12, 1, 2, 3, 4, 5]);
    expect(seasonMonths(3, 3)).toEqual([3]);
    expect(seasonMonths(5, 4)).toHaveLength(12);
  });

  it("names each region's page and each resort's page", () => {
    expect(skiRegions.map((region) => regionPath[region])).toEqual([
      "/north-america-ski-resorts",
      "/europe-ski-resorts",
      "/asia-ski-resorts",
      "/southern-hemisphere-ski-resorts",
    ]);
    expect(resortPath("vail")).toBe("/skiing/vail");
    expect(tripPlannerHref("vail")).toBe("/trip-planner?place=ski:vail");
  });

  it("recognizes only the known regions and passes", () => {
    expect(isSkiRegion("europe")).toBe(true);
    expect(isSkiRegion("antarctica")).toBe(false);
    expect(isSkiPass("ikon")).toBe(true);
    expect(isSkiPass("IKON")).toBe(false);
  });
});
