"use client";

import { clsx } from "clsx";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { useCurrentUser } from "@/lib/auth/current-user-client";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { adminMenu } from "@/lib/nav";
import { isActivePath } from "@/lib/routes";
import type { MobileNavProps } from "./mobile-nav";
import { NewBadge } from "./new-badge";

type MobileNavPanelProps = Omit<MobileNavProps, "className"> & {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The menu button, which gets focus back when the panel closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The right-side panel (85% wide, at most 320 px), a Radix dialog: it traps focus, closes on
 * Escape, on the overlay and when a link is chosen. Loaded only once the menu button is used.
 */
export default function MobileNavPanel({ id, groups, labels, extras, isOpen, onOpenChange, triggerRef }: MobileNavPanelProps) {
  const pathname = usePathname();
  const user = useCurrentUser();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=closed]:animate-out data-[state=closed]:fade-out-0" />
        <Dialog.Content
          id={id}
          data-testid="mobile-nav-panel"
          onCloseAutoFocus={(event) => {
            // The button lives outside the dialog (it renders before this code loads).
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 end-0 z-50 flex w-[85%] max-w-[320px] flex-col overflow-y-auto border-s bg-background p-4 shadow-xl data-[state=open]:animate-in data-[state=open]:slide-in-from-right data-[state=closed]:animate-out data-[state=closed]:slide-out-to-right rtl:data-[state=open]:slide-in-from-left rtl:data-[state=closed]:slide-out-to-left"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{labels.title}</Dialog.Title>
            <Dialog.Close
              aria-label={labels.close}
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{labels.description}</Dialog.Description>
          <nav aria-label={labels.title} className="flex-1">
            {groups.map((group) => (
              <section key={group.key} className="mb-4" aria-labelledby={`mobile-${group.key}`}>
                <h2 id={`mobile-${group.key}`} className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {group.label}
                </h2>
                <ul>
                  {group.items.map((item) => {
                    const isActive = isActivePath(pathname, item.href);
                    return (
                      <li key={item.href}>
                        <Link
                          href={item.href}
                          onClick={close}
                          aria-current={isActive ? "page" : undefined}
                          className={clsx(
                            "flex items-center rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none",
                            isActive && "bg-accent font-semibold text-primary",
                          )}
                        >
                          {item.label}
                          {item.highlight ? <NewBadge label={labels.newBadge} /> : null}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
            {user?.role === "admin" ? (
              <section className="mb-4" aria-labelledby="mobile-admin">
                <h2 id="mobile-admin" className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {labels.adminSection}
                </h2>
                <ul>
                  {adminMenu.map((item) => (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        onClick={close}
                        aria-current={isActivePath(pathname, item.href) ? "page" : undefined}
                        className="flex items-center rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                      >
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
            onClick={close}
            className="mt-2 inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          >
            {user ? labels.dashboard : labels.signIn}
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
