"use client";

import { lazy, Suspense, useId, useRef, useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import type { LabelledNavGroup } from "./nav-types";

export type MobileNavProps = {
  groups: LabelledNavGroup[];
  labels: { open: string; close: string; title: string; description: string; signIn: string; dashboard: string; newBadge: string; adminSection: string; adminDashboard: string; contentManager: string };
  /** Controls the header hides on small screens (the theme toggle), shown in the panel instead. */
  extras?: ReactNode;
  /** Where the menu button shows (components/layout/header-fit.ts): below the desktop menus' breakpoint. */
  className: string;
};

// The panel (Radix Dialog and its focus trap, scroll lock and portal) is fetched when the button
// is first pointed at, focused or pressed, so pages do not load it up front.
const loadPanel = () => import("./mobile-nav-panel");
const MobileNavPanel = lazy(loadPanel);
// A failed prefetch is retried by lazy() when the panel is actually needed.
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** Small screens: the menu button, and the side panel once it has been asked for. */
export function MobileNav({ groups, labels, extras, className }: MobileNavProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isWanted, setIsWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setIsWanted(true);
          setIsOpen(true);
        }}
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${className}`}
      >
        <Icon name="menu" className="size-6" />
      </button>
      {isWanted ? (
        <Suspense fallback={null}>
          <MobileNavPanel id={panelId} groups={groups} labels={labels} extras={extras} isOpen={isOpen} onOpenChange={setIsOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
