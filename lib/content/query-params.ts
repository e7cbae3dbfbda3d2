import { AppError } from "@/lib/api/errors";

/**
 * A positive whole number from a query string (page, pageSize, limit): absent or empty gives the
 * fallback, a value over `max` is capped, anything else is a 400.
 */
export function parseLimit(value: string | null, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || value.trim() === "") return fallback;
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value) < 1) throw new AppError("bad_request", { message: `${name} must be a positive whole number` });
  return Math.min(Number(value), max);
}
