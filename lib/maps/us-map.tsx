// The server-rendered US map (lib/maps/marker-map.tsx with the Albers USA projection). Markers
// the projection cannot place (Puerto Rico, the Virgin Islands, American Samoa) are listed under
// the map.
import { MarkerMap, type MapPoint } from "./marker-map";
import { MAP_HEIGHT, MAP_WIDTH, US_BASE_MAP_PATH, projectPoint } from "./us-projection";

export type MapMarker = MapPoint & {
  /** Colour group: one of MARKER_TONES. */
  tone?: MarkerTone;
};

export const MARKER_TONES = {
  park: "#15803d",
  forest: "#166534",
  grassland: "#b45309",
  monument: "#7c3aed",
  trail: "#c2410c",
  campground: "#0369a1",
  highlight: "#dc2626",
} as const;
export type MarkerTone = keyof typeof MARKER_TONES;

export type UsMapProps = {
  markers: readonly MapMarker[];
  /** Accessible name of the map (also the list's heading for screen readers). */
  title: string;
  /** "Not on the map:" label for the markers outside the projection. */
  offMapLabel: string;
  /** Marker radius in map units (the map is 975 wide). */
  radius?: number;
  className?: string;
  /** Repeat the markers as a list for screen readers (MarkerMap's withList). */
  withList?: boolean;
  /** Each marker a link (MarkerMap's linked). */
  linked?: boolean;
};

export function UsMap({ markers, title, offMapLabel, radius = 6, className, withList, linked }: UsMapProps) {
  return (
    <MarkerMap
      markers={markers}
      project={(marker) => projectPoint(marker.longitude, marker.latitude)}
      look={(marker) => ({ radius, fill: MARKER_TONES[marker.tone ?? "park"] })}
      width={MAP_WIDTH}
      height={MAP_HEIGHT}
      baseMapHref={US_BASE_MAP_PATH}
      titleIdPrefix="map-title-"
      title={title}
      offMapLabel={offMapLabel}
      className={className}
      withList={withList}
      linked={linked}
    />
  );
}
