// The Travel Points Compass's own addresses: the valuations' kind filter and the transfer table
// shown (`?from=`), each a plain link that keeps the other.
import type { ProgramKind } from "@/lib/points/schema";

export const COMPASS_PATH = "/travel-points-compass";

/** What the address asks the Compass to show: a kind of program, one currency's transfer partners. */
export type CompassView = { kind?: ProgramKind; from?: string };

/** The Compass's address for `view`, at `anchor` (`valuations`, `transfers`). */
export function compassHref(view: CompassView, anchor: string): string {
  const query = new URLSearchParams();
  if (view.kind) query.set("kind", view.kind);
  if (view.from) query.set("from", view.from);
  const text = query.toString();
  return `${COMPASS_PATH}${text ? `?${text}` : ""}#${anchor}`;
}
