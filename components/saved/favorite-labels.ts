import "server-only";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import type { FavoriteLabels } from "./favorite-button";

/**
 * The heart's texts, read on the server so deal pages need no client-side message bundle. One
 * object per request: a list's two dozen hearts then share it, and the RSC payload carries the
 * texts once and a reference to them on every other heart.
 */
export const favoriteLabels = cache(async (): Promise<FavoriteLabels> => {
  const t = await getTranslations("saved");
  return { save: t("saveDeal"), remove: t("removeFromSaved"), failed: t("saveFailed") };
});
