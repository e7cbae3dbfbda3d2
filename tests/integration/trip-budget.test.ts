// The budget calculator's "Save to a trip": the estimate priced again on the server and stored on
// the owner's itinerary, new or existing; the itinerary API then returns it.
import { GET as readItinerary } from "@/app/api/itineraries/[id]/route";
import { db } from "@/lib/db";
import { createItinerary, getItinerary } from "@/lib/itineraries/service";
import type { BudgetRequest } from "@/lib/tools/budget-form";
import { budgetCalculatorQuery, saveBudgetToTrip } from "@/lib/tools/trip-budget";
import { callWith, signedUp } from "@/tests/support/saved";

afterAll(async () => {
  await db().$disconnect();
});

// Paris, mid-range, 2 travellers, 3 days: 1545 US dollars (tests/integration/tools.test.ts works it out).
const paris: BudgetRequest = { stops: [{ place: "Paris", days: 3 }], travellers: 2, style: "mid-range", currency: "USD" };

describe("saving a budget estimate to a trip", () => {
  it("creates a new trip named after the stops, one empty day per day, with the estimate", async () => {
    const { id: userId } = await signedUp("budgettrip");
    const tripId = await saveBudgetToTrip(userId, { ...paris, stops: [{ place: "Paris", days: 3 }, { place: "Rome", days: 2 }] }, "new");
    const trip = await getItinerary(userId, tripId);
    expect(trip.title).toBe("Paris, France → Rome, Italy");
    expect(trip.destination?.slug).toBe("paris");
    expect(trip.days).toHaveLength(5);
    expect(trip.budget).toMatchObject({
      style: "mid-range",
      travellers: 2,
      days: 5,
      currency: "USD",
      stops: [
        { place: "Paris, France", days: 3, destination: "paris" },
        { place: "Rome, Italy", days: 2, destination: "rome" },
      ],
    });
    expect(trip.budget!.usd.total).toBeGreaterThan(1545);
    expect(trip.budget!.converted.total).toBe(trip.budget!.usd.total);
  });

  it("saves into an existing trip of the owner, in the chosen currency, replacing an earlier estimate", async () => {
    const { id: userId, cookie } = await signedUp("budgettrip");
    const trip = await createItinerary(userId, { title: "Long weekend", days: [{ stops: [{ name: "Louvre", minutes: 120 }] }] });
    await saveBudgetToTrip(userId, paris, trip.id);
    await saveBudgetToTrip(userId, { ...paris, currency: "JPY" }, trip.id);
    const saved = await getItinerary(userId, trip.id);
    expect(saved.title).toBe("Long weekend");
    expect(saved.days[0]!.stops.map((stop) => stop.name)).toEqual(["Louvre"]);
    const rate = (await db().exchangeRate.findUniqueOrThrow({ where: { code: "JPY" } })).rate;
    expect(saved.budget).toMatchObject({ currency: "JPY", rate, usd: { total: 1545 } });
    expect(Number.isInteger(saved.budget!.converted.total)).toBe(true);
    // The owner's API read returns it.
    const res = await callWith(readItinerary, { id: trip.id }, { path: `/api/itineraries/${trip.id}`, method: "GET", cookie });
    expect(res.status).toBe(200);
    expect((res.json.itinerary as { budget: unknown }).budget).toMatchObject({ currency: "JPY", usd: { total: 1545 } });
  });

  it("answers 404 for another user's trip and for a trip that does not exist, and changes nothing", async () => {
    const owner = await signedUp("budgettrip");
    const stranger = await signedUp("budgettrip");
    const trip = await createItinerary(owner.id, { title: "Mine", days: [{ stops: [] }] });
    await expect(saveBudgetToTrip(stranger.id, paris, trip.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(saveBudgetToTrip(stranger.id, paris, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ code: "not_found" });
    await expect(saveBudgetToTrip(stranger.id, paris, "not-a-trip")).rejects.toMatchObject({ code: "not_found" });
    expect((await getItinerary(owner.id, trip.id)).budget).toBeNull();
  });

  it("refuses an estimate with an unknown place with the calculator's message and creates no trip", async () => {
    const { id: userId } = await signedUp("budgettrip");
    await expect(saveBudgetToTrip(userId, { ...paris, stops: [{ place: "Atlantis", days: 2 }] }, "new")).rejects.toMatchObject({
      code: "bad_request",
      message: expect.stringContaining('We don\'t know a place called "Atlantis"'),
    });
    expect(await db().itinerary.count({ where: { userId } })).toBe(0);
  });

  it("links back to the calculator with the same places, days, travellers, style and currency", () => {
    const query = new URLSearchParams(budgetCalculatorQuery({ stops: [{ place: "Paris, France", days: 3 }, { place: "Rome, Italy", days: 2 }], travellers: 2, style: "luxury", currency: "EUR" }));
    expect(query.getAll("place")).toEqual(["Paris, France", "Rome, Italy"]);
    expect(query.getAll("days")).toEqual(["3", "2"]);
    expect([query.get("travellers"), query.get("style"), query.get("currency")]).toEqual(["2", "luxury", "EUR"]);
  });
});
