// A 1-5 rating as stars, read aloud as text ("Rated 4 out of 5").
export function RatingStars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span className={`inline-flex items-center gap-1 ${className ?? ""}`}>
      <span aria-hidden="true" className="tracking-tight text-amber-600 dark:text-amber-400">
        {"★".repeat(rounded)}
        <span className="text-muted-foreground/50">{"★".repeat(Math.max(0, 5 - rounded))}</span>
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
