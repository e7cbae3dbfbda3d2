import "server-only";
import { getTranslations } from "next-intl/server";
import type { FavoriteLabels } from "./favorite-button";

/** The heart's texts, read on the server so deal pages need no client-side message bundle. */
export async function favoriteLabels(): Promise<FavoriteLabels> {
  const t = await getTranslations("saved");
  return { save: t("saveDeal"), remove: t("removeFromSaved"), failed: t("saveFailed") };
}
