"use client";

import { clsx } from "clsx";
import { ArrowUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { usePathname } from "@/lib/i18n/navigation";

const SIZES = { sm: "size-10", md: "size-12", lg: "size-14" } as const;
// Logical sides: bottom-right in left-to-right pages, mirrored in Arabic.
const POSITIONS = { "bottom-right": "end-5", "bottom-left": "start-5" } as const;

type ScrollToTopProps = {
  label: string;
  /** Pixels scrolled before the button appears (SPEC.md: 300 by default, 400 on the main app). */
  threshold?: number;
  size?: keyof typeof SIZES;
  position?: keyof typeof POSITIONS;
};

/** Floating button, 20 px from the edge, that fades and scales in over 0.2 s. */
export function ScrollToTop({ label, threshold = 300, size = "md", position = "bottom-right" }: ScrollToTopProps) {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const update = () => setIsVisible(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-hidden={!isVisible}
      tabIndex={isVisible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className={clsx(
        "fixed bottom-5 z-40 inline-flex items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-[opacity,transform] duration-200 hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        SIZES[size],
        POSITIONS[position],
        isVisible ? "scale-100 opacity-100" : "pointer-events-none scale-75 opacity-0",
      )}
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}

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
