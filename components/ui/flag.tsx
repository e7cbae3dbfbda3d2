import { clsx } from "clsx";
import type { FlagId } from "@/lib/flags";

// lib/flags.ts's FLAG_VIEW_BOX, written out: importing it would bring the drawings into client bundles.
const VIEW_BOX = "0 0 30 20";

/**
 * A country's flag drawn from the /icons.svg sprite (lib/flags.ts), 20 x 14 px unless className
 * sizes it: the same on every system, where a flag emoji is two letters on Windows and a box on a
 * Linux without an emoji font. Decorative (aria-hidden): the language's name says what it is.
 */
export function Flag({ id, className }: { id: FlagId; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox={VIEW_BOX} className={clsx("h-3.5 w-5 shrink-0 rounded-[2px]", className)}>
      <use href={`/icons.svg#${id}`} />
    </svg>
  );
}
