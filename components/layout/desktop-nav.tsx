"use client";

import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { isActivePath } from "@/lib/routes";
import { HOVER_MENU_ATTRIBUTE } from "@/lib/shell/page-signals.mjs";
import type { LabelledNavGroup } from "./nav-types";
import { NewBadge } from "./new-badge";

/**
 * Large-screen menus: each opens on hover, and on click or keyboard (Enter/Space on its button,
 * Escape closes and returns focus), so the menus work without a mouse. className says from which
 * width they show (components/layout/header-fit.ts).
 */
export function DesktopNav({ groups, label, newLabel, className }: { groups: LabelledNavGroup[]; label: string; newLabel: string; className: string }) {
  const pathname = usePathname();
  // A menu opened on one page is closed on the next: the open state remembers its page.
  const [openState, setOpenState] = useState<{ key: string; path: string } | null>(null);
  const openKey = openState?.path === pathname ? openState.key : null;
  const setOpenKey = (update: string | null | ((current: string | null) => string | null)) =>
    setOpenState((state) => {
      const current = state?.path === pathname ? state.key : null;
      const key = typeof update === "function" ? update(current) : update;
      return key ? { key, path: pathname } : null;
    });
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openKey) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenState(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openKey]);

  return (
    <nav ref={navRef} aria-label={label} className={clsx("min-w-0", className)}>
      <ul className="flex items-center">
        {groups.map((group) => {
          const isOpen = openKey === group.key;
          const isGroupActive = group.items.some((item) => isActivePath(pathname, item.href));
          const panelId = `menu-${group.key}`;
          return (
            <li
              key={group.key}
              className="relative"
              {...{ [HOVER_MENU_ATTRIBUTE]: "" }}
              onMouseEnter={() => setOpenKey(group.key)}
              onMouseLeave={() => setOpenKey((current) => (current === group.key ? null : current))}
              onKeyDown={(event) => {
                if (event.key === "Escape" && isOpen) {
                  setOpenKey(null);
                  (event.currentTarget.querySelector("button") as HTMLButtonElement | null)?.focus();
                }
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpenKey((current) => (current === group.key ? null : current));
                }
              }}
            >
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenKey(isOpen ? null : group.key)}
                className={clsx(
                  "flex items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isGroupActive && "text-primary",
                )}
              >
                {group.label}
                <Icon name="chevron-down" className={clsx("size-4 transition-transform", isOpen && "rotate-180")} />
              </button>
              <div
                id={panelId}
                hidden={!isOpen}
                className="absolute start-0 top-full z-50 min-w-64 pt-2"
              >
                <ul className="rounded-md border bg-popover p-2 text-popover-foreground shadow-lg">
                  {group.items.map((item) => {
                    const isActive = isActivePath(pathname, item.href);
                    return (
                      <li key={item.href}>
                        <Link
                          href={item.href}
                          aria-current={isActive ? "page" : undefined}
                          data-active={isActive ? "true" : undefined}
                          className={clsx("menu-link", isActive && "bg-accent font-semibold text-primary")}
                        >
                          {item.label}
                          {item.highlight ? <NewBadge label={newLabel} /> : null}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
