"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useRemoveFavorite } from "@/lib/api-client/saved";
import { useRouter } from "@/lib/i18n/navigation";
import { toast } from "@/lib/toast-store";
import { setSaved } from "./favorite-store";

/** Removes a deal from the saved list, then re-renders the server list. */
export function RemoveFavoriteButton({ dealId, title }: { dealId: number; title: string }) {
  const t = useTranslations("saved");
  const router = useRouter();
  const removal = useRemoveFavorite();
  const busy = removal.isPending;
  const onClick = () =>
    removal.mutate(dealId, {
      onSuccess: () => {
        setSaved(dealId, false);
        router.refresh();
      },
      onError: () => toast({ title: t("saveFailed"), variant: "destructive" }),
    });
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick} disabled={busy} aria-label={t("removeNamed", { title })}>
      {busy ? t("removing") : t("remove")}
    </Button>
  );
}
