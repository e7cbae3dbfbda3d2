"use client";

import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { usePathname } from "@/lib/i18n/navigation";
import { isActivePath } from "@/lib/routes";
import { HOVER_MENU_ATTRIBUTE } from "@/lib/shell/page-signals.mjs";
import { HEADER_MENU, SUMMARY_CLASS } from "./header-menu";
import type { LabelledNavGroup } from "./nav-types";
import { NavLinks } from "./nav-links";

/**
 * Large-screen menus, each a <details>: it opens on click, tap, Enter or Space without any script;
 * the page init script adds hover, Escape (focus back on the button), a press outside and the
 * arrow keys (lib/shell/menu-script.ts). className says from which width they show
 * (components/layout/header-fit.ts). React only marks the current page's items.
 */
export function DesktopNav({ groups, label, newLabel, className }: { groups: LabelledNavGroup[]; label: string; newLabel: string; className: string }) {
  const pathname = usePathname();

  return (
    <nav aria-label={label} className={clsx("min-w-0", className)}>
      <ul className="flex items-center">
        {groups.map((group) => {
          const isGroupActive = group.items.some((item) => isActivePath(pathname, item.href));
          return (
            <li key={group.key}>
              <details {...HEADER_MENU} {...{ [HOVER_MENU_ATTRIBUTE]: "" }} className="group/menu relative">
                <summary
                  className={clsx(
                    SUMMARY_CLASS,
                    "nav-summary",
                    isGroupActive && "text-primary",
                  )}
                >
                  {group.label}
                  <Icon name="chevron-down" className="size-4 transition-transform group-open/menu:rotate-180" />
                </summary>
                <div id={`menu-${group.key}`} className="nav-list">
                  <ul>
                    <NavLinks items={group.items} newLabel={newLabel} linkClass="menu-link" />
                  </ul>
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
