// Edits of a saved trip made in the manual planner while offline, kept in this browser's IndexedDB
// until the connection returns (components/pwa/app-updates.tsx sends them). One per trip: a later
// edit of the same trip replaces the earlier one (each is the whole plan).
import type { ItineraryDraft } from "@/lib/api-client/planner";

export type PendingEdit = { id: string; title: string; body: ItineraryDraft; keptAt: number };

const DATABASE = "wb-offline";
const STORE = "trip-edits";
/** Announced on window when an edit is kept, so the sender tries as soon as it can. */
export const EDIT_KEPT_EVENT = "wb:offline-edit-kept";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export async function keepEdit(edit: PendingEdit): Promise<void> {
  await inStore("readwrite", (store) => store.put(edit));
  window.dispatchEvent(new Event(EDIT_KEPT_EVENT));
}

export function pendingEdits(): Promise<PendingEdit[]> {
  return inStore("readonly", (store) => store.getAll() as IDBRequest<PendingEdit[]>);
}

export async function dropEdit(id: string): Promise<void> {
  await inStore("readwrite", (store) => store.delete(id));
}
