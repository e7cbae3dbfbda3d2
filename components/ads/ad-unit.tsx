"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { isProductionHost, loadAdScript } from "@/lib/consent/analytics";
import { readSavedConsent, subscribeConsent } from "@/lib/consent/consent-store";

export const AD_DELAY_MS = 1000;

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/** The live ad: production hosts only, 1 s after the page loads, once ad_storage is granted. */
export function AdUnit({ client, minHeight, placeholder }: { client: string; minHeight: number; placeholder: ReactNode }) {
  const [isLive, setIsLive] = useState(false);
  const insRef = useRef<HTMLModElement>(null);

  useEffect(() => {
    if (!isProductionHost(window.location.hostname)) return;
    let isStarted = false;
    const start = () => {
      if (isStarted || !loadAdScript(readSavedConsent())) return;
      isStarted = true;
      setIsLive(true);
    };
    const timer = window.setTimeout(start, AD_DELAY_MS);
    const unsubscribe = subscribeConsent(start);
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (!isLive || !insRef.current) return;
    loadAdScript(readSavedConsent())
      ?.then(() => (window.adsbygoogle = window.adsbygoogle ?? []).push({}))
      .catch((error: unknown) => console.error(error));
  }, [isLive]);

  if (!isLive) return placeholder;
  return (
    <ins
      ref={insRef}
      className="adsbygoogle block"
      style={{ display: "block", minHeight }}
      data-ad-client={client}
      data-ad-format="auto"
      data-full-width-responsive="true"
    />
  );
}
