// The server-rendered world map (lib/maps/marker-map.tsx with a view's projection and base map).
// Markers outside the view's frame are listed under the map.
import { MarkerMap, type MapPoint } from "./marker-map";
import { WORLD_MAP_HEIGHT, WORLD_MAP_WIDTH, projectWorldPoint, worldBaseMapPath, type WorldView } from "./world-projection";

export type WorldMapMarker = MapPoint & { highlight?: boolean };

export type WorldMapProps = {
  view: WorldView;
  markers: readonly WorldMapMarker[];
  title: string;
  /** "Not on the map:" label for the markers outside the frame. */
  offMapLabel: string;
  radius?: number;
  className?: string;
  /** Repeat the markers as a list for screen readers; off where the page lists them already (a table). */
  withList?: boolean;
  /** Each marker a link (MarkerMap's linked). */
  linked?: boolean;
};

const TONE = "#0369a1";
const HIGHLIGHT = "#dc2626";

export function WorldMap({ view, markers, title, offMapLabel, radius = 5, className, withList = true, linked }: WorldMapProps) {
  return (
    <MarkerMap
      markers={markers}
      project={(marker) => projectWorldPoint(view, marker.longitude, marker.latitude)}
      // The highlighted marker is larger and drawn last, on top of its neighbours.
      look={(marker) => (marker.highlight ? { radius: radius * 1.6, fill: HIGHLIGHT, onTop: true } : { radius, fill: TONE })}
      width={WORLD_MAP_WIDTH}
      height={WORLD_MAP_HEIGHT}
      baseMapHref={worldBaseMapPath(view)}
      titleIdPrefix="world-map-"
      title={title}
      offMapLabel={offMapLabel}
      className={className}
      withList={withList}
      linked={linked}
    />
  );
}
