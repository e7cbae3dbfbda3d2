// The world and four of its skiing regions, rendered on the server from world-atlas with d3-geo:
// the ski directory's maps. Like the US map (us-projection.ts): the base map is one cached SVG file
// per view, markers are projected here and drawn as links by WorldMap (world-map.tsx).
import { geoMercator, geoNaturalEarth1, geoPath, type GeoProjection } from "d3-geo";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countries50 from "world-atlas/countries-50m.json";
import countries110 from "world-atlas/countries-110m.json";

export const WORLD_MAP_WIDTH = 960;
export const WORLD_MAP_HEIGHT = 540;

export const worldViews = ["world", "north-america", "europe", "asia", "southern-hemisphere"] as const;
export type WorldView = (typeof worldViews)[number];

/**
 * Each regional view's frame: [west, south, east, north] in degrees, and the longitude the view
 * centres on. The Southern Hemisphere's resorts lie on both sides of the Pacific: that view is
 * centred on the Pacific, where the gap between the Andes and Australia is narrowest.
 */
const frames: Record<Exclude<WorldView, "world">, { box: [number, number, number, number]; centre: number }> = {
  "north-america": { box: [-152, 28, -62, 62], centre: -107 },
  europe: { box: [-8, 36, 28, 64], centre: 10 },
  asia: { box: [32, 22, 146, 50], centre: 89 },
  "southern-hemisphere": { box: [140, -48, -62, -30], centre: -141 },
};

export const isWorldView = (value: unknown): value is WorldView => worldViews.includes(value as WorldView);

export function worldProjection(view: WorldView): GeoProjection {
  const extent: [[number, number], [number, number]] = [
    [8, 8],
    [WORLD_MAP_WIDTH - 8, WORLD_MAP_HEIGHT - 8],
  ];
  if (view === "world") return geoNaturalEarth1().fitExtent(extent, { type: "Sphere" });
  const { box, centre } = frames[view];
  const [west, south, east, north] = box;
  return geoMercator()
    .rotate([-centre, 0])
    .fitExtent(extent, { type: "MultiPoint", coordinates: [[west, south], [east, north], [centre, (south + north) / 2]] })
    .clipExtent([[0, 0], [WORLD_MAP_WIDTH, WORLD_MAP_HEIGHT]]);
}

const projections = new Map<WorldView, GeoProjection>();

/** A longitude/latitude as [x, y] on the view, rounded to 0.1; null outside the frame. */
export function projectWorldPoint(view: WorldView, longitude: number, latitude: number): [number, number] | null {
  let projection = projections.get(view);
  if (!projection) projections.set(view, (projection = worldProjection(view)));
  const point = projection([longitude, latitude]);
  if (!point || !Number.isFinite(point[0]) || !Number.isFinite(point[1])) return null;
  const [x, y] = point;
  if (x < 0 || y < 0 || x > WORLD_MAP_WIDTH || y > WORLD_MAP_HEIGHT) return null;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

const baseSvgs = new Map<WorldView, string>();

/** The base map of a view as a standalone SVG document: land filled, country borders drawn. */
export function worldBaseMapSvg(view: WorldView): string {
  const cachedSvg = baseSvgs.get(view);
  if (cachedSvg) return cachedSvg;
  // The coarse atlas is plenty for the whole world; regional views need the finer one.
  const topology = (view === "world" ? countries110 : countries50) as unknown as CountriesTopology;
  const path = geoPath(worldProjection(view)).digits(0);
  const land = path(feature(topology, topology.objects.land)) ?? "";
  const borders = path(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? "";
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WORLD_MAP_WIDTH} ${WORLD_MAP_HEIGHT}" width="${WORLD_MAP_WIDTH}" height="${WORLD_MAP_HEIGHT}">` +
    `<rect width="${WORLD_MAP_WIDTH}" height="${WORLD_MAP_HEIGHT}" fill="#e8f1f8"/>` +
    `<path d="${land}" fill="#f4f4f0" stroke="#9aa5ad" stroke-width="0.8"/>` +
    `<path d="${borders}" fill="none" stroke="#c3ccd3" stroke-width="0.6" stroke-linejoin="round"/>` +
    `</svg>`;
  baseSvgs.set(view, svg);
  return svg;
}

/** Where each view's base map is served (app/maps/world/[view]/route.ts). */
export const worldBaseMapPath = (view: WorldView) => `/maps/world/${view}.svg`;
