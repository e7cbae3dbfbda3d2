import { clsx } from "clsx";
import type { ReactNode } from "react";

/** The note a list shows when it has nothing to list. `compact` for lists inside a page section. */
export function EmptyState({ children, compact = false, className }: { children: ReactNode; compact?: boolean; className?: string }) {
  return <p className={clsx("rounded-xl border border-dashed text-center text-muted-foreground", compact ? "p-6" : "p-8", className)}>{children}</p>;
}
