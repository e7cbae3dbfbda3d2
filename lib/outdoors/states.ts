// US states and territories that hold directory places: name and a bounding box
// [south, north, west, east] in degrees, used by the data checks (a coordinate must lie in its
// state's box) and by the state filter. Boxes are rounded outward to 0.1 degree.

export type StateInfo = { name: string; box: readonly [number, number, number, number] };

export const states: Readonly<Record<string, StateInfo>> = {
  AL: { name: "Alabama", box: [30.1, 35.1, -88.5, -84.9] },
  AK: { name: "Alaska", box: [51.2, 71.5, -180, -129.9] },
  AZ: { name: "Arizona", box: [31.3, 37.0, -114.9, -109.0] },
  AR: { name: "Arkansas", box: [33.0, 36.5, -94.7, -89.6] },
  CA: { name: "California", box: [32.5, 42.0, -124.5, -114.1] },
  CO: { name: "Colorado", box: [37.0, 41.0, -109.1, -102.0] },
  CT: { name: "Connecticut", box: [40.9, 42.1, -73.8, -71.8] },
  DE: { name: "Delaware", box: [38.4, 39.9, -75.8, -75.0] },
  DC: { name: "District of Columbia", box: [38.8, 39.0, -77.2, -76.9] },
  FL: { name: "Florida", box: [24.4, 31.0, -87.7, -80.0] },
  GA: { name: "Georgia", box: [30.3, 35.0, -85.7, -80.8] },
  HI: { name: "Hawaii", box: [18.9, 28.5, -178.5, -154.7] },
  ID: { name: "Idaho", box: [42.0, 49.0, -117.3, -111.0] },
  IL: { name: "Illinois", box: [36.9, 42.5, -91.6, -87.0] },
  IN: { name: "Indiana", box: [37.7, 41.8, -88.1, -84.7] },
  IA: { name: "Iowa", box: [40.3, 43.6, -96.7, -90.1] },
  KS: { name: "Kansas", box: [36.9, 40.0, -102.1, -94.6] },
  KY: { name: "Kentucky", box: [36.4, 39.2, -89.6, -81.9] },
  LA: { name: "Louisiana", box: [28.9, 33.1, -94.1, -88.8] },
  ME: { name: "Maine", box: [43.0, 47.5, -71.1, -66.9] },
  MD: { name: "Maryland", box: [37.9, 39.8, -79.5, -75.0] },
  MA: { name: "Massachusetts", box: [41.2, 42.9, -73.5, -69.9] },
  MI: { name: "Michigan", box: [41.7, 48.3, -90.5, -82.1] },
  MN: { name: "Minnesota", box: [43.5, 49.4, -97.3, -89.5] },
  MS: { name: "Mississippi", box: [30.1, 35.0, -91.7, -88.1] },
  MO: { name: "Missouri", box: [36.0, 40.6, -95.8, -89.1] },
  MT: { name: "Montana", box: [44.3, 49.0, -116.1, -104.0] },
  NE: { name: "Nebraska", box: [40.0, 43.0, -104.1, -95.3] },
  NV: { name: "Nevada", box: [35.0, 42.0, -120.0, -114.0] },
  NH: { name: "New Hampshire", box: [42.7, 45.3, -72.6, -70.6] },
  NJ: { name: "New Jersey", box: [38.9, 41.4, -75.6, -73.9] },
  NM: { name: "New Mexico", box: [31.3, 37.0, -109.1, -103.0] },
  NY: { name: "New York", box: [40.5, 45.0, -79.8, -71.8] },
  NC: { name: "North Carolina", box: [33.8, 36.6, -84.3, -75.4] },
  ND: { name: "North Dakota", box: [45.9, 49.0, -104.1, -96.5] },
  OH: { name: "Ohio", box: [38.4, 42.0, -84.8, -80.5] },
  OK: { name: "Oklahoma", box: [33.6, 37.0, -103.0, -94.4] },
  OR: { name: "Oregon", box: [41.9, 46.3, -124.6, -116.4] },
  PA: { name: "Pennsylvania", box: [39.7, 42.3, -80.5, -74.7] },
  RI: { name: "Rhode Island", box: [41.1, 42.0, -71.9, -71.1] },
  SC: { name: "South Carolina", box: [32.0, 35.2, -83.4, -78.5] },
  SD: { name: "South Dakota", box: [42.5, 45.95, -104.1, -96.4] },
  TN: { name: "Tennessee", box: [35.0, 36.7, -90.3, -81.6] },
  TX: { name: "Texas", box: [25.8, 36.5, -106.7, -93.5] },
  UT: { name: "Utah", box: [37.0, 42.0, -114.1, -109.0] },
  VT: { name: "Vermont", box: [42.7, 45.0, -73.4, -71.5] },
  VA: { name: "Virginia", box: [36.5, 39.5, -83.7, -75.2] },
  WA: { name: "Washington", box: [45.5, 49.0, -124.8, -116.9] },
  WV: { name: "West Virginia", box: [37.2, 40.6, -82.6, -77.7] },
  WI: { name: "Wisconsin", box: [42.5, 47.1, -92.9, -86.8] },
  WY: { name: "Wyoming", box: [41.0, 45.0, -111.1, -104.0] },
  PR: { name: "Puerto Rico", box: [17.9, 18.5, -67.3, -65.2] },
  VI: { name: "US Virgin Islands", box: [17.6, 18.5, -65.1, -64.5] },
  AS: { name: "American Samoa", box: [-14.6, -11.0, -171.1, -168.1] },
};

export const stateCodes = Object.keys(states).sort((a, b) => states[a]!.name.localeCompare(states[b]!.name));

export function isStateCode(code: string): boolean {
  return Object.hasOwn(states, code);
}

/** True when the point lies inside the state's bounding box (with `margin` degrees of slack). */
export function isInState(code: string, latitude: number, longitude: number, margin = 0.1): boolean {
  const info = states[code];
  if (!info) return false;
  const [south, north, west, east] = info.box;
  return latitude >= south - margin && latitude <= north + margin && longitude >= west - margin && longitude <= east + margin;
}
