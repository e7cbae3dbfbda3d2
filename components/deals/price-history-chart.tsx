/**
 * The price history as an inline SVG drawn on the server (no chart library, no client code):
 * a line of the recorded US-dollar prices, a dashed line at the typical price.
 */
export function PriceHistoryChart({
  points,
  typicalUsd,
  label,
}: {
  points: ReadonlyArray<{ recordedAt: string; priceUsd: number }>;
  typicalUsd: number | null;
  label: string;
}) {
  const width = 600;
  const height = 180;
  const pad = 24;
  const values = [...points.map((point) => point.priceUsd), ...(typicalUsd ? [typicalUsd] : [])];
  const min = Math.min(...values) * 0.9;
  const max = Math.max(...values) * 1.1;
  const y = (value: number) => height - pad - ((value - min) / (max - min || 1)) * (height - 2 * pad);
  const x = (index: number) => (points.length === 1 ? width / 2 : pad + (index / (points.length - 1)) * (width - 2 * pad));
  const line = points.map((point, index) => `${x(index).toFixed(1)},${y(point.priceUsd).toFixed(1)}`).join(" ");
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className="h-auto w-full text-primary" data-price-history>
      <rect x="0" y="0" width={width} height={height} className="fill-muted/40" rx="8" />
      {typicalUsd && (
        <line x1={pad} x2={width - pad} y1={y(typicalUsd)} y2={y(typicalUsd)} className="stroke-muted-foreground" strokeDasharray="6 4" strokeWidth="1.5" />
      )}
      {points.length > 1 && <polyline points={line} fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />}
      {points.map((point, index) => (
        <circle key={`${point.recordedAt}-${index}`} cx={x(index)} cy={y(point.priceUsd)} r="5" fill="currentColor">
          <title>{`${point.recordedAt.slice(0, 10)}: $${point.priceUsd.toFixed(2)}`}</title>
        </circle>
      ))}
    </svg>
  );
}
