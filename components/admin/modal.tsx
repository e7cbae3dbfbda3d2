"use client";

import { X } from "lucide-react";
import { AlertDialog, Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

const overlayClass = "fixed inset-0 z-50 bg-black/50";
const contentClass =
  "fixed start-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-y-1/2 overflow-y-auto rounded-lg border bg-background p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2";

/** A centred Radix dialog (focus trap, Escape, overlay click) for the content forms. */
export function Modal({ isOpen, onOpenChange, title, description, closeLabel, children }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; title: string; description: string; closeLabel: string; children: ReactNode }) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={`${contentClass} max-w-2xl`}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="-me-2 -mt-2 inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">{description}</Dialog.Description>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The delete confirmation: an alert dialog whose Cancel has the focus first. */
export function ConfirmDialog({ isOpen, onOpenChange, title, description, confirmLabel, cancelLabel, isBusy, onConfirm }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; title: string; description: string; confirmLabel: string; cancelLabel: string; isBusy: boolean; onConfirm: () => void }) {
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={`${contentClass} max-w-md`}>
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button type="button" variant="outline">
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              type="button"
              variant="destructive"
              disabled={isBusy}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
