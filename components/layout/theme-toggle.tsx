"use client";

import { useEffect, useSyncExternalStore } from "react";
import { Icon } from "@/components/ui/icon";
import { applyTheme, readStoredTheme, storeTheme, subscribeTheme, type Theme } from "@/lib/theme";

const ORDER: Theme[] = ["light", "dark", "system"];
const ICONS = { light: "sun", dark: "moon", system: "monitor" } as const;

/** Cycles light -> dark -> system; the choice is stored under 'theme'. */
export function ThemeToggle({ labels }: { labels: Record<Theme, string> & { template: string } }) {
  const theme = useSyncExternalStore(subscribeTheme, readStoredTheme, () => "system" as const);

  useEffect(() => {
    if (theme !== "system") return;
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyTheme("system");
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [theme]);

  const next = () => {
    const chosen = ORDER[(ORDER.indexOf(theme) + 1) % ORDER.length] ?? "system";
    storeTheme(chosen);
  };

  return (
    <button
      type="button"
      onClick={next}
      data-theme-choice={theme}
      aria-label={labels.template.replace("{theme}", labels[theme])}
      title={labels[theme]}
      className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Icon name={ICONS[theme]} className="size-5" />
    </button>
  );
}
