import { convertAmount, convertEstimate, dailyRates, estimateTrip } from "./budget";

describe("budget formula", () => {
  it("scales the US baseline by the price level and the destination factor, in whole dollars", () => {
    // Mid-range in France (0.9): 180 x 0.9 = 162, 70 x 0.9 = 63, 20 x 0.9 = 18, 40 x 0.9 = 36.
    expect(dailyRates("mid-range", 0.9)).toEqual({ accommodation: 162, food: 63, transport: 18, activities: 36 });
    // Paris (x1.3): 210.6 -> 211, 81.9 -> 82, 23.4 -> 23, 46.8 -> 47.
    expect(dailyRates("mid-range", 0.9, 1.3)).toEqual({ accommodation: 211, food: 82, transport: 23, activities: 47 });
    expect(dailyRates("budget", 1)).toEqual({ accommodation: 90, food: 35, transport: 10, activities: 15 });
  });

  it("counts rooms for accommodation and travellers for the rest", () => {
    // 2 travellers, 3 days mid-range in France: 162 x 1 room x 3 = 486, 63 x 2 x 3 = 378,
    // 18 x 6 = 108, 36 x 6 = 216; total 1188.
    const trip = estimateTrip({ stops: [{ priceLevel: 0.9, factor: 1, days: 3 }], travellers: 2, style: "mid-range" });
    expect(trip.rooms).toBe(1);
    expect(trip.categories).toEqual({ accommodation: 486, food: 378, transport: 108, activities: 216 });
    expect(trip.total).toBe(1188);
  });

  it("adds the stops of a multi-stop trip, and three travellers take two rooms", () => {
    // Budget, 3 travellers (2 rooms): Thailand 0.45 for 2 days: rates 41, 16, 5, 7 (40.5 -> 41,
    // 15.75 -> 16, 4.5 -> 5, 6.75 -> 7): 41 x 2 x 2 = 164, 16 x 3 x 2 = 96, 5 x 6 = 30, 7 x 6 = 42.
    // Japan 0.7 for 1 day: rates 63, 25 (24.5), 7, 11 (10.5): 126, 75, 21, 33.
    const trip = estimateTrip({
      stops: [
        { priceLevel: 0.45, factor: 1, days: 2 },
        { priceLevel: 0.7, factor: 1, days: 1 },
      ],
      travellers: 3,
      style: "budget",
    });
    expect(trip.rooms).toBe(2);
    expect(trip.perStop[0]?.categories).toEqual({ accommodation: 164, food: 96, transport: 30, activities: 42 });
    expect(trip.perStop[1]?.categories).toEqual({ accommodation: 126, food: 75, transport: 21, activities: 33 });
    expect(trip.categories).toEqual({ accommodation: 290, food: 171, transport: 51, activities: 75 });
    expect(trip.total).toBe(587);
  });

  it("converts with the display rounding: 0 decimals for JPY and CNY, 2 for the others", () => {
    expect(convertAmount(10, "JPY", 155.55)).toBe(1556);
    expect(convertAmount(10, "CNY", 7.126)).toBe(71);
    expect(convertAmount(1188, "EUR", 0.9231)).toBe(1096.64);
    expect(convertAmount(1188, "USD", 1)).toBe(1188);
  });

  it("makes the converted total the sum of the rounded rows", () => {
    const converted = convertEstimate({ accommodation: 486, food: 378, transport: 108, activities: 216 }, "JPY", 155.55);
    // 75597.3 -> 75597, 58797.9 -> 58798, 16799.4 -> 16799, 33598.8 -> 33599.
    expect(converted.categories).toEqual({ accommodation: 75597, food: 58798, transport: 16799, activities: 33599 });
    expect(converted.total).toBe(184793);
  });
});
