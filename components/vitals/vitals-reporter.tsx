"use client";

import { useEffect } from "react";
import { CONSENT_COOKIE } from "@/lib/consent/consent";
import { CONSENT_CHANGE_EVENT, hasAnalyticsConsent } from "@/lib/consent/read-analytics";
import { useLocale } from "@/lib/i18n/link";
import { unlocalizePath } from "@/lib/i18n/paths";

type CookieStoreLike = EventTarget & { addEventListener(type: "change", listener: (event: Event & { changed?: Array<{ name: string }> }) => void): void };

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1500);
  return () => clearTimeout(handle);
}

/**
 * Reports Core Web Vitals, but only with analytics consent. Nothing is fetched before then: the
 * reporter (and the web-vitals library) is imported once the browser is idle and consent is
 * given, also when consent arrives later on the same page.
 */
export function VitalsReporter() {
  const locale = useLocale();

  useEffect(() => {
    // The page the measurements belong to: the one this document was loaded for.
    const path = unlocalizePath(window.location.pathname);
    let isDone = false;
    const start = () => {
      if (isDone || !hasAnalyticsConsent()) return;
      isDone = true;
      import("@/lib/vitals/report").then((module) => module.startVitalsReporting({ locale, path })).catch(() => undefined);
    };
    const cancelIdle = whenIdle(start);
    window.addEventListener(CONSENT_CHANGE_EVENT, start);
    const cookieStore = (window as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
    const onCookieChange = (event: Event & { changed?: Array<{ name: string }> }) => {
      if (event.changed?.some((cookie) => cookie.name === CONSENT_COOKIE)) start();
    };
    cookieStore?.addEventListener("change", onCookieChange);
    return () => {
      cancelIdle();
      window.removeEventListener(CONSENT_CHANGE_EVENT, start);
      cookieStore?.removeEventListener("change", onCookieChange as EventListener);
    };
    // Once per page load: a language switch keeps the measurements of the page that was loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
