// What the US and world maps share: a base map (one cached SVG file) with every marker a link,
// the same markers as a list for screen readers, and those the projection cannot place listed
// under the map. No client script. Each map brings its projection and its markers' look.

/**
 * Up to this many markers (the 227 trails), a list page's map links each; past it the map is an
 * overview of dots (`linked={false}`), the page's table linking each place: hundreds of links too
 * small to tap would only weigh on the page.
 */
export const MAX_LINKED_MARKERS = 250;

/** Rows a list page's table shows a page, under a map of every match (a table of hundreds is slow to lay out on a phone). */
export const LIST_TABLE_PAGE_SIZE = 50;

export type MapPoint = {
  id: string;
  /** Already localized href of the marker's page. */
  href: string;
  label: string;
  latitude: number;
  longitude: number;
};

/** How one marker is drawn; `onTop` markers are drawn last, above their neighbours. */
export type MarkerLook = { radius: number; fill: string; onTop?: boolean };

export type MarkerMapProps<Marker extends MapPoint> = {
  markers: readonly Marker[];
  /** The marker's point in map units, or null when the map cannot show it. */
  project: (marker: Marker) => readonly [number, number] | null;
  look: (marker: Marker) => MarkerLook;
  width: number;
  height: number;
  baseMapHref: string;
  /** The SVG title's id: the prefix, then the title in kebab case. */
  titleIdPrefix: string;
  /** Accessible name of the map (also the list's heading for screen readers). */
  title: string;
  /** "Not on the map:" label for the markers outside the projection. */
  offMapLabel: string;
  className?: string;
  /** Repeat the markers as a list for screen readers; off where the page lists them already (a table). */
  withList?: boolean;
  /**
   * Each marker a link (the default). Off, the markers are dots, drawn as one path per colour, and
   * the map is an overview whose places the page links elsewhere (a table): hundreds of links too
   * small to tap would only weigh on the page.
   */
  linked?: boolean;
};

/** Entries by their look's fill, in first-seen order (Map.groupBy is not in Node 20). */
function groupByFill<Entry extends { look: MarkerLook }>(entries: readonly Entry[]): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) groups.set(entry.look.fill, [...(groups.get(entry.look.fill) ?? []), entry]);
  return groups;
}

/** One path drawing every dot of a colour: a circle is two arcs. */
function dotsPath(dots: ReadonlyArray<{ x: number; y: number; radius: number }>): string {
  const round = (value: number) => Math.round(value * 10) / 10;
  return dots.map(({ x, y, radius: r }) => `M${round(x - r)} ${round(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`).join("");
}

export function MarkerMap<Marker extends MapPoint>({ markers, project, look, width, height, baseMapHref, titleIdPrefix, title, offMapLabel, className, withList = true, linked = true }: MarkerMapProps<Marker>) {
  const placed = markers.flatMap((marker) => {
    const point = project(marker);
    return point ? [{ marker, x: point[0], y: point[1], look: look(marker) }] : [];
  });
  const offMap = markers.filter((marker) => !placed.some((entry) => entry.marker.id === marker.id));
  placed.sort((a, b) => Number(Boolean(a.look.onTop)) - Number(Boolean(b.look.onTop)));
  const titleId = `${titleIdPrefix}${title.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  return (
    <figure className={className}>
      <svg viewBox={`0 0 ${width} ${height}`} role={linked ? "group" : "img"} aria-labelledby={titleId} className="h-auto w-full">
        <title id={titleId}>{title}</title>
        <image href={baseMapHref} x="0" y="0" width={width} height={height} aria-hidden="true" />
        {/* What every marker shares is said once, on the group: a list page draws hundreds. */}
        <g stroke="#ffffff" strokeWidth={1.5} fillOpacity={0.9} className="[&_a:focus-visible>circle]:stroke-black [&_a:hover>circle]:stroke-black [&_a]:outline-none">
          {linked
            ? placed.map(({ marker, x, y, look: { radius, fill } }) => (
                <a key={marker.id} href={marker.href} aria-label={marker.label}>
                  <circle cx={x} cy={y} r={radius} fill={fill} />
                </a>
              ))
            : [...groupByFill(placed)].map(([fill, dots]) => (
                <path key={fill} d={dotsPath(dots.map(({ x, y, look: { radius } }) => ({ x, y, radius })))} fill={fill} data-dots={dots.length} />
              ))}
        </g>
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
