// One place resolver (lib/places/resolve.ts): the same typed text names the same destination
// through every feature that reads a place name (docs/features/place-names.md).
import { GET as placesRoute } from "@/app/api/places/route";
import { db } from "@/lib/db";
import { resolvePlaceFilters } from "@/lib/deals/queries";
import { parseDealSearch } from "@/lib/deals/schema";
import { resolveDestination } from "@/lib/places/resolve";
import { resolvePlannableDestination } from "@/lib/planner/service";
import { resolveBudgetPlace, resolveTransitPlace } from "@/lib/tools/queries";
import { call } from "../support/api";

afterAll(async () => {
  await db().$disconnect();
});

/** The destination slug each feature's entry point finds for the text (null: none). */
async function slugsFor(text: string) {
  const budget = await resolveBudgetPlace(text);
  const transit = await resolveTransitPlace(text);
  const search = parseDealSearch({ destination: text });
  const deals = await resolvePlaceFilters(search);
  const api = await call(placesRoute, { method: "GET", path: `/api/places?q=a&destination=${encodeURIComponent(text)}` });
  return {
    resolver: (await resolveDestination(text))?.slug ?? null,
    budget: budget.status === "found" ? budget.place.destinationSlug : null,
    transit: transit?.kind === "destination" ? transit.key : null,
    // Text naming no destination stays as typed in the deal filters, label and all (and matches no deal).
    deals: deals.placeLabels.destination === search.destination && deals.input.destination === search.destination ? null : (deals.input.destination ?? null),
    placesApi: api.status === 200 ? "found" : api.status === 400 ? null : `status ${api.status}`,
  };
}

const everywhere = (slug: string | null) => ({ resolver: slug, budget: slug, transit: slug, deals: slug, placesApi: slug ? "found" : null });

describe("a place name means the same destination in every feature", () => {
  it.each(["Paris", "paris", "Paris, France", "PARIS, FR", "  paris,france  ", "paris, fr"])("%s is Paris", async (text) => {
    expect(await slugsFor(text)).toEqual(everywhere("paris"));
    // The planner plans the same Paris.
    expect((await resolvePlannableDestination(text)).slug).toBe("paris");
  });

  it.each(["Zürich", "Zurich", "ZURICH", "zürich, Switzerland", "Zurich, CH", "ZÜRICH, ch"])("%s is Zurich", async (text) => {
    expect(await slugsFor(text)).toEqual(everywhere("zurich"));
  });

  it.each(["São Paulo", "sao paulo", "SAO PAULO, Brazil", "Sao Paulo, BR"])("%s is São Paulo", async (text) => {
    expect(await slugsFor(text)).toEqual(everywhere("sao-paulo"));
  });

  it("tells apart places of the same name by the country after the comma, everywhere", async () => {
    // Venezuela has no cost data: the budget names the same place and says so.
    expect(await slugsFor("Valencia, Venezuela")).toEqual({ ...everywhere("valencia-ve"), budget: null });
    expect(await resolveBudgetPlace("Valencia, Venezuela")).toEqual({ status: "no-data", label: "Valencia, Venezuela" });
    expect(await slugsFor("Valencia, ES")).toEqual(everywhere("valencia"));
    // A bare name that is also a slug is that destination.
    expect(await slugsFor("Valencia")).toEqual(everywhere("valencia"));
  });

  it.each(["Paris, Japan", "Atlantis", "Atlantis, France", ",", "   ", "x".repeat(201)])("%s names no destination anywhere", async (text) => {
    expect(await slugsFor(text)).toEqual(everywhere(null));
  });

  it("keeps each feature's extra kinds: airports for transit, countries for the budget", async () => {
    expect(await resolveTransitPlace("cdg")).toMatchObject({ kind: "airport", key: "CDG" });
    expect(await resolveDestination("cdg")).toBeNull();
    expect(await resolveBudgetPlace("Japan")).toMatchObject({ status: "found", place: { label: "Japan", destinationSlug: null } });
    expect(await resolveBudgetPlace("jp")).toMatchObject({ status: "found", place: { label: "Japan", destinationSlug: null } });
    expect(await resolveTransitPlace("Japan")).toBeNull();
  });
});
