"use client";

import { clsx } from "clsx";
import { ChevronDown, UserRound } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { failureText } from "@/lib/api-client/fetch";
import { logOut as endSession } from "@/lib/api-client/session";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { loadCurrentUser, SESSION_REFETCH_MS, useCurrentUser } from "@/lib/auth/current-user-client";
import { displayName } from "@/lib/auth/public-user";
import { toast } from "@/lib/toast-store";

export type UserMenuLabels = {
  hello: string;
  accountMenu: string;
  dashboard: string;
  myTrips: string;
  savedDeals: string;
  logOut: string;
  adminSection: string;
  adminDashboard: string;
  contentManager: string;
  loggedOutTitle: string;
  loggedOutText: string;
  logoutFailed: string;
};

const itemClass = "block w-full rounded-sm px-3 py-2 text-start text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none";

/**
 * The header's account corner. The server renders the signed-out Sign In link (`children`), so
 * the header stays static; this leaf asks GET /api/user after hydration (and every 5 minutes) and
 * swaps in the 'Hello, {name}' menu for a signed-in user.
 */
/** greetingClass: where "Hello, name" shows beside the icon (components/layout/header-fit.ts); the button is named by it anyway. */
export function UserMenu({ labels, greetingClass = "hidden md:inline", children }: { labels: UserMenuLabels; greetingClass?: string; children: ReactNode }) {
  const user = useCurrentUser();
  const [isOpen, setIsOpen] = useState(false);
  const router = useRouter();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = window.setInterval(() => void loadCurrentUser({ refresh: true }), SESSION_REFETCH_MS);
    return () => window.clearInterval(timer);
  }, []);

  if (!user) return <>{children}</>;

  async function logOut() {
    setIsOpen(false);
    try {
      await endSession();
    } catch (error) {
      toast({ title: labels.logoutFailed, description: failureText(error) || labels.logoutFailed, variant: "destructive" });
      return;
    }
    toast({ title: labels.loggedOutTitle, description: labels.loggedOutText });
    router.refresh();
  }

  const greeting = labels.hello.replace("{name}", displayName(user));
  const close = () => setIsOpen(false);

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setIsOpen(true)}
      onMouseLeave={() => setIsOpen(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") setIsOpen(false);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls="user-menu-panel"
        aria-label={`${labels.accountMenu}: ${greeting}`}
        // A mouse click on a menu already opened by hover keeps it open; keyboard activation toggles.
        onClick={(event) => setIsOpen((open) => (event.detail === 0 ? !open : true))}
        className="flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <UserRound aria-hidden className="size-5" />
        <span className={clsx("max-w-40 truncate", greetingClass)}>{greeting}</span>
        <ChevronDown aria-hidden className="size-4" />
      </button>
      <div id="user-menu-panel" hidden={!isOpen} className="absolute end-0 top-full z-50 min-w-56 pt-2">
        <div className="rounded-md border bg-popover p-2 text-popover-foreground shadow-lg">
          <p className="px-3 py-2 text-sm font-semibold">{greeting}</p>
          <ul>
            <li>
              <Link href="/dashboard" onClick={close} className={itemClass}>
                {labels.dashboard}
              </Link>
            </li>
            <li>
              <Link href="/dashboard/trips" onClick={close} className={itemClass}>
                {labels.myTrips}
              </Link>
            </li>
            <li>
              <Link href="/dashboard/saved" onClick={close} className={itemClass}>
                {labels.savedDeals}
              </Link>
            </li>
          </ul>
          {user.role === "admin" ? (
            <div className="mt-1 border-t pt-1">
              <p className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{labels.adminSection}</p>
              <ul>
                <li>
                  <Link href="/admin/dashboard" onClick={close} className={itemClass}>
                    {labels.adminDashboard}
                  </Link>
                </li>
                <li>
                  <Link href="/admin/content-manager" onClick={close} className={itemClass}>
                    {labels.contentManager}
                  </Link>
                </li>
              </ul>
            </div>
          ) : null}
          <div className="mt-1 border-t pt-1">
            <button type="button" onClick={logOut} className={itemClass}>
              {labels.logOut}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
