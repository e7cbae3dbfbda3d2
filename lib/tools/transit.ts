// The getting-around formula (pure): from the great-circle distance between two places, the ways
// to go with their distance, door-to-door time, cost range and CO2 per traveller. Every figure
// comes from the assumptions below, which the page states.
import { distanceKm, type LatLon } from "../geo/distance";

export const travelModes = ["flight", "train", "bus", "car", "ferry"] as const;
export type TravelMode = (typeof travelModes)[number];

type ModeAssumption = {
  /** Route distance over the great-circle distance. */
  detour: number;
  /** Average speed in km/h while moving. */
  speedKmh: number;
  /** Fixed hours added (airport check-in and security, boarding, stations). */
  fixedHours: number;
  /** US dollars: a fixed part and a per-km range (per traveller, or per vehicle for the car). */
  costBase: [number, number];
  costPerKm: [number, number];
  /** kg CO2e per passenger-km (per vehicle-km for the car), UK government 2024 conversion factors. */
  co2PerKm: number;
  minKm: number;
  maxKm: number;
};

export const MODE_ASSUMPTIONS: Record<TravelMode, ModeAssumption> = {
  flight: { detour: 1.08, speedKmh: 800, fixedHours: 2.5, costBase: [50, 120], costPerKm: [0.05, 0.15], co2PerKm: 0.151, minKm: 150, maxKm: 20_000 },
  train: { detour: 1.2, speedKmh: 100, fixedHours: 0.5, costBase: [0, 5], costPerKm: [0.08, 0.3], co2PerKm: 0.035, minKm: 20, maxKm: 1_500 },
  bus: { detour: 1.25, speedKmh: 65, fixedHours: 0.5, costBase: [0, 5], costPerKm: [0.04, 0.12], co2PerKm: 0.027, minKm: 10, maxKm: 2_000 },
  car: { detour: 1.25, speedKmh: 80, fixedHours: 0, costBase: [0, 0], costPerKm: [0.1, 0.2], co2PerKm: 0.17, minKm: 1, maxKm: 3_000 },
  ferry: { detour: 1.1, speedKmh: 30, fixedHours: 1, costBase: [10, 30], costPerKm: [0.1, 0.3], co2PerKm: 0.113, minKm: 5, maxKm: 1_000 },
};

/** Domestic flights under 500 km burn more per km (take-off and climb weigh more). */
const SHORT_FLIGHT_KM = 500;
const SHORT_FLIGHT_CO2_PER_KM = 0.246;

/**
 * Land masses joined by road and rail, by country. Countries not listed are on the
 * Africa-Europe-Asia mass (Great Britain is joined to it by the Channel Tunnel). Every other
 * island country is its own mass: reaching it by land means a ferry.
 */
const AMERICAS = "AR BO BR BZ CA CL CO CR EC GT GY HN MX NI PA PE PY SR SV US UY VE GF".split(" ");
const ISLANDS = "AU NZ IE IS JP TW PH ID LK MT CY CU JM BS BB DO HT PR AW LC FJ PF WS VU MV MU SC MG CV TT KR".split(" ");

export function landMass(countryCode: string): string {
  if (AMERICAS.includes(countryCode)) return "americas";
  if (ISLANDS.includes(countryCode)) return countryCode;
  return "afro-eurasia";
}

export type RoutePlace = LatLon & { countryCode: string };

export type ModeOption = {
  mode: TravelMode;
  km: number;
  hours: number;
  costUsd: [number, number];
  /** kg CO2e per traveller. */
  co2Kg: number;
};

/** The ways to go from `from` to `to` for `travellers` people (the car is shared by them). */
export function routeOptions(from: RoutePlace, to: RoutePlace, travellers = 1): { km: number; options: ModeOption[] } {
  const km = distanceKm(from, to);
  const sameMass = landMass(from.countryCode) === landMass(to.countryCode);
  const people = Math.max(1, travellers);
  const options = travelModes
    .filter((mode) => {
      const { minKm, maxKm } = MODE_ASSUMPTIONS[mode];
      if (km < minKm || km > maxKm) return false;
      if (mode === "ferry") return !sameMass;
      if (mode === "flight") return true;
      return sameMass;
    })
    .map((mode): ModeOption => {
      const a = MODE_ASSUMPTIONS[mode];
      const routeKm = km * a.detour;
      const perKm = mode === "flight" && km < SHORT_FLIGHT_KM ? SHORT_FLIGHT_CO2_PER_KM : a.co2PerKm;
      const co2 = mode === "car" ? (routeKm * perKm) / people : routeKm * perKm;
      return {
        mode,
        km: Math.round(routeKm),
        hours: Math.round((a.fixedHours + routeKm / a.speedKmh) * 10) / 10,
        costUsd: [Math.round(a.costBase[0] + routeKm * a.costPerKm[0]), Math.round(a.costBase[1] + routeKm * a.costPerKm[1])],
        co2Kg: Math.round(co2 * 10) / 10,
      };
    });
  return { km: Math.round(km), options };
}
