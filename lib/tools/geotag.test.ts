import { geotagPlaces, nearestOf } from "./geotag";

describe("geotag places", () => {
  it("holds the ten built-in places", () => {
    expect(geotagPlaces.map((place) => place.name)).toEqual(["Paris", "Tokyo", "New York", "Rome", "Bali", "Sydney", "Cairo", "Rio de Janeiro", "London", "Cape Town"]);
  });

  it("finds the nearest place with its distance: the Eiffel Tower is in Paris, 4.2 km from its centre", () => {
    const [nearest] = nearestOf({ latitude: 48.8584, longitude: 2.2945 }, geotagPlaces);
    expect(nearest?.name).toBe("Paris");
    expect(nearest?.km).toBeCloseTo(4.2, 1);
  });

  it("orders several places nearest first: from Versailles, Paris then London", () => {
    const places = nearestOf({ latitude: 48.8049, longitude: 2.1204 }, geotagPlaces, 2);
    expect(places.map((place) => place.name)).toEqual(["Paris", "London"]);
  });

  it("answers for a point far from every place: the South Pole's nearest is Cape Town", () => {
    expect(nearestOf({ latitude: -90, longitude: 0 }, geotagPlaces)[0]?.name).toBe("Cape Town");
  });
});
