import type { IconName } from "@/lib/icons";

/**
 * A lucide icon drawn from the /icons.svg sprite (app/icons.svg/route.ts) for server components:
 * the same 24x24 drawing as lucide-react, sized and coloured by className (the symbols stroke with
 * currentColor at lucide's width 2), but a short <use> reference in the HTML and the RSC payload
 * instead of the path data. Decorative only (aria-hidden): name the surrounding link or button.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
