"use client";

import { useTranslations } from "next-intl";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { ContentPanel } from "./content-panel";
import { ADMIN_TABS, type AdminTab } from "./tabs";
import { UserManagement } from "./user-management";


const LABEL_KEY: Record<AdminTab, string> = { users: "tabUsers", news: "tabNews", reviews: "tabReviews", tips: "tabTips" };

const triggerClass =
  "inline-flex h-9 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/**
 * The four admin tabs. The chosen tab is kept in ?tab= (replaceState, no navigation), so a reload
 * or a shared link opens the same tab. A panel mounts when its tab is first chosen.
 */
export function AdminConsole({ initialTab, ownEmail }: { initialTab: AdminTab; ownEmail: string }) {
  const t = useTranslations("admin");
  const [tab, setTab] = useState<AdminTab>(initialTab);

  function choose(value: string) {
    const next = (ADMIN_TABS as readonly string[]).includes(value) ? (value as AdminTab) : "users";
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <Tabs.Root value={tab} onValueChange={choose} className="space-y-6">
      <Tabs.List aria-label={t("tabsLabel")} className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {ADMIN_TABS.map((value) => (
          <Tabs.Trigger key={value} value={value} className={triggerClass}>
            {t(LABEL_KEY[value])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="users" className="focus-visible:outline-none">
        <UserManagement ownEmail={ownEmail} />
      </Tabs.Content>
      {(["news", "reviews", "tips"] as const).map((kind) => (
        <Tabs.Content key={kind} value={kind} className="focus-visible:outline-none">
          <ContentPanel kind={kind} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
