import { getTranslations } from "next-intl/server";
import { requireAdminPage } from "@/lib/admin/guard";
import type { Locale } from "@/lib/i18n/locales";
import { AdminFrame } from "./admin-frame";
import { AdminConsole } from "./admin-console";
import { ADMIN_TABS, type AdminTab } from "./tabs";

/** /admin/dashboard (User Management first) and /admin/content-manager (News Articles first). */
export async function ConsolePage({ locale, path, defaultTab, tab }: { locale: Locale; path: "/admin/dashboard" | "/admin/content-manager"; defaultTab: AdminTab; tab: string | string[] | undefined }) {
  const user = await requireAdminPage({ locale, path });
  const t = await getTranslations("admin");
  const requested = Array.isArray(tab) ? tab[0] : tab;
  const initialTab = (ADMIN_TABS as readonly string[]).includes(requested ?? "") ? (requested as AdminTab) : defaultTab;
  return (
    <AdminFrame heading={t(path === "/admin/dashboard" ? "dashboardHeading" : "contentHeading")} current={path}>
      <AdminConsole initialTab={initialTab} ownEmail={user.email} />
    </AdminFrame>
  );
}
