import type { ReactNode } from "react";
import { SITE_HEADER_ATTRIBUTE } from "@/lib/shell/page-signals.mjs";

/**
 * The fixed header bar; gains a shadow and bottom border once the page scrolls past 10 px. The
 * page init script (lib/shell/page-init-script.ts) keeps data-scrolled current, before React too.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  return (
    <header
      {...{ [SITE_HEADER_ATTRIBUTE]: "" }}
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-50 h-[72px] border-b border-transparent bg-background/95 shadow-none backdrop-blur transition-shadow duration-200 supports-[backdrop-filter]:bg-background/80 data-[scrolled=true]:border-border data-[scrolled=true]:shadow-md"
    >
      {children}
    </header>
  );
}
