"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/lib/i18n/navigation";
import { toast } from "@/lib/toast-store";
import { setSaved } from "./favorite-store";

/** Removes a deal from the saved list, then re-renders the server list. */
export function RemoveFavoriteButton({ dealId, title }: { dealId: number; title: string }) {
  const t = useTranslations("saved");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const response = await fetch(`/api/favorites/${dealId}`, { method: "DELETE", credentials: "same-origin" }).catch(() => null);
    if (response && (response.ok || response.status === 404)) {
      setSaved(dealId, false);
      router.refresh();
    } else {
      toast({ title: t("saveFailed"), variant: "destructive" });
    }
    setBusy(false);
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick} disabled={busy} aria-label={t("removeNamed", { title })}>
      {busy ? t("removing") : t("remove")}
    </Button>
  );
}
