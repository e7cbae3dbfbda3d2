// A tiny toast store shared by every client component (docs/features/site-wide.md: at most 5,
// newest first). Components call toast(); the Toaster renders the list.
import type { ReactNode } from "react";

export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = "default" | "destructive" | "warning";

export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  open: boolean;
};

type Listener = (toasts: ToastData[]) => void;

let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastData[] {
  return toasts;
}

export function toast(input: Omit<ToastData, "id" | "open">) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return {
    id,
    update: (patch: Partial<Omit<ToastData, "id">>) => updateToast(id, patch),
    dismiss: () => dismissToast(id),
  };
}

export function updateToast(id: string, patch: Partial<Omit<ToastData, "id">>) {
  toasts = toasts.map((item) => (item.id === id ? { ...item, ...patch } : item));
  emit();
}

/** Closes a toast (it animates out), or every toast when no id is given. */
export function dismissToast(id?: string) {
  toasts = toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item));
  emit();
}

export function removeToast(id?: string) {
  toasts = id === undefined ? [] : toasts.filter((item) => item.id !== id);
  emit();
}
