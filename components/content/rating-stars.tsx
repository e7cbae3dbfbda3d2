// A 1-5 rating as stars (fractions drawn as a partly filled star), read aloud as text ("Rated 4 out of 5").
export function RatingStars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const filled = `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%`;
  return (
    <span className={`inline-flex items-center gap-1 ${className ?? ""}`}>
      <span aria-hidden="true" className="relative inline-block leading-none tracking-tight">
        <span className="text-muted-foreground/40">★★★★★</span>
        <span className="absolute inset-y-0 start-0 overflow-hidden whitespace-nowrap text-amber-600 dark:text-amber-400" style={{ width: filled }}>
          ★★★★★
        </span>
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
