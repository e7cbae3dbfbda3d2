"use client";

import { clsx } from "clsx";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { isActivePath } from "@/lib/routes";
import type { LabelledNavItem } from "./nav-types";
import { NewBadge } from "./new-badge";

/**
 * One menu group's links, the current page's marked (`aria-current`), highlighted items with their
 * 'New' badge: the large screens' menus and the small screens' panel both list them.
 */
export function NavLinks({ items, newLabel, linkClass }: { items: LabelledNavItem[]; newLabel: string; linkClass: string }) {
  const pathname = usePathname();
  return items.map((item) => {
    const isActive = isActivePath(pathname, item.href);
    return (
      <li key={item.href}>
        <Link href={item.href} aria-current={isActive ? "page" : undefined} className={clsx(linkClass, isActive && "bg-accent font-semibold text-primary")}>
          {item.label}
          {item.highlight ? <NewBadge label={newLabel} /> : null}
        </Link>
      </li>
    );
  });
}
