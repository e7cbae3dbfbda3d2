import { distanceKm, isValidCoordinate } from "./distance";

describe("distanceKm", () => {
  it("measures Paris to London as about 344 km", () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const london = { latitude: 51.5074, longitude: -0.1278 };
    expect(distanceKm(paris, london)).toBeGreaterThan(340);
    expect(distanceKm(paris, london)).toBeLessThan(348);
  });

  it("is zero for one point and symmetric", () => {
    const tokyo = { latitude: 35.6762, longitude: 139.6503 };
    const sydney = { latitude: -33.8688, longitude: 151.2093 };
    expect(distanceKm(tokyo, tokyo)).toBe(0);
    expect(distanceKm(tokyo, sydney)).toBeCloseTo(distanceKm(sydney, tokyo), 6);
  });

  it("crosses the antimeridian the short way", () => {
    // 1 degree of longitude on the equator is about 111.2 km.
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111.2, 0);
  });
});

describe("isValidCoordinate", () => {
  it("refuses out-of-range and non-finite values", () => {
    expect(isValidCoordinate({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isValidCoordinate({ latitude: 0, longitude: -181 })).toBe(false);
    expect(isValidCoordinate({ latitude: Number.NaN, longitude: 0 })).toBe(false);
    expect(isValidCoordinate({ latitude: -33.9, longitude: 18.4 })).toBe(true);
  });
});
