import { landMass, routeOptions } from "./transit";

// Two points 10 degrees apart on the equator: 6371.0088 km x 10 x pi / 180 = 1111.95 km.
const west = { latitude: 0, longitude: 0 };
const east = { latitude: 0, longitude: 10 };

describe("getting-around formula", () => {
  it("gives every mode on one land mass with hand-worked distance, time, cost and CO2", () => {
    const { km, options } = routeOptions({ ...west, countryCode: "FR" }, { ...east, countryCode: "DE" }, 2);
    expect(km).toBe(1112);
    const byMode = Object.fromEntries(options.map((option) => [option.mode, option]));
    expect(Object.keys(byMode)).toEqual(["flight", "train", "bus", "car"]);
    // Flight: 1111.95 x 1.08 = 1200.9 km; 2.5 h + 1200.9 / 800 = 4.0 h; $50 + 0.05/km = 110 to
    // $120 + 0.15/km = 300; 1200.9 x 0.151 = 181.3 kg.
    expect(byMode.flight).toEqual({ mode: "flight", km: 1201, hours: 4, costUsd: [110, 300], co2Kg: 181.3 });
    // Train: x1.2 = 1334.3 km; 0.5 + 13.34 = 13.8 h; 106.7 to 405.3; x0.035 = 46.7 kg.
    expect(byMode.train).toEqual({ mode: "train", km: 1334, hours: 13.8, costUsd: [107, 405], co2Kg: 46.7 });
    // Bus: x1.25 = 1389.9 km; 0.5 + 21.38 = 21.9 h; 55.6 to 171.8; x0.027 = 37.5 kg.
    expect(byMode.bus).toEqual({ mode: "bus", km: 1390, hours: 21.9, costUsd: [56, 172], co2Kg: 37.5 });
    // Car: 1389.9 km at 80 km/h = 17.4 h; $0.10 to $0.20 a km; 1389.9 x 0.17 = 236.3 kg shared by 2.
    expect(byMode.car).toEqual({ mode: "car", km: 1390, hours: 17.4, costUsd: [139, 278], co2Kg: 118.1 });
  });

  it("offers a flight and a ferry, not road or rail, across the sea to an island", () => {
    const { options } = routeOptions({ ...west, countryCode: "FR" }, { latitude: 0, longitude: 5, countryCode: "MT" });
    expect(options.map((option) => option.mode)).toEqual(["flight", "ferry"]);
    // Beyond 1000 km no ferry is offered: only the flight.
    expect(routeOptions({ ...west, countryCode: "FR" }, { ...east, countryCode: "MT" }).options.map((option) => option.mode)).toEqual(["flight"]);
  });

  it("drops the flight under 150 km and counts short flights at the higher rate", () => {
    const near = routeOptions({ latitude: 48.8566, longitude: 2.3522, countryCode: "FR" }, { latitude: 49.4432, longitude: 1.0999, countryCode: "FR" });
    expect(near.options.map((option) => option.mode)).toEqual(["train", "bus", "car"]);
    // 3 degrees of latitude (333.6 km): flight 360.3 km x 0.246 = 88.6 kg.
    const short = routeOptions({ latitude: 40, longitude: 0, countryCode: "ES" }, { latitude: 43, longitude: 0, countryCode: "FR" });
    expect(short.options.find((option) => option.mode === "flight")?.co2Kg).toBe(88.6);
  });

  it("joins the Americas and leaves islands on their own", () => {
    expect(landMass("US")).toBe(landMass("MX"));
    expect(landMass("GB")).toBe(landMass("FR"));
    expect(landMass("JP")).not.toBe(landMass("CN"));
  });
});
