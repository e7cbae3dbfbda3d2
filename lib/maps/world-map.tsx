// The server-rendered world map: a view's base map (one cached SVG file) with every marker a link,
// and the same markers as a list for screen readers. No client script. Markers outside the view's
// frame are listed under the map.
import type { MapMarker } from "./us-map";
import { WORLD_MAP_HEIGHT, WORLD_MAP_WIDTH, projectWorldPoint, worldBaseMapPath, type WorldView } from "./world-projection";

export type WorldMapMarker = Omit<MapMarker, "tone"> & { highlight?: boolean };

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
};

const TONE = "#0369a1";
const HIGHLIGHT = "#dc2626";

export function WorldMap({ view, markers, title, offMapLabel, radius = 5, className, withList = true }: WorldMapProps) {
  const placed = markers.flatMap((marker) => {
    const point = projectWorldPoint(view, marker.longitude, marker.latitude);
    return point ? [{ marker, x: point[0], y: point[1] }] : [];
  });
  const offMap = markers.filter((marker) => !placed.some((entry) => entry.marker.id === marker.id));
  // The highlighted marker is drawn last, on top of its neighbours.
  placed.sort((a, b) => Number(Boolean(a.marker.highlight)) - Number(Boolean(b.marker.highlight)));
  const titleId = `world-map-${title.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  return (
    <figure className={className}>
      <svg viewBox={`0 0 ${WORLD_MAP_WIDTH} ${WORLD_MAP_HEIGHT}`} role="group" aria-labelledby={titleId} className="h-auto w-full">
        <title id={titleId}>{title}</title>
        <image href={worldBaseMapPath(view)} x="0" y="0" width={WORLD_MAP_WIDTH} height={WORLD_MAP_HEIGHT} aria-hidden="true" />
        {placed.map(({ marker, x, y }) => (
          <a key={marker.id} href={marker.href} aria-label={marker.label} className="outline-none [&:focus-visible>circle]:stroke-black [&:hover>circle]:stroke-black">
            <title>{marker.label}</title>
            <circle cx={x} cy={y} r={marker.highlight ? radius * 1.6 : radius} fill={marker.highlight ? HIGHLIGHT : TONE} stroke="#ffffff" strokeWidth={1.5} opacity={0.9} />
          </a>
        ))}
      </svg>
      {withList && (
        <figcaption className="sr-only">
          <ul aria-label={title}>
            {markers.map((marker) => (
              <li key={marker.id}>
                <a href={marker.href} tabIndex={-1}>
                  {marker.label}
                </a>
              </li>
            ))}
          </ul>
        </figcaption>
      )}
      {offMap.length > 0 && (
        <p className="mt-2 text-sm text-muted-foreground">
          {offMapLabel}{" "}
          {offMap.map((marker, index) => (
            <span key={marker.id}>
              {index > 0 && ", "}
              <a href={marker.href} className="text-primary underline underline-offset-2">
                {marker.label}
              </a>
            </span>
          ))}
        </p>
      )}
    </figure>
  );
}
