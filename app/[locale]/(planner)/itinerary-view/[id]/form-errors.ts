// Why the itinerary page's forms sent the owner back (its `error` query parameter).
export const TRIP_FORM_ERRORS = ["title", "startDate", "invalid", "busy"] as const;
export type TripFormError = (typeof TRIP_FORM_ERRORS)[number];

export function tripFormError(value: unknown): TripFormError | null {
  return typeof value === "string" && (TRIP_FORM_ERRORS as readonly string[]).includes(value) ? (value as TripFormError) : null;
}
