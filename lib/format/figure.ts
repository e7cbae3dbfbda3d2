// Round figures for "N+" claims ("1,200+ activities"): a count rounded down, so the claim stays
// true of the data it is computed from.

/** n rounded down: to hundreds from 1,000, to tens from 100, to fives from 20, else n itself. */
export function figureAtLeast(n: number): number {
  const whole = Math.max(0, Math.floor(n));
  const step = whole >= 1000 ? 100 : whole >= 100 ? 10 : whole >= 20 ? 5 : 1;
  return Math.floor(whole / step) * step;
}

/** A large count as a short "at least" figure in the locale ("124K", "12万", "124 тыс."), never above n. */
export function compactAtLeast(n: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: "compact", roundingMode: "floor" }).format(figureAtLeast(n));
}
