// Google Analytics loads only when NEXT_PUBLIC_GA_ID is set and the visitor's saved choice
// grants analytics_storage; nothing third-party loads before that.
import type { ConsentPreferences } from "./consent";
import { gtag } from "./consent-store";
import { publicEnv } from "@/lib/env";

export const GA_ID = publicEnv.NEXT_PUBLIC_GA_ID;
export const ADSENSE_CLIENT = publicEnv.NEXT_PUBLIC_ADSENSE_CLIENT;

let isAnalyticsLoaded = false;

export function loadAnalyticsIfAllowed(preferences: ConsentPreferences | null): void {
  if (!GA_ID || isAnalyticsLoaded || !preferences?.analytics_storage) return;
  isAnalyticsLoaded = true;
  gtag("js", new Date());
  gtag("config", GA_ID);
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(GA_ID)}`;
  document.head.appendChild(script);
}

let adScript: Promise<void> | null = null;

/** The AdSense library, once per page, only when configured and ad_storage is granted. */
export function loadAdScript(preferences: ConsentPreferences | null): Promise<void> | null {
  if (!ADSENSE_CLIENT || !preferences?.ad_storage) return null;
  adScript ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.async = true;
    script.crossOrigin = "anonymous";
    script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(ADSENSE_CLIENT)}`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("Ad script failed to load"));
    document.head.appendChild(script);
  });
  return adScript;
}

/** Ads run on the live site only: never on localhost or a private development host. */
export function isProductionHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host === "[::1]" || host === "::1") return false;
  if (/^127\.|^10\.|^192\.168\.|^172\.(1[6-9]|2\d|3[01])\.|^0\.0\.0\.0$/.test(host)) return false;
  return true;
}
