import { detailPath, listPath, outdoorKinds, parsePlaceRef, tripPlannerHref } from "./kinds";
import { parseOutdoorSearch, searchParamsOf } from "./schema";
import { findRoute, isLanded, redirects } from "@/lib/routes";

describe("outdoor URL scheme", () => {
  it("gives every kind a detail path and a list path that the route registry serves", () => {
    for (const kind of outdoorKinds) {
      const detail = findRoute(detailPath(kind, "some-place"));
      expect(detail?.feature).toBe("outdoors");
      expect(detail && isLanded(detail)).toBe(true);
      expect(findRoute(listPath[kind])?.feature).toBe("outdoors");
    }
    expect(redirects.get("/national-parks-map")).toBe("/national-parks");
    expect(redirects.get("/trails-complete-directory")).toBe("/national-trails");
  });

  it("round-trips the trip planner's place reference", () => {
    expect(tripPlannerHref("campground", "upper-pines")).toBe("/trip-planner?place=campground:upper-pines");
    expect(parsePlaceRef("campground:upper-pines")).toEqual({ kind: "campground", slug: "upper-pines" });
    for (const bad of ["", "park", "park:", "volcano:etna", "park:Yosemite", "park:a:b", "park:../x"]) expect(parsePlaceRef(bad)).toBeNull();
  });
});

describe("outdoor search parameters", () => {
  it("keeps valid filters and drops bad ones without failing", () => {
    expect(parseOutdoorSearch({ q: "  Half   Dome ", state: "ca", kind: "trail", difficulty: "hard", page: "2" })).toMatchObject({
      q: "Half Dome",
      state: "CA",
      kind: "trail",
      difficulty: "hard",
      page: 2,
    });
    expect(parseOutdoorSearch({ state: ["ZZ", "CA"], kind: "lake", amenity: "pool", reservable: "maybe", page: "9999" })).toMatchObject({
      state: undefined,
      kind: undefined,
      amenity: undefined,
      reservable: undefined,
      page: 50,
    });
  });

  it("writes filters back as URL parameters without empty values or page 1", () => {
    expect(searchParamsOf(parseOutdoorSearch({ q: "zion", state: "UT", page: "1" }))).toEqual({ q: "zion", state: "UT" });
  });
});
