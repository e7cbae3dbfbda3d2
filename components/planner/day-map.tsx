import { geoMercator, geoPath } from "d3-geo";
import type { PlannedStop } from "@/lib/planner/engine";

const WIDTH = 480;
const HEIGHT = 280;
const PAD = 28;

type Located = PlannedStop & { latitude: number; longitude: number };

/**
 * A day's route drawn on the server as SVG (no script, no tiles): the stops in visiting order,
 * numbered, each marker a link to its entry in the list below. Unverified stops have no
 * coordinates and are left off.
 */
export function DayMap({ stops, label, anchorPrefix }: { stops: readonly PlannedStop[]; label: string; anchorPrefix: string }) {
  const located = stops.map((stop, index) => ({ stop, index })).filter((entry): entry is { stop: Located; index: number } => entry.stop.latitude !== null && entry.stop.longitude !== null);
  if (located.length === 0) return null;
  const points = located.map(({ stop }) => [stop.longitude, stop.latitude] as [number, number]);
  const projection = geoMercator();
  if (points.length === 1) projection.center(points[0]!).scale(200_000).translate([WIDTH / 2, HEIGHT / 2]);
  else projection.fitExtent([[PAD, PAD], [WIDTH - PAD, HEIGHT - PAD]], { type: "MultiPoint", coordinates: points });
  const route = geoPath(projection)({ type: "LineString", coordinates: points }) ?? "";
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full rounded-lg border bg-muted/40">
      <title>{label}</title>
      <defs>
        <pattern id={`${anchorPrefix}-grid`} width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M 40 0 L 0 0 0 40" fill="none" className="stroke-border" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${anchorPrefix}-grid)`} />
      {points.length > 1 && <path d={route} fill="none" className="stroke-primary" strokeWidth="2.5" strokeDasharray="6 4" />}
      {located.map(({ stop, index }) => {
        const [x, y] = projection([stop.longitude, stop.latitude]) ?? [0, 0];
        return (
          <a key={index} href={`#${anchorPrefix}-stop-${index + 1}`} aria-label={`${index + 1}. ${stop.name}`}>
            <circle cx={x} cy={y} r="11" className="fill-primary stroke-background" strokeWidth="2" />
            <text x={x} y={y} dy="0.35em" textAnchor="middle" className="fill-primary-foreground text-[11px] font-bold">
              {index + 1}
            </text>
          </a>
        );
      })}
    </svg>
  );
}
