/** A value read at most once per `ttlMs` per process (reference data that changes rarely); a failed read is retried next time. */
export function cached<T>(ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  let value: { at: number; promise: Promise<T> } | null = null;
  return () => {
    if (!value || Date.now() - value.at > ttlMs) {
      const promise = read();
      value = { at: Date.now(), promise };
      promise.catch(() => {
        value = null;
      });
    }
    return value.promise;
  };
}
