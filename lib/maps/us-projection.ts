// The United States on one Albers USA projection (Alaska and Hawaii as insets), rendered on the
// server from us-atlas (states-10m) with d3-geo: the outdoor directory's maps, and the ski
// directory's later. No script and no tile server: the base map is one SVG file, markers are
// projected here and drawn as links by UsMap (us-map.tsx).
import { geoAlbersUsa, geoPath, type GeoProjection } from "d3-geo";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import statesTopology from "us-atlas/states-10m.json";

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

/** us-atlas's own framing of the lower 48 with Alaska and Hawaii insets in 975 x 610. */
export function usProjection(): GeoProjection {
  return geoAlbersUsa().scale(1300).translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
}

let projection: GeoProjection | null = null;

/**
 * A longitude/latitude as [x, y] on the map, rounded to 0.1; null outside the projection's
 * areas (Puerto Rico, the Virgin Islands, American Samoa and the open ocean).
 */
export function projectPoint(longitude: number, latitude: number): [number, number] | null {
  projection ??= usProjection();
  const point = projection([longitude, latitude]);
  if (!point || !Number.isFinite(point[0]) || !Number.isFinite(point[1])) return null;
  return [Math.round(point[0] * 10) / 10, Math.round(point[1] * 10) / 10];
}

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;

let baseSvg: string | null = null;

/** The base map as a standalone SVG document: the nation filled, state borders drawn. */
export function usBaseMapSvg(): string {
  if (baseSvg) return baseSvg;
  const topology = statesTopology as unknown as StatesTopology;
  // Whole pixels are plenty at this size and keep the file small.
  const path = geoPath(usProjection()).digits(0);
  const nation = path(feature(topology, topology.objects.nation)) ?? "";
  const borders = path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? "";
  baseSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">` +
    `<path d="${nation}" fill="#dfe9dc" stroke="#7a9a82" stroke-width="1"/>` +
    `<path d="${borders}" fill="none" stroke="#ffffff" stroke-width="1" stroke-linejoin="round"/>` +
    `</svg>`;
  return baseSvg;
}

/** Where the base map is served (app/maps/us-states.svg/route.ts). */
export const US_BASE_MAP_PATH = "/maps/us-states.svg";
