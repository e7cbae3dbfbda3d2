import { getTranslations } from "next-intl/server";
import { AppUpdates } from "./app-updates";

/** The installed app's 'Reload' prompt and offline-edit sender, with their messages (mounted by the locale layout). */
export async function InstalledApp() {
  const t = await getTranslations("Offline");
  const messages = {
    updateReady: t("updateReady"),
    reload: t("reload"),
    editSentTitle: t("editSentTitle"),
    editSent: t.raw("editSent") as string,
    editFailedTitle: t("editFailedTitle"),
    editFailed: t.raw("editFailed") as string,
  };
  return <AppUpdates messages={messages} />;
}
