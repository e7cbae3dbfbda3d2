"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { Icon } from "@/components/ui/icon";
import { removeFavorite, saveFavorite } from "@/lib/api-client/saved";
import { loadCurrentUser } from "@/lib/auth/current-user-client";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { toast } from "@/lib/toast-store";
import { cn } from "@/lib/utils";
import { isSaved, setSaved, subscribeFavorites, watchFavorite } from "./favorite-store";

export type FavoriteLabels = { save: string; remove: string; failed: string };

const SAVE_PARAM = "save";

/** Whether the change was made (a failure of any kind shows the heart's toast). */
const succeeded = (call: Promise<void>) => call.then(
  () => true,
  () => false,
);
const saveDeal = (dealId: number) => succeeded(saveFavorite(dealId));
const unsaveDeal = (dealId: number) => succeeded(removeFavorite(dealId));

// A ?save=<id> left by the sign-in round trip is handled by one heart, once.
const handledSaveParams = new Set<string>();

/**
 * The heart on a deal. Signed out, it sends the visitor to /auth and back to this page with
 * ?save=<id>, where it saves the deal (a same-origin POST) and removes the parameter.
 */
export function FavoriteButton({ dealId, labels, className, size = "md" }: { dealId: number; labels: FavoriteLabels; className?: string; size?: "md" | "lg" }) {
  const pressed = useSyncExternalStore(
    subscribeFavorites,
    () => isSaved(dealId),
    () => false,
  );
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => watchFavorite(dealId), [dealId]);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const wanted = params.get(SAVE_PARAM);
    if (wanted !== String(dealId) || handledSaveParams.has(wanted)) return;
    handledSaveParams.add(wanted);
    void (async () => {
      const user = await loadCurrentUser({ refresh: true });
      if (user && (await saveDeal(dealId))) setSaved(dealId, true);
      params.delete(SAVE_PARAM);
      const query = params.toString();
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`);
      handledSaveParams.delete(wanted);
    })();
  }, [dealId]);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const user = await loadCurrentUser();
      if (!user) {
        const params = new URLSearchParams(window.location.search);
        params.set(SAVE_PARAM, String(dealId));
        router.push(`/auth?redirect=${encodeURIComponent(`${pathname}?${params.toString()}`)}`);
        return;
      }
      const next = !isSaved(dealId);
      setSaved(dealId, next);
      const ok = next ? await saveDeal(dealId) : await unsaveDeal(dealId);
      if (!ok) {
        setSaved(dealId, !next);
        toast({ title: labels.failed, variant: "destructive" });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? labels.remove : labels.save}
      title={pressed ? labels.remove : labels.save}
      onClick={onClick}
      disabled={busy}
      data-favorite-button={dealId}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full border bg-background text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-70",
        size === "lg" ? "size-11" : "size-9",
        className,
      )}
    >
      <Icon name={pressed ? "heart-filled" : "heart"} className={cn(size === "lg" ? "size-5" : "size-4", pressed && "text-red-600")} />
    </button>
  );
}
