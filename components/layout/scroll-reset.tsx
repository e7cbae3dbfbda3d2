"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "@/lib/i18n/navigation";

/** Every route change starts at the top of the page. */
export function ScrollReset() {
  const pathname = usePathname();
  // The first render is the page load itself: the browser placed the page already, and a visitor
  // may have scrolled before hydration, so only later path changes reset the position.
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
