// The server-rendered US map: the base map (one cached SVG file) with every marker a link, and the
// same markers as a list for screen readers. No client script. Markers the Albers USA projection
// cannot place (Puerto Rico, the Virgin Islands, American Samoa) are listed under the map.
import { MAP_HEIGHT, MAP_WIDTH, US_BASE_MAP_PATH, projectPoint } from "./us-projection";

export type MapMarker = {
  id: string;
  /** Already localized href of the marker's page. */
  href: string;
  label: string;
  latitude: number;
  longitude: number;
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
};

export function UsMap({ markers, title, offMapLabel, radius = 6, className }: UsMapProps) {
  const placed = markers.flatMap((marker) => {
    const point = projectPoint(marker.longitude, marker.latitude);
    return point ? [{ marker, x: point[0], y: point[1] }] : [];
  });
  const offMap = markers.filter((marker) => !placed.some((entry) => entry.marker.id === marker.id));
  const titleId = `map-title-${title.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  return (
    <figure className={className}>
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-labelledby={titleId} className="h-auto w-full">
        <title id={titleId}>{title}</title>
        <image href={US_BASE_MAP_PATH} x="0" y="0" width={MAP_WIDTH} height={MAP_HEIGHT} aria-hidden="true" />
        {placed.map(({ marker, x, y }) => (
          <a key={marker.id} href={marker.href} aria-label={marker.label} className="outline-none [&:focus-visible>circle]:stroke-black [&:hover>circle]:stroke-black">
            <title>{marker.label}</title>
            <circle cx={x} cy={y} r={radius} fill={MARKER_TONES[marker.tone ?? "park"]} stroke="#ffffff" strokeWidth={1.5} opacity={0.9} />
          </a>
        ))}
      </svg>
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
