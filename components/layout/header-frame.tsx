"use client";

import { clsx } from "clsx";
import { useEffect, useState, type ReactNode } from "react";

export const HEADER_SCROLL_THRESHOLD_PX = 10;

/** The fixed header bar; gains a shadow and bottom border once the page scrolls past 10 px. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [isScrolled, setIsScrolled] = useState(false);

  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-scrolled={isScrolled ? "true" : "false"}
      className={clsx(
        "fixed inset-x-0 top-0 z-50 h-[72px] border-b bg-background/95 backdrop-blur transition-shadow duration-200 supports-[backdrop-filter]:bg-background/80",
        isScrolled ? "border-border shadow-md" : "border-transparent shadow-none",
      )}
    >
      {children}
    </header>
  );
}
