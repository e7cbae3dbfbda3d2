"use client";

import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { apiFetch, isApiError } from "@/lib/api-client/fetch";
import { dropEdit, EDIT_KEPT_EVENT, pendingEdits } from "@/lib/pwa/pending-edits";
import { SKIP_WAITING_MESSAGE } from "@/lib/pwa/offline-rules";
import { toast } from "@/lib/toast-store";

export type AppUpdatesMessages = {
  updateReady: string;
  reload: string;
  editSentTitle: string;
  /** With {title}. */
  editSent: string;
  editFailedTitle: string;
  /** With {title} and {reason}. */
  editFailed: string;
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * Sends the manual planner's edits kept offline (lib/pwa/pending-edits.ts) once the connection is
 * back, and tells the member each was saved, or could not be and why (then it is dropped: the
 * server refused it, and sending it again would not change that). One tab sends at a time.
 */
async function sendPendingEdits(messages: AppUpdatesMessages) {
  if (!navigator.onLine) return;
  const send = async () => {
    for (const edit of await pendingEdits()) {
      try {
        await apiFetch(`/api/itineraries/${edit.id}`, { method: "PATCH", json: edit.body });
      } catch (error) {
        // Still no connection: kept for the next try.
        if (isApiError(error) && error.isNetwork) return;
        const reason = (isApiError(error) ? error.serverMessage : undefined) ?? (error instanceof Error ? error.message : String(error));
        await dropEdit(edit.id);
        toast({ title: messages.editFailedTitle, description: fill(messages.editFailed, { title: edit.title, reason }), variant: "destructive", duration: 15_000 });
        continue;
      }
      await dropEdit(edit.id);
      toast({ title: messages.editSentTitle, description: fill(messages.editSent, { title: edit.title }) });
    }
  };
  await (navigator.locks ? navigator.locks.request("wb-offline-edits", send) : send());
}

/**
 * The installed app's two messages: a new version of the site waits (the service worker does not
 * take over by itself) until the person presses 'Reload'; edits kept offline are sent when the
 * connection returns. Mounted once, from the locale layout.
 */
export function AppUpdates({ messages }: { messages: AppUpdatesMessages }) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const reloadRequested = useRef(false);
  const reloaded = useRef(false);

  useEffect(() => {
    const container = "serviceWorker" in navigator ? navigator.serviceWorker : null;
    if (!container) return;
    const offer = (worker: ServiceWorker | null) => {
      // Only an update: the first worker of a visit has no page to replace.
      if (worker && container.controller) setWaiting(worker);
    };
    const watch = (registration: ServiceWorkerRegistration) => {
      offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => {
          if (worker.state === "installed") offer(worker);
        });
      });
    };
    // Only after 'Reload' (the first worker of a visit also takes control, and must not reload the page).
    const onControllerChange = () => {
      if (!reloadRequested.current || reloaded.current) return;
      reloaded.current = true;
      window.location.reload();
    };
    let active = true;
    void container.ready.then((registration) => active && watch(registration));
    container.addEventListener("controllerchange", onControllerChange);
    return () => {
      active = false;
      container.removeEventListener("controllerchange", onControllerChange);
    };
  }, []);

  useEffect(() => {
    const trySending = () => void sendPendingEdits(messages).catch(() => undefined);
    trySending();
    window.addEventListener("online", trySending);
    window.addEventListener(EDIT_KEPT_EVENT, trySending);
    return () => {
      window.removeEventListener("online", trySending);
      window.removeEventListener(EDIT_KEPT_EVENT, trySending);
    };
  }, [messages]);

  if (!waiting) return null;
  return (
    <div role="status" className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-xl border bg-background p-4 shadow-lg print:hidden">
      <p className="text-sm font-medium">{messages.updateReady}</p>
      <button type="button" className={buttonVariants({ size: "sm" })} onClick={() => {
          reloadRequested.current = true;
          waiting.postMessage({ type: SKIP_WAITING_MESSAGE });
        }}>
        {messages.reload}
      </button>
    </div>
  );
}
