"use client";

import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "@/lib/shell/page-signals.mjs";

/**
 * Says when React has hydrated the page and run the effects before this one (it is the layout's
 * last child): deferred hydration (lib/shell/deferred-hydration.mjs) replays a held click then.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
