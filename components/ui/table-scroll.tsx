import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * The frame of a table that may be wider than its column: it scrolls sideways inside this box
 * (never the page), and the box is a named region a keyboard user can reach and scroll (WCAG
 * 2.1.1; axe's scrollable-region-focusable). Name it by the table's heading (labelledBy, an id)
 * or by label. No script: a server component.
 */
export function TableScroll({
  labelledBy,
  label,
  className,
  children,
  ...data
}: {
  labelledBy?: string;
  label?: string;
  className?: string;
  children: ReactNode;
} & { [key: `data-${string}`]: string | undefined }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={0}
      className={clsx("max-w-full overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      {...data}
    >
      {children}
    </div>
  );
}
