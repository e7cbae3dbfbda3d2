"use client";

import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { useCurrentUser } from "@/lib/auth/current-user-client";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { adminMenu } from "@/lib/nav";
import { isActivePath } from "@/lib/routes";
import type { LabelledNavGroup } from "./nav-types";
import { NavLinks } from "./nav-links";

export type MobileNavProps = {
  groups: LabelledNavGroup[];
  labels: { open: string; close: string; title: string; description: string; signIn: string; dashboard: string; newBadge: string; adminSection: string; adminDashboard: string; contentManager: string };
  /** Controls the header hides on small screens (the theme toggle), shown in the panel instead. */
  extras?: ReactNode;
  /** Where the menu button shows (components/layout/header-fit.ts): below the desktop menus' breakpoint. */
  className: string;
};

const PANEL_ID = "mobile-nav-panel";
const LINK_CLASS = "panel-link";

/**
 * Small screens: the menu button and its right-side panel (85% wide, at most 320 px), a `popover`
 * the button opens with no script at all: it opens at the first tap, closes on Escape, on a press
 * outside, with its close button and (lib/shell/menu-script.ts) when a link is chosen.
 */
export function MobileNav({ groups, labels, extras, className }: MobileNavProps) {
  const pathname = usePathname();
  const user = useCurrentUser();

  return (
    <>
      <button
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        popoverTarget={PANEL_ID}
        className={`header-button ${className}`}
      >
        <Icon name="menu" className="size-6" />
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${PANEL_ID}-title`}
        aria-describedby={`${PANEL_ID}-description`}
        data-testid="mobile-nav-panel"
        className="fixed inset-y-0 end-0 start-auto m-0 h-dvh max-h-none w-[85%] max-w-[320px] flex-col overflow-y-auto border-0 border-s bg-background p-4 text-foreground shadow-xl backdrop:bg-black/50 [&:popover-open]:flex"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id={`${PANEL_ID}-title`} className="text-lg font-semibold">
            {labels.title}
          </h2>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label={labels.close}
            data-autofocus=""
            className="header-button"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <p id={`${PANEL_ID}-description`} className="sr-only">
          {labels.description}
        </p>
        <nav aria-label={labels.title} className="flex-1">
          {groups.map((group) => (
            <section key={group.key} className="mb-4" aria-labelledby={`mobile-${group.key}`}>
              <h3 id={`mobile-${group.key}`} className="panel-heading">
                {group.label}
              </h3>
              <ul>
                <NavLinks items={group.items} newLabel={labels.newBadge} linkClass={LINK_CLASS} />
              </ul>
            </section>
          ))}
          {user?.role === "admin" ? (
            <section className="mb-4" aria-labelledby="mobile-admin">
              <h3 id="mobile-admin" className="panel-heading">
                {labels.adminSection}
              </h3>
              <ul>
                {adminMenu.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} aria-current={isActivePath(pathname, item.href) ? "page" : undefined} className={LINK_CLASS}>
                      {item.key === "adminDashboard" ? labels.adminDashboard : labels.contentManager}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </nav>
        {extras ? <div className="mb-2 flex items-center gap-2 border-t pt-3">{extras}</div> : null}
        <Link
          href={user ? "/dashboard" : "/auth"}
          className="mt-2 inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        >
          {user ? labels.dashboard : labels.signIn}
        </Link>
      </div>
    </>
  );
}
