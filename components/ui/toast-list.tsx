"use client";

import { Toast } from "radix-ui";
import { Icon } from "@/components/ui/icon";
import { useSyncExternalStore } from "react";
import {
  dismissToast,
  getToasts,
  removeToast,
  subscribeToasts,
  TOAST_DURATION_MS,
  type ToastVariant,
} from "@/lib/toast-store";
import { cn } from "@/lib/utils";
import type { ToasterProps } from "./toaster";

const variantClass: Record<ToastVariant, string> = {
  default: "border bg-background text-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
  warning: "border-warning bg-warning text-warning-foreground",
};

const EMPTY: ReturnType<typeof getToasts> = [];

/** The Radix toast region and its toasts; loaded by Toaster once the first toast is raised. */
export default function ToastList({ closeLabel, regionLabel }: ToasterProps) {
  const toasts = useSyncExternalStore(
    (onChange) => subscribeToasts(onChange),
    getToasts,
    () => EMPTY,
  );

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={regionLabel}>
      {toasts.map(({ id, title, description, variant = "default", duration, open }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(isOpen) => (isOpen ? undefined : dismissToast(id))}
          onAnimationEnd={() => (open ? undefined : removeToast(id))}
          data-variant={variant}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md p-4 pe-8 shadow-lg",
            "data-[state=open]:animate-in data-[state=open]:slide-in-from-top-full sm:data-[state=open]:slide-in-from-bottom-full",
            "data-[state=closed]:animate-out data-[state=closed]:fade-out-80 data-[state=closed]:slide-out-to-right-full",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-out",
            variantClass[variant],
          )}
        >
          <div className="grid gap-1">
            {title ? <Toast.Title className="text-sm font-semibold">{title}</Toast.Title> : null}
            {description ? <Toast.Description className="text-sm opacity-90">{description}</Toast.Description> : null}
          </div>
          <Toast.Close
            aria-label={closeLabel}
            className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring"
          >
            <Icon name="x" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={["F8"]}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:bottom-0 sm:end-0 sm:top-auto sm:flex-col-reverse md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
